export type { ListingIslandProps, PrerenderedPage } from './listing-props.ts';
import { memo, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useInBrowser } from '../use-in-browser.ts';
import { FilterForm } from './FilterForm.tsx';
import { prepareBehaviour } from './listing-actions.ts';
import type { ListingIslandProps } from './listing-props.ts';
import {
  $estateFilter,
  $estateList,
  initialEstateFilterState,
  initialEstateListState,
  type EstateFilterState,
  type EstateListState,
} from './listing-stores.ts';
import { ListingResults } from './ListingResults.tsx';

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
      filterQuery: prerendered.filter,
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
  const [snapshots] = useState(() => {
    const first = prerenderedSnapshots(props);
    // In the browser the stores start as the page: what acts on them loads when the visitor
    // acts (listing-actions.ts), or at once when the address asks for another search.
    if (typeof window !== 'undefined') {
      $estateList.set(first.list);
      $estateFilter.set(first.filter);
    }
    return first;
  });
  // Hydrated, the behaviour starts from the address in a task after hydration's, so a phone
  // can paint and answer input between the two. Until then the page shows what it showed
  // before hydration: the built results, or the map's slot on a page opened on the map.
  useEffect(
    () => prepareBehaviour(props, window.location.search),
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
