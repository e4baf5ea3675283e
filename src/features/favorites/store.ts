import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

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
   * Each result's link as the site server made it (a project unit's under its project's,
   * spec 2); null (or none): the card links nowhere.
   */
  hrefs?: Readonly<Record<string, string | null>>;
};

/** Nothing loaded yet: what the favourites page shows until its first answer. */
export const notLoaded: FavoriteEstatesState = {
  total: 0,
  results: [],
  isLoading: true,
  error: null,
};

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
