import { atom } from 'nanostores';
import type { Locale } from '../../domain/locales.ts';
import { latestRequest, type LatestRequest } from '../latest-request.ts';
import { estatesFromSite, type SiteEstates } from '../site-estates.ts';
import {
  $favoriteEstates,
  $favorites,
  noFavorites,
  notLoaded,
  type FavoriteEstatesState,
} from './store.ts';

/*
 * The favourites page's own rules (spec 4 "Favourites"): loading the favourite estates, and
 * the list shared by a link. Only that page loads them: the hearts of every other page load
 * the store (store.ts) without them.
 */

/** The favourites page's query parameter that carries a shared list. */
export const sharedListParam = 'shared';

/** At most this many ids travel in a shared link (as many as the site's estates route reads). */
export const sharedListMax = 500;

/**
 * The link that opens this list on another device or for someone else: the favourites page
 * with the ids in its address (`?shared=12,40`), readable and short. No account and no server:
 * the list lives in the link.
 */
export function sharedListLink(pageUrl: string, ids: readonly string[]): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.search = `?${sharedListParam}=${ids.slice(0, sharedListMax).join(',')}`;
  return url.href;
}

/**
 * The ids of a shared list from a page address's query; anything that is not an estate id is
 * left out (the link may have been edited or cut), duplicates once (spec 4).
 * @example sharedListOf('?shared=12,x,40,12') // ['12', '40']
 */
export function sharedListOf(search: string): readonly string[] {
  const value = new URLSearchParams(search).get(sharedListParam);
  if (!value) return noFavorites;
  const ids = value.split(',').filter((id) => /^\d{1,12}$/.test(id));
  return ids.length === 0 ? noFavorites : [...new Set(ids)].slice(0, sharedListMax);
}

/**
 * Adds a shared list to this browser's favourites: the visitor's own keep their order, the
 * shared ones they lacked follow (spec 4: each id once, as a string).
 * @returns how many were added
 */
export function mergeFavorites(shared: readonly string[]): number {
  const own = $favorites.get();
  const added = shared.filter((id) => !own.includes(id));
  if (added.length > 0) $favorites.set([...own, ...added]);
  return added.length;
}

/** The favourites' estates, each as itself (see `fetchFavoriteEstates`). */
export type FavoriteEstatesAnswer = SiteEstates;

/**
 * Reads the favourite estates of some ids; rejects when they cannot be read. The page's is
 * `favoritesFromSite`; tests hand in a fake.
 */
export type FavoritesSource = (
  ids: readonly string[],
  signal: AbortSignal,
) => Promise<FavoriteEstatesAnswer>;

/** The favourites through the site server's estates route (see site-estates.ts). */
export function favoritesFromSite(locale: Locale, fetchImpl?: typeof fetch): FavoritesSource {
  return (ids, signal) => estatesFromSite(locale, ids, signal, fetchImpl);
}

/** A second load (the retry button) replaces the one before: only its answer shows. */
const favoritesRequest = latestRequest();

/** The estates of a list shared with this visitor, shown before they join the favourites. */
export const $sharedEstates = atom<FavoriteEstatesState>(notLoaded);
const sharedRequest = latestRequest();

/**
 * spec 4, 7: loads the favourite estates by their ids (the listing search, terms on
 * children.general.id, on the site server). Fetching clears the error; a failure leaves no
 * results, total 0 and the error. With no favourites nothing is asked of the server.
 */
export function loadFavoriteEstates(source: FavoritesSource): Promise<void> {
  // A heart removed while the call ran stays removed.
  return loadEstates(
    $favoriteEstates,
    favoritesRequest,
    source,
    $favorites.get(),
    () => new Set($favorites.get()),
  );
}

/** The ids of the list opened from a shared link, until added to the favourites or left. */
export const $sharedList = atom<readonly string[]>(noFavorites);

/**
 * Opens the shared list the page address carries, if any, and loads its estates.
 * @returns whether the address carried one
 */
export function openSharedList(search: string, source: FavoritesSource): boolean {
  const ids = sharedListOf(search);
  $sharedList.set(ids);
  if (ids.length > 0) void loadSharedEstates(source);
  return ids.length > 0;
}

/** Loads the estates of the shared list, as the favourites' (every one of them is shown). */
export function loadSharedEstates(source: FavoritesSource): Promise<void> {
  const ids = $sharedList.get();
  return loadEstates($sharedEstates, sharedRequest, source, ids, () => new Set(ids));
}

/**
 * Adds the shared list to the favourites (`mergeFavorites`) and closes it.
 * @returns how many were added
 */
export function addSharedList(): number {
  const added = mergeFavorites($sharedList.get());
  $sharedList.set(noFavorites);
  return added;
}

async function loadEstates(
  store: typeof $favoriteEstates,
  request: LatestRequest,
  source: FavoritesSource,
  ids: readonly string[],
  kept: () => ReadonlySet<string>,
): Promise<void> {
  if (ids.length === 0) {
    request.cancel();
    store.set({ total: 0, results: [], isLoading: false, error: null });
    return;
  }
  store.set({ ...store.get(), isLoading: true, error: null });
  let loaded: FavoriteEstatesAnswer | undefined;
  try {
    loaded = await request.run((signal) => source(ids, signal));
  } catch (error) {
    store.set({ total: 0, results: [], isLoading: false, error });
    return;
  }
  if (!loaded) return;
  const current = kept();
  const results = loaded.results.filter((result) => current.has(String(result.id)));
  const hrefs = Object.fromEntries(Object.entries(loaded.hrefs).filter(([id]) => current.has(id)));
  store.set({
    total: results.length,
    results,
    isLoading: false,
    error: null,
    hrefs,
  });
}
