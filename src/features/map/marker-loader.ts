import { HttpClient } from '../../content-service/http-client.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { fetchMarkers, type MarkerLoad } from './marker-data.ts';
import { unpackMarkerLoad, type PackedMarkerLoad } from './marker-transfer.ts';

/** Where the browser reaches the content service (the mount point's data attributes). */
export type MapConnection = { baseUrl: string; siteId: string };

/** Main thread → marker worker. */
export type MarkerRequest =
  | { type: 'load'; id: number; connection: MapConnection; body: EstateQuery }
  | { type: 'abort'; id: number };

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

/** The same search on this thread, where no worker can run (tests, old browsers, strict CSP). */
export const loadMarkersHere: MarkerLoader = (connection, body, signal) =>
  fetchMarkers(new HttpClient({ ...connection, logError: () => {} }), body, signal);

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
 * slower, never broken.
 */
export function createWorkerMarkerLoader(
  createWorker: () => Worker = () =>
    new Worker(new URL('./markers.worker.ts', import.meta.url), { type: 'module' }),
  options: { startNow?: boolean } = {},
): MarkerLoader {
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
    if (!running) return loadMarkersHere(connection, body, signal);
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
      running.postMessage({ type: 'load', id, connection, body } satisfies MarkerRequest);
    });
  };
}
