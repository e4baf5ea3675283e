export type { ListingIslandProps, PrerenderedPage } from './listing-props.ts';
import { memo, useLayoutEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useInBrowser } from '../favorites/FavoriteToggle.tsx';
import { $estateFilter, initialEstateFilterState, type EstateFilterState } from './filter-store.ts';
import { FilterForm } from './FilterForm.tsx';
import { $estateList, initialEstateListState, type EstateListState } from './list-store.ts';
import { ListingResults } from './ListingResults.tsx';
import { groupedDisplayFields, wireDisplayFields } from './display-fields.ts';
import { browserHistory } from './history.ts';
import { listingCalls } from './listing-calls.ts';
import type { ListingIslandProps } from './listing-props.ts';
import { startListing } from './start-listing.ts';
import { prerenderedFilter } from './url-state.ts';

/** The stores as the static page shows them: the pre-rendered first page of the default search. */
function prerenderedSnapshots(props: ListingIslandProps): {
  list: EstateListState;
  filter: EstateFilterState;
} {
  const { prerendered } = props;
  return {
    list: {
      ...initialEstateListState,
      estates: prerendered.estates,
      offset: prerendered.offset,
      total: prerendered.total,
      isLoading: false,
    },
    filter: {
      ...initialEstateFilterState,
      filterQuery: prerenderedFilter(props.kind),
      options: prerendered.options,
    },
  };
}

// Each part renders again only when its own store changes: the list's answer does not redo the
// form, and the filter values (which arrive beside the list) do not redo the cards.
const Filters = memo(FilterForm);
const Results = memo(ListingResults);

/**
 * The search of a listing screen (spec 2 "Listing screen", spec 4, 5): the filter form and the
 * results, in a gallery or on a map. The stores hold the state and the address mirrors it
 * (`start-listing.ts`); this renders them and dispatches. The server render (and hydration)
 * shows the pre-rendered page, so the static HTML and the island match.
 */
export function ListingIsland(props: ListingIslandProps) {
  const [snapshots] = useState(() => prerenderedSnapshots(props));
  // Hydrated, the stores start from the address: before the stores' first reading in the
  // browser (a layout effect comes before it), so the page never shows an empty list.
  useLayoutEffect(
    () =>
      startListing({
        kind: props.kind,
        service: listingCalls(props.connection),
        history: browserHistory(window, props.formAction),
        displayFields: wireDisplayFields(groupedDisplayFields),
        prerendered: props.prerendered,
      }),
    // Once: the props of a hydrated island do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const list = useStore($estateList, { ssr: () => snapshots.list });
  const filter = useStore($estateFilter, { ssr: () => snapshots.filter });
  const inBrowser = useInBrowser();
  return (
    <>
      <Filters {...props} filter={filter} />
      <Results {...props} list={list} filterQuery={filter.filterQuery} inBrowser={inBrowser} />
    </>
  );
}
