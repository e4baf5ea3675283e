import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildSecret } from '../product/global-setup.ts';
import { startProduct } from '../product/harness/start-product.ts';

/**
 * `npm run test:browser`: the browser journeys (Playwright) and then the product tests (vitest)
 * on one product, started and built once: both need the whole product with the default demo,
 * and a build of it is the largest part of either run. The product tests go second because the
 * last of them removes listings from the product.
 *
 * The product runs on E2E_PORT (default 4390) and the two ports after it, in a fresh DATA_DIR.
 * Both runs go on when the other fails; the exit code is the first failure's.
 */
const port = Number(process.env.E2E_PORT ?? 4390);
const dataDir = await mkdtemp(join(tmpdir(), 'browser-tests-'));

/** Runs a command with this process's output; resolves to its exit code. */
function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const product = await startProduct({
  port,
  dataDir,
  env: { DEMO_ESTATES: '300', REBUILD_SECRET: rebuildSecret },
});
let exitCode: number;
try {
  const journeys = await run('npx', ['playwright', 'test'], {
    E2E_SITE_URL: product.site,
    E2E_SERVICE_PORT: String(port + 1),
    E2E_DATA_DIR: dataDir,
  });
  const productTests = await run('npx', ['vitest', 'run', '--project', 'product'], {
    PRODUCT_SITE: product.site,
    PRODUCT_SERVICE: product.service,
    PRODUCT_CONTROL: product.control,
    PRODUCT_DATA_DIR: dataDir,
  });
  exitCode = journeys || productTests;
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
