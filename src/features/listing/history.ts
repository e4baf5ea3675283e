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

/** The browser's history and address, keeping the path and dropping any fragment. */
export function browserHistory(win: Window): FilterHistory {
  const urlFor = (search: string) => `${win.location.pathname}${search}`;
  const write = (method: 'pushState' | 'replaceState', search: string) => {
    if (method === 'pushState' && search === win.location.search) return;
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
