import { mapLibreStylesheet } from './maplibre-setup.ts';
// Never inlined as a data: URL: MapLibre's worker imports it, and the CSP allows scripts of the site only.
import blobDataScriptUrl from './maplibre-blob-data.mjs?url&no-inline';
import {
  importScriptInWorkers,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  prewarm,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from 'maplibre-gl';
import {
  clusterLayerId,
  CLUSTER_MAX_ZOOM,
  markerLayers,
  markerSource,
  markerSourceId,
  pointLayerId,
} from './cluster-layers.ts';
import type { LngLat, MapView } from './geo-range.ts';
import { countFont } from './map-style.ts';
import { mapLibreLocale } from './map-ui-locale.ts';
import type { Bounds, MarkerLoad } from './marker-data.ts';
import { drawMarkerLoad, type MarkerHandover } from './marker-data-urls.ts';
import type { MapControlStrings } from './strings.ts';

/*
 * The MapLibre side of the listing map: the component (ListingMap.tsx) renders the state and
 * the controls, and drives the map only through this small interface. Loaded with MapLibre,
 * when the map view opens.
 */

/** Belgium with a margin: where the map starts before it knows the results. */
export const BELGIUM_BOUNDS: Bounds = [2.45, 49.4, 6.5, 51.6];

export type ListingMapViewOptions = {
  container: HTMLElement;
  styleUrl: string;
  /** The style's town labels follow this language (global state `lang`). */
  lang: string;
  /** BCP 47 tag for the cluster counts' digit grouping. */
  localeTag: string;
  strings: MapControlStrings;
  /** A listing's dot was clicked. */
  onSelect: (id: number, at: LngLat) => void;
  /** The card's popup was closed (close button, click elsewhere, new results). */
  onPopupClose: () => void;
};

export type ListingMapView = {
  /** Resolves once the style and the marker layers are in; rejects if the style fails. */
  ready: Promise<void>;
  /**
   * Replaces the markers, read by MapLibre's worker from the load's `dataUrl` when it can;
   * resolves once the map has drawn them (idle), with how they reached it.
   */
  setMarkers(load: Pick<MarkerLoad, 'collection' | 'dataUrl'>): Promise<MarkerHandover>;
  /** Shows a box: the results, or the circle of a geo_range. */
  fitBounds(bounds: Bounds, animate: boolean): void;
  /** The centre and visible corners, for "search in this area". */
  view(): MapView;
  openPopup(at: LngLat, content: HTMLElement): void;
  destroy(): void;
};

let blobData: Promise<boolean> | null = null;

/**
 * Teaches MapLibre's workers to read markers from a `blob:` URL themselves
 * (maplibre-blob-data.mjs); resolves with whether they can. Until they can, or if they cannot,
 * the map hands them the markers as objects.
 */
function workersReadBlobData(): Promise<boolean> {
  blobData ??= importScriptInWorkers(new URL(blobDataScriptUrl, window.location.href).href).then(
    () => true,
    () => false,
  );
  return blobData;
}

/**
 * Starts what every map needs before the first one is made: MapLibre's worker (its script is
 * fetched and compiled off the main thread), taught to read markers from a URL, and its
 * stylesheet. For a page that opens on the map, while React still hydrates.
 */
export function prewarmListingMap(): void {
  prewarm();
  void workersReadBlobData();
  void mapLibreStylesheet();
}

/** Zoom of a single place: a whole street, with its neighbours. */
const SINGLE_PLACE_ZOOM = 15;

/**
 * Starts the listing map in a container: the style, MapLibre's controls in the visitor's
 * language, the clustered marker layers (added before the first frame, so markers that are
 * already loaded are drawn with it), cluster clicks that zoom in and dot clicks that select.
 * North stays up: a rotated map makes "this area" hard to read.
 */
export function createListingMapView(options: ListingMapViewOptions): ListingMapView {
  const stylesheet = mapLibreStylesheet();
  const readsBlobData = workersReadBlobData();
  const map = new MapLibreMap({
    container: options.container,
    style: options.styleUrl,
    bounds: BELGIUM_BOUNDS,
    fitBoundsOptions: { padding: 16 },
    locale: mapLibreLocale(options.strings),
    globalState: { lang: options.lang },
    attributionControl: { compact: true },
    renderWorldCopies: false,
    // A short label fade. With none (0), MapLibre places every label again on every frame, and the
    // cluster counts cost panning about a tenth of its frame rate (measured in software WebGL:
    // 88 % of an empty map's with 0, 93 % with 100); the default 300 ms keeps the map drawing,
    // and from being idle, for longer after each change.
    fadeDuration: 100,
    maxZoom: 19,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  const popup = new Popup({ closeButton: true, closeOnClick: true, maxWidth: '18rem' });
  let closingQuietly = false;
  popup.on('close', () => {
    if (!closingQuietly) options.onPopupClose();
  });

  const styleLoaded = new Promise<void>((resolve, reject) => {
    let loaded = false;
    map.on('error', (event) => {
      if (!loaded) reject(event.error ?? new Error('The map style could not be loaded'));
    });
    // On 'style.load', before the first frame: markers that are already there are drawn with it.
    map.once('style.load', () => {
      loaded = true;
      map.addSource(markerSourceId, markerSource());
      for (const layer of markerLayers({
        countFont: countFont(map.getStyle()),
        localeTag: options.localeTag,
      })) {
        map.addLayer(layer);
      }
      resolve();
    });
  });
  const ready = Promise.all([styleLoaded, stylesheet]).then(() => undefined);

  map.on('click', clusterLayerId, (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id as number | undefined;
    if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    void map
      .getSource<GeoJSONSource>(markerSourceId)
      ?.getClusterExpansionZoom(clusterId)
      .then((zoom) =>
        map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, CLUSTER_MAX_ZOOM + 1) }),
      )
      .catch(() => map.easeTo({ center: [lng, lat], zoom: map.getZoom() + 2 }));
  });

  map.on('click', pointLayerId, (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const id = Number(feature?.properties?.id ?? feature?.id);
    if (!feature || !Number.isSafeInteger(id) || feature.geometry.type !== 'Point') return;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    options.onSelect(id, { lng, lat });
  });

  for (const layer of [clusterLayerId, pointLayerId]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }

  return {
    ready,

    async setMarkers(load) {
      await ready;
      // The card of a listing from the last results may not be among the new ones.
      popup.remove();
      const source = map.getSource<GeoJSONSource>(markerSourceId);
      if (!source) throw new Error(`The map lost its marker source (${markerSourceId})`);
      return drawMarkerLoad(
        {
          readsUrls: readsBlobData,
          setData: (data) => source.setData(data),
          onSourceError(listener) {
            // MapLibre reports a URL it cannot read (a revoked one, say) as its source's error.
            const onError = (event: object) => {
              if ((event as { sourceId?: unknown }).sourceId === markerSourceId) listener();
            };
            map.on('error', onError);
            return () => void map.off('error', onError);
          },
          idle: () => map.once('idle'),
        },
        load,
      );
    },

    fitBounds([west, south, east, north], animate) {
      const duration = animate ? 500 : 0;
      if (east - west < 1e-6 && north - south < 1e-6) {
        map.easeTo({ center: [west, south], zoom: SINGLE_PLACE_ZOOM, duration });
        return;
      }
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: 40, maxZoom: SINGLE_PLACE_ZOOM, duration },
      );
    },

    view() {
      const canvas = map.getCanvas();
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const center = map.getCenter();
      const corners = [
        [0, 0],
        [width, 0],
        [width, height],
        [0, height],
      ].map(([x, y]) => map.unproject([x ?? 0, y ?? 0]));
      return {
        center: { lng: center.lng, lat: center.lat },
        corners: corners.map(({ lng, lat }) => ({ lng, lat })),
      };
    },

    openPopup(at, content) {
      popup.setLngLat([at.lng, at.lat]).setDOMContent(content);
      if (!popup.isOpen()) popup.addTo(map);
    },

    destroy() {
      closingQuietly = true;
      popup.remove();
      map.remove();
    },
  };
}
