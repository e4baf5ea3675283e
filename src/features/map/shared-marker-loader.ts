import type { EstateQuery } from '../../schemas/estate-query.ts';
import type { MarkerLoad } from './marker-data.ts';
import type { MarkerLoader } from './marker-loader.ts';
import type { MapConnection } from './marker-sources.ts';
import { markerBodyKey } from './marker-query.ts';

/*
 * One marker search per map search for the whole page. In the map view the listing's count and
 * the map's markers are the same matches (spec 7: the map body is the query only), and for a
 * large agency that answer is megabytes of JSON: asking for it twice doubles the service's work
 * and the browser's parsing. Callers of the same search share one request; a finished answer is
 * handed to a caller that comes a little later (the map mounts after the list has asked).
 */

/** How long a finished answer is reused for the same search before it is asked for again. */
export const MARKER_REUSE_MS = 30_000;

type SharedLoad = {
  promise: Promise<MarkerLoad>;
  controller: AbortController;
  /** Callers still waiting for this answer. */
  waiting: number;
  /** When the answer arrived; null while it is on its way. */
  arrivedAt: number | null;
};

function abortError(): Error {
  return new DOMException('The marker search was aborted', 'AbortError');
}

/** The key of a search: the service it asks and the body, whatever the order of its keys. */
export function markerSearchKey(connection: MapConnection, body: EstateQuery): string {
  return `${JSON.stringify([connection.baseUrl, connection.siteId])}${markerBodyKey(body)}`;
}

/**
 * A marker loader that runs each distinct search once: callers of a search that is on its way
 * share its answer, and the latest finished answer serves the same search for `reuseMs`. A
 * caller that aborts stops waiting at once; the request itself is cancelled only when no caller
 * is left. A failure is not kept, so a retry asks again.
 * @example
 * const load = createSharedMarkerLoader(loadMarkersHere);
 * // the list's count and the map's markers: one POST estates
 * await Promise.all([load(connection, body, a.signal), load(connection, body, b.signal)]);
 */
export function createSharedMarkerLoader(
  load: MarkerLoader,
  options: { reuseMs?: number; now?: () => number } = {},
): MarkerLoader {
  const reuseMs = options.reuseMs ?? MARKER_REUSE_MS;
  const now = options.now ?? (() => Date.now());
  const loads = new Map<string, SharedLoad>();

  const start = (key: string, connection: MapConnection, body: EstateQuery): SharedLoad => {
    const controller = new AbortController();
    const shared: SharedLoad = {
      controller,
      waiting: 0,
      arrivedAt: null,
      promise: load(connection, body, controller.signal),
    };
    shared.promise.then(
      () => {
        shared.arrivedAt = now();
        // Only the latest answer is kept: 10,000 markers are worth holding once, not per search.
        for (const [other, kept] of loads) {
          if (kept !== shared && kept.arrivedAt !== null) loads.delete(other);
        }
      },
      () => {
        if (loads.get(key) === shared) loads.delete(key);
      },
    );
    loads.set(key, shared);
    return shared;
  };

  return (connection, body, signal) => {
    if (signal.aborted) return Promise.reject(abortError());
    const key = markerSearchKey(connection, body);
    let shared = loads.get(key);
    if (shared?.arrivedAt != null && now() - shared.arrivedAt > reuseMs) {
      loads.delete(key);
      shared = undefined;
    }
    const joined = shared ?? start(key, connection, body);
    joined.waiting += 1;
    return new Promise<MarkerLoad>((resolve, reject) => {
      let settled = false;
      const leave = () => {
        settled = true;
        joined.waiting -= 1;
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        leave();
        if (joined.waiting === 0 && joined.arrivedAt === null) {
          joined.controller.abort();
          if (loads.get(key) === joined) loads.delete(key);
        }
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      joined.promise.then(
        (result) => {
          if (settled) return;
          leave();
          resolve(result);
        },
        (error: unknown) => {
          if (settled) return;
          leave();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };
}
