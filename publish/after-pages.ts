import { copyFile } from 'node:fs/promises';
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
import { readWrittenState, writeBuildState } from '../src/site/build-state-file.ts';
import { labelsExpiredSince } from '../src/site/price-history-store.ts';
import type { BuildRequest } from '../src/site/build-request.ts';
import { readRecordDigests } from '../src/site/loaders/record-digests.ts';
import { writeMarkerTiles } from './marker-tiles.ts';
import { writeRedirectStubs } from './redirect-stubs.ts';

/*
 * What a build does once its pages are written, and what it checks before it renders any:
 * called by Astro's hooks (integrations/) in an `astro build`, and by a renderer
 * (renderer/rebuild.ts) after its renders, so both leave the same files.
 */

export type StepLogger = { info: (message: string) => void; warn: (message: string) => void };

/**
 * True when this is an incremental build (the request names the published build's directory)
 * and the loaded record digests equal the published build's state; then the build's state file
 * is written as "unchanged".
 */
export async function unchangedSincePublished(
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
  await writeBuildState(writes.state, written);
  return true;
}

/**
 * The cluster tiles of each listing kind's unfiltered map, made from the marker snapshot the
 * build just wrote (src/pages/markers/[kind].json.ts), so that both files always come from the
 * same answer of the service. An incremental build keeps the published tiles of a snapshot
 * that did not change (a change of price moves no marker). A snapshot that cannot be read
 * stops the build: nothing is published.
 */
export async function finishMarkerTiles(
  outDir: string,
  request: BuildRequest,
  logger: StepLogger,
): Promise<void> {
  // A partial build's files are laid over the published build's (src/site/build-plan.ts);
  // any other build is published whole, so it writes every tile set.
  const state = await readWrittenState(request.writes.state);
  const partial = state?.plan.mode === 'partial';
  const written = await writeMarkerTiles(outDir, {
    previousDir: partial ? request.previous.dir : null,
  });
  if (written.length > 0) logger.info(`map cluster tiles written: ${written.join(', ')}`);
}

/**
 * The host's default 404 and the security headers for static hosts (`_headers`,
 * nginx-security-headers.conf), whose Content-Security-Policy allows the site's own inline
 * scripts (src/site/inline-scripts.ts), and a warning naming any written page with an inline
 * script besides those; then the short links' meta-refresh stubs from `_redirects`, which
 * carry no script. `pagePaths`: the pages this build wrote (`/nl/kopen/`).
 */
export async function finishPages(options: {
  outDir: string;
  site: string;
  pagePaths: readonly string[];
  request: BuildRequest;
  logger: StepLogger;
}): Promise<void> {
  const { outDir, request, logger } = options;
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
  const files = options.pagePaths.map((pathname) => join(outDir, pathname, 'index.html'));
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
  const count = await writeRedirectStubs(outDir, options.site, {
    onlyRenderedTargets: partial || request.shard !== null,
  });
  logger.info(`${count} short-link redirect pages written`);
}
