import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { ListingKind } from '../../domain/listing-kinds.ts';
import { localeTags, type Locale } from '../../domain/locales.ts';
import type { GeoRange, SearchFilter } from '../../domain/search-filters.ts';
import { pluralText } from '../cards/template.ts';
import { useStoreInTransition } from '../use-store-in-transition.ts';
import { geoRangeFromView } from './geo-range.ts';
import type {
  createListingMapView,
  ListingMapView,
  prewarmListingMap,
} from './listing-map-view.ts';
import { mapStyleUrl } from './map-style.ts';
import { mapTimingMarks } from './map-timing.ts';
import { createInViewStore, summariesFromSite, type InViewStore } from './in-view-store.ts';
import { MapListingCard } from './MapListingCard.tsx';
import { MapListings } from './MapListings.tsx';
import type { Bounds } from '../../domain/marker-tiles.ts';
import type { MarkerLoad } from './marker-data.ts';
import { markerIdsInView } from './markers-in-view.ts';
import { drawMarkersOn } from './marker-drawing.ts';
import { MapPreview } from './MapPreview.tsx';
import { mapQueryBody } from './marker-query.ts';
import { pageMarkerLoader } from './page-marker-loader.ts';
import { createListingMapStore, type ListingMapStore, type SelectionState } from './store.ts';
import type { MapStrings } from './strings.ts';

export type ListingMapProps = {
  locale: Locale;
  connection: { baseUrl: string; siteId: string };
  filter: SearchFilter;
  /** Translated at build time: `mapStrings(locale)`. */
  strings: MapStrings;
  /** The site's hiddenStatus: such a listing's card has no link (spec 2). */
  hiddenStatus: readonly number[];
  /** "Search in this area": the circle around what the map shows (spec 5 geo_range). */
  onSearchAround: (range: GeoRange) => void;
  /**
   * The listing screen, so the map keeps that screen's own rule as the gallery does (projects
   * only on the projects screen, none on buy and rent). Left out, the map shows every match of
   * the filter.
   */
  kind?: ListingKind;
};

/** How long the map rests after a move before the list of what is in view follows it. */
export const IN_VIEW_DELAY_MS = 250;

/**
 * MapLibre and the map's code: asked for when the map starts, or earlier behind its preview
 * (the first mouse move or key press); asked again after a failure.
 */
let viewModule: Promise<{
  createListingMapView: typeof createListingMapView;
  prewarmListingMap: typeof prewarmListingMap;
}> | null = null;
function loadViewModule() {
  viewModule ??= import('./listing-map-view.ts').catch((error: unknown) => {
    viewModule = null;
    throw error;
  });
  return viewModule;
}

/**
 * Whether a map starts as it mounts. The first map of a page opened on the map view (the page's
 * inline script marks it, site/inline-scripts.ts) shows its preview until the visitor reaches
 * for it, so a phone is not busy with MapLibre before anyone asked; a map the visitor switched
 * to starts at once.
 */
let firstOfPageOpenedOnMap =
  typeof document !== 'undefined' && 'listingOpenedMap' in document.documentElement.dataset;

/**
 * Resolves in a task of its own: MapLibre's module is evaluated in one long task, and the map
 * made in the next, so the page can answer input and paint in between.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The listing map (spec 2: results "on a map", viewType 1): every match of the filter as a
 * clustered marker, a cluster click zooms in, a listing's dot opens its card, and "search in
 * this area" hands the visible circle back as a geo_range; below it, the list of the
 * listings in view (MapListings) follows the map. MapLibre loads only when this mounts; the
 * markers load at the same time, in a worker.
 */
export default function ListingMap(props: ListingMapProps) {
  const { locale, connection, filter, strings, hiddenStatus, onSearchAround, kind } = props;
  const [store] = useState<ListingMapStore>(() =>
    createListingMapStore({ connection, loadMarkers: pageMarkerLoader }),
  );
  const markers = useStoreInTransition(store.$markers);
  const selection = useStore(store.$selection);
  const containerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ListingMapView | null>(null);
  const [mapError, setMapError] = useState<unknown>(null);
  const [mapAttempt, setMapAttempt] = useState(0);
  // The markers the map has finished drawing (for the state the page and the tests read).
  const [drawn, setDrawn] = useState<MarkerLoad | null>(null);
  const [popupNode] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  const emittedRangeRef = useRef<GeoRange | null>(null);
  const baseId = useId().replace(/[^\w-]/g, '');
  const afterId = `results-map-after-${baseId}`;
  const [inView] = useState<InViewStore>(() =>
    createInViewStore({ loadSummaries: summariesFromSite(locale) }),
  );
  // The box on screen, once the map rests after a move (null until the map is there).
  const [bounds, setBounds] = useState<Bounds | null>(null);
  // MapLibre starts once the visitor reaches for the map (MapPreview), or at once.
  const [started, setStarted] = useState(() => !firstOfPageOpenedOnMap);
  // Taken once the map is on the page: a render React starts again reads the same answer.
  useEffect(() => {
    firstOfPageOpenedOnMap = false;
  }, []);
  const start = () => setStarted(true);
  // Behind the preview, MapLibre's code loads and its worker starts once a mouse moves or a key is
  // pressed anywhere on the page: a desktop visitor's map is then ready sooner when they reach
  // for it. A touch screen loads it only when the map itself is touched, so a phone's first
  // scroll stays smooth.
  useEffect(() => {
    if (started) return;
    const warm = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
      stop();
      void loadViewModule()
        .then(({ prewarmListingMap }) => prewarmListingMap())
        .catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('pointermove', warm);
      window.removeEventListener('keydown', warm);
    };
    window.addEventListener('pointermove', warm, { passive: true });
    window.addEventListener('keydown', warm);
    return stop;
  }, [started]);

  // MapLibre and the map: loaded when the map view opens (again after a failure, on retry).
  useEffect(() => {
    if (!started) return;
    let cancelled = false;
    let created: ListingMapView | null = null;
    let stopDrawing = () => {};
    performance.mark(mapTimingMarks.start);
    loadViewModule()
      .then(async ({ createListingMapView }) => {
        await nextTask();
        const container = containerRef.current;
        if (cancelled || !container) return;
        const mapView = createListingMapView({
          container,
          styleUrl: mapStyleUrl(),
          lang: locale,
          localeTag: localeTags[locale],
          strings,
          onSelect: (id, at) => {
            if (popupNode) mapView.openPopup(at, popupNode);
            void store.select(id);
          },
          onPopupClose: store.closeSelection,
        });
        created = mapView;
        return mapView.ready.then(() => {
          if (cancelled) return;
          // The preview goes: a visitor who focused it goes on on the map itself.
          if (container.parentElement?.contains(document.activeElement)) mapView.focus();
          setView(mapView);
          setBounds(mapView.bounds());
          stopDrawing = drawMarkersOn(mapView, store.$markers, {
            ownRange: () => emittedRangeRef.current,
            onDrawn: (data, via) => {
              if (cancelled) return;
              performance.mark(mapTimingMarks.drawn, {
                detail: { markers: data.collection.features.length, via },
              });
              setDrawn(data);
            },
          });
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setMapError(error ?? new Error('The map could not start'));
      });
    return () => {
      cancelled = true;
      stopDrawing();
      created?.destroy();
      setView(null);
    };
    // The map is made once per attempt; locale and texts do not change under a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapAttempt, started]);

  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => () => inView.dispose(), [inView]);

  // The list follows the map once it rests: a gesture or a burst of key presses asks once.
  useEffect(() => {
    if (!view) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = view.onMoveEnd(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setBounds(view.bounds()), IN_VIEW_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [view]);

  // The markers: loaded for each new search (a filter equal in value is the same search).
  const bodyKey = JSON.stringify(mapQueryBody(filter, kind));
  useEffect(() => {
    void store.loadMarkers(JSON.parse(bodyKey));
  }, [store, bodyKey]);

  const { data, status } = markers;
  const failed = mapError !== null || status === 'error';
  const previewing = !started && !failed;
  const loading = !failed && (status === 'loading' || (started && view === null));
  const retry = () => {
    setStarted(true);
    if (mapError !== null) {
      setMapError(null);
      setMapAttempt((attempt) => attempt + 1);
    }
    if (status === 'error') void store.retry();
  };
  const searchHere = () => {
    const range = view ? geoRangeFromView(view.view()) : null;
    if (!range) return;
    emittedRangeRef.current = range;
    onSearchAround(range);
  };

  // The listings in view: every marker until the map is there (its first view frames them all)
  // and when it could not start, so the list still has them.
  const inViewIds = useMemo(
    () =>
      data && status !== 'loading'
        ? markerIdsInView(data.collection, view && !failed ? bounds : null)
        : null,
    [data, status, bounds, view, failed],
  );
  useEffect(() => {
    if (inViewIds) void inView.setInView(inViewIds);
  }, [inView, inViewIds]);

  const count = data?.collection.features.length ?? 0;
  const announcement =
    status !== 'loaded' || !data
      ? ''
      : count === 0 && data.total > 0
        ? strings.empty
        : pluralText(strings.count, count, locale);
  const drawnCount = drawn !== null && drawn === data ? count : null;
  const state = failed
    ? 'error'
    : previewing && !loading
      ? 'preview'
      : loading || drawnCount === null
        ? 'loading'
        : 'ready';

  return (
    <>
      <div
        className="results-map"
        // A pointer over the map or a touch on it starts it, before the press lands.
        onPointerEnter={started ? undefined : start}
        onTouchStart={started ? undefined : start}
        onWheel={started ? undefined : start}
        data-map-state={state}
        data-feature-count={drawnCount ?? undefined}
        data-loaded={state === 'ready' ? 'true' : undefined}
      >
        <a className="results-map__skip visually-hidden" href={`#${afterId}`}>
          {strings.skip}
        </a>
        <div ref={containerRef} className="results-map__canvas" />
        {view === null && !failed && (
          <MapPreview
            load={data}
            locale={locale}
            label={strings.preview}
            starting={started}
            onStart={start}
          />
        )}
        <button
          type="button"
          className="button button--primary results-map__search-area"
          disabled={view === null}
          onClick={searchHere}
        >
          {strings.searchArea}
        </button>
        {loading && (
          <p className="results-map__status" role="status">
            {strings.loading}
          </p>
        )}
        {failed && (
          <div className="results-map__error" role="alert">
            <p>{strings.loadError}</p>
            <button type="button" className="button" onClick={retry}>
              {strings.retry}
            </button>
          </div>
        )}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
      <span id={afterId} className="results-map__after" tabIndex={-1} />
      {inViewIds && (
        <MapListings
          store={inView}
          locale={locale}
          strings={strings}
          hiddenStatus={hiddenStatus}
          headingId={`results-map-list-${baseId}`}
        />
      )}
      {popupNode &&
        createPortal(
          <MapCard
            selection={selection}
            locale={locale}
            strings={strings}
            hiddenStatus={hiddenStatus}
          />,
          popupNode,
        )}
    </>
  );
}

/** The compact card in a listing's popup: picture, title (the link), price or sold label, place. */
function MapCard({
  selection,
  locale,
  strings,
  hiddenStatus,
}: {
  selection: SelectionState;
  locale: Locale;
  strings: MapStrings;
  hiddenStatus: readonly number[];
}) {
  if (selection.status === 'none') return null;
  if (selection.status === 'loading') {
    return (
      <p className="map-card__message" role="status">
        {strings.cardLoading}
      </p>
    );
  }
  if (selection.status === 'error') {
    return (
      <p className="map-card__message" role="alert">
        {strings.cardError}
      </p>
    );
  }
  return (
    <MapListingCard
      summary={selection.summary}
      locale={locale}
      strings={strings}
      hiddenStatus={hiddenStatus}
    />
  );
}
