import { spawn, type ChildProcess } from 'node:child_process';

/** A product the harness (product-server.ts) runs in a child process of its own. */
export type StartedProduct = {
  site: string;
  service: string;
  control: string;
  /** Stops the product and the builds it started. */
  stop: () => Promise<void>;
};

/**
 * Starts the harness on `port` (site), `port + 1` (content service) and `port + 2` (control),
 * with `env` over the test's own, and waits until it says it is up (its first build published).
 * The local service seeds the demo of DEMO_ESTATES unless DATA_DIR's database holds a site.
 */
export async function startProduct(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<StartedProduct> {
  const { port, dataDir } = options;
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
      REBUILD_INTERVAL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const ready = await waitForReady(child);
  return { ...ready, control: `http://127.0.0.1:${port + 2}`, stop: () => stopGroup(child) };
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
