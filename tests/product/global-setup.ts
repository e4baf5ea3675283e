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
const rebuildSecret = 'product-tests';

/**
 * Starts the product once for every product test: the harness (the composition of
 * scripts/start.ts) in a child process, on its own ports and a fresh DATA_DIR, seeded with the
 * default demo (both sources, projects with units, holiday units).
 */
export default async function setup(project: TestProject) {
  const dataDir = process.env.PRODUCT_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'product-tests-')));
  const product = await startProduct({
    port,
    dataDir,
    env: { DEMO_ESTATES: process.env.PRODUCT_DEMO_ESTATES ?? '300', REBUILD_SECRET: rebuildSecret },
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
