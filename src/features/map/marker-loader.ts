import type { EstateQuery } from '../../schemas/estate-query.ts';
import type { MarkerLoad } from './marker-data.ts';
import {
  markerSnapshotUrl,
  markerTilesSite,
  type MapConnection,
  type MarkerSearch,
} from './marker-sources.ts';
import { unpackMarkerLoad, type PackedMarkerLoad } from './marker-transfer.ts';

/** Main thread → marker worker. */
export type MarkerRequest =
  ({ type: 'load'; id: number } & MarkerSearch) | { type: 'abort'; id: number };

/** Marker worker → main thread: the markers packed as columns (marker-transfer.ts). */
export type MarkerResponse =
  | { id: number; ok: true; result: PackedMarkerLoad }
  | { id: number; ok: false; error: { name: string; message: string; status?: number } };

/** Loads the markers of a map search; rejects on failure, with an AbortError when aborted. */
export type MarkerLoader = (
  connection: MapConnection,
  body: EstateQuery,
  signal: AbortSignal,
) => Promise<MarkerLoad>;

export type MarkerLoaderOptions = {
  /**
   * The page's address: the unfiltered search of a listing screen then reads the build's marker
   * snapshot on this site (marker-search.ts). Left out, every search asks the service.
   */
  siteUrl?: string;
  /** The fetch of searches run on this thread (tests); the global one by default. */
  fetch?: typeof fetch;
};

/**
 * The search of a body, with the snapshot that answers it when the site has one, and (`tiles`)
 * that snapshot's cluster tiles.
 */
function searchOf(
  connection: MapConnection,
  body: EstateQuery,
  siteUrl: string | undefined,
  tiles: boolean,
): MarkerSearch {
  return {
    connection,
    body,
    snapshotUrl: siteUrl === undefined ? null : markerSnapshotUrl(body, siteUrl),
    tilesOf: siteUrl === undefined || !tiles ? null : markerTilesSite(body, siteUrl),
  };
}

/**
 * A marker loader on this thread, where no worker can run (tests, old browsers, strict CSP):
 * MapLibre is handed the markers themselves and clusters them, and the cluster tiles are not
 * read.
 */
export function createHereMarkerLoader(options: MarkerLoaderOptions = {}): MarkerLoader {
  const run = options.fetch ? { fetch: options.fetch } : {};
  return async (connection, body, signal) => {
    // The search and its schemas load when a search runs here: on a page whose worker does the
    // searching, the page's thread never evaluates zod.
    const { runMarkerSearch } = await import('./marker-search.ts');
    return runMarkerSearch(searchOf(connection, body, options.siteUrl, false), signal, run);
  };
}

/** The service's search on this thread, with no snapshot (server render, tests). */
export const loadMarkersHere: MarkerLoader = createHereMarkerLoader();

function abortError(): Error {
  return new DOMException('The marker search was aborted', 'AbortError');
}

/** An error from the worker, as the thread that asked would have seen it. */
function workerError(error: { name: string; message: string; status?: number }): Error {
  const rebuilt = new Error(error.message) as Error & { status?: number };
  rebuilt.name = error.name;
  if (error.status !== undefined) rebuilt.status = error.status;
  return rebuilt;
}

/**
 * A marker loader that runs the search in one shared module worker, started on first use (or
 * at once with `startNow`, so it boots while the page is busy with other things). When the
 * worker cannot start or dies, this and every later search run on the main thread instead:
 * slower, never broken. With `siteUrl`, an unfiltered listing search reads the build's snapshot.
 */
export function createWorkerMarkerLoader(
  createWorker: () => Worker = () =>
    new Worker(new URL('./markers.worker.ts', import.meta.url), { type: 'module' }),
  options: MarkerLoaderOptions & { startNow?: boolean } = {},
): MarkerLoader {
  const loadHere = createHereMarkerLoader(options);
  let worker: Worker | null = null;
  // Where workers do not exist, creating one throws, and the searches run here.
  let broken = false;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (load: MarkerLoad) => void; reject: (error: Error) => void }
  >();

  const fail = () => {
    broken = true;
    worker?.terminate();
    worker = null;
  };

  const start = (): Worker | null => {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch {
      fail();
      return null;
    }
    worker.addEventListener('message', (event: MessageEvent<MarkerResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(unpackMarkerLoad(answer.result));
      else waiting.reject(workerError(answer.error));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const message = event.message || 'The marker worker failed';
      fail();
      for (const waiting of pending.values()) waiting.reject(new Error(message));
      pending.clear();
    });
    return worker;
  };

  if (options.startNow) start();

  return (connection, body, signal) => {
    if (signal.aborted) return Promise.reject(abortError());
    const running = start();
    if (!running) return loadHere(connection, body, signal);
    const id = nextId++;
    return new Promise<MarkerLoad>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      signal.addEventListener(
        'abort',
        () => {
          if (!pending.delete(id)) return;
          running.postMessage({ type: 'abort', id } satisfies MarkerRequest);
          reject(abortError());
        },
        { once: true },
      );
      const request: MarkerRequest = {
        type: 'load',
        id,
        ...searchOf(connection, body, options.siteUrl, true),
      };
      running.postMessage(request);
    });
  };
}
