import { mapLibreStylesheet } from './maplibre-setup.ts';
import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import type { LngLat } from './geo-range.ts';
import { detailZoom } from './map-style.ts';
import { mapLibreLocale } from './map-ui-locale.ts';
import type { MapControlStrings } from './strings.ts';

/*
 * The small map of one property on its detail page: where it lies, with its street and the
 * towns around. It can be moved and zoomed, but a plain scroll or one finger moves the page,
 * not the map (cooperative gestures), so the map never traps a visitor reading on.
 */

export type EstateMapViewOptions = {
  container: HTMLElement;
  styleUrl: string;
  point: LngLat;
  lang: string;
  strings: MapControlStrings;
};

const pointColor = '#c8553d';

/** Draws the map; resolves with it once drawn (idle), rejects when the style cannot load. */
export function createEstateMapView(options: EstateMapViewOptions): {
  drawn: Promise<void>;
  destroy: () => void;
} {
  const { point } = options;
  const stylesheet = mapLibreStylesheet();
  const map = new MapLibreMap({
    container: options.container,
    style: options.styleUrl,
    center: [point.lng, point.lat],
    zoom: detailZoom(undefined),
    locale: mapLibreLocale(options.strings),
    globalState: { lang: options.lang },
    attributionControl: { compact: true },
    cooperativeGestures: true,
    renderWorldCopies: false,
    // Labels appear at once: a fade keeps the map drawing (and from being idle) for 300 ms more.
    fadeDuration: 0,
    maxZoom: 18,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // Before anything is drawn: the style decides how close a single place is shown.
  map.once('style.load', () => map.jumpTo({ zoom: detailZoom(map.getStyle().metadata) }));

  const idle = new Promise<void>((resolve, reject) => {
    let loaded = false;
    map.on('error', (event) => {
      if (!loaded) reject(event.error ?? new Error('The map style could not be loaded'));
    });
    map.once('load', () => {
      loaded = true;
      map.addSource('estate', {
        type: 'geojson',
        data: { type: 'Point', coordinates: [point.lng, point.lat] },
      });
      map.addLayer({
        id: 'estate-halo',
        type: 'circle',
        source: 'estate',
        paint: { 'circle-radius': 16, 'circle-color': pointColor, 'circle-opacity': 0.2 },
      });
      map.addLayer({
        id: 'estate-point',
        type: 'circle',
        source: 'estate',
        paint: {
          'circle-radius': 8,
          'circle-color': pointColor,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      void map.once('idle').then(() => resolve());
    });
  });

  const drawn = Promise.all([idle, stylesheet]).then(() => undefined);
  return { drawn, destroy: () => map.remove() };
}
