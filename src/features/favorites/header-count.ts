import { onStoredFavoritesChange, storedFavoriteCount } from './stored-favorites.ts';

/**
 * Fills in the header's favourites count (`[data-favorites-count]`, hidden when there are none)
 * and keeps it up to date: a plain script of the header rather than an island, since a number
 * needs neither React nor the favourites' store.
 */
export function showFavoritesCount(): void {
  const badges = document.querySelectorAll<HTMLElement>('[data-favorites-count]');
  if (badges.length === 0) return;
  const show = () => {
    const count = storedFavoriteCount();
    for (const badge of badges) {
      badge.textContent = count > 0 ? String(count) : '';
      badge.hidden = count === 0;
    }
  };
  show();
  onStoredFavoritesChange(show);
}
