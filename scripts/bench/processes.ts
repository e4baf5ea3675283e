import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * The processes of the benches that run the product's parts apart (the content service, the
 * site server), as in production: a free port each, started as `node <script>`, stopped cleanly.
 */

/** A port nothing listens on right now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <script>` and resolves once it prints "listening". `quiet` keeps its error output
 * off the report (a server that logs every failed mail attempt); its last lines still explain a
 * start that failed. `ipc` opens a message channel to the child (`child.send`).
 */
export async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  options: { quiet?: boolean; ipc?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: [
      'ignore',
      'pipe',
      options.quiet ? 'pipe' : 'inherit',
      ...(options.ipc ? ['ipc' as const] : []),
    ],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2_000);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code}${tail ? `:\n${tail}` : ''}`)),
    );
  });
  return child;
}

/** Stops a child with SIGTERM (the site server closes its outbox then) and waits for it. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}
