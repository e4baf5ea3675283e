import { VIEW_MAP, viewTypeOf } from '../../schemas/search-constants.ts';

/*
 * A listing page opened on a search of its own (opened-on-search.ts): the listing's behaviour
 * comes as the page starts, so the island starts on that search as it hydrates, and the "keep
 * me informed" link takes the search along from the start (subscribe-link.ts, which the
 * behaviour runs); on the map view the map component comes as the page starts, beside React,
 * rather than once the island has hydrated and renders the map.
 */

// The rule that takes the search into the "keep me informed" link (opened-on-search.ts waits
// for it when that link is clicked first).
export const linkRule = import('../forms/subscribe-link.ts');
// What searches, so the island starts on the address's search as it hydrates; it runs the
// subscribe link too.
void import('./listing-actions.ts').then(({ loadBehaviour }) => loadBehaviour()).catch(() => {});
const view = new URLSearchParams(window.location.search).get('view');
if (viewTypeOf(view ?? '') === VIEW_MAP) {
  void import('../map/preload-listing-map.ts')
    .then(({ preloadListingMap }) => preloadListingMap())
    // Not fatal: the map asks for its code again when it mounts, and shows a failure there.
    .catch(() => {});
}
