/*
 * The favourites as this browser stores them (spec 9: one JSON array under `favorites`), read
 * without the store: the header's count shows on every page, and most pages have nothing else
 * that needs the store. The store (store.ts) announces each change it makes in this tab; other
 * tabs' changes arrive through the storage event.
 */

/** spec 9: the local storage key of the favourites list. */
export const favoritesStorageKey = 'favorites';

/** The empty list, shared so the server render and "nothing stored" compare equal. */
export const noFavorites: readonly string[] = Object.freeze([]);

/** The event the store dispatches on `window` after each change it made in this tab. */
export const favoritesChangedEvent = 'favorites-changed';

/**
 * Reads the stored list; anything that is not a JSON array of ids (a corrupt or foreign value)
 * counts as no favourites, so one bad value never breaks every page.
 * @example decodeFavorites('[12,"12","40"]') // ['12', '40']
 */
export function decodeFavorites(raw: string | null | undefined): readonly string[] {
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

/** How many favourites this browser keeps (none where storage cannot be read). */
export function storedFavoriteCount(): number {
  try {
    return decodeFavorites(localStorage.getItem(favoritesStorageKey)).length;
  } catch {
    return 0;
  }
}

/** Calls `onChange` after each change to the stored list, in this tab or another. */
export function onStoredFavoritesChange(onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === favoritesStorageKey || event.key === null) onChange();
  };
  addEventListener('storage', fromOtherTab);
  addEventListener(favoritesChangedEvent, onChange);
  return () => {
    removeEventListener('storage', fromOtherTab);
    removeEventListener(favoritesChangedEvent, onChange);
  };
}
