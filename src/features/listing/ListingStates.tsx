import { lazy, Suspense } from 'react';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import { setFilterField } from './filter-store.ts';
import type { GroupedResultsProps } from './GroupedResults.tsx';
import type { ListingIslandProps } from './listing-props.ts';
import type { ListingStrings } from './strings.ts';

/*
 * What the results show in the states that only the visitor's actions reach: loading, failed,
 * grouped and on the map. They load with the listing's behaviour (listing-behaviour.ts), and
 * the map's and the grouped table's own code loads when they are first shown.
 */

// The map library loads only when the map is shown (DESIGN.md).
const LazyMap = lazy(() => import('../map/ListingMap.tsx'));
// Grouping is the visitor's choice (a pre-rendered page is never grouped): its table and rules
// load when results are first shown grouped.
const LazyGroupedResults = lazy(() =>
  import('./GroupedResults.tsx').then(({ GroupedResults }) => ({ default: GroupedResults })),
);

/** Grey cards of the card's own size while a page loads, so nothing moves when it arrives. */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="col-12 col-sm-6 col-md-4 col-lg-3" aria-hidden="true">
      <div className="card card--skeleton">
        <div className="card__media" />
        <div className="card__body">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      </div>
    </li>
  ));
}

/** The translated error of a failed search, with a retry (spec 8: what was chosen is kept). */
export function ResultsError({
  strings,
  onRetry,
}: {
  strings: ListingStrings;
  onRetry: () => void;
}) {
  return (
    <div className="listing-results__error" role="alert">
      <p>{strings.loadError}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  );
}

function MapPlaceholder({ text, busy }: { text: string; busy: boolean }) {
  return (
    <div className="listing-map listing-map--placeholder" data-listing-map aria-busy={busy}>
      <p>{text}</p>
    </div>
  );
}

export type MapViewProps = Pick<
  ListingIslandProps,
  'kind' | 'locale' | 'connection' | 'strings' | 'hiddenStatus' | 'mapStrings'
> & { filterQuery: SearchFilter };

/** The results on the map (spec 9: view 1), its code loaded when it is first shown. */
export function MapView(props: MapViewProps) {
  const { kind, locale, connection, strings, hiddenStatus, mapStrings, filterQuery } = props;
  return (
    <Suspense fallback={<MapPlaceholder text={strings.mapLoading} busy />}>
      <div className="listing-map" data-listing-map>
        <LazyMap
          kind={kind}
          locale={locale}
          connection={connection}
          filter={filterQuery}
          strings={mapStrings}
          hiddenStatus={hiddenStatus}
          // spec 5: searching around a point is the geo_range filter, a normal filter change
          onSearchAround={(range) => setFilterField('geo_range', range)}
        />
      </div>
    </Suspense>
  );
}

/** The results grouped (spec 9), skeletons of `skeletonCount` cards while its table loads. */
export function GroupedView({
  skeletonCount,
  ...props
}: GroupedResultsProps & { skeletonCount: number }) {
  return (
    <Suspense
      fallback={
        <ul className="grid card-grid">
          <SkeletonCards count={skeletonCount} />
        </ul>
      }
    >
      <LazyGroupedResults {...props} />
    </Suspense>
  );
}
