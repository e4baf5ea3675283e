import { atom } from 'nanostores';
import { searchDefaults, VIEW_GALLERY, type ViewType } from '../../schemas/search-constants.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';

/*
 * The listing's two stores (spec 3 "Client state") and what the island reads of them while it
 * renders. Their actions (list-store.ts, filter-store.ts) load with the listing's behaviour
 * (listing-behaviour.ts) once the visitor acts: until then the stores hold the pre-rendered page.
 */

/** spec 3: the estate list of the client state. */
export type EstateListState = {
  /** The search body of the last load (query, sort, grouping, page); null before any. */
  node: EstateQuery | null;
  estates: readonly EstateSummary[];
  /**
   * Where the estates shown start in the whole list: 0, or more on a later pre-rendered page
   * of the listing (`/nl/kopen/pagina/3` starts at 30), which loads more from there.
   */
  offset: number;
  total: number;
  /** spec 3: true until the first page has loaded. */
  isLoading: boolean;
  isLoadingNextPage: boolean;
  /** spec 9: gallery 0 (default), map 1. */
  viewType: ViewType;
  /** The failure of the last load, null when it succeeded. */
  error: unknown;
};

/** spec 3 defaults: loading, not loading a next page, gallery. */
export const initialEstateListState: EstateListState = Object.freeze({
  node: null,
  estates: [],
  offset: 0,
  total: 0,
  isLoading: true,
  isLoadingNextPage: false,
  viewType: VIEW_GALLERY,
  error: null,
});

export const $estateList = atom<EstateListState>(initialEstateListState);

/** spec 4: more can be loaded while fewer estates are loaded than there are in total. */
export function hasMoreEstates(state: EstateListState): boolean {
  return state.viewType === VIEW_GALLERY && state.offset + state.estates.length < state.total;
}

/** spec 3: the estate filter of the client state. */
export type EstateFilterState = {
  /** What the visitor asked for, the kind's base filter included. */
  filterQuery: SearchFilter;
  /** The choices the filter endpoint offers for the current query (spec 3 option sets). */
  options: Partial<EstateFilterOptions>;
  isLoading: boolean;
  /** The failure of the last filter-values load; the options before it are kept. */
  error: unknown;
};

/** spec 3: sortOrder DESC, sortType date; nothing else chosen. */
export const initialEstateFilterState: EstateFilterState = Object.freeze({
  filterQuery: searchDefaults,
  options: {},
  isLoading: false,
  error: null,
});

export const $estateFilter = atom<EstateFilterState>(initialEstateFilterState);
