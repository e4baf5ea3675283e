import { listingBaseFilter, type ListingKind } from '../../domain/listing-kinds.ts';
import {
  parseSearchFilter,
  serializeSearchFilter,
  type SearchFilter,
} from '../../domain/search-filters.ts';
import { withListingBase } from './query.ts';

/*
 * The URL is the search state (DESIGN.md): the listing's filter, sort, grouping and view are
 * read from the query string and written back to it, so a search can be shared, bookmarked and
 * restored with the back button.
 */

/**
 * The filter a listing address describes (spec 5, extended form: the listing URL also carries
 * sort, order, group and view), with the kind's base filter applied. Never throws.
 * @example filterFromSearch('?city=12&sort=price', 'rent') // TO_RENT in city 12, price ascending
 */
export function filterFromSearch(search: string, kind: ListingKind): SearchFilter {
  return withListingBase(kind, parseSearchFilter(search.replace(/^\?/, ''), { form: 'extended' }));
}

/**
 * The query string of a filter on its listing page, '' or starting with '?'. The base filter is
 * the page itself, so it is left out (the buy page needs no `trans=kopen`); defaults too.
 * @example searchFromFilter({ ...defaultSearchFilter, status: 'FOR_SALE', city: [3] }, 'buy') // '?city=3'
 */
export function searchFromFilter(filter: SearchFilter, kind: ListingKind): string {
  const base = listingBaseFilter(kind);
  const own: SearchFilter = { ...filter };
  if (base.status) delete own.status;
  const query = serializeSearchFilter(own);
  return query === '' ? '' : `?${query}`;
}

/** Whether two filters ask for the same search, compared in their canonical written form. */
export function sameFilter(a: SearchFilter, b: SearchFilter): boolean {
  return serializeSearchFilter(a) === serializeSearchFilter(b);
}

/** The filter a listing page is pre-rendered with: its base filter, default sort and view. */
export function prerenderedFilter(kind: ListingKind): SearchFilter {
  return filterFromSearch('', kind);
}
