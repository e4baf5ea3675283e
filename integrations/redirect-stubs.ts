import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { copyFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  pagesWithUnknownScripts,
  writeSecurityHeaderFiles,
} from '../src/site/build-security-headers.ts';
import {
  frameCollections,
  recordDigests,
  sameData,
  type WrittenBuildState,
} from '../src/site/build-state.ts';
import { readWrittenState } from '../src/site/build-state-file.ts';
import { labelsExpiredSince } from '../src/site/price-history-store.ts';
import { parseBuildShard } from '../src/site/build-shards.ts';
import { stopBuildUnchanged } from '../publish/build-stop.ts';
import { readRecordDigests } from '../src/site/loaders/record-digests.ts';
import { writeRedirectStubs } from '../publish/redirect-stubs.ts';

/**
 * Once the pages are built: the security headers for static hosts (`_headers`,
 * nginx-security-headers.conf), whose Content-Security-Policy allows the site's own inline
 * scripts (src/site/inline-scripts.ts), and a warning naming any written page with an inline
 * script besides those; then the short links' meta-refresh stubs from `_redirects`, which carry
 * no script.
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
      // build's stops here, before Vite bundles or a page renders (nothing to publish).
      'astro:build:start': async ({ logger }) => {
        if (await unchangedSincePublished(cacheDir, process.env)) {
          logger.info('nothing changed since the published build; nothing to render');
          stopBuildUnchanged();
        }
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        // An incremental build (src/site/build-plan.ts) holds only the changed estates' pages.
        const written = await readWrittenState(process.env.BUILD_STATE_OUT);
        const partial = written?.plan.mode === 'partial';
        // The host's default 404 (a static host without per-language rules) is the Dutch one,
        // copied rather than rendered by a page of its own: a second page route would split
        // the stylesheet every page links into one more render-blocking file.
        const dutch404 = join(outDir, 'nl', '404', 'index.html');
        if (existsSync(dutch404)) await copyFile(dutch404, join(outDir, '404.html'));
        await writeSecurityHeaderFiles(outDir, process.env, {
          warn: (message) => logger.warn(message),
        });
        // An inline script the site does not write (content the sanitizer let through, or a
        // template that writes one without inline-scripts.ts) is refused by the policy. Named
        // rather than failing the build: one hostile record must not stop every publish, and
        // the page works without it. The stubs carry no script, so only the pages are read.
        const files = pages.map(({ pathname }) => join(outDir, pathname, 'index.html'));
        const unknown = await pagesWithUnknownScripts(files.filter((file) => existsSync(file)));
        if (unknown.length > 0) {
          const named = unknown.slice(0, 10).map((file) => relative(outDir, file));
          logger.warn(
            `${unknown.length} pages carry an inline script the Content-Security-Policy ` +
              `refuses (not in src/site/inline-scripts.ts): ${named.join(', ')}` +
              (unknown.length > named.length ? ', …' : ''),
          );
        }
        // A shard of a full build (src/site/build-shards.ts) writes the stubs of its own pages.
        const sharded = parseBuildShard(process.env.BUILD_SHARD) !== null;
        const count = await writeRedirectStubs(outDir, site, {
          onlyRenderedTargets: partial || sharded,
        });
        logger.info(`${count} short-link redirect pages written`);
      },
    },
  };
}

/**
 * True when this is an incremental build (BUILD_PREVIOUS_DIR) and the loaded record digests
 * equal the published build's state; then the build's state file is written as "unchanged".
 */
async function unchangedSincePublished(
  cacheDir: URL | undefined,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  if (!cacheDir || !env.BUILD_PREVIOUS_DIR || !env.BUILD_PREVIOUS_STATE || !env.BUILD_STATE_OUT) {
    return false;
  }
  const published = await readWrittenState(env.BUILD_PREVIOUS_STATE);
  const digests = await readRecordDigests(cacheDir, [
    ...frameCollections,
    'estates',
    'rentalUnits',
  ]);
  if (!published || digests === null) return false;
  const previous = published.state;
  if (!sameData(previous, env.BUILD_CODE_DIGEST ?? '', recordDigests(digests))) return false;
  // The same records, but a "price lowered" label of the published pages has expired since.
  const now = new Date(env.BUILD_STARTED_AT || Date.now());
  if (await labelsExpiredSince(env.BUILD_PREVIOUS_PRICES, now)) return false;
  const written: WrittenBuildState = {
    state: previous,
    plan: { mode: 'partial', changed: [], removed: [], removedPaths: [], pathsChanged: false },
    builtAt: new Date().toISOString(),
  };
  await writeFile(env.BUILD_STATE_OUT, JSON.stringify(written));
  return true;
}
