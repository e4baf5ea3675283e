import { locales, type Locale } from '../domain/locales.ts';
import { pageRecord, type BuildState } from './build-state.ts';
import type { StaticPage } from './static-pages.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/** The sitemap index: one sitemap per language. */
export function sitemapIndex(origin: URL): string {
  const entries = locales
    .map(
      (locale) =>
        `<sitemap><loc>${escapeHtml(new URL(`/sitemap-${locale}.xml`, origin).href)}</loc></sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/**
 * When each page last changed, for `<lastmod>`: a record's page (a listing, a holiday unit, a
 * later listing page) when its record last changed; the site's text pages when the settings,
 * menus, pages or translations did; home and the listing screens, which show the newest of
 * everything, at the latest of all those dates.
 */
export function pageLastModified(state: BuildState): (page: StaticPage) => string | undefined {
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

/**
 * One language's public pages with their alternates in every language and x-default (nl), and
 * when each last changed; token shells, redirects, favourites and 404s are left out (not
 * indexable).
 */
export function localeSitemap(
  pages: readonly StaticPage[],
  locale: Locale,
  origin: URL,
  lastModified: (page: StaticPage) => string | undefined = () => undefined,
): string {
  const url = sitemapUrls(origin);
  const entries = pages
    .filter((page) => page.indexable && page.locale === locale)
    .map((page) => {
      const links = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(page.alternates[other])}"/>`,
        )
        .join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.alternates.nl)}"/>`;
      const date = lastModified(page);
      const lastmod = date ? `<lastmod>${escapeHtml(date)}</lastmod>` : '';
      return `<url><loc>${url(page.path)}</loc>${lastmod}${links}${fallback}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`;
}
