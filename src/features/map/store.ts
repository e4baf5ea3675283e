import { atom, type ReadableAtom } from 'nanostores';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import type { MarkerLoad } from './marker-data.ts';
import type { MarkerLoader } from './marker-loader.ts';
import type { MapConnection } from './marker-sources.ts';

/*
 * The state of one listing map (spec 4: every load has a success and a failure outcome): the
 * markers of the current search, and the listing whose card the popup shows. The component
 * renders these stores and calls these actions; it holds no rules of its own.
 */

/** The markers of the current search. The last markers stay while a new search loads. */
export type MarkersState = {
  status: 'loading' | 'loaded' | 'error';
  /** The last markers loaded, kept through a reload or a failure so the map does not blank. */
  data: MarkerLoad | null;
  /** The search `data` answers. */
  body: EstateQuery | null;
  error: unknown;
};

/** The listing whose card the popup shows. */
export type SelectionState =
  | { status: 'none' }
  | { status: 'loading'; id: number }
  | { status: 'loaded'; id: number; summary: EstateSummary }
  | { status: 'error'; id: number; error: unknown };

/** Finds one listing's summary for the popup card. */
export type SummaryLoader = (
  connection: MapConnection,
  id: number,
  signal: AbortSignal,
) => Promise<EstateSummary>;

/** The summary of one listing: a search on its id, validated in full by the client. */
export const loadSummary: SummaryLoader = async (connection, id, signal) => {
  // The client and its schemas load with the first card opened, not with the map.
  const { createContentService, HttpClient } = await import('../../content-service/index.ts');
  const service = createContentService(new HttpClient({ ...connection, logError: () => {} }));
  const answer = await service.searchEstates(
    { query: { terms: { id: [id] } }, pagination: { from: 0, size: 1 } },
    { signal },
  );
  if (answer.error !== undefined) throw answer.error;
  const summary = answer.results.find((result) => result.id === id);
  if (!summary) throw new Error(`Listing ${id} is not in the search results any more`);
  return summary;
};

export type ListingMapStore = {
  $markers: ReadableAtom<MarkersState>;
  $selection: ReadableAtom<SelectionState>;
  /** Loads the markers of a search; a newer search cancels an older one still running. */
  loadMarkers(body: EstateQuery): Promise<void>;
  /** Loads the last search again (the retry button). */
  retry(): Promise<void>;
  /** Opens a listing's card; its summary comes from the service (cached for the session). */
  select(id: number): Promise<void>;
  closeSelection(): void;
  /** Cancels what is running: the map is gone. */
  dispose(): void;
};

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The stores and actions of one listing map. Loaders are passed in so that tests run them
 * against a real or fake service and the browser runs the marker search in a worker.
 */
export function createListingMapStore(options: {
  connection: MapConnection;
  loadMarkers: MarkerLoader;
  loadSummary?: SummaryLoader;
}): ListingMapStore {
  const { connection } = options;
  const summaryLoader = options.loadSummary ?? loadSummary;
  const $markers = atom<MarkersState>({ status: 'loading', data: null, body: null, error: null });
  const $selection = atom<SelectionState>({ status: 'none' });
  const summaries = new Map<number, EstateSummary>();
  let markerRequest: AbortController | null = null;
  let selectionRequest: AbortController | null = null;
  let lastBody: EstateQuery | null = null;

  async function loadMarkers(body: EstateQuery): Promise<void> {
    lastBody = body;
    markerRequest?.abort();
    const request = new AbortController();
    markerRequest = request;
    $markers.set({ ...$markers.get(), status: 'loading', error: null });
    try {
      const data = await options.loadMarkers(connection, body, request.signal);
      if (markerRequest !== request) return;
      $markers.set({ status: 'loaded', data, body, error: null });
    } catch (error) {
      if (markerRequest !== request || isAbort(error)) return;
      $markers.set({ ...$markers.get(), status: 'error', error });
    } finally {
      if (markerRequest === request) markerRequest = null;
    }
  }

  async function select(id: number): Promise<void> {
    selectionRequest?.abort();
    selectionRequest = null;
    const known = summaries.get(id);
    if (known) {
      $selection.set({ status: 'loaded', id, summary: known });
      return;
    }
    const request = new AbortController();
    selectionRequest = request;
    $selection.set({ status: 'loading', id });
    try {
      const summary = await summaryLoader(connection, id, request.signal);
      summaries.set(id, summary);
      if (selectionRequest === request) $selection.set({ status: 'loaded', id, summary });
    } catch (error) {
      if (selectionRequest === request && !isAbort(error)) {
        $selection.set({ status: 'error', id, error });
      }
    } finally {
      if (selectionRequest === request) selectionRequest = null;
    }
  }

  return {
    $markers,
    $selection,
    loadMarkers,
    retry: () => (lastBody ? loadMarkers(lastBody) : Promise.resolve()),
    select,
    closeSelection() {
      selectionRequest?.abort();
      selectionRequest = null;
      $selection.set({ status: 'none' });
    },
    dispose() {
      markerRequest?.abort();
      markerRequest = null;
      selectionRequest?.abort();
      selectionRequest = null;
    },
  };
}
