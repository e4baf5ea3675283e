import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
  const child = spawn(process.execPath, ['tests/product/harness/product-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_PORT: String(port + 1),
      CONTROL_PORT: String(port + 2),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      CONTENT_SERVICE_URL: '',
      PUBLIC_CONTENT_SERVICE_URL: '',
      DEMO_ESTATES: process.env.PRODUCT_DEMO_ESTATES ?? '300',
      REBUILD_SECRET: rebuildSecret,
      REBUILD_INTERVAL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const ready = await waitForReady(child);
  project.provide('product', {
    ...ready,
    control: `http://127.0.0.1:${port + 2}`,
    rebuildSecret,
    dataDir,
  });
  return async () => {
    await stopGroup(child);
    if (!process.env.PRODUCT_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  };
}

function waitForReady(child: ChildProcess): Promise<{ site: string; service: string }> {
  return new Promise((resolve, reject) => {
    let log = '';
    const read = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      const match = /PRODUCT READY (\{.*\})/.exec(log);
      if (match) resolve(JSON.parse(match[1]!) as { site: string; service: string });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the product stopped (${code}):\n${log}`)));
  });
}

/** The product builds in child processes of its own: the whole group is stopped. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
