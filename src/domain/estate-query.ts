import type {
  EstateFilterQuery,
  EstateQuery,
  GroupOption,
  GroupOptions,
  Pagination,
  QueryClause,
  SearchField,
  SortEntry,
  SortField,
} from '../schemas/estate-query.ts';
import {
  LARGE_BEDROOM_COUNT,
  PAGE_SIZE,
  VIEW_MAP,
  type SortOrder,
  type SortType,
} from '../schemas/search-constants.ts';
import { energyLabelsAtMost } from './epc.ts';
import type { SearchFilter } from './search-filters.ts';
import { statusQueryClause } from './transaction-status.ts';

/**
 * Builds the estate query of spec 7 from a search filter: the bodies of the listing search,
 * the map, the favourites and the filter values. Every body passes `estateQuerySchema`.
 */

export { VIEW_GALLERY, VIEW_MAP } from './search-filters.ts';
export { PAGE_SIZE } from '../schemas/search-constants.ts';
/** spec 7, 9: the first page starts at offset 0. */
export const FIRST_OFFSET = 0;
/** The wire format's limits (`paginationSchema`): largest offset and page size. */
export const MAX_OFFSET = 1_000_000;
export const MAX_PAGE_SIZE = 500;
/** The wire format's limit on collections per query. */
export const MAX_COLLECTIONS = 50;

/** spec 9: TYPE groups come in this head type order. */
export const headTypeGroupOrder = [1, 3, 7, 2, 4, 6, 10, 5, 9] as const;
/** spec 9: STATUS groups come in this transaction id order. */
export const transactionGroupOrder = [1, 3, 2, 4, 10, 5, 6] as const;

/** spec 7: the backend field of each list filter. */
export const listFilterFields = {
  country: 'address.country.id',
  city: 'address.city.id',
  type: 'headType.id',
  subType: 'subType.id',
} as const satisfies Record<string, SearchField>;

/** The backend field of each area range the listing adds to spec 5 (spec 3 dimensions). */
export const areaFilterFields = {
  area: 'dimensions.areaBuild',
  plot: 'dimensions.areaGround',
} as const satisfies Record<string, SearchField>;

/** spec 3 room types: garage 6, terrace 10; garden 15 is the garden's own room type. */
export const featureRoomTypes = { garage: 6, terrace: 10, garden: 15 } as const;

/**
 * The "with …" choices as clauses, each its own, since two of them may ask the same field.
 * A garden is a garden room or a garden orientation (the old source gives only the latter).
 */
function featureClauses(filter: SearchFilter): QueryClause[] {
  const room = (id: number): QueryClause => ({ terms: { 'rooms.value.id': [id] } });
  const clauses: QueryClause[] = [];
  if (filter.garden) {
    clauses.push({
      anyOf: [room(featureRoomTypes.garden), { exists: { 'technical.directionGarden': true } }],
    });
  }
  if (filter.terrace) clauses.push(room(featureRoomTypes.terrace));
  if (filter.garage) clauses.push(room(featureRoomTypes.garage));
  return clauses;
}

/** spec 9: the backend field of each sortable field (date = publication date, type = subtype). */
export const sortTypeFields = {
  date: 'publicationDate',
  price: 'price',
  city: 'address.city.name',
  type: 'subType.name',
} as const satisfies Record<SortType, SortField>;

/** spec 9: the server sorts grouped results by the group key first. */
export const groupSortEntries: Record<GroupOption, SortEntry> = {
  TYPE: { field: 'headType.id', order: 'asc', values: [...headTypeGroupOrder] },
  STATUS: { field: 'transaction.id', order: 'asc', values: [...transactionGroupOrder] },
  SUBTYPE: { field: 'subType.name', order: 'asc' },
  CITY: { field: 'address.city.name', order: 'asc' },
  PRICE: { field: 'price', order: 'asc' },
};

/** Ties on the chosen field are broken by id, so pages loaded by offset neither repeat nor skip. */
const tieBreaker: SortEntry = { field: 'id', order: 'asc' };

/**
 * The bedroom part of the query: the largest lower bound of `bed-min` and a "6+" choice, or an
 * exact count below 6 (spec 5, 9: a count of 6 means "6 or more").
 */
function bedroomClause(filter: SearchFilter): Pick<QueryClause, 'range' | 'match'> {
  const exact =
    filter.bedrooms !== undefined && filter.bedrooms < LARGE_BEDROOM_COUNT
      ? filter.bedrooms
      : undefined;
  const lowerBounds = [filter['bed-min'], exact === undefined ? filter.bedrooms : undefined].filter(
    (bound): bound is number => bound !== undefined,
  );
  return {
    ...(exact !== undefined && { match: { bedroomCount: exact } }),
    ...(lowerBounds.length > 0 && { range: { bedroomCount: { gte: Math.max(...lowerBounds) } } }),
  };
}

/**
 * Translates the filter into the backend's terms, ranges, matches and geo distance (spec 7
 * mapping), leaving out every empty part (spec 5: empty filters are removed). Status becomes
 * `transaction.id` read per data source (`statusQueryClause`); bedrooms below 6 match exactly
 * and 6 or more is a range; price-min and price-max are one range on price, and so are the two
 * bounds of each area. Beyond spec 7: an EPC label asks for it and every better label, and each
 * "with …" choice is one clause of `allOf`.
 *
 * @example buildEstateQueryClause({ ...defaultSearchFilter, city: [12], 'price-max': 300000 })
 * // { terms: { 'address.city.id': [12] }, range: { price: { lte: 300000 } } }
 */
export function buildEstateQueryClause(filter: SearchFilter): QueryClause {
  const terms: NonNullable<QueryClause['terms']> = {};
  for (const key of ['country', 'city', 'type', 'subType'] as const) {
    const values = filter[key];
    if (values && values.length > 0) terms[listFilterFields[key]] = [...values];
  }

  const { match, range: bedroomRange } = bedroomClause(filter);
  const range: NonNullable<QueryClause['range']> = { ...bedroomRange };
  const gte = filter['price-min'];
  const lte = filter['price-max'];
  if (gte !== undefined || lte !== undefined) {
    range.price = { ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) };
  }
  for (const [prefix, field] of Object.entries(areaFilterFields)) {
    const min = filter[`${prefix as keyof typeof areaFilterFields}-min`];
    const max = filter[`${prefix as keyof typeof areaFilterFields}-max`];
    if (min !== undefined || max !== undefined) {
      range[field] = {
        ...(min !== undefined && { gte: min }),
        ...(max !== undefined && { lte: max }),
      };
    }
  }
  if (filter.epc) terms['energy.energyLabel'] = energyLabelsAtMost(filter.epc);

  const clause: QueryClause = filter.status ? statusQueryClause(filter.status) : {};
  if (Object.keys(terms).length > 0) clause.terms = terms;
  if (Object.keys(range).length > 0) clause.range = range;
  if (match) clause.match = match;
  if (filter.geo_range) {
    const { distanceKm, lat, lon } = filter.geo_range;
    clause.geo_distance = { distance: `${distanceKm}km`, lat, lon };
  }
  const features = featureClauses(filter);
  if (features.length > 0) clause.allOf = features;
  return clause;
}

function wireOrder(order: SortOrder): SortEntry['order'] {
  return order === 'ASC' ? 'asc' : 'desc';
}

/**
 * The visitor's sort as backend sort entries, ending with the id tie-breaker (spec 9: default
 * publication date descending; city sorts by city name, type by subtype name).
 *
 * @example buildSortEntries({ ...defaultSearchFilter, sortType: 'price', sortOrder: 'ASC' })
 * // [{ field: 'price', order: 'asc' }, { field: 'id', order: 'asc' }]
 */
export function buildSortEntries(filter: SearchFilter): SortEntry[] {
  return [
    { field: sortTypeFields[filter.sortType], order: wireOrder(filter.sortOrder) },
    { ...tieBreaker },
  ];
}

/**
 * Sort entries of a grouped list: the group key first, so each group arrives in one piece and
 * in spec 9's order, then the visitor's sort within the group. A visitor's entry on the group's
 * own field is dropped: the group key already orders by it.
 */
export function buildGroupedSortEntries(filter: SearchFilter, groupBy: GroupOption): SortEntry[] {
  const groupEntry = groupSortEntries[groupBy];
  const rest = buildSortEntries(filter).filter((entry) => entry.field !== groupEntry.field);
  return [{ ...groupEntry, ...(groupEntry.values && { values: [...groupEntry.values] }) }, ...rest];
}

/**
 * Which page of a listing to load: a page index (0 is the first) or an explicit offset; neither
 * means the first page.
 */
export type PageRequest = { page?: number; offset?: never } | { offset?: number; page?: never };

export type ListingBodyOptions = PageRequest & {
  /** Grouping with its display fields; without it the filter's `groupBy` groups alone. */
  groupOptions?: GroupOptions;
  /** Estate collections a page is restricted to (spec 3: collections each with an id). */
  collections?: readonly number[];
};

function offsetOf(request: PageRequest): number {
  const offset =
    request.offset ?? (request.page === undefined ? FIRST_OFFSET : request.page * PAGE_SIZE);
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
    throw new RangeError(`page offset must be a whole number from 0 to ${MAX_OFFSET}: ${offset}`);
  }
  return offset;
}

function collectionsOf(ids: readonly number[] | undefined): EstateQuery['collections'] {
  if (!ids || ids.length === 0) return undefined;
  return [...new Set(ids)].slice(0, MAX_COLLECTIONS).map((id) => ({ id }));
}

/**
 * The body of the map view (spec 7): the query only, with no sort, grouping or limit, because
 * the map shows every match at once.
 */
export function buildMapBody(filter: SearchFilter): { query: QueryClause } {
  return { query: buildEstateQueryClause(filter) };
}

/**
 * The body of the listing search (spec 7): query, sort, grouping and a page of 15 from an
 * offset (the wire format's `pagination.from` and `size`). The first page starts at 0; later
 * pages pass the number of estates already loaded as `offset`, or a page index. With grouping
 * the group key sorts first. In the map view the body is the query only (`buildMapBody`); a
 * collection restriction stays, since it narrows which estates match.
 *
 * @example buildListingBody(filter, { offset: 30 }).pagination // { from: 30, size: 15 }
 * @throws RangeError when the offset is negative, fractional or beyond the wire format's limit
 */
export function buildListingBody(
  filter: SearchFilter,
  options: ListingBodyOptions = {},
): EstateQuery {
  const from = offsetOf(options);
  const collections = collectionsOf(options.collections);
  if (filter.viewType === VIEW_MAP) {
    return { ...buildMapBody(filter), ...(collections && { collections }) };
  }
  const groupOptions =
    options.groupOptions ?? (filter.groupBy ? { groupBy: filter.groupBy } : undefined);
  return {
    query: buildEstateQueryClause(filter),
    sort: groupOptions
      ? buildGroupedSortEntries(filter, groupOptions.groupBy)
      : buildSortEntries(filter),
    pagination: { from, size: PAGE_SIZE },
    ...(groupOptions && { groupOptions }),
    ...(collections && { collections }),
  };
}

/** A favourite id as the index stores it: a number when it is one, the string otherwise. */
function favoriteTerm(id: string): string | number {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : id;
}

/**
 * The body that loads the favourites from the server (spec 7): the listing search with a terms
 * query on `children.general.id`, which finds an estate and the project holding it, and one page
 * large enough for all of them. An empty list keeps its empty terms so it matches nothing rather
 * than every estate.
 *
 * @example buildFavoritesBody(['12', '40']).query // { terms: { 'children.general.id': [12, 40] } }
 */
export function buildFavoritesBody(ids: readonly string[]): {
  query: QueryClause;
  pagination: Pagination;
} {
  const terms = [...new Set(ids.map(favoriteTerm))].slice(0, MAX_PAGE_SIZE);
  return {
    query: { terms: { 'children.general.id': terms } },
    pagination: { from: FIRST_OFFSET, size: Math.max(terms.length, 1) },
  };
}

/**
 * The body of the filter-values call (spec 7): the query only, so the options offered match the
 * estates the visitor can reach from the current filter.
 */
export function buildFilterValuesBody(filter: SearchFilter): EstateFilterQuery & {
  query: QueryClause;
} {
  return { query: buildEstateQueryClause(filter) };
}
