import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildRequest } from '../src/site/build-request.ts';
import { astroProcessEnv } from './astro-process-env.ts';

/** A build asked of the worker: its request, and the whole environment it builds with. */
export type WorkerRequest = { id: number; request: BuildRequest; env: NodeJS.ProcessEnv };
/** The worker's answer, with its resident memory after the build (bytes). */
export type WorkerReply =
  { id: number; ok: true; rss: number } | { id: number; ok: false; message: string; rss: number };

export type ResidentAstroOptions = {
  /** The worker's module (tests give a stand-in); default astro-build-worker.ts. */
  workerUrl?: URL;
  /**
   * A worker whose resident memory is above this after a build is ended (MB), and the next
   * build starts a new one: each build leaves its bundled page code loaded (ES modules are
   * never unloaded; the data it read is dropped, src/site/build-memo.ts). Default 1,536.
   */
  maxRssMb?: number;
  /**
   * A worker left idle this long is ended (ms), giving its memory back when nothing changes
   * for a while; the next build is then a new worker's, cold. Default: never, so a change
   * after a quiet hour is published as fast as one after a busy minute.
   */
  idleMs?: number;
};

type Worker = { child: ChildProcess; key: string };

const defaultWorker = new URL('./astro-build-worker.ts', import.meta.url);

/**
 * `astro build` in a resident process: the site server's incremental builds run one
 * after another in the same worker, whose loaded modules and compiled code stay warm between
 * them, which makes a one-change build much faster than a fresh `astro build` process (a fresh
 * worker prepared in advance did no better: the saving is the warm code, not the start). Builds of the same code share a worker (`key`: the code digest);
 * other code gets a new worker, since the old one holds the old code's modules.
 *
 * A worker ends when a build fails (what it holds is unknown), when it dies, when its memory
 * passes `maxRssMb`, after `idleMs` without a build (if set), and on close(). The parent never waits
 * for an idle worker to exit, and the worker exits with its parent.
 */
export class ResidentAstro {
  readonly #workerUrl: URL;
  readonly #maxRss: number;
  readonly #idleMs: number | undefined;
  #worker: Worker | null = null;
  #idle: NodeJS.Timeout | null = null;
  #nextId = 0;

  constructor(options: ResidentAstroOptions = {}) {
    this.#workerUrl = options.workerUrl ?? defaultWorker;
    this.#maxRss = (options.maxRssMb ?? 1536) * 1024 * 1024;
    this.#idleMs = options.idleMs;
  }

  /** The worker's process id, while there is one (for the tests and the logs). */
  get pid(): number | undefined {
    return this.#worker?.child.pid;
  }

  /**
   * Builds `request` with the settings of `env` in the worker of `key`; resolves with whether
   * an earlier build's worker did it. A failure rejects as a failed `astro build` process
   * would, after the worker has printed why.
   */
  async build(
    request: BuildRequest,
    env: NodeJS.ProcessEnv,
    key: string,
  ): Promise<{ reused: boolean }> {
    this.#clearIdle();
    if (this.#worker && this.#worker.key !== key) await this.close();
    const reused = this.#worker !== null;
    const worker = (this.#worker ??= this.#spawn(env, key));
    setHeld(worker.child, true);
    let reply: WorkerReply;
    try {
      reply = await this.#request(worker, request, astroProcessEnv(env));
    } catch (error) {
      if (this.#worker === worker) this.#worker = null;
      throw error;
    } finally {
      setHeld(worker.child, false);
    }
    if (!reply.ok) {
      await this.close();
      const reason = reply.message.split('\n')[0];
      throw new Error(`the site build failed (${reason}); nothing was published`);
    }
    if (reply.rss > this.#maxRss) await this.close();
    else if (this.#idleMs !== undefined) {
      this.#idle = setTimeout(() => void this.close(), this.#idleMs).unref();
    }
    return { reused };
  }

  /** Ends the worker, if any, and waits for it to exit. */
  async close(): Promise<void> {
    this.#clearIdle();
    const worker = this.#worker;
    this.#worker = null;
    if (!worker || worker.child.exitCode !== null || worker.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => worker.child.once('exit', () => resolve()));
    worker.child.kill('SIGTERM');
    await exited;
  }

  #spawn(env: NodeJS.ProcessEnv, key: string): Worker {
    const child = fork(fileURLToPath(this.#workerUrl), [], {
      // Settings read once, at the process's start (astro-process-env.ts), come from here.
      env: astroProcessEnv(env),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Not the parent's Node options (an --eval, a test runner's loader): as `astro build` runs.
      execArgv: [],
    });
    const worker: Worker = { child, key };
    child.once('exit', () => {
      if (this.#worker === worker) {
        this.#worker = null;
        this.#clearIdle();
      }
    });
    return worker;
  }

  #request(worker: Worker, request: BuildRequest, env: NodeJS.ProcessEnv): Promise<WorkerReply> {
    const id = ++this.#nextId;
    const { child } = worker;
    return new Promise<WorkerReply>((resolve, reject) => {
      const done = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply?.id !== id) return;
        done();
        resolve(reply);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        const exit = signal ? `stopped by ${signal}` : `exit code ${code}`;
        reject(new Error(`the site build failed (build worker, ${exit}); nothing was published`));
      };
      const onError = (error: Error) => {
        done();
        child.kill('SIGKILL');
        reject(
          new Error(
            `the site build failed (build worker: ${error.message}); nothing was published`,
          ),
        );
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.once('error', onError);
      child.send({ id, request, env } satisfies WorkerRequest, (error) => {
        if (error) onError(error);
      });
    });
  }

  #clearIdle(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
  }
}

/** Whether the worker keeps the parent's event loop alive: while it builds, not while idle. */
function setHeld(child: ChildProcess, held: boolean): void {
  const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
  if (held) {
    child.ref();
    channel?.ref();
  } else {
    child.unref();
    channel?.unref();
  }
}
