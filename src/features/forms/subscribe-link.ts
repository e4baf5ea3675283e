import { subscribeHref } from './subscribe-prefill.ts';

/*
 * The "keep me informed" link under a listing (Listing.astro, `data-subscribe-link`): the
 * address is the search state (DESIGN), so the link takes the visitor's current search along
 * and the subscribe form starts from it. Updated when the link is about to be followed, so it
 * is always the search of that moment.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe-link]')) {
  const base = link.getAttribute('href') ?? '';
  const update = () => link.setAttribute('href', subscribeHref(base, window.location.search));
  for (const type of ['pointerdown', 'focus', 'click', 'contextmenu']) {
    link.addEventListener(type, update);
  }
}
