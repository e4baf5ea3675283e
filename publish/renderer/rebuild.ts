import { forgetBuildMemo } from '../../src/site/build-memo.ts';
import { buildCacheDir, buildRequestEnv, type BuildRequest } from '../../src/site/build-request.ts';
import { readWrittenState } from '../../src/site/build-state-file.ts';
import { syncEstates } from '../../src/site/loaders/estates-loader.ts';
import {
  finishMarkerTiles,
  finishPages,
  unchangedSincePublished,
  type StepLogger,
} from '../after-pages.ts';
import { stepTimer } from '../step-timer.ts';
import type { Renderer } from './renderer.ts';
import type { RebuildOutcome } from './request.ts';

/*
 * A data-only rebuild in a renderer process, in the steps of an incremental `astro build`:
 * the estates synced into the content cache, the stop when nothing changed, the plan, the
 * pages and site-wide files of the plan rendered into the request's output directory, then
 * what the build's hooks do once the pages are written (after-pages.ts). The site's other
 * records (settings, menus, pages, translations, holiday units) are those inlined into the
 * bundle: the engine uses a renderer only when the service still answers them as they were.
 */

export async function rebuildWith(
  renderer: Renderer,
  request: BuildRequest,
  site: string,
  logger: StepLogger,
): Promise<RebuildOutcome> {
  const { steps, step } = stepTimer();
  const outcome = (rest: Omit<RebuildOutcome, 'steps'>): RebuildOutcome => ({ ...rest, steps });
  Object.assign(process.env, buildRequestEnv(request));
  // What the last rebuild read and computed is stale: the pages compute it again.
  forgetBuildMemo();
  const cacheDir = buildCacheDir(request);
  await syncEstates({ cacheDir, logger });
  step('sync');
  if (await unchangedSincePublished(cacheDir, request)) {
    logger.info('nothing changed since the published build; nothing to render');
    return outcome({ unchanged: true, full: false, pages: 0, files: 0 });
  }
  // Listing the routes' paths makes the plan (and writes the state beside the build), which
  // says whether the pages of the published build can be kept; only then are they rendered.
  const rendered = await renderer.renderSite(request.outDir, async () => {
    const written = await readWrittenState(request.writes.state);
    if (!written) throw new Error('the renderer wrote no build state');
    step('plan');
    return written.plan.mode !== 'full';
  });
  if (!rendered) return outcome({ unchanged: false, full: true, pages: 0, files: 0 });
  const { pages, files } = rendered;
  step('render');
  await finishMarkerTiles(request.outDir, request, logger);
  await finishPages({ outDir: request.outDir, site, pagePaths: pages, request, logger });
  step('finish');
  return outcome({ unchanged: false, full: false, pages: pages.length, files });
}
