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
import { buildRequest, type BuildRequest } from '../src/site/build-request.ts';
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
        const request = buildRequest();
        if (await unchangedSincePublished(cacheDir, request)) {
          logger.info('nothing changed since the published build; nothing to render');
          stopBuildUnchanged(request);
        }
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const request = buildRequest();
        // An incremental build (src/site/build-plan.ts) holds only the changed estates' pages.
        const written = await readWrittenState(request.writes.state);
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
        const count = await writeRedirectStubs(outDir, site, {
          onlyRenderedTargets: partial || request.shard !== null,
        });
        logger.info(`${count} short-link redirect pages written`);
      },
    },
  };
}

/**
 * True when this is an incremental build (the request names the published build's directory)
 * and the loaded record digests equal the published build's state; then the build's state file
 * is written as "unchanged".
 */
async function unchangedSincePublished(
  cacheDir: URL | undefined,
  request: BuildRequest,
): Promise<boolean> {
  const { previous, writes } = request;
  if (!cacheDir || !previous.dir || !previous.state || !writes.state) return false;
  const published = await readWrittenState(previous.state);
  const digests = await readRecordDigests(cacheDir, [
    ...frameCollections,
    'estates',
    'rentalUnits',
  ]);
  if (!published || digests === null) return false;
  if (!sameData(published.state, request.codeDigest, recordDigests(digests))) return false;
  // The same records, but a "price lowered" label of the published pages has expired since.
  const now = new Date(request.startedAt ?? Date.now());
  if (await labelsExpiredSince(previous.prices, now)) return false;
  const written: WrittenBuildState = {
    state: published.state,
    plan: { mode: 'partial', changed: [], removed: [], removedPaths: [], pathsChanged: false },
    builtAt: new Date().toISOString(),
  };
  await writeFile(writes.state, JSON.stringify(written));
  return true;
}
