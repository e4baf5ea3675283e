import { PAGE_SIZE } from '../../domain/estate-query.ts';
import type { ListingKind } from '../../domain/listing-kinds.ts';
import { VIEW_MAP, type SearchFilter, type ViewType } from '../../domain/search-filters.ts';
import type { DisplayField, EstateQuery } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { latestRequest } from '../latest-request.ts';
import { $estateList, hasMoreEstates, initialEstateListState } from './listing-stores.ts';
import { listingPageBody } from './query.ts';
import type { ListingCalls } from './listing-calls.ts';

/*
 * The estate list of a listing screen (spec 3 "Client state", spec 4 "Estate list"): the rules
 * live here, the island renders this store and calls these actions.
 */

export {
  $estateList,
  hasMoreEstates,
  initialEstateListState,
  type EstateListState,
} from './listing-stores.ts';

/** What the list loads from: the screen's kind and the content service. */
export type EstateListContext = {
  kind: ListingKind;
  service: Pick<ListingCalls, 'searchEstates' | 'searchMap'>;
  /** Display fields sent with a grouping (spec 3 "Display-field configuration"). */
  displayFields?: readonly DisplayField[];
};

let context: EstateListContext | null = null;
/** A page, the next page or a reload: each replaces the one before, so only its answer shows. */
const listRequest = latestRequest();
/** Which load failed last, so a retry repeats that one (spec 8: the visitor's state is kept). */
let failedLoad: 'page' | 'nextPage' | null = null;

/** Points the list at a listing screen and its service, and resets it to the spec 3 defaults. */
export function connectEstateList(next: EstateListContext): void {
  listRequest.cancel();
  context = next;
  failedLoad = null;
  $estateList.set(initialEstateListState);
}

function requireContext(): EstateListContext {
  if (!context) throw new Error('The estate list is not connected: call connectEstateList first');
  return context;
}

/**
 * Shows results that are already on the page (the pre-rendered first page) as a loaded first
 * page of `filter`, without asking the service: the next page continues from them.
 */
export function showLoadedPage(
  filter: SearchFilter,
  page: { estates: readonly EstateSummary[]; total: number; offset?: number },
): void {
  const { kind, displayFields } = requireContext();
  listRequest.cancel();
  failedLoad = null;
  $estateList.set({
    node: listingPageBody(kind, filter, { displayFields }),
    estates: page.estates,
    offset: page.offset ?? 0,
    total: page.total,
    isLoading: false,
    isLoadingNextPage: false,
    viewType: filter.viewType,
    error: null,
  });
}

async function loadPage(node: EstateQuery, viewType: ViewType): Promise<void> {
  const { service } = requireContext();
  $estateList.set({
    ...$estateList.get(),
    node,
    viewType,
    isLoading: true,
    isLoadingNextPage: false,
    error: null,
  });
  const answer = await listRequest.run((signal) =>
    // The map view counts the map's own marker search: one request for the count and the map.
    viewType === VIEW_MAP
      ? service.searchMap(node, { signal })
      : service.searchEstates(node, { signal }),
  );
  if (!answer) return;
  if (answer.error !== undefined) {
    // spec 4, 8: the error is stored; the old results no longer match the search
    failedLoad = 'page';
    $estateList.set({
      ...$estateList.get(),
      estates: [],
      offset: 0,
      total: 0,
      isLoading: false,
      error: answer.error,
    });
    return;
  }
  failedLoad = null;
  $estateList.set({
    ...$estateList.get(),
    estates: answer.results,
    offset: 0,
    total: answer.total,
    isLoading: false,
    error: null,
  });
}

/**
 * spec 4: loading the first page sets the node and isLoading; success replaces estates and
 * total, failure stores the error. In the map view the node is the query only (spec 7) and the
 * matches are the map's markers: the list holds their total, with no estates of its own.
 */
export function loadFirstPage(filter: SearchFilter): Promise<void> {
  const { kind, displayFields } = requireContext();
  return loadPage(listingPageBody(kind, filter, { displayFields }), filter.viewType);
}

/**
 * spec 4: changing the view type sets isLoading; success replaces estates and total (the map
 * asks for every match at once, the gallery for the first page again).
 */
export function changeViewType(filter: SearchFilter): Promise<void> {
  return loadFirstPage(filter);
}

/** spec 4: the third action, loading the last search again from its first page. */
export function reloadList(): Promise<void> {
  const { node, viewType } = $estateList.get();
  if (!node) return Promise.resolve();
  const first = node.pagination ? { ...node, pagination: { ...node.pagination, from: 0 } } : node;
  return loadPage(first, viewType);
}

/**
 * spec 4: the next 15 (spec 9), from the number already loaded. Success appends and updates
 * the total; failure keeps what is shown and stores the error. Does nothing while a load runs
 * or when everything is loaded.
 */
export async function loadNextPage(): Promise<void> {
  const { service } = requireContext();
  const state = $estateList.get();
  if (!state.node || state.isLoading || state.isLoadingNextPage || !hasMoreEstates(state)) return;
  const node: EstateQuery = {
    ...state.node,
    pagination: { from: state.offset + state.estates.length, size: PAGE_SIZE },
  };
  $estateList.set({ ...state, isLoadingNextPage: true, error: null });
  const answer = await listRequest.run((signal) => service.searchEstates(node, { signal }));
  if (!answer) return;
  const current = $estateList.get();
  if (answer.error !== undefined) {
    failedLoad = 'nextPage';
    $estateList.set({ ...current, isLoadingNextPage: false, error: answer.error });
    return;
  }
  failedLoad = null;
  // An estate that moved up a page while the visitor read is not shown twice.
  const shown = new Set(current.estates.map((estate) => String(estate.id)));
  const fresh = answer.results.filter((estate) => !shown.has(String(estate.id)));
  $estateList.set({
    ...current,
    estates: [...current.estates, ...fresh],
    total: answer.total,
    isLoadingNextPage: false,
    error: null,
  });
}

/** Repeats the load that failed: the next page, or the search from its first page. */
export function retryList(): Promise<void> {
  return failedLoad === 'nextPage' ? loadNextPage() : reloadList();
}
