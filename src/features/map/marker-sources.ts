import { listingKinds, type ListingKind } from '../../domain/listing-kinds.ts';
import { markerSnapshotPath } from '../../domain/marker-snapshot.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { baseMapQueryBody, markerBodyKey } from './marker-query.ts';

/** Where the map reaches the content service (the island's connection). */
export type MapConnection = { baseUrl: string; siteId: string };

/*
 * Where a map search's markers come from. The unfiltered map of a listing screen reads the
 * marker snapshot the build wrote (src/pages/markers/[kind].json.ts): compact columns instead
 * of every listing's full summary from the service, a small fraction of its size. It is as fresh as the last publish, and rebuilds follow the service's
 * changes. Any other search asks the live service, and so does the unfiltered one whenever the
 * snapshot cannot be read: the visitor never sees the difference, only the speed.
 * With its snapshot, the unfiltered map reads the TileJSON of the build's cluster tiles made
 * from it (publish/marker-tiles.ts), so MapLibre need not cluster the markers itself to draw the map.
 */

/** One map search: the service, the body, and the build's snapshot of that search, if any. */
export type MarkerSearch = {
  connection: MapConnection;
  body: EstateQuery;
  /** The snapshot answering exactly this body (`markerSnapshotUrl`); absent: ask the service. */
  snapshotUrl?: string | null;
  /**
   * Where the cluster tiles made from that snapshot are (`markerTilesSite`): their TileJSON is
   * read once the snapshot's digest is known. Absent: the map clusters the markers itself.
   */
  tilesOf?: { kind: ListingKind; siteUrl: string } | null;
};

let baseSearches: Map<string, ListingKind> | null = null;

/** The listing kind whose unfiltered map search this body is, compared by value. */
function baseSearchKind(body: EstateQuery): ListingKind | undefined {
  baseSearches ??= new Map(
    listingKinds.map((kind) => [markerBodyKey(baseMapQueryBody(kind)), kind]),
  );
  return baseSearches.get(markerBodyKey(body));
}

/**
 * The address of the build's marker snapshot that answers this body, or null when the body is
 * not a listing screen's unfiltered map search. Bodies are compared by value, whatever the
 * order of their keys.
 * @example markerSnapshotUrl(baseMapQueryBody('buy'), 'https://immo.be/en/buy?view=map') // 'https://immo.be/markers/buy.json'
 */
export function markerSnapshotUrl(body: EstateQuery, siteUrl: string): string | null {
  const kind = baseSearchKind(body);
  return kind === undefined ? null : new URL(markerSnapshotPath(kind), siteUrl).href;
}

/**
 * The listing kind and site whose cluster tiles go with that snapshot, or null as
 * `markerSnapshotUrl`.
 * @example markerTilesSite(baseMapQueryBody('buy'), 'https://immo.be/en/buy?view=map') // { kind: 'buy', siteUrl: … }
 */
export function markerTilesSite(
  body: EstateQuery,
  siteUrl: string,
): { kind: ListingKind; siteUrl: string } | null {
  const kind = baseSearchKind(body);
  return kind === undefined ? null : { kind, siteUrl };
}
