import { HttpClient } from '../../content-service/http-client.ts';
import { markersToGeoJson } from '../../domain/map-markers.ts';
import {
  decodeMarkerSnapshot,
  markerSnapshotDigest,
  MarkerSnapshotError,
  markerTileJsonPath,
} from '../../domain/marker-snapshot.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { readMarkerTileJson } from '../../domain/marker-tiles.ts';
import type { TownPositions } from '../../domain/hidden-address.ts';
import { markersBounds } from '../../domain/marker-tiles.ts';
import { fetchMarkers, fetchTownPositions, type MarkerLoad } from './marker-data.ts';
import { markerBodyKey } from './marker-query.ts';

import type { MapConnection, MarkerSearch } from './marker-sources.ts';

/** A map search's markers, with the cluster tiles of its snapshot when they were asked for. */
export type MarkerSearchResult = MarkerLoad;

/** A snapshot that takes longer than this is given up for the service. */
export const SNAPSHOT_TIMEOUT_MS = 10_000;

/**
 * A snapshot file's JSON as the marker load of `body`.
 * @throws MarkerSnapshotError when it is no snapshot, or the snapshot of another search (the
 *   page and the published build disagree on what the unfiltered search is)
 */
export function readMarkerSnapshot(data: unknown, body: EstateQuery): MarkerLoad {
  const { search, total, invalid, markers } = decodeMarkerSnapshot(data);
  if (markerBodyKey(search) !== markerBodyKey(body)) {
    throw new MarkerSnapshotError('it answers another search');
  }
  return { total, collection: markersToGeoJson(markers), bounds: markersBounds(markers), invalid };
}

/** A snapshot file's bytes, as its tiles' digest is taken of them (`markerSnapshotDigest`). */
async function fetchSnapshotBytes(
  url: string,
  signal: AbortSignal,
  get: typeof fetch,
): Promise<Uint8Array> {
  const response = await get(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS)]),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A TileJSON file's data, or null when it cannot be read (the map then clusters the markers). */
async function fetchTileJson(
  url: string,
  signal: AbortSignal,
  get: typeof fetch,
): Promise<unknown> {
  try {
    const response = await get(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS)]),
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * A snapshot as the search's markers, with (`tilesOf`) the cluster tiles made from it: their
 * TileJSON lies under the snapshot's digest, and is used only when it names that snapshot and
 * its marker count (a stale cache could pair other files).
 */
async function fetchSnapshot(
  search: MarkerSearch & { snapshotUrl: string },
  signal: AbortSignal,
  get: typeof fetch,
): Promise<MarkerSearchResult> {
  const bytes = await fetchSnapshotBytes(search.snapshotUrl, signal, get);
  const { tilesOf } = search;
  const digest = markerSnapshotDigest(bytes);
  const tileJsonUrl = tilesOf
    ? new URL(markerTileJsonPath(tilesOf.kind, digest), tilesOf.siteUrl).href
    : null;
  // Asked for while the snapshot is read.
  const tileJson = tileJsonUrl ? fetchTileJson(tileJsonUrl, signal, get) : null;
  const load = readMarkerSnapshot(JSON.parse(new TextDecoder().decode(bytes)), search.body);
  if (!tileJson || !tileJsonUrl) return load;
  const tiles = readMarkerTileJson(await tileJson, tileJsonUrl, {
    digest,
    markers: load.collection.features.length,
  });
  return tiles ? { ...load, tiles } : load;
}

/**
 * Runs a map search: the snapshot when the search has one, else (or when the snapshot is
 * missing, unreachable, malformed or of another search) the content service, through the
 * project's one client. Only an abort or the service's own failure rejects.
 */
export async function runMarkerSearch(
  search: MarkerSearch,
  signal: AbortSignal,
  options: { fetch?: typeof fetch } = {},
): Promise<MarkerSearchResult> {
  const get = options.fetch ?? fetch;
  const { snapshotUrl } = search;
  if (snapshotUrl) {
    try {
      return await fetchSnapshot({ ...search, snapshotUrl }, signal, get);
    } catch (error) {
      if (signal.aborted) throw error;
      // Silently to the service: the snapshot only makes the same answer faster.
    }
  }
  const http = new HttpClient({ ...search.connection, fetch: get, logError: () => {} });
  return fetchMarkers(http, search.body, signal, liveTownPositions(http, search.connection));
}

const liveTowns = new Map<string, Promise<TownPositions>>();

/**
 * The towns' positions of one content service, asked once per page (they change with the
 * listings, not between two map moves); an empty answer is asked again next time.
 */
function liveTownPositions(http: HttpClient, connection: MapConnection): Promise<TownPositions> {
  const key = `${connection.baseUrl} ${connection.siteId}`;
  let towns = liveTowns.get(key);
  if (!towns) {
    towns = fetchTownPositions(http);
    liveTowns.set(key, towns);
    void towns.then((found) => {
      if (found.size === 0) liveTowns.delete(key);
    });
  }
  return towns;
}
