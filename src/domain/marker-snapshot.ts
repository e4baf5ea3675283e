import type { ListingKind } from './listing-kinds.ts';
import type { MapMarker } from './map-markers.ts';
import { isRecord } from '../lib/is-record.ts';

/*
 * The markers of a listing's unfiltered map, written by the build as one static file per
 * listing kind, so a large map loads fast. The service's answer to the map's search is every
 * listing's full summary, and
 * spec 7 has no field selection; a marker needs only spec 2's seven fields. The file holds them
 * as columns, one array per field, so each field name is written once, not once per listing.
 */

/** The format a snapshot names; another format is not read (the map asks the service). */
export const markerSnapshotFormat = 'markers/1';

/** What a snapshot holds: the search it answers, the service's counts and the markers. */
export type MarkerSnapshotContent = {
  /** The search body the build sent (spec 7: the map's body, the query only). */
  search: Readonly<Record<string, unknown>>;
  /** How many listings matched, with or without a location. */
  total: number;
  /** Results that did not have the shape of a search result, left off the map. */
  invalid: number;
  markers: readonly MapMarker[];
};

/** A snapshot as the file holds it: the markers as columns of the same length. */
export type MarkerSnapshot = {
  format: typeof markerSnapshotFormat;
  search: Readonly<Record<string, unknown>>;
  total: number;
  invalid: number;
  id: number[];
  /** The subtype id. */
  type: number[];
  /** null where the marker has no head type. */
  headType: (number | null)[];
  status: number[];
  /** 1 for a project, 0 otherwise: half the bytes of true and false. */
  isProject: (0 | 1)[];
  lat: number[];
  lon: number[];
};

const columns = ['id', 'type', 'headType', 'status', 'isProject', 'lat', 'lon'] as const;

/** A file that is not a marker snapshot of this format. */
export class MarkerSnapshotError extends Error {
  constructor(detail: string) {
    super(`Invalid marker snapshot: ${detail}`);
    this.name = 'MarkerSnapshotError';
  }
}

/**
 * The snapshot of a map search's markers, ready for `JSON.stringify`: one column per marker
 * field, in the order of the markers.
 * @example
 * encodeMarkerSnapshot({ search: { query: {} }, total: 2, invalid: 0, markers: [marker] }).id // [marker.id]
 */
export function encodeMarkerSnapshot(content: MarkerSnapshotContent): MarkerSnapshot {
  const { search, total, invalid, markers } = content;
  return {
    format: markerSnapshotFormat,
    search,
    total,
    invalid,
    id: markers.map((marker) => marker.id),
    type: markers.map((marker) => marker.type),
    headType: markers.map((marker) => marker.headType),
    status: markers.map((marker) => marker.status),
    isProject: markers.map((marker) => (marker.isProject ? 1 : 0)),
    lat: markers.map((marker) => marker.lat),
    lon: markers.map((marker) => marker.lon),
  };
}

/**
 * Reads a snapshot file's JSON back into markers. Anything else (another format, a missing or
 * ragged column, a place off the globe) is refused whole: the map then asks the service.
 * @throws MarkerSnapshotError when the data is not a snapshot of this format
 */
export function decodeMarkerSnapshot(data: unknown): MarkerSnapshotContent {
  if (!isRecord(data)) throw new MarkerSnapshotError('(root): not an object');
  if (data.format !== markerSnapshotFormat) {
    throw new MarkerSnapshotError(
      `format: ${JSON.stringify(data.format)}, not ${markerSnapshotFormat}`,
    );
  }
  if (!isRecord(data.search)) throw new MarkerSnapshotError('search: not an object');
  const total = count(data, 'total');
  const invalid = count(data, 'invalid');
  const id = column(data, 'id', isWhole);
  const type = column(data, 'type', isWhole);
  const headType = column(data, 'headType', (value) => value === null || isWhole(value));
  const status = column(data, 'status', isWhole);
  const isProject = column(data, 'isProject', (value) => value === 0 || value === 1);
  const lat = column(data, 'lat', (value) => isBetween(value, 90));
  const lon = column(data, 'lon', (value) => isBetween(value, 180));
  const lengths = { id, type, headType, status, isProject, lat, lon };
  const ragged = columns.find((name) => lengths[name].length !== id.length);
  if (ragged) {
    throw new MarkerSnapshotError(
      `${ragged} has ${lengths[ragged].length} values, id ${id.length}`,
    );
  }
  const markers: MapMarker[] = [];
  for (let index = 0; index < id.length; index += 1) {
    markers.push({
      id: id[index]!,
      type: type[index]!,
      headType: headType[index] ?? null,
      status: status[index]!,
      isProject: isProject[index] === 1,
      lat: lat[index]!,
      lon: lon[index]!,
    });
  }
  return { search: data.search, total, invalid, markers };
}

// Checked by hand, not by a schema: the file is read once per page, in a worker that has not
// warmed up, where a schema costs many times what these loops do.

function isWhole(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function isBetween(value: unknown, limit: number): value is number {
  return typeof value === 'number' && value >= -limit && value <= limit;
}

function count(data: Record<string, unknown>, name: 'total' | 'invalid'): number {
  const value = data[name];
  if (!isWhole(value) || value < 0) {
    throw new MarkerSnapshotError(`${name}: ${JSON.stringify(value)} is not a count`);
  }
  return value;
}

function column<T>(
  data: Record<string, unknown>,
  name: (typeof columns)[number],
  valid: (value: unknown) => value is T,
): T[] {
  const values = data[name];
  if (!Array.isArray(values)) throw new MarkerSnapshotError(`${name}: not a list`);
  for (let index = 0; index < values.length; index += 1) {
    if (!valid(values[index])) {
      throw new MarkerSnapshotError(
        `${name}.${index}: ${JSON.stringify(values[index])} is not valid`,
      );
    }
  }
  return values as T[];
}

/**
 * Where the build writes a listing kind's snapshot, from the site's root
 * (`src/pages/markers/[kind].json.ts`). A fixed name: the file is revalidated, not cached.
 * @example markerSnapshotPath('buy') // '/markers/buy.json'
 */
export function markerSnapshotPath(kind: ListingKind): string {
  return `/markers/${kind}.json`;
}

/**
 * Where the build writes the cluster tiles of a listing kind's unfiltered map, made from the
 * snapshot whose digest is `digest` (`markerSnapshotDigest`; publish/marker-tiles.ts):
 * plain `{z}/{x}/{y}.pbf` vector tiles and their TileJSON (`markerTileJsonPath`). A page reads
 * the snapshot first, so it names the very tiles made from what it read, never another build's.
 * @example markerTilesDir('buy', '1f0c22aa') // '/markers/tiles/buy/1f0c22aa'
 */
export function markerTilesDir(kind: ListingKind, digest: string): string {
  return `/markers/tiles/${kind}/${digest}`;
}

/**
 * The TileJSON of those tiles, written last: a tile set is complete once it is there.
 * @example markerTileJsonPath('buy', '1f0c22aa') // '/markers/tiles/buy/1f0c22aa/tiles.json'
 */
export function markerTileJsonPath(kind: ListingKind, digest: string): string {
  return `${markerTilesDir(kind, digest)}/tiles.json`;
}

/**
 * A short digest of a snapshot file's bytes (32-bit FNV-1a, as 8 hex digits). The tiles made
 * from a snapshot are written under it, so the map never draws the tiles of one build with the
 * snapshot of another. A check of sameness, not of trust: both files come from the same site.
 * @example markerSnapshotDigest(new TextEncoder().encode('')) // '811c9dc5'
 */
export function markerSnapshotDigest(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
