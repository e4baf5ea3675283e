/*
 * The "keep me informed" link under a listing (Listing.astro, `data-subscribe-link`): the
 * address is the search state (DESIGN), so the link takes the visitor's current search along
 * and the subscribe form starts from it. Updated when the link is about to be followed, so it
 * is always the search of that moment. The rule that reads the search (subscribe-prefill.ts)
 * loads only once the address holds one: the page's own link already fits the page's search.
 */
type Prefill = typeof import('./subscribe-prefill.ts');
let prefill: Prefill | undefined;
let loading: Promise<Prefill> | undefined;
const loadPrefill = () =>
  (loading ??= import('./subscribe-prefill.ts').then((loaded) => (prefill = loaded)));

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe-link]')) {
  const base = link.getAttribute('href') ?? '';
  const write = ({ subscribeHref }: Prefill) =>
    link.setAttribute('href', subscribeHref(base, window.location.search));
  const update = (event: Event) => {
    if (window.location.search === '') link.setAttribute('href', base);
    else if (prefill) write(prefill);
    else {
      const following = loadPrefill().then(write);
      // A plain click that comes before the rule has loaded follows the link once it has.
      if (event.type === 'click' && !isModified(event as MouseEvent)) {
        event.preventDefault();
        void following.then(() => window.location.assign(link.href));
      }
    }
  };
  for (const type of ['pointerdown', 'focus', 'click', 'contextmenu']) {
    link.addEventListener(type, update);
  }
}

function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
