import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { toListingCard } from '../../domain/listing-card.ts';
import { formatCurrency } from '../../domain/formats.ts';
import { estateLink } from '../../domain/slugs.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { FavoriteToggle, useInBrowser } from './FavoriteToggle.tsx';
import {
  $favoriteEstates,
  loadFavoriteEstates,
  type FavoriteEstatesState,
  type ServiceConnection,
} from './store.ts';

/** The page's texts, translated on the server; `{{title}}` and `{{price}}` are filled in here. */
export type FavoritesPageStrings = {
  empty: string;
  loadError: string;
  retry: string;
  noPicture: string;
  /** "Add {{title}} to favourites" */
  add: string;
  /** "Remove {{title}} from favourites" */
  remove: string;
  /** "from {{price}}" */
  priceFrom: string;
};

export type FavoritesPageProps = {
  locale: Locale;
  connection: ServiceConnection;
  strings: FavoritesPageStrings;
  /** The site's hiddenStatus: such a card has no link (spec 2). */
  hiddenStatus: readonly number[];
};

const fill = (template: string, name: string, value: string) =>
  template.replaceAll(`{{${name}}}`, value);

const serverState: FavoriteEstatesState = { total: 0, results: [], isLoading: true, error: null };

/**
 * The favourites grid (spec 2 "Favorites screen"): loads the favourite estates on opening;
 * while loading, or when there are some, a grid of cards; once loaded and empty, the
 * favorites.no.estates message; on failure a message and a retry button.
 */
export function FavoritesPage({ locale, connection, strings, hiddenStatus }: FavoritesPageProps) {
  const state = useStore($favoriteEstates, { ssr: () => serverState });
  const inBrowser = useInBrowser();
  const load = () => void loadFavoriteEstates(connection);
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
              <FavoriteCard
                summary={summary}
                locale={locale}
                strings={strings}
                hiddenStatus={hiddenStatus}
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

/** The canonical detail link in the visitor's language, else the listing's own uri. */
function cardLink(summary: EstateSummary, locale: Locale, uri: string | null): string | null {
  if (uri === null) return null;
  try {
    return estateLink(summary, locale);
  } catch {
    return uri;
  }
}

function FavoriteCard({
  summary,
  locale,
  strings,
  hiddenStatus,
}: {
  summary: EstateSummary;
  locale: Locale;
  strings: FavoritesPageStrings;
  hiddenStatus: readonly number[];
}) {
  const card = toListingCard(summary, { locale, site: { hiddenStatus } });
  const href = cardLink(summary, locale, card.href);
  const price =
    card.price === null
      ? null
      : card.priceFrom
        ? fill(strings.priceFrom, 'price', formatCurrency(card.price, locale))
        : formatCurrency(card.price, locale);
  const location = [card.zip, card.city].filter(Boolean).join(' ');
  return (
    <article className="favorite-card">
      <div className="favorite-card__media">
        {card.thumbnail ? (
          <img src={card.thumbnail} width={400} height={300} alt={card.title} loading="lazy" />
        ) : (
          <div className="favorite-card__placeholder">{strings.noPicture}</div>
        )}
        <FavoriteToggle
          estateId={card.isFavoriteKey}
          estate={summary}
          labelAdd={fill(strings.add, 'title', card.title)}
          labelRemove={fill(strings.remove, 'title', card.title)}
          className="favorite-toggle favorite-toggle--overlay"
        />
      </div>
      <div className="favorite-card__body">
        <h2 className="favorite-card__title">
          {href ? (
            <a className="favorite-card__link" href={href}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </h2>
        {location && <p className="favorite-card__location">{location}</p>}
        {price && <p className="favorite-card__price">{price}</p>}
      </div>
    </article>
  );
}
