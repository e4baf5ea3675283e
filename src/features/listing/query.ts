import { buildFilterValuesBody } from '../../domain/estate-query.ts';
import {
  listingBaseFilter,
  listingSearchBody,
  type ListingKind,
} from '../../domain/listing-kinds.ts';
import type { SearchFilter } from '../../domain/search-filters.ts';
import type {
  DisplayField,
  EstateFilterQuery,
  EstateQuery,
  QueryClause,
} from '../../schemas/estate-query.ts';

/*
 * The bodies the listing island sends (spec 7), built by the domain's query rules with the
 * listing kind's own rule on top: projects only on the projects screen, none on buy and rent.
 */

/**
 * The visitor's filter with the kind's base filter applied: on buy and rent the transaction is
 * the page's, whatever the address says (listingBaseFilter always applies).
 * @example withListingBase('buy', { ...defaultSearchFilter, status: 'TO_RENT' }).status // 'FOR_SALE'
 */
export function withListingBase(kind: ListingKind, filter: SearchFilter): SearchFilter {
  const base = listingBaseFilter(kind);
  return base.status ? { ...filter, status: base.status } : filter;
}

/**
 * The search body of one page of the listing: the first page (offset 0) or the page after the
 * estates already loaded. With grouping, the display fields travel with the group option
 * (spec 7: query, sort, groupOptions and a limit); the map view sends the query only.
 */
export function listingPageBody(
  kind: ListingKind,
  filter: SearchFilter,
  options: { offset?: number; displayFields?: readonly DisplayField[] } = {},
): EstateQuery {
  const groupOptions = filter.groupBy
    ? {
        groupBy: filter.groupBy,
        ...(options.displayFields && { displayFields: [...options.displayFields] }),
      }
    : undefined;
  return listingSearchBody(kind, withListingBase(kind, filter), {
    offset: options.offset ?? 0,
    ...(groupOptions && { groupOptions }),
  });
}

/**
 * The filter-values body (spec 7: the query only) of the estates the listing can reach: the
 * same query as the list, so the options offered never lead to an empty page of another kind.
 */
export function listingFilterValuesBody(
  kind: ListingKind,
  filter: SearchFilter,
): EstateFilterQuery & { query: QueryClause } {
  const { query } = buildFilterValuesBody(withListingBase(kind, filter));
  return { query: { ...query, match: { ...query.match, isProject: kind === 'projects' } } };
}
