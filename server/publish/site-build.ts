import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BuildOutcome, SiteBuilder } from './publisher.ts';
import { Publisher } from './publisher.ts';

/** Where published builds live (inside the project, so Astro keeps each build self-contained). */
export const defaultPublishRoot = '.builds/site';

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => String(entry).endsWith('.html')).length;
}

/**
 * A site build in a child process (`astro build`, as `npm run build` runs it) into `outDir`,
 * with the content-layer cache kept between builds (BUILD_CACHE_DIR), so unchanged records are
 * not processed again. CONTENT_SERVICE_URL must be set (the caller starts the local service).
 */
export function astroSiteBuilder(env: NodeJS.ProcessEnv = process.env): SiteBuilder {
  return async (outDir): Promise<BuildOutcome> => {
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        env: {
          ...env,
          BUILD_OUT_DIR: outDir,
          BUILD_CACHE_DIR: env.BUILD_CACHE_DIR || resolve('.builds/cache'),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.once('error', fail);
      child.once('exit', (code) =>
        code === 0
          ? done()
          : fail(new Error(`the site build failed (exit code ${code}); nothing was published`)),
      );
    });
    return { pages: await countPages(outDir) };
  };
}

/** The publisher of this project: PUBLISH_ROOT (default `.builds/site`), PUBLISH_KEEP builds. */
export function sitePublisher(env: NodeJS.ProcessEnv = process.env): Publisher {
  return new Publisher({
    root: resolve(env.PUBLISH_ROOT || defaultPublishRoot),
    keep: Number(env.PUBLISH_KEEP) || 3,
    build: astroSiteBuilder(env),
  });
}
