import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getCollection, getEntry } from 'astro:content';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../domain/estate-query.ts';
import {
  listingBaseFilter,
  listingKinds,
  listingSearchBody,
  type ListingKind,
} from '../domain/listing-kinds.ts';
import { listingPageCount, listingPageOffset } from '../domain/listing-pages.ts';
import { summaryForVisitors } from '../domain/hidden-address.ts';
import { resultsAfterChanges, type ListingChange } from '../domain/listing-results-after.ts';
import type { Locale } from '../domain/locales.ts';
import { listingTrace, nextGoneListings, type GoneListing } from '../domain/gone-listings.ts';
import { createTranslationSystem, type ServiceTexts } from '../i18n/translation-system.ts';
import { setTranslationSystem, type TranslationSystem } from '../i18n/translate.ts';
import { listingFilterOptions } from './listing-filter-options.ts';
import { rememberingSimilarFinder, type SimilarMemory } from '../domain/similar-estates.ts';
import type { Menu, Page } from '../schemas/cms.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { Site } from '../schemas/site.ts';
import { buildCacheDir, buildRequest, type BuildRequest } from './build-request.ts';
import { buildMemo, keptForNextBuild } from './build-memo.ts';
import { previousListings } from './build-state.ts';
import { readWrittenState } from './build-state-file.ts';
import { readEstateEntries } from './loaders/estate-entries.ts';
import { estatesSynced } from './loaders/estates-ready.ts';
import { contentServiceForBuild, callService } from './loaders/content-service-for-build.ts';
import { buildTownPositions } from './loaders/town-positions.ts';
import { rememberedAlternates, staticPages, type StaticPage } from './static-pages.ts';
import type {
  Alternates,
  EstateEntry,
  EstateRecord,
  RentalUnitRecord,
  SiteFrame,
} from './types.ts';

/**
 * Build-time reads of the loaded collections (`src/content.config.ts`), typed. Each is read
 * once per build and shared by every page (build-memo.ts).
 */
export function getFrame(): Promise<SiteFrame> {
  return buildMemo('frame', async (): Promise<SiteFrame> => {
    const site = await getEntry('site', 'site');
    if (!site) throw new Error('The content service gave no site settings');
    const menus = Object.fromEntries(
      (await getCollection('menus')).map((entry) => [entry.id, entry.data as unknown as Menu]),
    );
    const pages = (await getCollection('pages')).map((entry) => entry.data as unknown as Page);
    return {
      site: site.data as unknown as Site,
      menus: { main: menus.main ?? null, footer: menus.footer ?? null },
      pages,
    };
  });
}

/**
 * Every estate's in-memory entry (summary, links, units), by id: from the entries file the
 * estates loader writes into the content cache (loaders/estate-entries.ts).
 */
export function getEstateEntries(): Promise<EstateEntry[]> {
  return buildMemo('estates', () =>
    estatesSynced()
      .then(() => readEstateEntries(buildCacheDir()))
      .then((entries) => [...entries.values()].sort((a, b) => a.id - b.id)),
  );
}

const recentRecordCount = 16;

/** The full record of an estate, read from its file for the estate's own pages. */
export function readEstateRecord(entry: EstateEntry): Promise<EstateRecord> {
  // The few records last read: an estate's four languages render one after the other.
  const recentRecords = buildMemo('recentRecords', () => new Map<number, Promise<EstateRecord>>());
  let record = recentRecords.get(entry.id);
  if (!record) {
    record = readFile(entry.recordFile, 'utf8').then((text) => JSON.parse(text) as EstateRecord);
    recentRecords.set(entry.id, record);
    for (const id of recentRecords.keys()) {
      if (recentRecords.size <= recentRecordCount) break;
      recentRecords.delete(id);
    }
  }
  return record;
}

export function getRentalUnitRecords(): Promise<RentalUnitRecord[]> {
  return buildMemo('rentals', () =>
    getCollection('rentalUnits').then((entries) =>
      entries
        .map((entry) => entry.data as unknown as RentalUnitRecord)
        .sort((a, b) => a.unit.id - b.unit.id),
    ),
  );
}

/** UI texts the CMS overrides, per locale (as the service gave them: untrusted). */
export function getTranslationOverrides(): Promise<Partial<Record<Locale, ServiceTexts>>> {
  return buildMemo('translations', () =>
    getCollection('translations').then(
      (entries) =>
        Object.fromEntries(entries.map((entry) => [entry.id, entry.data])) as Partial<
          Record<Locale, ServiceTexts>
        >,
    ),
  );
}

/**
 * The build's one translation system (the built-in texts with the agency's over them,
 * src/i18n/translation-system.ts), made once and set for the pages and islands rendered next;
 * each page sets it again, as a resident build worker may have run another build since. The
 * texts set aside are named in the build log, once.
 */
export async function setSiteTranslations(): Promise<TranslationSystem> {
  const system = await buildMemo('translationSystem', async () => {
    const { system, rejected } = createTranslationSystem(await getTranslationOverrides());
    if (rejected.length > 0) {
      const named = rejected.map(({ locale, key, reason }) => `${locale} ${key} (${reason})`);
      console.warn(
        `[translations] ${rejected.length} text(s) of the content service not used, the built-in text shows instead: ${named.join(', ')}`,
      );
    }
    return system;
  });
  setTranslationSystem(system);
  return system;
}

/**
 * The listings that left the site (their addresses answer 410): those the published build
 * remembered, plus those it had that this build no longer finds (the request's
 * `previous.state`, the published build's state; without one, none).
 */
export function getGoneListings(
  request: BuildRequest = buildRequest(),
): Promise<Record<string, GoneListing>> {
  return buildMemo('gone', async () => {
    const previous = (await readWrittenState(request.previous.state))?.state ?? null;
    if (!previous) return {};
    const current = new Set<number>();
    for (const entry of await getEstateEntries()) {
      current.add(entry.id);
      for (const unitId of entry.unitIds) current.add(unitId);
    }
    return nextGoneListings({
      before: previous.gone ?? {},
      previous: previousListings(previous),
      current,
      now: new Date(),
    });
  });
}

/** What the build state keeps of each estate for the build that no longer finds it. */
export function estateTrace(entry: EstateEntry) {
  return { trace: listingTrace(entry.summary), units: entry.unitIds };
}

/** The unfiltered results of a listing screen, in the screen's order (spec 9: newest first). */
export type ListingResults = { total: number; results: EstateSummary[] };

/**
 * Every result of each listing screen's unfiltered search, asked of the content service once
 * per build in its largest pages: the screens' first pages and their later, crawlable pages
 * (src/domain/listing-pages.ts) show them 15 at a time, in the order the service gives.
 */
export function getListingResults(): Promise<Record<ListingKind, ListingResults>> {
  return buildMemo('listingResults', async () => {
    // A hidden address is stripped (spec 2): the cards' data goes into the islands' props.
    const towns = await buildTownPositions();
    const estates = await getEstateEntries();
    // A rebuild of the estates a webhook named keeps the last answers where they cannot differ
    // but for the changed listings (listing-results-after.ts); one that names none asks again.
    const kept = keptForNextBuild<KeptListingResults>('listing-results', buildRequest().codeDigest);
    const changes =
      kept.last && buildRequest().onlyNamed ? entryChanges(kept.last.estates, estates) : null;
    const entries = await Promise.all(
      listingKinds.map(async (kind): Promise<[ListingKind, ListingResults]> => {
        const body = listingSearchBody(kind, listingBaseFilter(kind));
        const after =
          changes && changes.length <= keptChangesAtMost
            ? resultsAfterChanges(kept.last!.results[kind], body, changes)
            : null;
        if (after) return [kind, after];
        const results: EstateSummary[] = [];
        const seen = new Set<number>();
        let total = 0;
        for (let from = 0; from === 0 || from < total; from += MAX_PAGE_SIZE) {
          const answer = await callService(`POST estates (${kind} listing from ${from})`, () =>
            contentServiceForBuild.searchEstatesStrict({
              ...body,
              pagination: { from, size: MAX_PAGE_SIZE },
            }),
          );
          total = answer.total;
          for (const summary of answer.results) {
            if (seen.has(summary.id)) continue;
            seen.add(summary.id);
            results.push(summaryForVisitors(summary, towns));
          }
          if (answer.results.length === 0) break;
        }
        return [kind, { total: results.length, results }];
      }),
    );
    const results = Object.fromEntries(entries) as Record<ListingKind, ListingResults>;
    kept.keep({ estates: new Map(estates.map((entry) => [entry.id, entry])), results });
    return results;
  });
}

/** The listing results of the last build in this process, with the entries they were of. */
type KeptListingResults = {
  estates: Map<number, EstateEntry>;
  results: Record<ListingKind, ListingResults>;
};

/** More changed listings than this, and the service is asked (the check is per listing). */
const keptChangesAtMost = 64;

/**
 * The entries that differ between two builds. An unchanged entry is the same object in a
 * resident renderer (estate-entries.ts), so this compares by identity.
 */
function entryChanges(
  before: Map<number, EstateEntry>,
  now: readonly EstateEntry[],
): ListingChange[] {
  const changes: ListingChange[] = [];
  const seen = new Set<number>();
  for (const entry of now) {
    seen.add(entry.id);
    const previous = before.get(entry.id);
    if (previous !== entry) changes.push({ ...(previous && { before: previous }), after: entry });
  }
  for (const [id, previous] of before) if (!seen.has(id)) changes.push({ before: previous });
  return changes;
}

/**
 * Each listing summary's JSON, kept while the summary object lives: a rebuild's unchanged
 * summaries are the last build's objects (src/site/loaders/handed-summaries.ts), never changed,
 * so the listing pages' digests serialize only the summaries that changed.
 */
const summaryTexts = new WeakMap<object, string>();
function summaryJson(summary: object): string {
  let text = summaryTexts.get(summary);
  if (text === undefined) {
    text = `${JSON.stringify(summary)}\n`;
    summaryTexts.set(summary, text);
  }
  return text;
}

/**
 * The digest of each later page of each listing screen (`listing:buy:2`), of what it shows:
 * its results, the total, the number of pages, the filter values of its form and which of its
 * cards say "price lowered" (`lowered`, by estate id: a label that expires changes the page).
 * An incremental build renders such a page again only when its digest changed.
 */
export async function listingPageDigests(
  lowered: ReadonlyMap<string, unknown> = new Map(),
): Promise<Map<`listing:${string}:${number}`, string>> {
  const listings = await getListingResults();
  const digests = new Map<`listing:${string}:${number}`, string>();
  for (const kind of listingKinds) {
    const { total, results } = listings[kind];
    const pages = listingPageCount(total);
    const options = createHash('sha256')
      .update(JSON.stringify(await listingFilterOptions(kind)))
      .digest('hex');
    for (let page = 2; page <= pages; page += 1) {
      const offset = listingPageOffset(page);
      const shown = results.slice(offset, offset + PAGE_SIZE);
      const labelled = shown.flatMap((summary) =>
        lowered.has(String(summary.id)) ? [summary.id] : [],
      );
      const hash = createHash('sha256').update(JSON.stringify({ total, pages, options, labelled }));
      for (const summary of shown) hash.update(summaryJson(summary));
      const digest = hash.digest('hex');
      digests.set(`listing:${kind}:${page}`, digest);
    }
  }
  return digests;
}

/** Every page of the build and each estate's detail path per language, computed once. */
export function getStaticPageList(): Promise<{
  pages: StaticPage[];
  links: Map<number, Alternates>;
}> {
  return buildMemo('pageList', async () => {
    const [site, estateEntries, rentalUnits, gone, listings] = await Promise.all([
      getFrame(),
      getEstateEntries(),
      getRentalUnitRecords(),
      getGoneListings(),
      getListingResults(),
    ]);
    const pages = staticPages({
      estates: estateEntries,
      rentalUnits,
      pages: site.pages,
      gone,
      listingTotals: Object.fromEntries(
        listingKinds.map((kind) => [kind, listings[kind].total]),
      ) as Record<ListingKind, number>,
      warn: (message) => console.warn(`[pages] skipped: ${message}`),
      estateAlternates: rememberedAlternates(buildRequest().codeDigest),
    });
    const links = new Map<number, Alternates>();
    for (const { page, alternates } of pages) {
      if (page.kind === 'estate' || page.kind === 'project') links.set(page.estateId, alternates);
    }
    return { pages, links };
  });
}

type EstateIndex = {
  byId: Map<number, EstateEntry>;
  /** Available listings, newest first (home page). */
  latest: EstateSummary[];
  /** spec 2: "similar estates", computed once per estate, shared by its four languages. */
  similar: (estateId: number) => EstateSummary[];
};
export function getEstateIndex(): Promise<EstateIndex> {
  return buildMemo('estateIndex', async (): Promise<EstateIndex> => {
    const [records, frameData] = await Promise.all([getEstateEntries(), getFrame()]);
    const hidden = new Set(frameData.site.hiddenStatus);
    const byId = new Map(records.map((record) => [record.id, record]));
    const available = records
      .map((record) => record.summary)
      .filter((summary) => !summary.isSold && !hidden.has(summary.status.id));
    const latest = [...available].sort((a, b) =>
      b.publicationDate.localeCompare(a.publicationDate),
    );
    // The last build's lists in this process: a resident renderer's rebuild looks again only
    // for those its changes can reach.
    const kept = keptForNextBuild<SimilarMemory>('similar-estates', buildRequest().codeDigest);
    const finder = rememberingSimilarFinder(available, kept.last ?? null);
    kept.keep(finder.memory);
    const similarCache = new Map<number, EstateSummary[]>();
    const similar = (estateId: number) => {
      let found = similarCache.get(estateId);
      if (!found) {
        const summary = byId.get(estateId)?.summary;
        found = summary ? finder.similar(summary) : [];
        similarCache.set(estateId, found);
      }
      return found;
    };
    return { byId, latest, similar };
  });
}
