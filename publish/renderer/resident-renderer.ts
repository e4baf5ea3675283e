import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BuildRequest } from '../../src/site/build-request.ts';
import { renderBundleDir } from './bundle.ts';
import { renderManifestFile } from './manifest.ts';
import type { RebuildOutcome } from './request.ts';
import { RendererProcess } from './renderer-client.ts';

/*
 * The engine's side of its renderers: the render bundles a site build keeps (one per code and
 * site data, `<code digest>.<frame digest>`), and one renderer process that stays resident
 * over the current bundle for the data-only rebuilds of a long-running publisher.
 */

/** The name of the bundle of a code digest and the site data (source-check.ts's frameDigest). */
export const bundleKey = (codeDigest: string, frameDigest: string) =>
  `${codeDigest}.${frameDigest}`;

/** The bundle of `key` under the build cache, when one is kept there whole. */
export function keptBundle(cacheDir: string, key: string): string | null {
  const dir = renderBundleDir(cacheDir, key);
  return existsSync(join(dir, '.prerender', renderManifestFile)) ? dir : null;
}

/** How many kept bundles stay (the newest): each is some megabytes of the build's code. */
const bundlesKept = 2;

/**
 * Puts the bundle a build kept (its request's `bundle`) in place as the bundle of `key`, and
 * deletes the older ones. A build that kept none changes nothing.
 */
export async function keepBuildBundle(built: string, cacheDir: string, key: string): Promise<void> {
  if (!existsSync(join(built, '.prerender', renderManifestFile))) return;
  const dir = renderBundleDir(cacheDir, key);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  await rename(built, dir);
  const parent = dirname(dir);
  const others = (await readdir(parent, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== basename(dir))
    .map((entry) => entry.name);
  const dated = await Promise.all(
    others.map(async (name) => ({ name, mtimeMs: (await stat(join(parent, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { name } of dated.slice(bundlesKept - 1))
    await rm(join(parent, name), { recursive: true, force: true });
}

/**
 * One renderer process over one bundle, started on the first rebuild and kept for the next
 * over the same bundle; another bundle (new code or site data) gets a new process. A failed
 * rebuild ends the process (what it holds is unknown), and the next starts a new one.
 */
export class ResidentRenderer {
  #process: RendererProcess | null = null;
  #bundleDir: string | null = null;

  /** The renderer's process id, while there is one (for the tests and the logs). */
  get pid(): number | undefined {
    return this.#process?.pid;
  }

  /** The data-only rebuild of `request` over the bundle in `bundleDir`. */
  async rebuild(
    bundleDir: string,
    request: BuildRequest,
    env: NodeJS.ProcessEnv,
  ): Promise<RebuildOutcome> {
    if (this.#bundleDir !== bundleDir) await this.close();
    try {
      if (!this.#process) {
        this.#process = new RendererProcess(env);
        this.#bundleDir = bundleDir;
        await this.#process.load(bundleDir, env.SITE_URL || 'http://localhost:4321', request);
      }
      return await this.#process.rebuild(request);
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const running = this.#process;
    this.#process = null;
    this.#bundleDir = null;
    await running?.close();
  }
}
