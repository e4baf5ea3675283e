import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from './harness/start-product.ts';

/** What the product tests read about the running product (`inject('product')`). */
export type RunningProduct = {
  site: string;
  service: string;
  control: string;
  rebuildSecret: string;
  dataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    product: RunningProduct;
  }
}

const port = Number(process.env.PRODUCT_PORT ?? 4394);
/**
 * The demo's size (DEMO_ESTATES) for the browser and product tests: the smallest that keeps
 * every case they try. Over 45 listings to buy (a second page, "load more" on it and a fourth
 * page to link to), listings of both sources on the buy and rent screens, two projects with
 * units (a unit leaves the site apart from the project that leaves), more than five for sale
 * of one kind (similar estates), hidden addresses and statuses of both sources, and over a
 * hundred sitemap URLs. The demo's first listings of each source cover every status, so a
 * small demo has them all.
 */
export const demoEstates = 140;

/** The secret the product's rebuild hook is started with (REBUILD_SECRET). */
export const rebuildSecret = 'product-tests';

/** The product a run started before this one (tests/lib/browser-tests.ts), if any. */
function productStartedBefore(): RunningProduct | undefined {
  const { PRODUCT_SITE, PRODUCT_SERVICE, PRODUCT_CONTROL, PRODUCT_DATA_DIR } = process.env;
  if (!PRODUCT_SITE || !PRODUCT_SERVICE || !PRODUCT_CONTROL || !PRODUCT_DATA_DIR) return undefined;
  return {
    site: PRODUCT_SITE,
    service: PRODUCT_SERVICE,
    control: PRODUCT_CONTROL,
    rebuildSecret,
    dataDir: PRODUCT_DATA_DIR,
  };
}

/**
 * Starts the product once for every product test: the harness (the composition of
 * scripts/start.ts) in a child process, on its own ports and a fresh DATA_DIR, seeded with the
 * default demo (both sources, projects with units, holiday units). When the browser tests'
 * run started it already (PRODUCT_SITE and the rest set), the tests use that one.
 */
export default async function setup(project: TestProject) {
  const running = productStartedBefore();
  if (running) {
    project.provide('product', running);
    return;
  }
  const dataDir = process.env.PRODUCT_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'product-tests-')));
  const product = await startProduct({
    port,
    dataDir,
    env: {
      DEMO_ESTATES: process.env.PRODUCT_DEMO_ESTATES ?? String(demoEstates),
      REBUILD_SECRET: rebuildSecret,
    },
  });
  project.provide('product', {
    site: product.site,
    service: product.service,
    control: product.control,
    rebuildSecret,
    dataDir,
  });
  return async () => {
    await product.stop();
    if (!process.env.PRODUCT_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  };
}
