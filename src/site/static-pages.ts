import { listingKindOf, listingKinds, type ListingKind } from '../domain/listing-kinds.ts';
import { listingPageCount, listingPagePath } from '../domain/listing-pages.ts';
import { locales, type Locale } from '../domain/locales.ts';
import { alternatePaths, buildPath, type RouteName } from '../domain/routes.ts';
import { goneGroupKey, type GoneListing, type ListingTrace } from '../domain/gone-listings.ts';
import { projectEntityLink } from '../domain/slugs.ts';
import type { Page } from '../schemas/cms.ts';
import { keptForNextBuild } from './build-memo.ts';
import { recordLink } from './estate-links.ts';
import type { Alternates, EstateEntry, RentalUnitRecord } from './types.ts';

/**
 * Every page the build writes, in every language, from the route table and the data: the
 * one list that the catch-all page, the sitemap and the rewrite rules read.
 */
export type PageDescriptor =
  | { kind: 'home' }
  /** A listing screen's unfiltered results, 15 a page (page 1 is the screen itself). */
  | { kind: 'listing'; listing: ListingKind; page: number }
  | { kind: 'holidayRentals' }
  | { kind: 'holidayUnit'; unitId: number }
  | { kind: 'cms'; pageId: number }
  | { kind: 'privacy' }
  | { kind: 'terms' }
  | { kind: 'favorites' }
  | { kind: 'subscribe' }
  | { kind: 'subscribeSuccess' }
  | { kind: 'detail' }
  | { kind: 'notFound' }
  | { kind: 'shell'; route: ShellRoute }
  | { kind: 'estate'; estateId: number }
  | { kind: 'project'; estateId: number }
  | { kind: 'projectEntity'; estateId: number; unitId: number }
  | { kind: 'redirect'; to: string; estateId: number }
  | { kind: 'gone'; key: string; trace: ListingTrace; gone: GoneEntry[] };

/** A removed listing a gone page answers for: its id, and old paths its id does not cover. */
export type GoneEntry = { id: number; paths: string[] };

/** Routes with a token or id that cannot be pre-rendered: one static shell per language. */
export const shellRoutes = ['unsubscribe', 'editSubscription', 'cancelAppointment'] as const;
export type ShellRoute = (typeof shellRoutes)[number];

export type StaticPage = {
  locale: Locale;
  /** Absolute path, starting with the language. */
  path: string;
  page: PageDescriptor;
  alternates: Alternates;
  /** In the sitemap and open to search engines. */
  indexable: boolean;
};

/** Where the static shell of a token route lives; rewrite rules send the real paths here. */
export function shellPath(route: ShellRoute, locale: Locale): string {
  return `/${locale}/shell/${route}`;
}

/** Where the page of removed listings of one screen, head type and town lives. */
export function gonePath(key: string, locale: Locale): string {
  return `/${locale}/gone/${key}`;
}

const perLocale = (path: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Alternates;

/** The same route in every language (the route table knows all of them). */
function routeAlternates(name: RouteName, locale: Locale): Alternates {
  return alternatePaths(buildPath(name, locale)) ?? perLocale((other) => buildPath(name, other));
}

export type StaticPagesInput = {
  estates: readonly EstateEntry[];
  rentalUnits: readonly RentalUnitRecord[];
  pages: readonly Page[];
  /** Listings that left the site (gone-listings.ts), by id: their addresses answer 410. */
  gone?: Readonly<Record<string, GoneListing>>;
  /** How many listings each listing screen shows unfiltered: its pages 2, 3, … are written too. */
  listingTotals?: Partial<Record<ListingKind, number>>;
  /** Told about records whose links cannot be built (missing slug data); they are skipped. */
  warn?: (message: string) => void;
  /** An estate's detail paths in every language; by default made from its slug data. */
  estateAlternates?: (record: EstateEntry) => Alternates;
};

/** An estate's detail paths in every language, from its slug data (throws when it lacks some). */
export const estateAlternates = (record: Pick<EstateEntry, 'linkInput'>): Alternates =>
  perLocale((locale) => recordLink(record, locale));

/**
 * estateAlternates that answers from the last build's paths in this process wherever an
 * estate's slug data is as it was, and keeps this build's (only) for the next: a resident
 * renderer's rebuild makes again only those whose data changed.
 */
export function rememberedAlternates(codeDigest: string): (record: EstateEntry) => Alternates {
  type Paths = Map<number, { record: EstateEntry; from: string; paths: Alternates }>;
  const kept = keptForNextBuild<Paths>('estate-alternates', codeDigest);
  const last = kept.last;
  const next: Paths = new Map();
  kept.keep(next);
  return (record) => {
    const known = last?.get(record.id);
    // The same entry as the last build's (an unchanged line is not parsed again) has its paths.
    if (known?.record === record) {
      next.set(record.id, known);
      return known.paths;
    }
    const from = JSON.stringify(record.linkInput);
    const paths = known?.from === from ? known.paths : estateAlternates(record);
    next.set(record.id, { record, from, paths });
    return paths;
  };
}

export function staticPages(input: StaticPagesInput): StaticPage[] {
  const result: StaticPage[] = [];
  const add = (page: PageDescriptor, alternates: Alternates, indexable = true) => {
    for (const locale of locales) {
      result.push({ locale, path: alternates[locale], page, alternates, indexable });
    }
  };
  const addRoute = (name: RouteName, page: PageDescriptor, indexable = true) =>
    add(page, routeAlternates(name, 'nl'), indexable);

  addRoute('home', { kind: 'home' });
  for (const listing of listingKinds) {
    addRoute(listing, { kind: 'listing', listing, page: 1 });
    const pages = listingPageCount(input.listingTotals?.[listing] ?? 0);
    for (let page = 2; page <= pages; page += 1) {
      add(
        { kind: 'listing', listing, page },
        perLocale((locale) => listingPagePath(listing, locale, page)),
      );
    }
  }
  addRoute('holidayRentals', { kind: 'holidayRentals' });
  addRoute('privacy', { kind: 'privacy' });
  addRoute('terms', { kind: 'terms' });
  // The list lives in the visitor's browser: a crawler finds an empty page, kept out of the index.
  addRoute('favorites', { kind: 'favorites' }, false);
  addRoute('subscribe', { kind: 'subscribe' });
  addRoute('subscribeSuccess', { kind: 'subscribeSuccess' }, false);
  addRoute('detail', { kind: 'detail' }, false);
  add(
    { kind: 'notFound' },
    perLocale((locale) => `/${locale}/404`),
    false,
  );
  for (const route of shellRoutes) {
    add(
      { kind: 'shell', route },
      perLocale((locale) => shellPath(route, locale)),
      false,
    );
  }

  // CMS pages by URL; privacy, terms and home have their own routes.
  for (const page of input.pages) {
    if (page.kind !== 'page') continue;
    const home = perLocale((locale) => buildPath('home', locale));
    const alternates = perLocale((locale) =>
      page.url[locale] ? `/${locale}/${page.url[locale]}` : home[locale],
    );
    for (const locale of locales) {
      if (!page.url[locale]) continue;
      result.push({
        locale,
        path: alternates[locale],
        page: { kind: 'cms', pageId: page.id },
        alternates,
        indexable: true,
      });
    }
  }

  for (const record of input.estates) {
    let alternates: Alternates;
    try {
      alternates = (input.estateAlternates ?? estateAlternates)(record);
    } catch (error) {
      input.warn?.(error instanceof Error ? error.message : String(error));
      continue;
    }
    const kind = record.source === 'group' ? 'project' : 'estate';
    // A listing on no screen (sold, rented, taken over, a take-over) keeps its page, unindexed.
    add({ kind, estateId: record.id }, alternates, listingKindOf(record.summary) !== null);
    // spec 2: the short route leads to the canonical slug route.
    for (const locale of locales) {
      const short = buildPath('estateDetailShort', locale, { estateId: record.id });
      result.push({
        locale,
        path: short,
        page: { kind: 'redirect', to: alternates[locale], estateId: record.id },
        alternates,
        indexable: false,
      });
    }
    for (const unitId of record.unitIds) {
      const unitAlternates = perLocale((locale) =>
        projectEntityLink(record.linkInput, unitId, locale),
      );
      add({ kind: 'projectEntity', estateId: record.id, unitId }, unitAlternates);
      // A unit's short link (and its `uri`, a slug under its own id) leads to its page.
      for (const locale of locales) {
        result.push({
          locale,
          path: buildPath('estateDetailShort', locale, { estateId: unitId }),
          page: { kind: 'redirect', to: unitAlternates[locale], estateId: record.id },
          alternates: unitAlternates,
          indexable: false,
        });
      }
    }
  }

  // One page per screen, head type and town answers for the listings that left (410).
  const goneGroups = new Map<string, { trace: ListingTrace; gone: GoneEntry[] }>();
  for (const [id, listing] of Object.entries(input.gone ?? {})) {
    const key = goneGroupKey(listing);
    const group = goneGroups.get(key) ?? { trace: listing, gone: [] };
    group.gone.push({ id: Number(id), paths: listing.paths ?? [] });
    goneGroups.set(key, group);
  }
  for (const [key, { trace, gone }] of [...goneGroups].sort(([a], [b]) => a.localeCompare(b))) {
    const { screen, headTypeId, city } = trace;
    add(
      { kind: 'gone', key, trace: { screen, headTypeId, city }, gone },
      perLocale((locale) => gonePath(key, locale)),
      false,
    );
  }

  for (const { unit } of input.rentalUnits) {
    add(
      { kind: 'holidayUnit', unitId: unit.id },
      perLocale((locale) => buildPath('holidayRentalUnit', locale, { rentalUnitId: unit.id })),
    );
  }
  return result;
}
