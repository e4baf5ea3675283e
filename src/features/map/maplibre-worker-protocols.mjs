/*
 * Runs inside MapLibre's worker, imported there by listing-map-view.ts (MapLibre's
 * `importScriptInWorkers`). It lets the listing map hand its markers to MapLibre by URL, so
 * they go from the marker worker to MapLibre's without the page's thread touching them:
 *
 * - `blob:` URLs of GeoJSON (marker-data-urls.ts). Given an object, `GeoJSONSource#setData`
 *   walks and copies every feature on the page's thread to post it to this worker (250–350 ms
 *   for 10,000 markers in software WebGL, measured). Given a URL, this worker fetches and parses
 *   it. MapLibre sends other schemes than http(s) to the page's thread to fetch, so `blob:` URLs
 *   are fetched here, by the two protocols below.
 *   MapLibre then posts data it loaded from a URL back to the page, for `getStyle()` and
 *   `updateData`, which the listing map never uses: for a `blob:` URL the copy is left out.
 *   That reaches into MapLibre's worker (its `loadData` message handler, as MapLibre's own
 *   documentation of `importScriptInWorkers` suggests); if that handler is not where it was,
 *   nothing is changed and the copy is posted, which is slower, never wrong.
 * - `markertiles://` URLs: one vector tile of the build's cluster tiles (marker-tiles-build.ts),
 *   `markertiles://{archive URL}#{z}/{x}/{y}`. The archive (one file per listing kind, read once
 *   per URL) holds every tile of the unfiltered map up to a zoom; a tile it does not hold is
 *   empty. The format is read here by `readTileArchive`, which the marker worker uses too.
 *
 * Plain JavaScript with an `.mjs` name and no imports: MapLibre imports the file as a module, as
 * it is (Vite copies it without bundling).
 */

/** The first bytes of a tile archive: its format and version. */
export const TILE_ARCHIVE_MAGIC = 'MKTILES1';

/** Where the header's JSON starts: after the magic and its byte length (uint32, little end). */
const HEADER_START = TILE_ARCHIVE_MAGIC.length + 4;

/** Thrown for bytes that are not a tile archive of this format. */
export class TileArchiveError extends Error {
  /** @param {string} detail */
  constructor(detail) {
    super(`Invalid marker tile archive: ${detail}`);
    this.name = 'TileArchiveError';
  }
}

/**
 * @typedef {object} TileArchive
 * @property {string} snapshot the digest of the marker snapshot the tiles were made from
 * @property {number} maxzoom the highest zoom with tiles
 * @property {number} markers how many markers the tiles hold
 * @property {(z: number, x: number, y: number) => ArrayBuffer | null} tile a tile's bytes, or
 *   null when the archive has none there (no marker near it)
 */

/** @param {unknown} value */
const isCount = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Reads a tile archive: `MKTILES1`, the header's byte length, the header (JSON: `snapshot`,
 * `maxzoom`, `markers`, `tiles` as `[z, x, y, offset, length]` with offsets after the header),
 * then the tiles' bytes.
 * @param {ArrayBuffer} buffer
 * @returns {TileArchive}
 * @throws {TileArchiveError} for anything else
 */
export function readTileArchive(buffer) {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  if (
    bytes.length < HEADER_START ||
    decoder.decode(bytes.subarray(0, TILE_ARCHIVE_MAGIC.length)) !== TILE_ARCHIVE_MAGIC
  ) {
    throw new TileArchiveError(`it does not start with ${TILE_ARCHIVE_MAGIC}`);
  }
  const headerLength = new DataView(buffer).getUint32(TILE_ARCHIVE_MAGIC.length, true);
  const bodyStart = HEADER_START + headerLength;
  if (bodyStart > bytes.length) throw new TileArchiveError('its header is cut off');
  /** @type {any} */
  let header;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(HEADER_START, bodyStart)));
  } catch {
    throw new TileArchiveError('its header is not JSON');
  }
  const { snapshot, maxzoom, markers, tiles } = header ?? {};
  if (typeof snapshot !== 'string' || !isCount(maxzoom) || !isCount(markers)) {
    throw new TileArchiveError('its header lacks snapshot, maxzoom or markers');
  }
  if (!Array.isArray(tiles)) throw new TileArchiveError('its header lists no tiles');
  const bodyLength = bytes.length - bodyStart;
  /** @type {Map<string, [number, number]>} */
  const index = new Map();
  for (const entry of tiles) {
    const [z, x, y, offset, length] = Array.isArray(entry) ? entry : [];
    if (
      !Array.isArray(entry) ||
      entry.length !== 5 ||
      ![z, x, y, offset, length].every(isCount) ||
      z > maxzoom ||
      offset + length > bodyLength
    ) {
      throw new TileArchiveError(`tile ${JSON.stringify(entry)} is not valid`);
    }
    index.set(`${z}/${x}/${y}`, [bodyStart + offset, length]);
  }
  return {
    snapshot,
    maxzoom,
    markers,
    tile(z, x, y) {
      const at = index.get(`${z}/${x}/${y}`);
      return at ? buffer.slice(at[0], at[0] + at[1]) : null;
    },
  };
}

/** The scheme of a tile of an archive: `markertiles://{archive URL}#{z}/{x}/{y}`. */
export const TILE_SCHEME = 'markertiles';

/**
 * The tile URL template of an archive, for a vector source's `tiles`.
 * @param {string} archiveUrl
 * @example markerTilesTemplate('blob:https://immo.be/1f0c…') // 'markertiles://blob:https://immo.be/1f0c…#{z}/{x}/{y}'
 */
export function markerTilesTemplate(archiveUrl) {
  return `${TILE_SCHEME}://${archiveUrl}#{z}/{x}/{y}`;
}

/**
 * A tile URL's archive and tile.
 * @param {string} url
 * @returns {{ archiveUrl: string; z: number; x: number; y: number } | null}
 */
export function parseMarkerTileUrl(url) {
  const match = /^markertiles:\/\/(.+)#(\d+)\/(\d+)\/(\d+)$/.exec(url);
  if (!match) return null;
  return { archiveUrl: match[1], z: Number(match[2]), x: Number(match[3]), y: Number(match[4]) };
}

/** How many archives a worker keeps read: the map's current one and the one before. */
const ARCHIVES_KEPT = 2;

/**
 * MapLibre's loader of `markertiles://` URLs: the archive fetched and read once per URL (the
 * marker worker makes a new URL for each load), the tile sliced out of it; an empty tile where
 * the archive has none.
 * @param {() => typeof fetch} getFetch
 */
export function markerTileLoader(getFetch = () => fetch) {
  /** @type {Map<string, Promise<TileArchive>>} */
  const archives = new Map();
  /**
   * @param {{ url: string }} request
   * @param {AbortController} abortController
   */
  return async (request, abortController) => {
    const tile = parseMarkerTileUrl(request.url);
    if (!tile) throw new Error(`Not a marker tile URL: ${request.url}`);
    let archive = archives.get(tile.archiveUrl);
    if (!archive) {
      // Not aborted with the tile: other tiles wait for the same archive.
      archive = getFetch()(tile.archiveUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status}: ${tile.archiveUrl}`);
          return response.arrayBuffer();
        })
        .then(readTileArchive);
      archives.set(tile.archiveUrl, archive);
      // A failed read is tried again by the next tile; the oldest archive is let go.
      archive.catch(() => archives.delete(tile.archiveUrl));
      while (archives.size > ARCHIVES_KEPT) archives.delete(archives.keys().next().value ?? '');
    }
    const read = await archive;
    abortController.signal.throwIfAborted();
    return { data: read.tile(tile.z, tile.x, tile.y) ?? new ArrayBuffer(0) };
  };
}

/** MapLibre's message type of a GeoJSON source's data (`MessageType.loadData`). */
const LOAD_DATA = 'LD';

/**
 * Fetches a blob: URL in this worker, as MapLibre's own fetch would answer for the type asked.
 * @param {{ url: string; type?: string }} request
 * @param {AbortController} abortController
 */
async function loadBlob(request, abortController) {
  const response = await fetch(request.url, { signal: abortController.signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${request.url}`);
  if (request.type === 'json') return { data: await response.json() };
  if (request.type === 'string') return { data: await response.text() };
  return { data: await response.arrayBuffer() };
}

/** MapLibre's worker scope: `addProtocol`, and the worker that answers the page. */
const scope = /** @type {any} */ (globalThis);

// Only in MapLibre's worker: the marker worker and tests import the reader alone.
if (typeof scope.addProtocol === 'function') {
  // MapLibre names a protocol by what comes before "://": "blob:http" for blob:http://host/uuid.
  scope.addProtocol('blob:http', loadBlob);
  scope.addProtocol('blob:https', loadBlob);
  scope.addProtocol(TILE_SCHEME, markerTileLoader());

  const handlers = scope.worker?.actor?.messageHandlers;
  const loadData = handlers?.[LOAD_DATA];
  if (typeof loadData === 'function' && !loadData.keepsBlobData) {
    /** @type {any} */
    const keepBlobData = async (
      /** @type {unknown} */ mapId,
      /** @type {any} */ params,
      /** @type {unknown} */ abortController,
    ) => {
      const result = await loadData(mapId, params, abortController);
      const url = params?.request?.url;
      if (result && typeof url === 'string' && url.startsWith('blob:')) delete result.data;
      return result;
    };
    keepBlobData.keepsBlobData = true;
    handlers[LOAD_DATA] = keepBlobData;
  }
}
