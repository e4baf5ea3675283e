import type { Locale } from '../../domain/locales.ts';
import { latestRequest } from '../latest-request.ts';
import { estatesFromSite, type SiteEstates } from '../site-estates.ts';
import { $favoriteEstates, $favorites } from './store.ts';

/*
 * Loading the favourite estates (spec 4 "Favourites"): only the favourites page does, so the
 * hearts of every other page load the store (store.ts) without it.
 */

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

/**
 * spec 4, 7: loads the favourite estates by their ids (the listing search, terms on
 * children.general.id, on the site server). Fetching clears the error; a failure leaves no
 * results, total 0 and the error. With no favourites nothing is asked of the server.
 */
export async function loadFavoriteEstates(source: FavoritesSource): Promise<void> {
  const ids = $favorites.get();
  if (ids.length === 0) {
    favoritesRequest.cancel();
    $favoriteEstates.set({ total: 0, results: [], isLoading: false, error: null });
    return;
  }
  $favoriteEstates.set({ ...$favoriteEstates.get(), isLoading: true, error: null });
  let loaded: FavoriteEstatesAnswer | undefined;
  try {
    loaded = await favoritesRequest.run((signal) => source(ids, signal));
  } catch (error) {
    $favoriteEstates.set({ total: 0, results: [], isLoading: false, error });
    return;
  }
  if (!loaded) return;
  // A heart removed while the call ran stays removed.
  const current = new Set($favorites.get());
  const results = loaded.results.filter((result) => current.has(String(result.id)));
  const unitProjects = Object.fromEntries(
    Object.entries(loaded.unitProjects).filter(([id]) => current.has(id)),
  );
  $favoriteEstates.set({
    total: results.length,
    results,
    isLoading: false,
    error: null,
    ...(Object.keys(unitProjects).length > 0 ? { unitProjects } : {}),
  });
}
