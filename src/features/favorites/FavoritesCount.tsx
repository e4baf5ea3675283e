import { useFavoriteIds, useInBrowser } from './FavoriteToggle.tsx';

/** The header badge: how many favourites this browser keeps; hidden when there are none. */
export function FavoritesCount() {
  const count = useFavoriteIds().length;
  const inBrowser = useInBrowser();
  return (
    <span className="badge" data-favorites-count hidden={!inBrowser || count === 0}>
      {inBrowser && count > 0 ? count : ''}
    </span>
  );
}
