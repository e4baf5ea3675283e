import { listingPageLinks } from '../../domain/listing-pages.ts';
import '../forms/subscribe-link.ts';
import { estateHref } from '../../domain/estate-href.ts';
import { cardView as viewOfCard, type CardViewOptions } from '../cards/card-view.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { loadPriceDrops, priceLoweredNow } from '../cards/price-lowered.ts';
import { groupedDisplayFields, wireDisplayFields } from './display-fields.ts';
import { browserHistory } from './history.ts';
import { VIEW_MAP, viewTypeOf } from '../../schemas/search-constants.ts';
import { listingCalls } from './listing-calls.ts';
import type { ListingIslandProps } from './listing-props.ts';
import { startListing } from './start-listing.ts';

/*
 * What the listing island does, as opposed to what it shows: the stores' actions, the content
 * service, the address, and the rules of cards and page links for results the page did not
 * bring, and what the results show while loading or after a failure. It loads on the visitor's first action (or at once when the address asks for a search
 * of its own, `listing-actions.ts`), so a page opened on its pre-rendered search hydrates
 * without it. Until it has loaded, the stores hold the pre-rendered page: nothing else sets them.
 */

export {
  changeView,
  chooseTypes,
  endTyping,
  flushTyping,
  resetFilter,
  setFilterField,
  typeFilterField,
} from './filter-store.ts';
export { loadNextPage, retryList } from './list-store.ts';
export { sameFilter } from './url-state.ts';
export { countryName } from './country-names.ts';
export { default as ChoicePanel } from './ChoicePanel.tsx';
export { default as ExtraFilters } from './ExtraFilters.tsx';
export { GroupedView, MapView, ResultsError, SkeletonCards } from './ListingStates.tsx';
export { listingPageLinks, loadPriceDrops, priceLoweredNow };

/**
 * Starts the listing's stores from the address, for the island's props.
 * @returns a function that stops listening to the history
 */
export function startListingIsland(props: ListingIslandProps): () => void {
  const service = listingCalls(props.connection);
  const stop = startListing({
    kind: props.kind,
    service,
    history: browserHistory(window, props.formAction),
    displayFields: wireDisplayFields(groupedDisplayFields),
    prerendered: props.prerendered,
  });
  // The client loads while the page rests, so the visitor's first search does not wait for
  // it; the map view leaves the page's thread to the map.
  const view = new URLSearchParams(window.location.search).get('view');
  if (viewTypeOf(view ?? '') !== VIEW_MAP) {
    if ('requestIdleCallback' in window) requestIdleCallback(() => service.prepare?.());
    else setTimeout(() => service.prepare?.());
  }
  return stop;
}

/** The card of a result the page did not bring, linked to the estate's canonical page. */
export function cardView(summary: EstateSummary, options: Omit<CardViewOptions, 'href'>) {
  return viewOfCard(summary, { ...options, href: estateHref(summary, options.locale) });
}
