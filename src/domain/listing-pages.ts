import { PAGE_SIZE } from './estate-query.ts';
import type { ListingKind } from './listing-kinds.ts';
import type { Locale } from './locales.ts';
import { buildPath, matchPath } from './routes.ts';

/*
 * The crawlable pages of a listing screen. "Load more" (spec 2) is a button a crawler cannot
 * follow, so the unfiltered screen is also pre-rendered in pages of 15 (spec 9): page 1 keeps
 * the screen's own path, page n lives at `/{lang}/{screen}/{page word}/{n}` (a path, not a
 * query string, so any static host serves it as a file). A filtered search stays in the browser.
 */

const pageRoutes = { buy: 'buyPage', rent: 'rentPage', projects: 'projectsPage' } as const;

/**
 * How many pages of 15 a listing of `total` results has; an empty listing still has its page 1.
 * @example listingPageCount(31) // 3
 */
export function listingPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / PAGE_SIZE));
}

/**
 * The path of page `page` (1-based) of a listing screen in a language.
 * @example listingPagePath('buy', 'nl', 1) // '/nl/kopen'
 * @example listingPagePath('rent', 'de', 3) // '/de/mieten/seite/3'
 */
export function listingPagePath(kind: ListingKind, locale: Locale, page: number): string {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`no listing page ${page}`);
  return page === 1 ? buildPath(kind, locale) : buildPath(pageRoutes[kind], locale, { page });
}

/** The offset of the first result of a page (1-based) in the listing. */
export function listingPageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

/**
 * The listing screen and page a path shows, or null for any other path (page 1 written as
 * `/pagina/1` is not a page: it has the screen's own path).
 * @example listingPageOfPath('/fr/acheter/page/2') // { kind: 'buy', locale: 'fr', page: 2 }
 */
export function listingPageOfPath(
  path: string,
): { kind: ListingKind; locale: Locale; page: number } | null {
  const match = matchPath(path);
  if (!match) return null;
  for (const [kind, route] of Object.entries(pageRoutes) as [ListingKind, string][]) {
    if (match.name === kind) return { kind, locale: match.locale, page: 1 };
    if (match.name === route && 'page' in match.params) {
      const page = Number(match.params.page);
      if (/^[1-9]\d*$/.test(match.params.page) && page > 1) {
        return { kind, locale: match.locale, page };
      }
    }
  }
  return null;
}

/** The links of a listing page to the pages before and after what it shows (null: none). */
export type ListingPageLinks = { previous: string | null; next: string | null };

/**
 * The previous and next page of a listing that shows `shown` results from `offset` of `total`:
 * the page before the first result shown, and the page after the last one while results follow.
 * @example listingPageLinks('buy', 'nl', { offset: 15, shown: 15, total: 40 }) // { previous: '/nl/kopen', next: '/nl/kopen/pagina/3' }
 */
export function listingPageLinks(
  kind: ListingKind,
  locale: Locale,
  page: { offset: number; shown: number; total: number },
): ListingPageLinks {
  const next = Math.floor((page.offset + page.shown) / PAGE_SIZE) + 1;
  return {
    previous:
      page.offset > 0 ? listingPagePath(kind, locale, Math.ceil(page.offset / PAGE_SIZE)) : null,
    next:
      page.offset + page.shown < page.total && next <= listingPageCount(page.total)
        ? listingPagePath(kind, locale, next)
        : null,
  };
}
