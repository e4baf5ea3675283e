import { useStore } from '@nanostores/react';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { $favorites, noFavorites, toggleFavorite } from './store.ts';
import { useInBrowser } from '../use-in-browser.ts';

/** The favourite ids; the server (and hydration) sees none, so the markup always matches. */
export function useFavoriteIds(): readonly string[] {
  return useStore($favorites, { ssr: () => noFavorites });
}

export type FavoriteToggleProps = {
  estateId: string;
  /**
   * "Save {title} as a favourite", already translated with the title. It never changes:
   * `aria-pressed` alone says whether it is a favourite (the WAI-ARIA toggle button pattern).
   */
  label: string;
  /** The loaded estate, so adding it back on the favourites page restores its card (spec 4). */
  estate?: EstateSummary;
  className?: string;
};

/**
 * The heart (spec 2): a toggle button, pressed while the estate is a favourite.
 * Hidden until it runs in the browser, so no one reaches a control that does nothing.
 */
export function FavoriteToggle({
  estateId,
  label,
  estate,
  className = 'favorite-toggle',
}: FavoriteToggleProps) {
  const ids = useFavoriteIds();
  const inBrowser = useInBrowser();
  const pressed = ids.includes(estateId);
  return (
    <button
      type="button"
      className={className}
      data-estate-id={estateId}
      aria-pressed={pressed}
      aria-label={label}
      hidden={!inBrowser}
      onClick={() => toggleFavorite(estateId, estate)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.2 13a4.9 4.9 0 0 1 0-7.1 5.2 5.2 0 0 1 7.3 0l.5.5.5-.5a5.2 5.2 0 0 1 7.3 0 4.9 4.9 0 0 1 0 7.1Z" />
      </svg>
    </button>
  );
}
