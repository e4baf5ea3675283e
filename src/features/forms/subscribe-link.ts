import { subscribeHref } from './subscribe-prefill.ts';

/*
 * The "keep me informed" link under a listing (Listing.astro, `data-subscribe-link`): the
 * address is the search state (DESIGN), so the link takes the visitor's current search along
 * and the subscribe form starts from it. Updated when the link is about to be followed, so it
 * is always the search of that moment. The listing's behaviour (listing-behaviour.ts) runs this:
 * the address holds a search of its own only once the visitor searched, or when the page was
 * opened on one, and the behaviour starts at once then; before, the link fits the page.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe-link]')) {
  const base = link.getAttribute('href') ?? '';
  const update = () => link.setAttribute('href', subscribeHref(base, window.location.search));
  for (const type of ['pointerdown', 'focus', 'click', 'contextmenu']) {
    link.addEventListener(type, update);
  }
}
