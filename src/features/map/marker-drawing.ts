import type { ReadableAtom } from 'nanostores';
import type { GeoRange } from '../../domain/search-filters.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { geoRangeBounds } from './geo-range.ts';
import type { Bounds } from '../../domain/marker-tiles.ts';
import type { MarkerLoad } from './marker-data.ts';
import type { MarkersState } from './store.ts';

/*
 * What the listing map does when new markers arrive: frame them, then draw them. It follows the
 * markers store directly, not through React's render and effects, so markers that arrive while
 * the page is busy starting MapLibre are drawn the moment the map can take them.
 */

/**
 * How a load's markers reached the map: as the build's cluster tiles, or as the markers
 * themselves, which MapLibre clusters.
 */
export type MarkerHandover = 'tiles' | 'collection';

/** The part of the map view this needs (ListingMapView has it). */
export type MarkerCanvas = {
  /** Draws the load's markers (from its tiles when it has them); resolves with how, once drawn. */
  setMarkers(load: Pick<MarkerLoad, 'collection' | 'tiles'>): Promise<MarkerHandover>;
  fitBounds(bounds: Bounds, animate: boolean): void;
};

/** The circle a map search was limited to (its geo_range), read back from the query. */
export function searchedRange(body: EstateQuery | null): GeoRange | null {
  const circle = body?.query?.geo_distance;
  if (!circle) return null;
  const distanceKm = Number.parseFloat(circle.distance);
  return Number.isFinite(distanceKm) ? { distanceKm, lat: circle.lat, lon: circle.lon } : null;
}

const sameRange = (a: GeoRange, b: GeoRange | null) =>
  b !== null && a.distanceKm === b.distanceKm && a.lat === b.lat && a.lon === b.lon;

/**
 * Draws each new set of loaded markers on the map. The camera: the circle of a geo_range
 * search; left where it is when that circle is the visitor's own "search in this area" (the
 * map already shows it); else the box around the markers. The first framing jumps, later ones
 * glide. `onDrawn` hears of each set once the map has drawn it, unless a newer set came first.
 * @returns the function that stops following the store
 */
export function drawMarkersOn(
  canvas: MarkerCanvas,
  $markers: ReadableAtom<MarkersState>,
  options: {
    /** The range the visitor last searched from the map, if any. */
    ownRange: () => GeoRange | null;
    onDrawn: (data: MarkerLoad, via: MarkerHandover) => void;
  },
): () => void {
  let framed = false;
  let latest: MarkerLoad | null = null;
  const unsubscribe = $markers.subscribe((state) => {
    const { data } = state;
    if (state.status !== 'loaded' || !data || data === latest) return;
    latest = data;
    const range = searchedRange(state.body);
    if (range && sameRange(range, options.ownRange())) {
      // The visitor's own "search in this area": the map already shows it.
    } else if (range) {
      canvas.fitBounds(geoRangeBounds(range), framed);
    } else if (data.bounds) {
      canvas.fitBounds(data.bounds, framed);
    }
    framed = true;
    void canvas.setMarkers(data).then((via) => {
      if (latest === data) options.onDrawn(data, via);
    });
  });
  return () => {
    latest = null;
    unsubscribe();
  };
}
