import { listingKinds, type ListingKind } from '../../domain/listing-kinds.ts';
import { VIEW_MAP } from '../../domain/search-filters.ts';
import { filterFromSearch } from './url-state.ts';

/*
 * A listing page opened on the map view (Listing.astro) fetches the map's code as the page
 * starts, beside React, rather than once the island has hydrated and renders the map.
 */
const kind = document.querySelector<HTMLElement>('[data-island="listing"]')?.dataset.kind;
if (
  listingKinds.includes(kind as ListingKind) &&
  filterFromSearch(window.location.search, kind as ListingKind).viewType === VIEW_MAP
) {
  void import('../map/preload-listing-map.ts')
    .then(({ preloadListingMap }) => preloadListingMap())
    // Not fatal: the map asks for its code again when it mounts, and shows a failure there.
    .catch(() => {});
}
