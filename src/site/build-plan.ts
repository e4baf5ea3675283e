import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  buildState,
  frameCollections,
  planRender,
  priceLabelMark,
  recordDigests,
  stampChanges,
  type RecordKey,
  type RenderPlan,
  type WrittenBuildState,
} from './build-state.ts';
import { readWrittenState, writeBuildState } from './build-state-file.ts';
import { buildCacheDir, buildRequest, type BuildRequest } from './build-request.ts';
import { buildMemo, keptForNextBuild } from './build-memo.ts';
import { estatesSynced } from './loaders/estates-ready.ts';
import { readRecordDigests } from './loaders/record-digests.ts';
import { listingManifestText, type ManifestMemory } from './listing-manifest-text.ts';
import { getPriceDrops, getPriceHistory } from './price-history-build.ts';
import { writePriceHistory } from './price-history-store.ts';
import {
  estateTrace,
  getEstateEntries,
  getEstateIndex,
  getFrame,
  getGoneListings,
  getStaticPageList,
  listingPageDigests,
} from './site-data.ts';

/*
 * The render plan of this build, read by the catch-all page's getStaticPaths. The build's
 * request (build-request.ts) names:
 * - `previous.state`: the state file of the published build (none: render everything);
 * - `codeDigest`: the digest of the sources and settings this build renders with;
 * - `writes.state` / `writes.listings`: where this build writes its state and plan, and the
 *   listing manifest the alerts compare between publishes. Both live beside the build, not in
 *   it, so they are never served;
 * - `writes.prices`: where it writes the price history it rendered (price-history-build.ts).
 */

/** Entry digests by id, for every collection the state is made of, as the loaders left them. */
async function loadedDigests(): Promise<Record<string, Record<string, string>>> {
  await estatesSynced();
  const digests = await readRecordDigests(buildCacheDir(), [
    ...frameCollections,
    'estates',
    'rentalUnits',
  ]);
  if (!digests) throw new Error('The content cache has no record digests: was the content synced?');
  return digests;
}

/**
 * A detail page links to its similar estates and shows their cards: it changes when they do
 * (another estate is now closer, one of them left the site, changed its price or its slug),
 * not only when its own listing does. Each estate's digest takes in theirs, so the next
 * rebuild renders it again and no published page links to a page that is gone.
 */
async function withSimilarEstates(digests: Map<RecordKey, string>): Promise<void> {
  const { byId, similar } = await getEstateIndex();
  const own = new Map(digests);
  for (const id of byId.keys()) {
    const key: RecordKey = `estate:${id}`;
    const digest = own.get(key);
    const shown = similar(id);
    if (digest === undefined || shown.length === 0) continue;
    const theirs = shown.map((other) => `${other.id}=${own.get(`estate:${other.id}`) ?? ''}`);
    digests.set(
      key,
      createHash('sha256')
        .update(`${digest}|${theirs.join(',')}`)
        .digest('hex'),
    );
  }
}

/** This build's plan, computed once; writes the state and listing files when asked to. */
export async function getRenderPlan(request: BuildRequest = buildRequest()): Promise<RenderPlan> {
  return (await getBuildRecord(request)).plan;
}

/** W3C datetime to the second, as sitemaps write it. */
const toSecond = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * This build's state (with the date of each record's last change), plan and time, computed
 * once; writes the state and listing files when asked to.
 */
export function getBuildRecord(request: BuildRequest = buildRequest()): Promise<WrittenBuildState> {
  return buildMemo('plan', async (): Promise<WrittenBuildState> => {
    const { frameDigest, records: digests } = recordDigests(await loadedDigests());
    const sources = new Map(digests);
    // A card's "price lowered" label is part of what its estate's record renders, so the
    // label's coming and going (a month later) is a change an incremental build renders.
    const drops = await getPriceDrops();
    for (const id of drops.keys()) {
      const key = `estate:${Number(id)}` as const;
      const digest = digests.get(key);
      if (digest !== undefined) digests.set(key, `${digest}${priceLabelMark}`);
    }
    for (const [key, digest] of await listingPageDigests(drops)) digests.set(key, digest);
    await withSimilarEstates(digests);
    const { pages, links } = await getStaticPageList();
    const previous = (await readWrittenState(request.previous.state))?.state ?? null;
    const builtAt = new Date().toISOString();
    const entries = new Map((await getEstateEntries()).map((entry) => [entry.id, entry]));
    // A listing first seen by this build last changed when it was published.
    const published = (key: RecordKey) => {
      if (!key.startsWith('estate:')) return undefined;
      const date = new Date(entries.get(Number(key.slice(7)))?.summary.publicationDate ?? '');
      return Number.isNaN(date.getTime()) ? undefined : toSecond(date);
    };
    const state = stampChanges(
      previous,
      buildState({
        codeDigest: request.codeDigest,
        frameDigest,
        pages,
        digests,
        sources,
        traces: new Map(
          [...entries.values()].map((entry) => [`estate:${entry.id}`, estateTrace(entry)]),
        ),
        gone: await getGoneListings(),
      }),
      toSecond(new Date(builtAt)),
      published,
    );
    const result = planRender(previous, state);
    const written: WrittenBuildState = { state, plan: result, builtAt };
    const { writes } = request;
    if (writes.state) await writeBuildState(writes.state, written);
    if (writes.listings) {
      const kept = keptForNextBuild<ManifestMemory>('listing-manifest', request.codeDigest);
      const next: ManifestMemory = new Map();
      const text = listingManifestText(
        { builtAt, hiddenStatus: (await getFrame()).site.hiddenStatus },
        entries.values(),
        links,
        { last: kept.last, next },
      );
      kept.keep(next);
      await writeFile(writes.listings, text);
    }
    if (writes.prices) await writePriceHistory(writes.prices, await getPriceHistory(request));
    return written;
  });
}
