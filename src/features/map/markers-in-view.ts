import type { MarkerFeatureCollection } from '../../domain/map-markers.ts';
import type { Bounds } from '../../domain/marker-tiles.ts';

/**
 * The ids of the markers inside a box of the map, in the order of the search (the map's
 * companion list shows them in that order). No box: every marker (a map that could not start
 * still lists what it would have shown).
 * @example markerIdsInView(collection, [3.0, 50.8, 4.5, 51.4]) // [1012, 1003, …]
 */
export function markerIdsInView(
  collection: MarkerFeatureCollection,
  bounds: Bounds | null,
): number[] {
  const ids: number[] = [];
  for (const { properties: marker } of collection.features) {
    if (bounds === null || insideBounds(marker.lon, marker.lat, bounds)) ids.push(marker.id);
  }
  return ids;
}

function insideBounds(lon: number, lat: number, [west, south, east, north]: Bounds): boolean {
  if (lat < south || lat > north) return false;
  // A box across the antimeridian has its west edge east of its east edge.
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}
