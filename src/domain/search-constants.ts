/**
 * The search's constants (spec 9), re-exported by search-filters.ts. Neither loads zod: the
 * filter's schema lives in schemas/search-filter.ts, so the listing starts without it.
 */

/** spec 9: the default view is the gallery (0); the map is 1. */
export const VIEW_GALLERY = 0;
export const VIEW_MAP = 1;
export const viewTypes = [VIEW_GALLERY, VIEW_MAP] as const;
export type ViewType = (typeof viewTypes)[number];

/** spec 9: sortable fields. */
export const sortTypes = ['price', 'city', 'date', 'type'] as const;
export type SortType = (typeof sortTypes)[number];
export const sortOrders = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** spec 9: how grouped results can be grouped. */
export const groupOptions = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'] as const;
export type GroupOption = (typeof groupOptions)[number];

/** spec 9: the default sort is publication date, newest first. */
export const DEFAULT_SORT_TYPE: SortType = 'date';
export const DEFAULT_SORT_ORDER: SortOrder = 'DESC';
/** spec 9: a chosen sort field starts ascending. */
export const CHOSEN_SORT_ORDER: SortOrder = 'ASC';

/** spec 9: a bedroom count "large" starts at 6, so `bedrooms=6` means 6 or more. */
export const LARGE_BEDROOM_COUNT = 6;

/** A list longer than this is cut: no real search picks more, and the query stays small. */
export const MAX_LIST_LENGTH = 100;
/** Prices above this are not prices; the limit keeps numbers in plain decimal notation. */
export const MAX_PRICE = 1_000_000_000_000;
/** Half the earth's circumference: every point lies within it. */
export const MAX_GEO_DISTANCE_KM = 20_000;
/** Coordinates keep 6 decimals (about 10 cm), distances 3 (a metre). */
export const COORDINATE_DECIMALS = 6;
export const DISTANCE_DECIMALS = 3;
