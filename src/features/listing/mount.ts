import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { groupedDisplayFields, wireDisplayFields } from './display-fields.ts';
import { browserHistory } from './history.ts';
import { ListingIsland, type ListingIslandProps } from './ListingIsland.tsx';
import { listingService } from './service.ts';
import { startListing } from './start-listing.ts';
import { filterFromSearch, prerenderedFilter, sameFilter } from './url-state.ts';

/*
 * Mounts the listing island on the static listing page: the page server-renders the island
 * (Listing.astro) and writes its props as JSON beside it; this starts the stores from the
 * address and hydrates the same markup. A page opened on the pre-rendered search hydrates when
 * the browser is idle (React after first paint); a page opened on another search (a shared
 * link, a submitted form) at once, since its results must load.
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
  startListing({
    kind: props.kind,
    service: listingService(props.connection),
    history: browserHistory(window),
    displayFields: wireDisplayFields(groupedDisplayFields),
    prerendered: props.prerendered,
  });
  const hydrate = () => void hydrateRoot(point, createElement(ListingIsland, props));
  const pristine = sameFilter(
    filterFromSearch(window.location.search, props.kind),
    prerenderedFilter(props.kind),
  );
  if (!pristine) hydrate();
  else if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 2000 });
  else setTimeout(hydrate, 200);
}
