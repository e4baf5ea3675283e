import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { projectEntityLink } from '../../domain/slugs.ts';
import { EstateCard } from '../cards/EstateCard.tsx';
import type { CardStrings } from '../cards/strings.ts';
import { useInBrowser } from './FavoriteToggle.tsx';
import { favoritesFromSite, loadFavoriteEstates } from './load-favorites.ts';
import { $favoriteEstates, type FavoriteEstatesState } from './store.ts';

/** The page's texts, translated on the server. */
export type FavoritesPageStrings = {
  empty: string;
  loadError: string;
  retry: string;
  /** The estate cards' texts (`cardStrings(locale)`). */
  card: CardStrings;
};

export type FavoritesPageProps = {
  locale: Locale;
  strings: FavoritesPageStrings;
  /** The site's hiddenStatus: such a card has no link (spec 2). */
  hiddenStatus: readonly number[];
};

const serverState: FavoriteEstatesState = { total: 0, results: [], isLoading: true, error: null };

/**
 * A favourite unit's card links to its page under its project (spec 2: the project link plus
 * the unit's id); any other card to its own canonical link (left undefined: the card's rule).
 */
function unitHref(
  state: FavoriteEstatesState,
  id: number,
  locale: Locale,
): string | null | undefined {
  const project = state.unitProjects?.[String(id)];
  if (!project) return undefined;
  try {
    return projectEntityLink(project, id, locale);
  } catch {
    return null;
  }
}

/**
 * The favourites grid (spec 2 "Favorites screen"): loads the favourite estates on opening;
 * while loading, or when there are some, a grid of cards; once loaded and empty, the
 * favorites.no.estates message; on failure a message and a retry button.
 */
export function FavoritesPage({ locale, strings, hiddenStatus }: FavoritesPageProps) {
  const state = useStore($favoriteEstates, { ssr: () => serverState });
  const inBrowser = useInBrowser();
  const load = () => void loadFavoriteEstates(favoritesFromSite(locale));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- load once, on opening (spec 2)
  useEffect(load, []);

  const loading = !inBrowser || state.isLoading;
  const failed = !loading && state.error !== null && state.error !== undefined;
  const showGrid = loading || state.results.length > 0;
  return (
    <>
      {showGrid && (
        <ul className="grid card-grid" id="favorites-grid" aria-busy={loading}>
          {state.results.map((summary) => (
            <li key={summary.id} className="col-12 col-sm-6 col-md-4 col-lg-3">
              <EstateCard
                summary={summary}
                locale={locale}
                strings={strings.card}
                hiddenStatus={hiddenStatus}
                href={unitHref(state, summary.id, locale)}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="favorites__empty" data-favorites-empty hidden={showGrid || failed}>
        {strings.empty}
      </p>
      {failed && (
        <div className="favorites__error" role="alert">
          <p>{strings.loadError}</p>
          <button type="button" className="button" onClick={load}>
            {strings.retry}
          </button>
        </div>
      )}
    </>
  );
}
