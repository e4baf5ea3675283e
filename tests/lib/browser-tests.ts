import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoEstates, rebuildSecret } from '../product/global-setup.ts';
import { startProduct } from '../product/harness/start-product.ts';

/**
 * `npm run test:browser`: the browser journeys (Playwright) and the product tests (vitest) on
 * one product, started and built once. Both read the product without changing what the other
 * reads (the forms' mails carry unique markers; the product's visitors post from addresses of
 * their own), so they run at the same time, much of either being waits on the browser or the
 * server; the product test that removes listings runs last, on its own, then the one that
 * serves the site through nginx.
 *
 * The demo is the smallest that keeps every tested case (see demoEstates). The product runs on
 * E2E_PORT (default 4390) and the two ports after it, in a fresh DATA_DIR. Every run goes on
 * when another fails; the exit code is the first failure's.
 */
const port = Number(process.env.E2E_PORT ?? 4390);
const dataDir = await mkdtemp(join(tmpdir(), 'browser-tests-'));

/** Runs a command; its output is this process's, or kept and printed once it ends. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  output: 'inherit' | 'after' = 'inherit',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (kept.length > 0) process.stdout.write(Buffer.concat(kept));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const formsMinFillMs = 800;
const product = await startProduct({
  port,
  dataDir,
  // Forms count a post as a person's after less than the default 3 s, so journeys need not wait.
  env: {
    DEMO_ESTATES: String(demoEstates),
    REBUILD_SECRET: rebuildSecret,
    FORMS_MIN_FILL_MS: String(formsMinFillMs),
  },
});
const productEnv = {
  PRODUCT_SITE: product.site,
  PRODUCT_SERVICE: product.service,
  PRODUCT_CONTROL: product.control,
  PRODUCT_DATA_DIR: dataDir,
};
const removing = 'tests/product/removed-listings.test.ts';
// Served through nginx after the removals, so the build it crawls has listings that left.
const deploying = 'tests/product/nginx.test.ts';
let exitCode: number;
try {
  const [journeys, productTests] = await Promise.all([
    run('npx', ['playwright', 'test'], {
      E2E_SITE_URL: product.site,
      E2E_SERVICE_PORT: String(port + 1),
      E2E_DATA_DIR: dataDir,
      E2E_FORMS_MIN_FILL_MS: String(formsMinFillMs),
    }),
    run(
      'npx',
      ['vitest', 'run', '--project', 'product', '--exclude', removing, '--exclude', deploying],
      productEnv,
      'after',
    ),
  ]);
  const removed = await run(
    'npx',
    ['vitest', 'run', '--project', 'product', removing, deploying],
    productEnv,
  );
  exitCode = journeys || productTests || removed;
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
