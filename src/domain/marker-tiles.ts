import type { MapMarker } from './map-markers.ts';

/*
 * The cluster tiles of a marker snapshot (publish/marker-tiles.ts writes them): their geometry,
 * which the map's own clustering shares, and their TileJSON (3.0.0), as the build writes it and
 * the map reads it. Any TileJSON reader (MapLibre's vector source `url`
 * among them) takes it as it is; two fields of its own tie it to the snapshot it was made from.
 */

/** [west, south, east, north] */
export type Bounds = [number, number, number, number];

/** The size of the map's tiles in screen pixels, for the GeoJSON source and the cluster tiles alike. */
export const TILE_SIZE = 512;

/** Above this zoom every listing is its own dot (street level, where addresses differ). */
export const CLUSTER_MAX_ZOOM = 14;
/** How close, in screen pixels, markers merge into a cluster. */
export const CLUSTER_RADIUS = 50;

/** The box around the markers, or null for none. */
export function markersBounds(markers: readonly Pick<MapMarker, 'lat' | 'lon'>[]): Bounds | null {
  if (markers.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lon, lat } of markers) {
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

/** The vector layer of a cluster tile. */
export const MARKER_TILES_LAYER = 'markers';

/** The TileJSON the build writes beside a snapshot's tiles. */
export type MarkerTileJson = {
  tilejson: '3.0.0';
  /** The tiles' URL template, from the site's root: `/markers/tiles/{kind}/{digest}/{z}/{x}/{y}.pbf`. */
  tiles: [string];
  minzoom: 0;
  maxzoom: number;
  /** The box around every marker: the map asks for no tile outside it. */
  bounds: Bounds;
  vector_layers: { id: string; fields: Record<string, string> }[];
  /** The digest of the snapshot the tiles were made from (`markerSnapshotDigest`). */
  snapshot: string;
  /** How many markers the tiles hold. */
  markers: number;
};

/** What the map's vector source needs of a tile set: a plain `vector` source's own fields. */
export type MarkerTiles = {
  /** Absolute URL templates. */
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  bounds: Bounds;
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * A tile set's TileJSON as the map's source, its tile URLs made absolute against the file's
 * address; null when it is not one of the snapshot with this digest and this many markers
 * (the map then clusters the markers itself).
 */
export function readMarkerTileJson(
  data: unknown,
  url: string,
  snapshot: { digest: string; markers: number },
): MarkerTiles | null {
  if (data === null || typeof data !== 'object') return null;
  const json = data as Partial<Record<keyof MarkerTileJson, unknown>>;
  const { tiles, maxzoom, bounds } = json;
  if (json.snapshot !== snapshot.digest || json.markers !== snapshot.markers) return null;
  if (!Array.isArray(tiles) || tiles.length === 0 || !tiles.every((t) => typeof t === 'string'))
    return null;
  if (!isCount(maxzoom) || maxzoom > 24) return null;
  if (
    !Array.isArray(bounds) ||
    bounds.length !== 4 ||
    !bounds.every((value) => typeof value === 'number' && Number.isFinite(value))
  )
    return null;
  const [west, south, east, north] = bounds as number[];
  if (!(west! <= east! && south! <= north!)) return null;
  return {
    // URL() escapes the template's braces; MapLibre fills in the plain ones.
    tiles: (tiles as string[]).map((template) =>
      new URL(template, url).href.replaceAll('%7B', '{').replaceAll('%7D', '}'),
    ),
    minzoom: 0,
    maxzoom,
    bounds: [west!, south!, east!, north!],
  };
}
