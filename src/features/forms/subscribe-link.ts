import { subscribeHref } from './subscribe-prefill.ts';

/*
 * The "keep me informed" link under a listing (Listing.astro, `data-subscribe-link`): the
 * address is the search state (DESIGN), so the link takes the visitor's current search along
 * and the subscribe form starts from it. Updated when the link is about to be followed, so it
 * is always the search of that moment. It runs once the address holds a search of its own: on a
 * page opened on one (opened-on-search.ts), and with the listing's behaviour, which writes the
 * address (listing-behaviour.ts); until then the page's own link fits the page.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe-link]')) {
  const base = link.getAttribute('href') ?? '';
  const update = () => link.setAttribute('href', subscribeHref(base, window.location.search));
  for (const type of ['pointerdown', 'focus', 'click', 'contextmenu']) {
    link.addEventListener(type, update);
  }
}
