/**
 * The search's reference data (spec 5, 9): the values a filter's fields can take, their limits
 * and the rule of a valid geo range. The filter's schema (search-filter.ts) and the domain's
 * address parser (domain/search-filters.ts, which re-exports this) both read them; this file
 * loads no zod, so the listing starts without it.
 */

/** spec 9: the default view is the gallery (0); the map is 1. */
export const VIEW_GALLERY = 0;
export const VIEW_MAP = 1;
export const viewTypes = [VIEW_GALLERY, VIEW_MAP] as const;
export type ViewType = (typeof viewTypes)[number];

/**
 * The view an address's `view` parameter asks for (spec 9: gallery or map, also written 0 or
 * 1), or undefined for any other value.
 * @example viewTypeOf(' Map ') // 1
 */
export function viewTypeOf(text: string): ViewType | undefined {
  switch (text.trim().toLowerCase()) {
    case 'gallery':
    case String(VIEW_GALLERY):
      return VIEW_GALLERY;
    case 'map':
    case String(VIEW_MAP):
      return VIEW_MAP;
    default:
      return undefined;
  }
}

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

/**
 * What a visitor who has chosen nothing searches with (spec 3: sortOrder DESC, sortType date,
 * the gallery): the fields every search filter has (`defaultSearchFilter` is this filter).
 */
export const searchDefaults: { sortType: SortType; sortOrder: SortOrder; viewType: ViewType } = {
  sortType: DEFAULT_SORT_TYPE,
  sortOrder: DEFAULT_SORT_ORDER,
  viewType: VIEW_GALLERY,
};

/** spec 2, 9: more results load 15 at a time. */
export const PAGE_SIZE = 15;

/** spec 9: a bedroom count "large" starts at 6, so `bedrooms=6` means 6 or more. */
export const LARGE_BEDROOM_COUNT = 6;

/** Prices above this are not prices; the limit keeps numbers in plain decimal notation. */
export const MAX_PRICE = 1_000_000_000_000;
/** Areas above this many m² are not areas of an estate (a large farm is some 100 ha). */
export const MAX_AREA = 100_000_000;

/** The statuses a visitor can search on: the two the `trans` words of spec 5 and 9 produce. */
export const searchStatuses = ['FOR_SALE', 'TO_RENT'] as const;
export type SearchStatus = (typeof searchStatuses)[number];

/** spec 5, 9: the Dutch words of the address (`trans=kopen`) and the status they mean. */
export const transWords = { kopen: 'FOR_SALE', huren: 'TO_RENT' } as const satisfies Record<
  string,
  SearchStatus
>;
export type TransWord = keyof typeof transWords;

/**
 * Reads the `trans` word of the address; any other value is ignored (spec 5), so the result is
 * undefined rather than a guess.
 *
 * @example statusFromTrans('huren') // 'TO_RENT'
 */
export function statusFromTrans(word: string): SearchStatus | undefined {
  return Object.hasOwn(transWords, word) ? transWords[word as TransWord] : undefined;
}

/** The `trans` word that means a search status; the inverse of `statusFromTrans`. */
export function transWordOf(status: SearchStatus): TransWord {
  return status === 'FOR_SALE' ? 'kopen' : 'huren';
}
