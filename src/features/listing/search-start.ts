import { VIEW_MAP, viewTypeOf } from '../../schemas/search-constants.ts';

/*
 * A listing page opened on a search of its own (opened-on-search.ts): the listing's behaviour
 * comes as the page starts, so the island starts on that search as it hydrates, and the "keep
 * me informed" link takes the search along from the start (subscribe-link.ts, which the
 * behaviour runs); on the map view the map's code comes as the page starts, beside React,
 * rather than once the island has hydrated and renders the map.
 */

// The "keep me informed" link takes that search along (subscribe-link.ts). A plain click on
// it before that rule has arrived waits for it, then follows the link the rule wrote.
const linkRule = import('../forms/subscribe-link.ts');
let ruleReady = false;
void linkRule.then(
  () => (ruleReady = true),
  () => (ruleReady = true),
);
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-subscribe-link]');
    if (ruleReady || !(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void linkRule.finally(() => link.click());
  },
  true,
);
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
