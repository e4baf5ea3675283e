import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishPages, unchangedSincePublished } from '../publish/after-pages.ts';
import { buildRequest } from '../src/site/build-request.ts';

/**
 * Before any page: an incremental build with nothing new stops. Once the pages are built: the
 * 404, the security headers for static hosts and the short links' meta-refresh stubs
 * (publish/after-pages.ts).
 */
export function redirectStubs(): AstroIntegration {
  let site = 'http://localhost:4321';
  let cacheDir: URL | undefined;
  return {
    name: 'redirect-stubs',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
        cacheDir = config.cacheDir;
      },
      // The content is loaded by now: an incremental build whose data is the published
      // build's stops here, before Vite bundles or a page renders (nothing to publish): its
      // process exits as a successful build, and the engine finds no new state beside it.
      'astro:build:start': async ({ logger }) => {
        if (await unchangedSincePublished(cacheDir, buildRequest())) {
          logger.info('nothing changed since the published build; nothing to render');
          process.exit(0);
        }
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        await finishPages({
          outDir: fileURLToPath(dir),
          site,
          pagePaths: pages.map(({ pathname }) => pathname),
          request: buildRequest(),
          logger,
        });
      },
    },
  };
}
