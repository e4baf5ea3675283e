import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VIEW_MAP } from '../../domain/search-filters.ts';
import { afterFirstPaint, whenIdle } from '../after-first-paint.ts';
import { groupedDisplayFields, wireDisplayFields } from './display-fields.ts';
import { browserHistory } from './history.ts';
import { ListingIsland, type ListingIslandProps } from './ListingIsland.tsx';
import { listingService } from './service.ts';
import { startListing } from './start-listing.ts';
import { filterFromSearch, prerenderedFilter, sameFilter } from './url-state.ts';

/*
 * Mounts the listing island on the static listing page: the page server-renders the island
 * (Listing.astro) and writes its props as JSON beside it; this starts the stores from the
 * address and hydrates the same markup after the first paint: a page opened on the pre-rendered
 * search when the browser is next idle; a page opened on another search (a shared link, a
 * submitted form) at once, since its results are loading. A page opened on the map view
 * starts loading the map's code and its markers before React hydrates.
 */

const point = document.querySelector<HTMLElement>('[data-island="listing"]');
const json = document.getElementById('listing-island-props')?.textContent;

if (point && json && point.dataset.listingMounted === undefined) {
  point.dataset.listingMounted = '';
  const { serviceUrl, siteId } = point.dataset;
  const data = JSON.parse(json) as Omit<ListingIslandProps, 'connection'>;
  const props: ListingIslandProps = {
    ...data,
    connection: { baseUrl: serviceUrl ?? '', siteId: siteId ?? '' },
  };
  const asked = filterFromSearch(window.location.search, props.kind);
  // A page that opens on the map fetches the map's code now, beside React, not after it.
  if (asked.viewType === VIEW_MAP) {
    void import('../map/preload-listing-map.ts')
      .then(({ preloadListingMap }) => preloadListingMap())
      // Not fatal: the map asks for its code again when it mounts, and shows a failure there.
      .catch(() => {});
  }
  startListing({
    kind: props.kind,
    service: listingService(props.connection),
    history: browserHistory(window, props.formAction),
    displayFields: wireDisplayFields(groupedDisplayFields),
    prerendered: props.prerendered,
  });
  // As a transition, React hydrates in slices of a few milliseconds between which the browser
  // answers input and paints, rather than in one long task (Lighthouse's total blocking time).
  const hydrate = () =>
    startTransition(() => void hydrateRoot(point, createElement(ListingIsland, props)));
  // After the first paint in any case (React after first paint; an idle moment can come before
  // it): a page on another search has its results loading already (startListing), so it loses
  // nothing by it.
  const pristine = sameFilter(asked, prerenderedFilter(props.kind));
  afterFirstPaint(() => (pristine ? whenIdle(hydrate) : hydrate()));
}
