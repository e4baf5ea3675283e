import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { Locale } from '../../domain/locales.ts';
import type { EstateLinkInput } from '../../domain/slugs.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { latestRequest, type LatestRequest } from '../latest-request.ts';
import { estatesFromSite, type SiteEstates } from '../site-estates.ts';

/*
 * The visitor's favourites (spec 4 "Favourites", spec 6: anonymous, kept in this browser).
 * The rules live here; the islands only render these stores and call these actions.
 */

/** spec 9: the local storage key of the favourites list. */
export const favoritesStorageKey = 'favorites';

/** The empty list, shared so the server render and "nothing stored" compare equal. */
export const noFavorites: readonly string[] = Object.freeze([]);

/**
 * Reads the stored list; anything that is not a JSON array of ids (a corrupt or foreign value)
 * counts as no favourites, so one bad value never breaks every page.
 * @example decodeFavorites('[12,"12","40"]') // ['12', '40']
 */
export function decodeFavorites(raw: string | undefined): readonly string[] {
  if (!raw) return noFavorites;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return noFavorites;
  }
  if (!Array.isArray(parsed)) return noFavorites;
  const ids = parsed
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String);
  return [...new Set(ids)];
}

/**
 * spec 4: the favourite estate ids, as strings, without duplicates. Every change is saved as a
 * whole under `favorites`; other tabs follow through the storage event.
 */
export const $favorites = persistentAtom<readonly string[]>(favoritesStorageKey, noFavorites, {
  encode: (ids) => JSON.stringify(ids),
  decode: decodeFavorites,
});

/** spec 3 "Client state": the favourite estates loaded from the server. */
export type FavoriteEstatesState = {
  total: number;
  results: readonly EstateSummary[];
  /** True until a load has finished: nothing is known to be empty before that. */
  isLoading: boolean;
  error: unknown;
  /**
   * For each project unit among the results, by its id: what its project's link is made of
   * (a unit's page lives under its project's, spec 2). Absent when no unit is a favourite.
   */
  unitProjects?: Readonly<Record<string, EstateLinkInput>>;
};

const notLoaded: FavoriteEstatesState = { total: 0, results: [], isLoading: true, error: null };

export const $favoriteEstates = atom<FavoriteEstatesState>(notLoaded);

/** spec 4: a favourite is an estate whose id, as a string, is in the list. */
export function isFavorite(id: string | number): boolean {
  return $favorites.get().includes(String(id));
}

/**
 * spec 4: stores the id once, as a string; a loaded estate joins the results unless its id is
 * already there.
 */
export function addFavorite(id: string | number, estate?: EstateSummary): void {
  const key = String(id);
  const ids = $favorites.get();
  if (!ids.includes(key)) $favorites.set([...ids, key]);
  if (!estate) return;
  const state = $favoriteEstates.get();
  if (state.results.some((result) => String(result.id) === String(estate.id))) return;
  $favoriteEstates.set({
    ...state,
    results: [...state.results, estate],
    total: state.total + 1,
  });
}

/** spec 4: drops the id from the list and its estate from the loaded results. */
export function removeFavorite(id: string | number): void {
  const key = String(id);
  const ids = $favorites.get();
  if (ids.includes(key)) $favorites.set(ids.filter((other) => other !== key));
  const state = $favoriteEstates.get();
  const results = state.results.filter((result) => String(result.id) !== key);
  if (results.length === state.results.length) return;
  $favoriteEstates.set({
    ...state,
    results,
    total: Math.max(0, state.total - (state.results.length - results.length)),
  });
}

/**
 * Adds or removes, as the heart button does (spec 2).
 * @returns whether the estate is a favourite afterwards
 */
export function toggleFavorite(id: string | number, estate?: EstateSummary): boolean {
  if (isFavorite(id)) {
    removeFavorite(id);
    return false;
  }
  addFavorite(id, estate);
  return true;
}

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
  const unitProjects = Object.fromEntries(
    Object.entries(loaded.unitProjects).filter(([id]) => current.has(id)),
  );
  store.set({
    total: results.length,
    results,
    isLoading: false,
    error: null,
    ...(Object.keys(unitProjects).length > 0 ? { unitProjects } : {}),
  });
}
