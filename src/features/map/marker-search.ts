import { HttpClient } from '../../content-service/http-client.ts';
import { listingKinds, type ListingKind } from '../../domain/listing-kinds.ts';
import { markersToGeoJson } from '../../domain/map-markers.ts';
import {
  decodeMarkerSnapshot,
  MarkerSnapshotError,
  markerSnapshotPath,
} from '../../domain/marker-snapshot.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { fetchMarkers, markersBounds, type MarkerLoad } from './marker-data.ts';
import type { MapConnection } from './marker-loader.ts';
import { baseMapQueryBody, markerBodyKey } from './marker-query.ts';

/*
 * Where a map search's markers come from. The unfiltered map of a listing screen reads the
 * marker snapshot the build wrote (src/pages/markers/[kind].json.ts): a few hundred kilobytes
 * of columns instead of every listing's full summary from the service (12.5 MB of JSON at
 * 10,000 listings). It is as fresh as the last publish, and rebuilds follow the service's
 * changes. Any other search asks the live service, and so does the unfiltered one whenever the
 * snapshot cannot be read: the visitor never sees the difference, only the speed.
 */

/** One map search: the service, the body, and the build's snapshot of that search, if any. */
export type MarkerSearch = {
  connection: MapConnection;
  body: EstateQuery;
  /** The snapshot answering exactly this body (`markerSnapshotUrl`); absent: ask the service. */
  snapshotUrl?: string | null;
};

/** A snapshot that takes longer than this is given up for the service. */
export const SNAPSHOT_TIMEOUT_MS = 10_000;

let baseSearches: Map<string, ListingKind> | null = null;

/**
 * The address of the build's marker snapshot that answers this body, or null when the body is
 * not a listing screen's unfiltered map search. Bodies are compared by value, whatever the
 * order of their keys.
 * @example markerSnapshotUrl(baseMapQueryBody('buy'), 'https://immo.be/en/buy?view=map') // 'https://immo.be/markers/buy.json'
 */
export function markerSnapshotUrl(body: EstateQuery, siteUrl: string): string | null {
  baseSearches ??= new Map(
    listingKinds.map((kind) => [markerBodyKey(baseMapQueryBody(kind)), kind]),
  );
  const kind = baseSearches.get(markerBodyKey(body));
  return kind === undefined ? null : new URL(markerSnapshotPath(kind), siteUrl).href;
}

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

async function fetchSnapshot(
  url: string,
  body: EstateQuery,
  signal: AbortSignal,
  get: typeof fetch,
): Promise<MarkerLoad> {
  const response = await get(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS)]),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return readMarkerSnapshot(await response.json(), body);
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
): Promise<MarkerLoad> {
  const get = options.fetch ?? fetch;
  if (search.snapshotUrl) {
    try {
      return await fetchSnapshot(search.snapshotUrl, search.body, signal, get);
    } catch (error) {
      if (signal.aborted) throw error;
      // Silently to the service: the snapshot only makes the same answer faster.
    }
  }
  const http = new HttpClient({ ...search.connection, fetch: get, logError: () => {} });
  return fetchMarkers(http, search.body, signal);
}
