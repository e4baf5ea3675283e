/*
 * The language switcher opens the same page in another language (SiteHeader.astro); a static
 * link cannot know the visitor's search, so this keeps the query string (filters, sort, view)
 * on its links. Without JavaScript they stay plain links to the other language's page.
 */

const selector = 'a[data-keep-search]';

/** Gives every switcher link the page's current query string, its own (relative) path kept. */
export function applySearch(links: Iterable<HTMLAnchorElement>, search: string): void {
  for (const link of links) {
    if (link.search !== search) link.setAttribute('href', `${link.pathname}${search}`);
  }
}

/**
 * Keeps the links right: now, after back and forward, and whenever a link is about to be
 * followed or copied (the listing islands change the query with `history.replaceState`, which
 * fires no event).
 */
export function keepSearchOnLanguageLinks(doc: Document = document): void {
  const update = () =>
    applySearch(doc.querySelectorAll<HTMLAnchorElement>(selector), doc.location.search);
  update();
  doc.defaultView?.addEventListener('popstate', update);
  for (const type of ['pointerdown', 'focusin', 'click', 'auxclick', 'contextmenu']) {
    doc.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest(selector)) update();
      },
      { capture: true },
    );
  }
}
