import type { MarkerFeatureCollection } from '../../domain/map-markers.ts';

/*
 * The markers of a load as GeoJSON behind a `blob:` URL, made in the marker worker: the listing
 * map hands the URL to MapLibre, whose worker fetches and parses it (maplibre-worker-protocols.mjs), so
 * the page's thread never walks 10,000 features to post them there. A page makes a new load for
 * each search, so only the latest few URLs stay alive; a map given an older one (revoked) falls
 * back to the markers themselves (listing-map-view.ts).
 */

/**
 * The GeoJSON MapLibre reads: each marker's place and id, which is all the map's layers and its
 * clicks read (cluster-layers.ts, listing-map-view.ts). Written directly, without building the
 * objects JSON.stringify would walk: 10,000 markers are under 1 MB instead of 2.
 * @example
 * markerMapGeoJson(collection) // '{"type":"FeatureCollection","features":[{"type":"Feature","id":7,…'
 */
export function markerMapGeoJson(collection: MarkerFeatureCollection): string {
  const features = collection.features.map(({ id, geometry: { coordinates } }) => {
    const [lon, lat] = coordinates;
    return `{"type":"Feature","id":${id},"geometry":{"type":"Point","coordinates":[${lon},${lat}]},"properties":{"id":${id}}}`;
  });
  return `{"type":"FeatureCollection","features":[${features.join(',')}]}`;
}

/** How many loads' URLs stay alive: the map's current one, and a few a visitor may come back to. */
export const MARKER_DATA_URLS_KEPT = 8;

export type MarkerDataUrls = {
  /** A new `blob:` URL holding the collection as the map's GeoJSON (`markerMapGeoJson`). */
  urlOf(collection: MarkerFeatureCollection): string;
  /** A new `blob:` URL holding a load's cluster tile archive (marker-tiles-build.ts). */
  urlOfTiles(archive: ArrayBuffer): string;
};

/**
 * URLs for marker collections and tile archives, the oldest of each revoked once more than
 * `keep` are alive.
 * @example
 * const urls = markerDataUrls();
 * const url = urls.urlOf(load.collection); // "blob:https://www.immo.be/…"
 */
export function markerDataUrls(
  options: {
    keep?: number;
    createObjectURL?: (blob: Blob) => string;
    revokeObjectURL?: (url: string) => void;
  } = {},
): MarkerDataUrls {
  const keep = Math.max(1, options.keep ?? MARKER_DATA_URLS_KEPT);
  const create = options.createObjectURL ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revoke = options.revokeObjectURL ?? ((url: string) => URL.revokeObjectURL(url));
  const kept = () => {
    const alive: string[] = [];
    return (blob: Blob) => {
      const url = create(blob);
      alive.push(url);
      while (alive.length > keep) revoke(alive.shift()!);
      return url;
    };
  };
  const collections = kept();
  const archives = kept();
  return {
    urlOf: (collection) =>
      collections(new Blob([markerMapGeoJson(collection)], { type: 'application/geo+json' })),
    urlOfTiles: (archive) => archives(new Blob([archive], { type: 'application/octet-stream' })),
  };
}

/** What `drawMarkerLoad` needs of the map and its marker source (listing-map-view.ts). */
export type MarkerDataTarget = {
  /** Whether MapLibre's workers can read `blob:` URLs themselves (maplibre-worker-protocols.mjs). */
  readsUrls: Promise<boolean>;
  /** The marker source's `setData`: it settles even when its data cannot be read. */
  setData(data: MarkerFeatureCollection | string): Promise<unknown>;
  /** Listens for errors of the marker source until the returned function is called. */
  onSourceError(listener: () => void): () => void;
  /** The map's next idle moment: everything loaded and drawn. */
  idle(): Promise<unknown>;
};

/**
 * How a load's markers reached the map: as the build's cluster tiles (listing-map-view.ts), by
 * their URL, or as the collection itself.
 */
export type MarkerHandover = 'tiles' | 'url' | 'collection';

/**
 * Hands a load's markers to the map and waits until they are drawn: by its `dataUrl` when the
 * workers can read one, else (or when the URL cannot be read any more) as the collection itself.
 * @returns how the markers reached the map
 */
export async function drawMarkerLoad(
  target: MarkerDataTarget,
  load: { collection: MarkerFeatureCollection; dataUrl?: string | undefined },
): Promise<MarkerHandover> {
  if (load.dataUrl !== undefined && (await target.readsUrls)) {
    let unread = false;
    const stopListening = target.onSourceError(() => {
      unread = true;
    });
    // Listen first: the map turns idle once the new markers are drawn, maybe before setData settles.
    const drawn = target.idle();
    try {
      await target.setData(load.dataUrl);
    } finally {
      stopListening();
    }
    if (!unread) {
      await drawn;
      return 'url';
    }
  }
  const drawn = target.idle();
  await target.setData(load.collection);
  await drawn;
  return 'collection';
}
