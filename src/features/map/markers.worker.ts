import type { MarkerRequest, MarkerResponse } from './marker-loader.ts';
import { runMarkerSearch } from './marker-search.ts';
import { packMarkerLoad } from './marker-transfer.ts';

/*
 * The marker search off the main thread: fetching and parsing megabytes of JSON for a large
 * agency and building the GeoJSON are long tasks that the page would otherwise spend frozen
 * while the map starts (the build's snapshot of an unfiltered search is far smaller, but
 * is read here too, with the TileJSON of its cluster tiles). Only the markers cross back, as
 * transferred number columns, with the tiles' source when there are tiles.
 */

type WorkerScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<MarkerRequest>) => void): void;
  postMessage(message: MarkerResponse, transfer?: Transferable[]): void;
};

const scope = globalThis as unknown as WorkerScope;
const running = new Map<number, AbortController>();

scope.addEventListener('message', (event) => {
  const request = event.data;
  if (request.type === 'abort') {
    running.get(request.id)?.abort();
    running.delete(request.id);
    return;
  }
  const controller = new AbortController();
  running.set(request.id, controller);
  const { connection, body, snapshotUrl, tilesOf } = request;
  runMarkerSearch({ connection, body, snapshotUrl, tilesOf }, controller.signal).then(
    (result) => {
      if (!running.delete(request.id)) return;
      const { packed, transfer } = packMarkerLoad(result);
      scope.postMessage({ id: request.id, ok: true, result: packed }, transfer);
    },
    (error: unknown) => {
      if (!running.delete(request.id)) return;
      const { name, message, status } = error as {
        name?: string;
        message?: string;
        status?: number;
      };
      scope.postMessage({
        id: request.id,
        ok: false,
        error: { name: name ?? 'Error', message: message ?? String(error), status },
      });
    },
  );
});
