import { VIEW_MAP, viewTypeOf } from '../../schemas/search-constants.ts';

/*
 * A listing page opened on the map view (Listing.astro) fetches the map's code as the page
 * starts, beside React, rather than once the island has hydrated and renders the map. The
 * address's view is read as the listing reads it (`parseSearchFilter`), without the rest of it.
 */
const view = new URLSearchParams(window.location.search).get('view');
if (document.querySelector('[data-island="listing"]') && viewTypeOf(view ?? '') === VIEW_MAP) {
  void import('../map/preload-listing-map.ts')
    .then(({ preloadListingMap }) => preloadListingMap())
    // Not fatal: the map asks for its code again when it mounts, and shows a failure there.
    .catch(() => {});
}
