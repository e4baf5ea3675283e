import { buildListingBody, type ListingBodyOptions } from './estate-query.ts';
import { parseSearchFilter, type SearchFilter } from './search-filters.ts';
import type { EstateQuery } from '../schemas/estate-query.ts';
import { searchStatusOf, type StatusCarrier } from './transaction-status.ts';
import type { ListingKind } from './listing-screens.ts';

export { listingKinds, listingScreenStatus, type ListingKind } from './listing-screens.ts';

/**
 * The filter a listing screen starts from: buy and rent by transaction (spec 5: kopen, huren),
 * projects whatever their transaction.
 */
export function listingBaseFilter(kind: ListingKind): SearchFilter {
  const trans = kind === 'buy' ? 'trans=kopen' : kind === 'rent' ? 'trans=huren' : '';
  return parseSearchFilter(trans, { form: 'initial' });
}

/**
 * The search body of a listing screen: the visitor's filter, plus the screen's own rule —
 * projects only on the projects screen, none on buy and rent (they have their own screen).
 * @example listingSearchBody('projects', listingBaseFilter('projects')).query.match // { isProject: true }
 */
export function listingSearchBody(
  kind: ListingKind,
  filter: SearchFilter,
  options: ListingBodyOptions = {},
): EstateQuery {
  const body = buildListingBody(filter, options);
  const query = body.query ?? {};
  return {
    ...body,
    query: { ...query, match: { ...query.match, isProject: kind === 'projects' } },
  };
}

/**
 * The listing screen a search result appears on: a project on the projects screen whatever its
 * status; any other listing on buy or rent by its search status, read with its own data source's
 * id table (spec 4); sold, rented and taken-over listings, and take-overs, on none. The screens'
 * search bodies (`listingSearchBody`) select exactly these.
 *
 * @example listingKindOf({ isProject: false, status: { id: 3 }, guid: 'c0ffee' }) // 'buy'
 * @example listingKindOf({ isProject: false, status: { id: 1 }, guid: 'c0ffee' }) // null: sold
 */
export function listingKindOf(listing: StatusCarrier & { isProject: boolean }): ListingKind | null {
  if (listing.isProject) return 'projects';
  const status = searchStatusOf(listing);
  if (status === 'FOR_SALE') return 'buy';
  if (status === 'TO_RENT') return 'rent';
  return null;
}
