import { locales, type Locale } from '../domain/locales.ts';
import { pageRecord, type BuildState, type RenderPlan } from './build-state.ts';
import type { StaticPage } from './static-pages.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * The sitemaps of the site. A site of up to 3,750 listing pages per language has one per
 * language, of all its pages. A larger one has, per language, one of the pages that show the whole site
 * (home, the listing screens and their later pages, text pages, holiday units), then the
 * listings' pages spread over `count` sitemaps by listing id. A listing stays in its sitemap
 * while the site keeps its size, so one change rewrites one listing sitemap per language and
 * not all of them; `count` doubles as the listings double, and a sitemap stays far under the
 * protocol's 50,000 URLs.
 */
export type SitemapPart = {
  locale: Locale;
  /** Which listing sitemap of the language; null for its own, `all` its pages when unsplit. */
  shard: { index: number; count: number } | null;
  all?: boolean;
};

/** About how many listing pages of one language a listing sitemap holds. */
export const listingPagesPerSitemap = 2_500;

/** The number of listing sitemaps per language for this many listing pages: a power of two. */
export function listingSitemapCount(listingPages: number): number {
  let count = 1;
  while (listingPages / count > listingPagesPerSitemap * 1.5) count *= 2;
  return count;
}

/** The listing sitemap (1 … count) of a listing, by a hash of its id that spreads any numbering. */
export function listingSitemapOf(estateId: number, count: number): number {
  return ((Math.imul(estateId | 0, 0x9e3779b1) >>> 0) % count) + 1;
}

/** The listing a page of the sitemaps belongs to; null for a page of the site's own sitemap. */
export function sitemapListing({ page }: StaticPage): number | null {
  switch (page.kind) {
    case 'estate':
    case 'project':
    case 'projectEntity':
      return page.estateId;
    default:
      return null;
  }
}

/** The file name of a sitemap (at the site's root). */
export function sitemapFile({ locale, shard }: SitemapPart): string {
  return shard ? `sitemap-${locale}-${shard.count}-${shard.index}.xml` : `sitemap-${locale}.xml`;
}

/** Every sitemap of a site with these pages, in the index's order. */
export function sitemapParts(pages: readonly StaticPage[]): SitemapPart[] {
  let listingPages = 0;
  for (const page of pages)
    if (page.indexable && page.locale === 'nl' && sitemapListing(page) !== null) listingPages += 1;
  const count = listingSitemapCount(listingPages);
  if (count === 1) return locales.map((locale) => ({ locale, shard: null, all: true }));
  return locales.flatMap((locale) => [
    { locale, shard: null },
    ...Array.from({ length: count }, (_, index) => ({
      locale,
      shard: { index: index + 1, count },
    })),
  ]);
}

/**
 * Which sitemap of its language holds a page of `listing` (null: of no listing), -1 for none:
 * with `whole`, the language's one sitemap (0); else, for the language's own sitemap (`count`
 * 0), 0 for the pages of no listing; for its `count` listing sitemaps, the listing's.
 */
function sitemapIndexOf(listing: number | null, count: number, whole: boolean): number {
  if (whole) return 0;
  if (count === 0) return listing === null ? 0 : -1;
  return listing === null ? -1 : listingSitemapOf(listing, count);
}

/** The pages of each sitemap of a page list, grouped by language and split: see pagesOfPart. */
const groupedPages = new WeakMap<readonly StaticPage[], Map<string, Map<number, StaticPage[]>>>();

/**
 * The pages of `pages` that a sitemap holds, in their order: the indexable pages of its language;
 * of those, the site's own sitemap has the pages of no listing (all of them when unsplit), a
 * listing sitemap those of the listings its index is for (listingSitemapOf). A rebuild writes tens
 * of sitemaps from one page list: the list is grouped once per language and split, so each
 * sitemap goes through its own pages, not the site's.
 */
export function pagesOfPart(pages: readonly StaticPage[], part: SitemapPart): StaticPage[] {
  let groups = groupedPages.get(pages);
  if (!groups) {
    groups = new Map();
    groupedPages.set(pages, groups);
  }
  const count = part.shard?.count ?? 0;
  const whole = part.shard === null && part.all === true;
  const key = `${part.locale} ${whole ? 'all' : count}`;
  let group = groups.get(key);
  if (!group) {
    const made = new Map<number, StaticPage[]>();
    for (const page of pages) {
      if (!page.indexable || page.locale !== part.locale) continue;
      const index = sitemapIndexOf(sitemapListing(page), count, whole);
      if (index < 0) continue;
      const members = made.get(index);
      if (members) members.push(page);
      else made.set(index, [page]);
    }
    groups.set(key, made);
    group = made;
  }
  return group.get(part.shard?.index ?? 0) ?? [];
}

/**
 * The sitemaps a build writes: all of them for a full plan; for a partial one, the site's
 * sitemap of each language (each change moves home's <lastmod>), the listing sitemaps that
 * hold a listing that changed, came or left, and any the published build lacks (`published`
 * says whether it has a file). The others stay as published.
 */
export function sitemapsToWrite(
  parts: readonly SitemapPart[],
  plan: RenderPlan,
  published: (file: string) => boolean,
): SitemapPart[] {
  if (plan.mode === 'full') return [...parts];
  const listings = [...plan.changed, ...plan.removed].flatMap((key) =>
    key.startsWith('estate:') ? [Number(key.slice('estate:'.length))] : [],
  );
  return parts.filter(
    ({ shard, ...part }) =>
      shard === null ||
      !published(sitemapFile({ ...part, shard })) ||
      listings.some((id) => listingSitemapOf(id, shard.count) === shard.index),
  );
}

/** The sitemap index: every sitemap of every language. */
export function sitemapIndex(origin: URL, parts: readonly SitemapPart[]): string {
  const entries = parts
    .map(
      (part) =>
        `<sitemap><loc>${escapeHtml(new URL(`/${sitemapFile(part)}`, origin).href)}</loc></sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** The sitemaps a file list holds at the site's root, but the index. */
export const sitemapFilePattern = /^sitemap-[a-z]{2}(?:-\d+-\d+)?\.xml$/;

/**
 * When each page last changed, for `<lastmod>`: a record's page (a listing, a holiday unit, a
 * later listing page) when its record last changed; the site's text pages when the settings,
 * menus, pages or translations did; home and the listing screens, which show the newest of
 * everything, at the latest of all those dates.
 */
export function pageLastModified(state: BuildState): (page: StaticPage) => string | undefined {
  let dated = datedPages.get(state);
  if (!dated) {
    dated = datePages(state);
    datedPages.set(state, dated);
  }
  return dated;
}

/** pageLastModified's answer for each state: every sitemap of a build asks for the same. */
const datedPages = new WeakMap<BuildState, (page: StaticPage) => string | undefined>();

function datePages(state: BuildState): (page: StaticPage) => string | undefined {
  const dates = Object.values(state.records).flatMap((record) =>
    record.changedAt ? [record.changedAt] : [],
  );
  if (state.frameChangedAt) dates.push(state.frameChangedAt);
  const latest = dates.reduce<string | undefined>(
    (newest, date) => (newest === undefined || date > newest ? date : newest),
    undefined,
  );
  return ({ page }) => {
    const record = pageRecord(page);
    if (record) return state.records[record]?.changedAt;
    switch (page.kind) {
      case 'home':
      case 'listing':
      case 'holidayRentals':
        return latest;
      default:
        return state.frameChangedAt;
    }
  };
}

/**
 * A path the URL parser would keep as it is: absolute, of characters it leaves unchanged in a
 * path, with no `.` or `..` segment to resolve (nor `%2e`, which the parser reads as a dot).
 */
const plainPath = /^\/(?![./]|.*\/\.\.?(?:\/|$)|.*%2e)[\w\-.~%!$&'()*+,;=:@/]*$/i;

/**
 * `new URL(path, origin).href`, written out at once for a plain path (plainPath): a sitemap of
 * a large site holds hundreds of thousands of them.
 * @example absoluteUrl('/nl/kopen', new URL('https://immo.be')) // 'https://immo.be/nl/kopen'
 */
export function absoluteUrl(path: string, origin: URL): string {
  const plain = plainPath.test(path) && origin.username === '' && origin.password === '';
  return plain ? `${origin.origin}${path}` : new URL(path, origin).href;
}

/** The escaped absolute URLs of paths, by origin: kept between sitemaps and between rebuilds. */
const resolvedUrls = new Map<string, Map<string, string>>();
/** Past this many, the URLs of paths that left the site are let go, with the rest. */
const mostResolvedUrls = 2_000_000;

/**
 * The escaped absolute URL of a path on an origin. Each path stands in every language's sitemap,
 * five times in each (its own entry and four alternates'), and in every rebuild's sitemaps: it
 * is resolved once.
 */
function sitemapUrls(origin: URL): (path: string) => string {
  let resolved = resolvedUrls.get(origin.href);
  if (!resolved || resolved.size > mostResolvedUrls) {
    resolved = new Map();
    resolvedUrls.set(origin.href, resolved);
  }
  const known = resolved;
  return (path) => {
    let href = known.get(path);
    if (href === undefined) {
      href = escapeHtml(absoluteUrl(path, origin));
      known.set(path, href);
    }
    return href;
  };
}

/** A sitemap entry as written, with what it was written from. */
type SitemapEntry = {
  alternates: StaticPage['alternates'];
  date: string | undefined;
  text: string;
};
/** Sitemap entries by path, kept from one sitemap to the next of the same language and origin. */
export type SitemapMemory = Map<string, SitemapEntry>;

const sameAlternates = (a: StaticPage['alternates'], b: StaticPage['alternates']) =>
  a === b || locales.every((locale) => a[locale] === b[locale]);

/**
 * One language's public pages (all, or those of one of its sitemaps) with their alternates in
 * every language and x-default (nl), and when each last changed; token shells, redirects, favourites and 404s are left out (not
 * indexable). With `memory` (what the last sitemap of this language and origin wrote, per
 * path), an entry whose alternates and date are as they were is taken as it was written; the
 * memory is then left holding this sitemap's entries only.
 */
export function localeSitemap(
  pages: readonly StaticPage[],
  part: Locale | SitemapPart,
  origin: URL,
  lastModified: (page: StaticPage) => string | undefined = () => undefined,
  memory?: { last: SitemapMemory | undefined; next: SitemapMemory },
): string {
  const url = sitemapUrls(origin);
  const entry = (page: StaticPage, date: string | undefined) => {
    const links = locales
      .map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${url(page.alternates[other])}"/>`,
      )
      .join('');
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.alternates.nl)}"/>`;
    const lastmod = date ? `<lastmod>${escapeHtml(date)}</lastmod>` : '';
    return `<url><loc>${url(page.path)}</loc>${lastmod}${links}${fallback}</url>`;
  };
  const entries: string[] = [];
  const chosen =
    typeof part === 'string'
      ? pages.filter((page) => page.indexable && page.locale === part)
      : pagesOfPart(pages, part);
  for (const page of chosen) {
    const date = lastModified(page);
    const known = memory?.last?.get(page.path);
    const text =
      known && known.date === date && sameAlternates(known.alternates, page.alternates)
        ? known.text
        : entry(page, date);
    memory?.next.set(page.path, { alternates: page.alternates, date, text });
    entries.push(text);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
