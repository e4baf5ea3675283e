import type { ListingKind } from '../../domain/listing-kinds.ts';
import {
  defaultSearchFilter,
  withFilter,
  type SearchFilter,
  type ViewType,
} from '../../domain/search-filters.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import { $estateFilter, initialEstateFilterState } from './listing-stores.ts';
import { latestRequest } from '../latest-request.ts';
import type { FilterHistory } from './history.ts';
import { changeViewType, loadFirstPage } from './list-store.ts';
import { listingFilterValuesBody, withListingBase } from './query.ts';
import type { ListingCalls } from './listing-calls.ts';
import { sameFilter, searchFromFilter } from './url-state.ts';

/*
 * The estate filter of a listing screen (spec 3 "Client state", spec 4: filter changes lead to
 * a fresh list load and a fresh filter-values load). Every change is written to the address.
 */

export {
  $estateFilter,
  initialEstateFilterState,
  type EstateFilterState,
} from './listing-stores.ts';

export type EstateFilterContext = {
  kind: ListingKind;
  service: Pick<ListingCalls, 'filterValues'>;
  /** Where the filter is written; left out, the address is not touched. */
  history?: FilterHistory;
};

/** How a change reaches the history: a new entry, the current one rewritten, or none (popstate). */
export type HistoryMode = 'push' | 'replace' | 'none';

/** How long typing rests before a price is searched for. */
export const typingDelayMs = 500;

let context: EstateFilterContext | null = null;
/** The filter values of the latest filter: an older answer never replaces a newer one. */
const valuesRequest = latestRequest();
type Typing = {
  key: keyof SearchFilter;
  timer: ReturnType<typeof setTimeout> | null;
  run: (() => void) | null;
  written: boolean;
};
let typing: Typing | null = null;

function requireContext(): EstateFilterContext {
  if (!context)
    throw new Error('The estate filter is not connected: call connectEstateFilter first');
  return context;
}

/**
 * Points the filter at a listing screen, its service and the address, and sets the filter it
 * starts from (the kind's base filter always applies).
 */
export function connectEstateFilter(
  next: EstateFilterContext,
  start: { filter: SearchFilter; options?: Partial<EstateFilterOptions> },
): void {
  cancelTyping();
  valuesRequest.cancel();
  context = next;
  $estateFilter.set({
    ...initialEstateFilterState,
    filterQuery: withListingBase(next.kind, start.filter),
    options: start.options ?? {},
  });
}

/**
 * spec 4, 7: fresh filter values for a filter (the filter endpoint, query only). Failure keeps
 * the options shown and stores the error; only the latest answer counts.
 */
export async function loadFilterValues(
  filter: SearchFilter = $estateFilter.get().filterQuery,
): Promise<void> {
  const { kind, service } = requireContext();
  const body = listingFilterValuesBody(kind, filter);
  $estateFilter.set({ ...$estateFilter.get(), isLoading: true, error: null });
  try {
    const options = await valuesRequest.run((signal) => service.filterValues(body, { signal }));
    if (options === undefined) return;
    $estateFilter.set({ ...$estateFilter.get(), options, isLoading: false, error: null });
  } catch (error) {
    $estateFilter.set({ ...$estateFilter.get(), isLoading: false, error });
  }
}

/** Whether two filters query the same estates (they may still sort, group or show differently). */
export function sameQuery(kind: ListingKind, a: SearchFilter, b: SearchFilter): boolean {
  return (
    JSON.stringify(listingFilterValuesBody(kind, a)) ===
    JSON.stringify(listingFilterValuesBody(kind, b))
  );
}

/**
 * Sets the whole filter (spec 4: a filter change loads a fresh list and fresh filter values):
 * the list reloads from its first page, or changes its view type when only the view changed;
 * the filter values reload when the query changed (not for sort, grouping or view). The address
 * gets a new entry ('push'), its current entry rewritten ('replace') or nothing ('none').
 */
export function applyFilter(next: SearchFilter, history: HistoryMode = 'push'): void {
  const { kind } = requireContext();
  const previous = $estateFilter.get().filterQuery;
  const filter = withListingBase(kind, next);
  if (sameFilter(previous, filter)) return;
  $estateFilter.set({ ...$estateFilter.get(), filterQuery: filter });
  writeAddress(filter, history);
  const onlyView = sameFilter({ ...previous, viewType: filter.viewType }, filter);
  void (onlyView ? changeViewType(filter) : loadFirstPage(filter));
  if (!sameQuery(kind, previous, filter)) void loadFilterValues(filter);
}

function writeAddress(filter: SearchFilter, mode: HistoryMode): void {
  const { kind, history } = requireContext();
  if (!history || mode === 'none') return;
  const search = searchFromFilter(filter, kind);
  if (mode === 'push') history.push(search);
  else history.replace(search);
}

/**
 * Sets one field as the form does (spec 5 `withFilter`: an empty value removes the filter, a
 * geo range replaces the city, a chosen sort starts ascending). A pending typed value is sent
 * first, so it is not lost.
 */
export function setFilterField<K extends keyof SearchFilter>(
  key: K,
  value: SearchFilter[K] | null | undefined,
  history: HistoryMode = 'push',
): void {
  flushTyping();
  applyFilter(withFilter($estateFilter.get().filterQuery, key, value), history);
}

/**
 * Chooses the types (none: any type). A chosen subtype of another type is dropped with them
 * (spec 3: subtypes are grouped by type), so the search never asks for a flat that is a house.
 */
export function chooseTypes(
  ids: readonly number[],
  headTypeOfSubType: ReadonlyMap<number, number>,
): void {
  flushTyping();
  const current = $estateFilter.get().filterQuery;
  let next = withFilter(current, 'type', ids.length > 0 ? [...ids] : undefined);
  if (ids.length > 0 && current.subType) {
    const kept = current.subType.filter((id) => {
      const headType = headTypeOfSubType.get(id);
      return headType === undefined || ids.includes(headType);
    });
    next = withFilter(next, 'subType', kept);
  }
  applyFilter(next);
}

/** spec 9: gallery or map; a normal filter change (the address says `view=map`). */
export function changeView(viewType: ViewType): void {
  setFilterField('viewType', viewType);
}

/** Back to the screen's own filter, keeping the view the visitor is in. */
export function resetFilter(): void {
  flushTyping();
  const { kind } = requireContext();
  const { viewType } = $estateFilter.get().filterQuery;
  applyFilter(withListingBase(kind, { ...defaultSearchFilter, viewType }));
}

/**
 * A value being typed (a price): searched for once typing rests. The first search of a burst
 * adds a history entry, the next ones rewrite it, so the back button skips the keystrokes.
 */
export function typeFilterField<K extends keyof SearchFilter>(
  key: K,
  value: SearchFilter[K] | null | undefined,
): void {
  if (typing && typing.key !== key) flushTyping();
  const session: Typing = typing ?? { key, timer: null, run: null, written: false };
  typing = session;
  if (session.timer !== null) clearTimeout(session.timer);
  session.run = () => {
    session.timer = null;
    session.run = null;
    const mode: HistoryMode = session.written ? 'replace' : 'push';
    const before = $estateFilter.get().filterQuery;
    applyFilter(withFilter(before, key, value), mode);
    if (!sameFilter(before, $estateFilter.get().filterQuery)) session.written = true;
  };
  session.timer = setTimeout(session.run, typingDelayMs);
}

/** Sends a value still waiting for typing to rest (on submit, on leaving the field). */
export function flushTyping(): void {
  typing?.run?.();
}

/** Ends a typing burst (the field lost focus): the next typing adds a new history entry. */
export function endTyping(): void {
  flushTyping();
  typing = null;
}

function cancelTyping(): void {
  if (typing?.timer != null) clearTimeout(typing.timer);
  typing = null;
}

/**
 * The visitor went back or forward (popstate): the filter of that entry, with its results,
 * without writing the address again. A typed value still waiting is dropped.
 */
export function restoreFilter(filter: SearchFilter): void {
  cancelTyping();
  applyFilter(filter, 'none');
}

/**
 * Shows a filter whose results and options are already known (the pre-rendered page), without
 * loading anything or writing the address.
 */
export function showKnownFilter(filter: SearchFilter, options: Partial<EstateFilterOptions>): void {
  const { kind } = requireContext();
  cancelTyping();
  valuesRequest.cancel();
  $estateFilter.set({
    filterQuery: withListingBase(kind, filter),
    options,
    isLoading: false,
    error: null,
  });
}
