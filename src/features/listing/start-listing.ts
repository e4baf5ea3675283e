import type { ListingKind } from '../../domain/listing-kinds.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import type { DisplayField } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import {
  connectEstateFilter,
  loadFilterValues,
  restoreFilter,
  sameQuery,
  showKnownFilter,
} from './filter-store.ts';
import type { FilterHistory } from './history.ts';
import { connectEstateList, loadFirstPage, showLoadedPage } from './list-store.ts';
import type { ListingCalls } from './listing-calls.ts';
import { filterFromSearch, prerenderedFilter, sameFilter } from './url-state.ts';

/** What the static page already shows: the first page of the default search and its options. */
export type PrerenderedListing = {
  estates: readonly EstateSummary[];
  /** Where the estates start in the listing: 0, or more on a later page of it. */
  offset?: number;
  total: number;
  options: Partial<EstateFilterOptions>;
};

export type ListingStart = {
  kind: ListingKind;
  service: ListingCalls;
  prerendered: PrerenderedListing;
  /** The address the filter is read from and written to. */
  history?: FilterHistory;
  displayFields?: readonly DisplayField[];
};

/**
 * Starts the listing of a screen from its address (spec 5): when the address asks for the
 * search the page was pre-rendered with, the pre-rendered results stay and nothing is loaded
 * until the visitor changes something; otherwise the list loads, and the filter values when
 * the address asks for other estates. The back
 * and forward buttons restore the search of their entry.
 * @returns a function that stops listening to the history
 */
export function startListing(start: ListingStart): () => void {
  const { kind, service, history, prerendered, displayFields } = start;
  connectEstateList({ kind, service, ...(displayFields && { displayFields }) });
  const known = prerenderedFilter(kind);
  const filter = history ? filterFromSearch(history.current(), kind) : known;
  connectEstateFilter(
    { kind, service, ...(history && { history }) },
    { filter, options: prerendered.options },
  );

  const showPrerendered = () => {
    showKnownFilter(known, prerendered.options);
    showLoadedPage(known, prerendered);
  };
  if (sameFilter(filter, known)) {
    showPrerendered();
  } else {
    void loadFirstPage(filter);
    // The filter values follow the query alone: an address that shows the pre-rendered search
    // another way (on the map, in another order) has the page's own, and the map view then
    // starts without the content-service client and its schemas on the page's thread.
    if (!sameQuery(kind, filter, known)) void loadFilterValues(filter);
  }

  const stop = history?.onPop((search) => {
    const restored = filterFromSearch(search, kind);
    if (sameFilter(restored, known)) showPrerendered();
    else restoreFilter(restored);
  });
  return () => stop?.();
}
