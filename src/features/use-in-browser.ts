import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while React hydrates server HTML, true once it runs in the browser: what the visitor
 * stored (favourites, a token in the address) is unknown on the server, so anything that
 * depends on it waits for this.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
