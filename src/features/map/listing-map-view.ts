import { mapLibreStylesheet } from './maplibre-setup.ts';
import { fitPixelRatioToRenderer } from './pixel-ratio.ts';
import {
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  prewarm,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from 'maplibre-gl';
import {
  dataLayerIds,
  markerLayers,
  markerMapData,
  markerSource,
  markerSourceId,
  markerTilesSource,
  markerTilesSourceId,
  tileLayerIds,
} from './cluster-layers.ts';
import type { LngLat, MapView } from './geo-range.ts';
import { countFont } from './map-style.ts';
import { mapLibreLocale } from './map-ui-locale.ts';
import type { MarkerLoad } from './marker-data.ts';
import type { MarkerHandover } from './marker-drawing.ts';
import { CLUSTER_MAX_ZOOM, type Bounds, type MarkerTiles } from '../../domain/marker-tiles.ts';
import { BELGIUM_BOUNDS, BELGIUM_PADDING } from '../../domain/map-preview.ts';
import type { MapControlStrings } from './strings.ts';

/*
 * The MapLibre side of the listing map: the component (ListingMap.tsx) renders the state and
 * the controls, and drives the map only through this small interface. Loaded with MapLibre,
 * when the map view opens.
 */

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
   * Replaces the markers: drawn from the load's cluster `tiles` up to their last zoom when it
   * has them, else handed to MapLibre to cluster; resolves once the map has drawn them (idle),
   * with how they reached it.
   */
  setMarkers(load: Pick<MarkerLoad, 'collection' | 'tiles'>): Promise<MarkerHandover>;
  /** Shows a box: the results, or the circle of a geo_range. */
  fitBounds(bounds: Bounds, animate: boolean): void;
  /** The centre and visible corners, for "search in this area". */
  view(): MapView;
  /** The box on screen, for the list of the listings in view. */
  bounds(): Bounds;
  /** Calls `listener` each time the map comes to rest after a move or zoom; returns the unsubscribe. */
  onMoveEnd(listener: () => void): () => void;
  openPopup(at: LngLat, content: HTMLElement): void;
  /** Moves the keyboard focus to the map, whose keys then pan and zoom it. */
  focus(): void;
  destroy(): void;
};

/**
 * Starts what every map needs before the first one is made: MapLibre's worker (its script is
 * fetched and compiled off the main thread) and its stylesheet. For a map about to be asked for.
 */
export function prewarmListingMap(): void {
  prewarm();
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
  const map = new MapLibreMap({
    container: options.container,
    style: options.styleUrl,
    bounds: BELGIUM_BOUNDS,
    fitBoundsOptions: { padding: BELGIUM_PADDING },
    locale: mapLibreLocale(options.strings),
    globalState: { lang: options.lang },
    attributionControl: { compact: true },
    renderWorldCopies: false,
    // A short label fade. With none (0), MapLibre places every label again on every frame, and the
    // cluster counts slow panning (`npm run bench` measures the frame rate); the default keeps
    // the map drawing, and from being idle, for longer after each change.
    fadeDuration: 100,
    maxZoom: 19,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  fitPixelRatioToRenderer(map);
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
      for (const layer of markerLayers(layerOptions())) map.addLayer(layer);
      resolve();
    });
  });
  const ready = Promise.all([styleLoaded, stylesheet]).then(() => undefined);
  const layerOptions = () => ({
    countFont: countFont(map.getStyle()),
    localeTag: options.localeTag,
  });

  /** Calls `listener` on each error of a source until the returned function is called. */
  const onSourceError = (sourceId: string, listener: () => void) => {
    const onError = (event: object) => {
      if ((event as { sourceId?: unknown }).sourceId === sourceId) listener();
    };
    map.on('error', onError);
    return () => void map.off('error', onError);
  };

  /*
   * Two ways to draw a load. With the build's cluster tiles (an unfiltered map), their layers
   * draw up to the tiles' last zoom and the GeoJSON source's layers only past it. Its markers are
   * handed to MapLibre only when the map comes close to that zoom: MapLibre copies every marker
   * on the page's thread to send them to its worker, work a visitor who stays on the overview
   * never needs. Without tiles, or once they have failed, the GeoJSON source's layers draw at
   * every zoom.
   */
  let tilesMaxzoom: number | null = null;
  let tilesKey: string | null = null;
  let tilesBroken = false;
  let showingTiles = false;
  // Each load draws only while it is the latest one.
  let latestLoad = 0;
  // The markers of the tiles on show, not yet handed to the GeoJSON source.
  let deferred: Pick<MarkerLoad, 'collection'> | null = null;

  const markerData = () => map.getSource<GeoJSONSource>(markerSourceId);

  const showTiles = (show: boolean) => {
    showingTiles = show;
    if (tilesMaxzoom === null) return;
    for (const id of Object.values(tileLayerIds)) {
      map.setLayoutProperty(id, 'visibility', show ? 'visible' : 'none');
    }
    for (const id of Object.values(dataLayerIds)) {
      map.setLayerZoomRange(id, show ? tilesMaxzoom + 1 : 0, 24);
    }
  };

  /** Hands the deferred markers to the GeoJSON source once the map nears the tiles' last zoom. */
  const handOverDeferred = (now = false) => {
    if (!deferred || tilesMaxzoom === null) return;
    if (!now && map.getZoom() <= tilesMaxzoom - 1) return;
    const { collection } = deferred;
    deferred = null;
    void markerData()
      ?.setData(markerMapData(collection))
      .catch(() => undefined);
  };
  map.on('zoom', () => handOverDeferred());

  /** The tile source and its layers for a load's tiles: replaced when another tile set comes. */
  const useTiles = (tiles: MarkerTiles) => {
    const key = JSON.stringify(tiles);
    if (tilesKey === key) return;
    if (tilesMaxzoom !== null) {
      for (const id of Object.values(tileLayerIds)) map.removeLayer(id);
      map.removeSource(markerTilesSourceId);
    }
    map.addSource(markerTilesSourceId, markerTilesSource(tiles));
    for (const layer of markerLayers({ ...layerOptions(), tiles: { maxzoom: tiles.maxzoom } })) {
      map.addLayer(layer);
    }
    tilesMaxzoom = tiles.maxzoom;
    tilesKey = key;
  };

  // Tiles that cannot be read give way to the GeoJSON source: the clusters are the same. (While
  // a load's tiles are first drawn, `setMarkers` does that itself.)
  let drawingTiles = false;
  onSourceError(markerTilesSourceId, () => {
    tilesBroken = true;
    if (!showingTiles || drawingTiles) return;
    handOverDeferred(true);
    showTiles(false);
  });

  const clusterClick = (
    layerId: string,
    expansionZoom: (
      feature: NonNullable<MapLayerMouseEvent['features']>[number],
    ) => Promise<number>,
  ) =>
    map.on('click', layerId, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      void expansionZoom(feature)
        .then((zoom) =>
          map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, CLUSTER_MAX_ZOOM + 1) }),
        )
        .catch(() => map.easeTo({ center: [lng, lat], zoom: map.getZoom() + 2 }));
    });
  clusterClick(dataLayerIds.cluster, (feature) => {
    const clusterId = feature.properties?.cluster_id as number | undefined;
    const source = map.getSource<GeoJSONSource>(markerSourceId);
    return clusterId === undefined || !source
      ? Promise.reject(new Error('no cluster'))
      : source.getClusterExpansionZoom(clusterId);
  });
  // A tile's cluster carries the zoom at which it breaks up (publish/marker-tiles.ts).
  clusterClick(tileLayerIds.cluster, (feature) => {
    const zoom = Number(feature.properties?.expansion_zoom);
    return Number.isFinite(zoom) ? Promise.resolve(zoom) : Promise.reject(new Error('no zoom'));
  });

  for (const layerId of [dataLayerIds.point, tileLayerIds.point]) {
    map.on('click', layerId, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const id = Number(feature?.properties?.id ?? feature?.id);
      if (!feature || !Number.isSafeInteger(id) || feature.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      options.onSelect(id, { lng, lat });
    });
  }

  for (const layer of [
    dataLayerIds.cluster,
    dataLayerIds.point,
    tileLayerIds.cluster,
    tileLayerIds.point,
  ]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }

  /** Draws a load's tiles; resolves with whether they drew (no error before the map was idle). */
  const drawTiles = async (tiles: MarkerTiles): Promise<boolean> => {
    let failed = false;
    const stopListening = onSourceError(markerTilesSourceId, () => {
      failed = true;
    });
    const drawn = map.once('idle');
    drawingTiles = true;
    try {
      useTiles(tiles);
      showTiles(true);
      await drawn;
    } finally {
      drawingTiles = false;
      stopListening();
    }
    return !failed;
  };

  return {
    ready,

    async setMarkers(load) {
      await ready;
      // The card of a listing from the last results may not be among the new ones.
      popup.remove();
      const mine = ++latestLoad;
      deferred = null;
      const source = markerData();
      if (!source) throw new Error(`The map lost its marker source (${markerSourceId})`);
      if (load.tiles && !tilesBroken) {
        // Until the tiles' markers are handed over, the source holds none: no older markers
        // show past the tiles' last zoom.
        void source.setData(markerMapData()).catch(() => undefined);
        deferred = load;
        if (await drawTiles(load.tiles)) {
          if (mine === latestLoad) handOverDeferred();
          return 'tiles';
        }
        tilesBroken = true;
      }
      if (mine !== latestLoad) return 'collection';
      deferred = null;
      showTiles(false);
      const drawn = map.once('idle');
      await source.setData(markerMapData(load.collection));
      await drawn;
      return 'collection';
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

    bounds() {
      const box = map.getBounds();
      return [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()];
    },

    onMoveEnd(listener) {
      map.on('moveend', listener);
      return () => void map.off('moveend', listener);
    },

    openPopup(at, content) {
      popup.setLngLat([at.lng, at.lat]).setDOMContent(content);
      if (!popup.isOpen()) popup.addTo(map);
    },

    focus() {
      map.getCanvas().focus();
    },

    destroy() {
      closingQuietly = true;
      popup.remove();
      map.remove();
    },
  };
}
