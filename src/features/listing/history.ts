/**
 * Where the listing writes its state (DESIGN.md: the URL is the search state): pushState for a
 * new search, replaceState while the visitor is still typing, popstate for the back button.
 * Tests pass a fake; the island passes `browserHistory(window)`.
 */
export type FilterHistory = {
  /** The current query string, '' or starting with '?'. */
  current(): string;
  push(search: string): void;
  replace(search: string): void;
  /** Calls back with the query string of the entry the visitor went back or forward to. */
  onPop(listener: (search: string) => void): () => void;
};

/**
 * The browser's history and address, dropping any fragment. A search is written on
 * `searchPath` (the listing screen's own path) when given: a search started on a later page of
 * the listing (`/nl/kopen/pagina/3`) is a new search, from its first result.
 */
export function browserHistory(win: Window, searchPath?: string): FilterHistory {
  const pathFor = () => searchPath ?? win.location.pathname;
  const urlFor = (search: string) => `${pathFor()}${search}`;
  const write = (method: 'pushState' | 'replaceState', search: string) => {
    if (
      method === 'pushState' &&
      search === win.location.search &&
      pathFor() === win.location.pathname
    )
      return;
    win.history[method](win.history.state, '', urlFor(search));
  };
  return {
    current: () => win.location.search,
    push: (search) => write('pushState', search),
    replace: (search) => write('replaceState', search),
    onPop(listener) {
      const handle = () => listener(win.location.search);
      win.addEventListener('popstate', handle);
      return () => win.removeEventListener('popstate', handle);
    },
  };
}
