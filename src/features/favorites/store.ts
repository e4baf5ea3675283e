import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import {
  decodeFavorites,
  favoritesChangedEvent,
  favoritesStorageKey,
  noFavorites,
} from './stored-favorites.ts';

export { decodeFavorites, favoritesStorageKey, noFavorites };

/*
 * The visitor's favourites (spec 4 "Favourites", spec 6: anonymous, kept in this browser).
 * The rules live here; the islands only render these stores and call these actions.
 */

/**
 * spec 4: the favourite estate ids, as strings, without duplicates. Every change is saved as a
 * whole under `favorites`; other tabs follow through the storage event.
 */
export const $favorites = persistentAtom<readonly string[]>(favoritesStorageKey, noFavorites, {
  encode: (ids) => JSON.stringify(ids),
  decode: decodeFavorites,
});

// The header's count reads the stored list without this store: it hears of this tab's changes
// from this event (persistentAtom has saved the list by then).
if (typeof window !== 'undefined') {
  $favorites.listen(() => window.dispatchEvent(new Event(favoritesChangedEvent)));
}

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
