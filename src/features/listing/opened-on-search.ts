/*
 * A listing page opened on a search of its own (a query string; Listing.astro) starts the
 * listing's behaviour as the page starts (search-start.ts). The page opened on its pre-rendered
 * search needs none of it, and runs no more than this test.
 */
if (window.location.search !== '') {
  // The "keep me informed" link takes that search along once its rule has come: a plain click
  // on it before then waits for the rule, then follows the link the rule wrote (or, when the
  // rule could not load, the link as built).
  let ready = false;
  const rule = import('./search-start.ts')
    .then(({ linkRule }) => linkRule)
    .catch(() => {})
    .then(() => {
      ready = true;
    });
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-subscribe-link]');
      if (ready || !(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      void rule.then(() => link.click());
    },
    true,
  );
}
