/*
 * Runs inside MapLibre's worker, imported there by listing-map-view.ts (MapLibre's
 * `importScriptInWorkers`). It lets the listing map hand its markers to MapLibre as a `blob:`
 * URL that the marker worker made (marker-data-urls.ts), so 10,000 markers go from one worker
 * to the other without the page's thread touching them:
 *
 * - Given an object, `GeoJSONSource#setData` walks and copies every feature on the page's thread
 *   to post it to this worker (250–350 ms for 10,000 markers in software WebGL, measured).
 * - Given a URL, this worker fetches and parses it. MapLibre sends other schemes than http(s)
 *   to the page's thread to fetch, so `blob:` URLs are fetched here, by the two protocols below.
 * - MapLibre then posts data it loaded from a URL back to the page, for `getStyle()` and
 *   `updateData`, which the listing map never uses: for a `blob:` URL the copy is left out.
 *   That reaches into MapLibre's worker (its `loadData` message handler, as MapLibre's own
 *   documentation of `importScriptInWorkers` suggests); if that handler is not where it was,
 *   nothing is changed and the copy is posted, which is slower, never wrong.
 *
 * Plain JavaScript with an `.mjs` name: MapLibre imports such a URL as a module.
 */

/** MapLibre's worker scope: `addProtocol`, and the worker that answers the page. */
const scope = /** @type {any} */ (self);

/** MapLibre's message type of a GeoJSON source's data (`MessageType.loadData`). */
const LOAD_DATA = 'LD';

/** Fetches a blob: URL in this worker, as MapLibre's own fetch would answer for the type asked. */
async function loadBlob(request, abortController) {
  const response = await fetch(request.url, { signal: abortController.signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${request.url}`);
  if (request.type === 'json') return { data: await response.json() };
  if (request.type === 'string') return { data: await response.text() };
  return { data: await response.arrayBuffer() };
}

// MapLibre names a protocol by what comes before "://": "blob:http" for blob:http://host/uuid.
scope.addProtocol('blob:http', loadBlob);
scope.addProtocol('blob:https', loadBlob);

const handlers = scope.worker?.actor?.messageHandlers;
const loadData = handlers?.[LOAD_DATA];
if (typeof loadData === 'function' && !loadData.keepsBlobData) {
  const keepBlobData = async (mapId, params, abortController) => {
    const result = await loadData(mapId, params, abortController);
    const url = params?.request?.url;
    if (result && typeof url === 'string' && url.startsWith('blob:')) delete result.data;
    return result;
  };
  keepBlobData.keepsBlobData = true;
  handlers[LOAD_DATA] = keepBlobData;
}
