/*
 * A listing page opened on a search of its own (a query string; Listing.astro) starts the
 * listing's behaviour as the page starts (search-start.ts). The page opened on its pre-rendered
 * search needs none of it, and loads no more than this test.
 */
if (window.location.search !== '') void import('./search-start.ts');
