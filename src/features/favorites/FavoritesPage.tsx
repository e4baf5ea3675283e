import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { cardView } from '../cards/card-view.ts';
import { EstateCardView } from '../cards/EstateCardView.tsx';
import { priceLoweredNow, usePriceDrops } from '../cards/price-lowered.ts';
import type { CardStrings } from '../cards/strings.ts';
import { useInBrowser } from '../use-in-browser.ts';
import {
  $sharedEstates,
  $sharedList,
  addSharedList,
  favoritesFromSite,
  loadFavoriteEstates,
  loadSharedEstates,
  openSharedList,
  sharedListLink,
  sharedListParam,
} from './load-favorites.ts';
import {
  $favoriteEstates,
  $favorites,
  noFavorites,
  notLoaded,
  type FavoriteEstatesState,
} from './store.ts';

/** The page's texts, translated on the server. */
export type FavoritesPageStrings = {
  empty: string;
  loadError: string;
  retry: string;
  /** "Share my list", the link's label, what to do with it, and that it was copied. */
  share: string;
  shareLink: string;
  shareHint: string;
  copied: string;
  /** A list opened from a shared link: its heading, what it is, and what can be done. */
  sharedTitle: string;
  sharedText: string;
  sharedNone: string;
  merge: string;
  own: string;
  merged: string;
  /** The estate cards' texts (`cardStrings(locale)`). */
  card: CardStrings;
};

export type FavoritesPageProps = {
  locale: Locale;
  strings: FavoritesPageStrings;
  /** The site's hiddenStatus: such a card has no link (spec 2). */
  hiddenStatus: readonly number[];
};

type CardsProps = FavoritesPageProps & {
  state: FavoriteEstatesState;
  loading: boolean;
  id?: string;
};

function Cards({ locale, strings, hiddenStatus, state, loading, id }: CardsProps) {
  const drops = usePriceDrops(state.results.length > 0);
  return (
    <ul className="grid card-grid" id={id} aria-busy={loading}>
      {state.results.map((summary) => (
        <li key={summary.id} className="col-12 col-sm-6 col-md-4 col-lg-3">
          <EstateCardView
            view={cardView(summary, {
              locale,
              strings: strings.card,
              hiddenStatus,
              href: state.hrefs?.[String(summary.id)] ?? null,
              priceLowered: priceLoweredNow(drops, summary),
            })}
            summary={summary}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}

function LoadError({ strings, retry }: { strings: FavoritesPageStrings; retry: () => void }) {
  return (
    <div className="favorites__error" role="alert">
      <p>{strings.loadError}</p>
      <button type="button" className="button" onClick={retry}>
        {strings.retry}
      </button>
    </div>
  );
}

/**
 * "Share my list": a link that opens the same favourites elsewhere, handed to the phone's share
 * sheet where there is one, else copied; shown either way, to copy by hand.
 */
function ShareList({ strings }: { strings: FavoritesPageStrings }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const href = sharedListLink(window.location.href, $favorites.get());
    setLink(href);
    setCopied(false);
    try {
      if (navigator.canShare?.({ url: href })) await navigator.share({ url: href });
      else {
        await navigator.clipboard.writeText(href);
        setCopied(true);
      }
    } catch {
      // Dismissed, or no clipboard here: the link stays shown to copy.
    }
  };
  return (
    <div className="favorites__share">
      <button type="button" className="button" onClick={() => void share()}>
        {strings.share}
      </button>
      {link && (
        <div className="favorites__share-link">
          <label htmlFor="favorites-share-link">{strings.shareLink}</label>
          <input
            id="favorites-share-link"
            type="url"
            readOnly
            value={link}
            aria-describedby="favorites-share-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="favorites-share-hint" className="field__hint">
            {strings.shareHint}
          </p>
        </div>
      )}
      <p role="status">{copied ? strings.copied : ''}</p>
    </div>
  );
}

/**
 * The favourites grid (spec 2 "Favorites screen"): loads the favourite estates on opening;
 * while loading, or when there are some, a grid of cards; once loaded and empty, the
 * favorites.no.estates message; on failure a message and a retry button. Opened from a shared
 * link (`?shared=…`), it shows that list first and offers to add it to this browser's own.
 */
export function FavoritesPage(props: FavoritesPageProps) {
  const { locale, strings } = props;
  const state = useStore($favoriteEstates, { ssr: () => notLoaded });
  const sharedState = useStore($sharedEstates, { ssr: () => notLoaded });
  const inBrowser = useInBrowser();
  const shared = useStore($sharedList, { ssr: () => noFavorites });
  const [merged, setMerged] = useState(false);
  const load = () => void loadFavoriteEstates(favoritesFromSite(locale));
  // Load once, on opening (spec 2): the shared list when the address has one, else the own.
  useEffect(() => {
    if (!openSharedList(window.location.search, favoritesFromSite(locale))) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (shared.length > 0) {
    const merge = () => {
      addSharedList();
      const url = new URL(window.location.href);
      url.searchParams.delete(sharedListParam);
      window.history.replaceState(window.history.state, '', url);
      setMerged(true);
      load();
    };
    const loading = sharedState.isLoading;
    const failed = !loading && sharedState.error != null;
    return (
      <section className="favorites__shared" aria-labelledby="favorites-shared-title">
        <h2 id="favorites-shared-title">{strings.sharedTitle}</h2>
        <p>{strings.sharedText}</p>
        <div className="favorites__actions">
          <button type="button" className="button button--primary" onClick={merge}>
            {strings.merge}
          </button>
          <a className="button" href={window.location.pathname}>
            {strings.own}
          </a>
        </div>
        {!failed && <Cards {...props} state={sharedState} loading={loading} />}
        {!loading && !failed && sharedState.results.length === 0 && <p>{strings.sharedNone}</p>}
        {failed && (
          <LoadError
            strings={strings}
            retry={() => void loadSharedEstates(favoritesFromSite(locale))}
          />
        )}
      </section>
    );
  }

  const loading = !inBrowser || state.isLoading;
  const failed = !loading && state.error != null;
  const showGrid = loading || state.results.length > 0;
  return (
    <>
      <p role="status" className="favorites__merged">
        {merged ? strings.merged : ''}
      </p>
      {showGrid && <Cards {...props} state={state} loading={loading} id="favorites-grid" />}
      <p className="favorites__empty" data-favorites-empty hidden={showGrid || failed}>
        {strings.empty}
      </p>
      {failed && <LoadError strings={strings} retry={load} />}
      {!loading && state.results.length > 0 && <ShareList strings={strings} />}
    </>
  );
}
