import type { Locale } from '../../domain/locales.ts';
import { pluralText } from '../cards/template.ts';
import { useStoreInTransition } from '../use-store-in-transition.ts';
import type { InViewStore } from './in-view-store.ts';
import { MapListingCard } from './MapListingCard.tsx';
import type { MapStrings } from './strings.ts';

/**
 * The map's companion for keyboard and screen-reader users (and anyone who prefers a list):
 * the listings in the part of the map on screen, each a link to its page, under a heading
 * that counts them and is announced politely as the map moves. The markers on the canvas
 * need no focus of their own then.
 */
export function MapListings({
  store,
  locale,
  strings,
  hiddenStatus,
  headingId,
}: {
  store: InViewStore;
  locale: Locale;
  strings: MapStrings;
  hiddenStatus: readonly number[];
  headingId: string;
}) {
  const { status, ids, listings } = useStoreInTransition(store.$inView);
  const more = status === 'loaded' && listings.length < ids.length;
  return (
    <section
      className="map-listings"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
      data-in-view-count={ids.length}
    >
      <h3 id={headingId} className="map-listings__title" aria-live="polite">
        {pluralText(strings.listCount, ids.length, locale)}
      </h3>
      {status === 'error' && (
        <div className="map-listings__error" role="alert">
          <p>{strings.listError}</p>
          <button type="button" className="button" onClick={() => void store.retry()}>
            {strings.retry}
          </button>
        </div>
      )}
      {ids.length === 0 ? (
        <p className="map-listings__none">{strings.listNone}</p>
      ) : (
        <ul className="map-listings__list">
          {listings.map((summary) => (
            <li key={summary.id}>
              <MapListingCard
                summary={summary}
                locale={locale}
                strings={strings}
                hiddenStatus={hiddenStatus}
                headingLevel={4}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" className="button" onClick={() => void store.showMore()}>
          {strings.listMore}
        </button>
      )}
    </section>
  );
}
