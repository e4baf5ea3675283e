import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildRequest } from '../../src/site/build-request.ts';
import { astroProcessEnv } from '../astro-process-env.ts';
import type { RebuildOutcome } from './request.ts';
import {
  parseRendererRequest,
  type RenderPage,
  type RendererReply,
  type RendererRequest,
} from './request.ts';

/*
 * The parent's side of a renderer process (renderer-process.ts): starts it, loads a bundle,
 * sends render requests (validated before they leave) and waits for their answers.
 */

type Answer = Extract<RendererReply, { ok: true }>;
type Rendered = Answer['rendered'];
type Pending = { resolve: (reply: RendererReply) => void; reject: (error: Error) => void };

export class RendererProcess {
  readonly #child: ChildProcess;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  /** Why the process ended, once it has: every later request fails with it at once. */
  #ended: Error | null = null;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.#child = fork(fileURLToPath(new URL('renderer-process.ts', import.meta.url)), [], {
      env: astroProcessEnv({ NODE_ENV: 'production', ...env }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Props as the pages get them from getStaticPaths: Maps and Dates kept (structured clone).
      serialization: 'advanced',
      // Not the parent's Node options (a test runner's loader): the bundle runs as in a build.
      // A young generation larger than V8's default: each rebuild reads and drops the whole
      // site's entries, which otherwise outlive a small one and cost full collections later.
      execArgv: ['--max-semi-space-size=64'],
    });
    this.#child.on('message', (reply: RendererReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      pending.resolve(reply);
    });
    this.#child.once('exit', (code, signal) => {
      const error = new Error(`the renderer process ended (${signal ?? code})`);
      this.#ended = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
  }

  async #send(request: RendererRequest): Promise<Answer> {
    const valid = parseRendererRequest(request);
    if (this.#ended) throw this.#ended;
    const reply = await new Promise<RendererReply>((resolve, reject) => {
      this.#pending.set(valid.id, { resolve, reject });
      this.#child.send(valid, (error) => {
        if (!error) return;
        this.#pending.delete(valid.id);
        reject(error);
      });
    });
    if (!reply.ok) throw new Error(`the renderer failed: ${reply.error}`);
    return reply;
  }

  /** Loads the bundle (a site build's, bundle.ts) the next renders use. */
  async load(bundleDir: string, site: string, build: BuildRequest): Promise<void> {
    await this.#send({ type: 'load', id: ++this.#nextId, bundleDir, site, build });
  }

  /** Renders the pages into `outDir`, each file written whole; the status of each page. */
  async render(outDir: string, pages: RenderPage[]): Promise<Rendered> {
    return (await this.#send({ type: 'render', id: ++this.#nextId, outDir, pages })).rendered;
  }

  /** A data-only rebuild of `build` (rebuild.ts), into its output directory. */
  async rebuild(build: BuildRequest): Promise<RebuildOutcome> {
    const answer = await this.#send({ type: 'rebuild', id: ++this.#nextId, build });
    if (!answer.rebuilt) throw new Error('the renderer answered a rebuild with no outcome');
    return answer.rebuilt;
  }

  /** The renderer's process id (for the tests and the logs). */
  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** The catch-all route's pages with their props, as its getStaticPaths lists them. */
  async listPages(): Promise<{ path: string; props: unknown }[]> {
    return (await this.#send({ type: 'list', id: ++this.#nextId })).pages ?? [];
  }

  async close(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.#child.once('exit', () => resolve()));
    this.#child.kill('SIGTERM');
    await exited;
  }
}
