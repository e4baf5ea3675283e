import { createHash } from 'node:crypto';
import type { GoneListing, ListingTrace } from '../domain/gone-listings.ts';
import type { PageDescriptor, StaticPage } from './static-pages.ts';

/*
 * Incremental rebuilds. Every build records what it rendered: a digest of the site's
 * frame (settings, menus, CMS pages, translations, and the code that renders them) and, per
 * estate and holiday unit, the digest of its record and the paths of its pages. The next build
 * compares its data with that record: an unchanged frame means only the pages of new or changed
 * records, and the pages every change can touch (home, listings, sitemap, rewrite rules), are
 * rendered; the rest is taken from the published build as it is, and the pages of removed
 * records are deleted. Anything else (a new frame, new code, no usable previous build) renders
 * the whole site.
 */

/**
 * The key of the record a page belongs to; null for a page of the whole site. A later page of
 * a listing screen (`listing:buy:2`) is a record of its own, whose digest is that of the
 * results it shows: it is rendered again only when they change.
 */
export type RecordKey = `estate:${number}` | `unit:${number}` | `listing:${string}:${number}`;

export type BuildState = {
  version: 1;
  /** The sources and settings that render the pages; a different one renders everything. */
  codeDigest: string;
  /** Site settings, menus, CMS pages and translations. */
  frameDigest: string;
  records: Record<RecordKey, BuildRecord>;
  /** When the frame last changed (the sitemap's lastmod of the site's text pages). */
  frameChangedAt?: string;
  /**
   * Listings that left the site in this or an earlier build (gone-listings.ts): each later
   * build carries them on, so their addresses keep answering 410.
   */
  gone?: Record<string, GoneListing>;
};

export type BuildRecord = {
  /** What the record's pages are made of: its data, and what the build adds to it. */
  digest: string;
  /**
   * The record's data alone, as the loader digested it, when the build added to it (the
   * similar estates a detail page shows, the "price lowered" label): what `sameData` compares.
   */
  source?: string;
  paths: string[];
  changedAt?: string;
  /** An estate's trace and its units, kept for the build that no longer finds it. */
  trace?: ListingTrace;
  units?: number[];
};

export type RenderPlan =
  | { mode: 'full'; reason: string }
  | {
      mode: 'partial';
      /** New or changed records: their pages are rendered. */
      changed: RecordKey[];
      /** Records that are gone. */
      removed: RecordKey[];
      /** Pages of the previous build that no longer exist (removed records, changed slugs). */
      removedPaths: string[];
      /**
       * The site has other pages than the published build (new, removed or renamed): the
       * sitemap and the rewrite rules, which list every page, are written again only then.
       */
      pathsChanged: boolean;
    };

/** The file a build writes beside itself: its state, its plan, and when it ran. */
export type WrittenBuildState = { state: BuildState; plan: RenderPlan; builtAt: string };

/**
 * The record whose data renders a page; null when the page shows the whole site (home,
 * listings, CMS pages), which an incremental build always renders again.
 */
export function pageRecord(page: PageDescriptor): RecordKey | null {
  switch (page.kind) {
    case 'estate':
    case 'project':
    case 'projectEntity':
    case 'redirect':
      return `estate:${page.estateId}`;
    case 'holidayUnit':
      return `unit:${page.unitId}`;
    case 'listing':
      return page.page > 1 ? `listing:${page.listing}:${page.page}` : null;
    // The gone pages answer for no record of this build: rendered by every build, as listings.
    default:
      return null;
  }
}

/** The collections of the site's frame: a change in one of them renders every page. */
export const frameCollections = ['site', 'menus', 'pages', 'translations'] as const;

/**
 * The frame's digest and each estate's and holiday unit's, from the entry digests of the
 * loaded collections (by collection, then entry id), in an order that does not depend on how
 * they were loaded.
 */
export function recordDigests(
  collections: Readonly<Record<string, Readonly<Record<string, string>>>>,
): {
  frameDigest: string;
  records: Map<RecordKey, string>;
} {
  const frame = createHash('sha256');
  for (const name of frameCollections) {
    const entries = Object.entries(collections[name] ?? {}).sort(([a], [b]) => a.localeCompare(b));
    for (const [id, digest] of entries) frame.update(`${name}:${id}:${digest}\n`);
  }
  const records = new Map<RecordKey, string>();
  for (const [id, digest] of Object.entries(collections.estates ?? {})) {
    records.set(`estate:${Number(id)}`, digest);
  }
  for (const [id, digest] of Object.entries(collections.rentalUnits ?? {})) {
    records.set(`unit:${Number(id)}`, digest);
  }
  return { frameDigest: frame.digest('hex'), records };
}

/**
 * True when the loaded data is what the published build was made of (same code, frame, and
 * record digests): the build can stop before bundling or rendering anything.
 */
export function sameData(
  previous: BuildState,
  codeDigest: string,
  current: { frameDigest: string; records: ReadonlyMap<RecordKey, string> },
): boolean {
  // Listing pages are made of the records; the same records make the same pages.
  const before = (Object.entries(previous.records) as [RecordKey, BuildRecord][]).filter(
    ([key]) => !key.startsWith('listing:'),
  );
  return (
    previous.codeDigest === codeDigest &&
    previous.frameDigest === current.frameDigest &&
    before.length === current.records.size &&
    before.every(
      ([key, record]) =>
        current.records.get(key) === (record.source ?? withoutPriceLabel(record.digest)),
    )
  );
}

/**
 * What a build adds to the digest of an estate whose cards say "price lowered"
 * (src/site/build-plan.ts): the label's coming and going is then a change of that record.
 * Unchanged records keep their labels, save those that expire with time, which the caller of
 * `sameData` checks itself (`labelsExpiredSince`).
 */
export const priceLabelMark = ':price-lowered';

/** A record digest as the loader made it, without the build's label mark. */
export const withoutPriceLabel = (digest: string) =>
  digest.endsWith(priceLabelMark) ? digest.slice(0, -priceLabelMark.length) : digest;

/** This build's state from its page list and the digests of its records. */
export function buildState(input: {
  codeDigest: string;
  frameDigest: string;
  pages: readonly StaticPage[];
  digests: ReadonlyMap<RecordKey, string>;
  /** The records' data alone, where `digests` took in more (see BuildRecord's `source`). */
  sources?: ReadonlyMap<RecordKey, string>;
  /** Each estate's trace and units (what a later build remembers of it once it is gone). */
  traces?: ReadonlyMap<RecordKey, { trace: ListingTrace; units: number[] }>;
  gone?: Record<string, GoneListing>;
}): BuildState {
  const records: BuildState['records'] = {};
  for (const [key, digest] of input.digests) {
    const traced = input.traces?.get(key);
    const source = input.sources?.get(key);
    records[key] = {
      digest,
      ...(source !== undefined && source !== digest ? { source } : {}),
      paths: [],
      ...traced,
    };
  }
  for (const { page, path } of input.pages) {
    const key = pageRecord(page);
    if (key) records[key]?.paths.push(path);
  }
  return {
    version: 1,
    codeDigest: input.codeDigest,
    frameDigest: input.frameDigest,
    records,
    ...(input.gone && Object.keys(input.gone).length > 0 ? { gone: input.gone } : {}),
  };
}

/**
 * What a build state knows of its estates for the next one: by id, the trace and, per unit,
 * its detail paths (the unit pages under the project's id).
 * @example previousListings(state).get(12)?.units.get(13) // ['/nl/aanbod/12/Residentie/13', …]
 */
export function previousListings(
  state: BuildState | null,
): Map<number, { trace: ListingTrace; units: Map<number, string[]> }> {
  const result = new Map<number, { trace: ListingTrace; units: Map<number, string[]> }>();
  for (const [key, record] of Object.entries(state?.records ?? {})) {
    if (!key.startsWith('estate:') || !record.trace) continue;
    const units = new Map<number, string[]>();
    for (const unitId of record.units ?? []) {
      units.set(
        unitId,
        // `/{lang}/{offer}/{project}/{slug}/{unit}`: five segments, the last the unit's id.
        record.paths.filter((path) => {
          const parts = path.split('/');
          return parts.length === 6 && parts[5] === String(unitId);
        }),
      );
    }
    result.set(Number(key.slice('estate:'.length)), { trace: record.trace, units });
  }
  return result;
}

/**
 * What to render, given the state of the build being published now (`previous`, null when
 * there is none) and this build's.
 * @example planRender(null, state) // { mode: 'full', reason: 'no previous build' }
 */
export function planRender(previous: BuildState | null, current: BuildState): RenderPlan {
  if (!previous || previous.version !== current.version) {
    return { mode: 'full', reason: 'no previous build' };
  }
  if (previous.codeDigest !== current.codeDigest) {
    return { mode: 'full', reason: 'the site code or its settings changed' };
  }
  if (previous.frameDigest !== current.frameDigest) {
    return { mode: 'full', reason: 'settings, menus, pages or translations changed' };
  }
  const changed: RecordKey[] = [];
  const removed: RecordKey[] = [];
  const removedPaths: string[] = [];
  let pathsChanged = false;
  for (const [key, record] of Object.entries(current.records) as [
    RecordKey,
    BuildState['records'][RecordKey],
  ][]) {
    const before = previous.records[key];
    const paths = before !== undefined && samePaths(before.paths, record.paths);
    if (before?.digest === record.digest && paths) continue;
    changed.push(key);
    if (!paths) pathsChanged = true;
    if (before) {
      const kept = new Set(record.paths);
      removedPaths.push(...before.paths.filter((path) => !kept.has(path)));
    }
  }
  for (const [key, record] of Object.entries(previous.records) as [
    RecordKey,
    BuildState['records'][RecordKey],
  ][]) {
    if (key in current.records) continue;
    removed.push(key);
    removedPaths.push(...record.paths);
    pathsChanged = true;
  }
  return { mode: 'partial', changed, removed, removedPaths, pathsChanged };
}

/**
 * Dates each record of `current` with its last change, for the sitemap's `<lastmod>`: kept
 * from the previous build while its digest is the same, `builtAt` when it changed, and for a
 * record the previous build did not know, `firstSeen` (a listing's publication date) when that
 * is earlier, else `builtAt`. The frame is dated the same way.
 */
export function stampChanges(
  previous: BuildState | null,
  current: BuildState,
  builtAt: string,
  firstSeen: (key: RecordKey) => string | undefined = () => undefined,
): BuildState {
  const records: BuildState['records'] = {};
  for (const [key, record] of Object.entries(current.records) as [
    RecordKey,
    BuildState['records'][RecordKey],
  ][]) {
    const before = previous?.records[key];
    let changedAt = builtAt;
    if (before?.digest === record.digest && before.changedAt) changedAt = before.changedAt;
    else if (!before) {
      const seen = firstSeen(key);
      if (seen && seen < builtAt) changedAt = seen;
    }
    records[key] = { ...record, changedAt };
  }
  const frameChangedAt =
    previous?.frameDigest === current.frameDigest && previous.frameChangedAt
      ? previous.frameChangedAt
      : builtAt;
  return { ...current, records, frameChangedAt };
}

function samePaths(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((path, index) => path === b[index]);
}

/** True when this build writes the sitemap and rewrite rules (they list every page). */
export function writesPageLists(plan: RenderPlan): boolean {
  return plan.mode === 'full' || plan.pathsChanged;
}

/** True when a partial plan found nothing to do: the published site is still right. */
export function nothingChanged(plan: RenderPlan): boolean {
  return plan.mode === 'partial' && plan.changed.length === 0 && plan.removed.length === 0;
}
