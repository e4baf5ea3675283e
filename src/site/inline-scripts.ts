import { holidayFilterKeys } from '../features/holiday/filters.ts';
import { FOLDED_FILTERS_QUERY } from '../features/listing/folded-filters.ts';
import { VIEW_MAP } from '../schemas/search-constants.ts';

/*
 * Every inline script the site's pages carry, as the text the pages render verbatim
 * (`<script is:inline set:html={…} />`). The Content-Security-Policy allows exactly these by
 * hash (build-security-headers.ts), so a build knows its policy from this module and never
 * from its pages: a script that came in with content is refused, whatever the data holds.
 * Each must run before the first paint, which a bundled module (deferred) cannot; anything
 * else belongs in a bundled `<script>`, which 'self' allows. Classic scripts share one global
 * scope, hence each runs in a function of its own.
 */

/**
 * Listing pages, before the island: on a phone the filters are to start folded. The page may be
 * painted while the island's markup is still arriving, before the fold's own script (below)
 * has run, so this marks the page at once and the fold's fields stay hidden until then
 * (listing.css): nothing jumps, whenever the first paint comes.
 */
export const foldingFiltersScript = `(() => {
  if (matchMedia(${JSON.stringify(FOLDED_FILTERS_QUERY)}).matches) {
    document.documentElement.dataset.foldingFilters = '';
  }
})();`;

/** Listing pages, after the island: on a phone the filters' fold closes, and the mark goes. */
export const foldFiltersScript = `(() => {
  const fold = document.querySelector('.listing-filters__fold');
  if (fold && matchMedia(${JSON.stringify(FOLDED_FILTERS_QUERY)}).matches) fold.open = false;
  delete document.documentElement.dataset.foldingFilters;
})();`;

/**
 * Holiday rentals opened on a search (a shared link, back from a unit): the static list is
 * hidden until the island replaces it (holiday.css), so the unfiltered list never flashes.
 */
export const holidayOpenedFilteredScript = `(() => {
  const params = new URLSearchParams(location.search);
  if (${JSON.stringify(holidayFilterKeys)}.some((key) => params.has(key))) {
    document.currentScript.parentElement.dataset.openedFiltered = '';
  }
})();`;

/**
 * Listing pages opened on the map (`view=map`, or `view=1` as viewTypeOf reads it too), before
 * the island: the built gallery gives way
 * to the map's slot (listing.css) from the first paint, whenever it comes, so the page does not
 * jump when the island draws the map.
 */
export const listingOpenedOnMapScript = `(() => {
  const view = (new URLSearchParams(location.search).get('view') || '').trim().toLowerCase();
  if (view === 'map' || view === '${VIEW_MAP}') {
    document.documentElement.dataset.listingOpenedMap = '';
  }
})();`;

/** The text of every inline script a page of the site may carry. */
export const inlineScripts: readonly string[] = [
  foldingFiltersScript,
  foldFiltersScript,
  holidayOpenedFilteredScript,
  listingOpenedOnMapScript,
];
