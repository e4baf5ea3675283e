import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import type { MarkerLoad } from '../../src/features/map/marker-data.ts';
import { loadMarkersHere, type MarkerLoader } from '../../src/features/map/marker-loader.ts';
import {
  createListingMapStore,
  loadSummary,
  type SummaryLoader,
} from '../../src/features/map/store.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

const connection = { baseUrl: 'http://127.0.0.1:9', siteId: 'demo' };

const loadOf = (total: number): MarkerLoad => ({
  total,
  collection: { type: 'FeatureCollection', features: [] },
  bounds: null,
  invalid: 0,
});

/** A marker loader whose answers the test hands out, one per call, in any order. */
function controlledLoader() {
  const calls: {
    body: EstateQuery;
    signal: AbortSignal;
    resolve: (load: MarkerLoad) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const loader: MarkerLoader = (_connection, body, signal) =>
    new Promise((resolve, reject) => calls.push({ body, signal, resolve, reject }));
  return { loader, calls };
}

const bodyA = buildMapBody({ ...defaultSearchFilter, status: 'FOR_SALE' });
const bodyB = buildMapBody({ ...defaultSearchFilter, status: 'TO_RENT' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the markers of a listing map', () => {
  it('is loading until the first search answers, then holds its markers', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    expect(store.$markers.get().status).toBe('loading');
    const done = store.loadMarkers(bodyA);
    calls[0]!.resolve(loadOf(12));
    await done;
    expect(store.$markers.get()).toMatchObject({ status: 'loaded', body: bodyA, error: null });
    expect(store.$markers.get().data?.total).toBe(12);
  });

  it('keeps the last markers while a new search loads and when it fails', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    const first = store.loadMarkers(bodyA);
    calls[0]!.resolve(loadOf(5));
    await first;
    const second = store.loadMarkers(bodyB);
    expect(store.$markers.get()).toMatchObject({ status: 'loading', body: bodyA });
    expect(store.$markers.get().data?.total).toBe(5);
    const failure = new Error('offline');
    calls[1]!.reject(failure);
    await second;
    expect(store.$markers.get()).toMatchObject({ status: 'error', error: failure });
    expect(store.$markers.get().data?.total).toBe(5);
  });

  it('retries the last search after a failure', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    const failed = store.loadMarkers(bodyB);
    calls[0]!.reject(new Error('offline'));
    await failed;
    const retried = store.retry();
    expect(calls[1]!.body).toEqual(bodyB);
    calls[1]!.resolve(loadOf(3));
    await retried;
    expect(store.$markers.get()).toMatchObject({ status: 'loaded', body: bodyB });
  });

  it('cancels an older search when a newer one starts, and ignores its answer', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    const older = store.loadMarkers(bodyA);
    const newer = store.loadMarkers(bodyB);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve(loadOf(2));
    calls[0]!.resolve(loadOf(99));
    await Promise.all([older, newer]);
    expect(store.$markers.get()).toMatchObject({ status: 'loaded', body: bodyB });
    expect(store.$markers.get().data?.total).toBe(2);
  });

  it('does not report the abort of a cancelled search as a failure', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    const older = store.loadMarkers(bodyA);
    void store.loadMarkers(bodyB);
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await older;
    expect(store.$markers.get().status).toBe('loading');
  });

  it('cancels what runs when the map goes away', async () => {
    const { loader, calls } = controlledLoader();
    const store = createListingMapStore({ connection, loadMarkers: loader });
    void store.loadMarkers(bodyA);
    store.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe('the card of a selected listing', () => {
  const summary = { id: 42 } as EstateSummary;

  it('loads the listing’s summary, then shows it', async () => {
    const requested: number[] = [];
    const summaries: SummaryLoader = async (_connection, id) => {
      requested.push(id);
      return summary;
    };
    const store = createListingMapStore({
      connection,
      loadMarkers: controlledLoader().loader,
      loadSummary: summaries,
    });
    const selecting = store.select(42);
    expect(store.$selection.get()).toEqual({ status: 'loading', id: 42 });
    await selecting;
    expect(store.$selection.get()).toEqual({ status: 'loaded', id: 42, summary });
    store.closeSelection();
    expect(store.$selection.get()).toEqual({ status: 'none' });
    await store.select(42);
    expect(store.$selection.get()).toEqual({ status: 'loaded', id: 42, summary });
    expect(requested).toEqual([42]);
  });

  it('shows a failure when the summary cannot be loaded', async () => {
    const failure = new Error('gone');
    const store = createListingMapStore({
      connection,
      loadMarkers: controlledLoader().loader,
      loadSummary: () => Promise.reject(failure),
    });
    await store.select(7);
    expect(store.$selection.get()).toEqual({ status: 'error', id: 7, error: failure });
  });

  it('shows the listing clicked last when answers arrive out of order', async () => {
    const pending = new Map<number, (summary: EstateSummary) => void>();
    const store = createListingMapStore({
      connection,
      loadMarkers: controlledLoader().loader,
      loadSummary: (_connection, id) => new Promise((resolve) => pending.set(id, resolve)),
    });
    const first = store.select(1);
    const second = store.select(2);
    pending.get(2)!({ id: 2 } as EstateSummary);
    pending.get(1)!({ id: 1 } as EstateSummary);
    await Promise.all([first, second]);
    await tick();
    expect(store.$selection.get()).toMatchObject({ status: 'loaded', id: 2 });
  });
});

describe('loading from the local content service', () => {
  let harness: Harness;
  let service: { baseUrl: string; siteId: string };

  beforeAll(async () => {
    harness = await startHarness(60);
    service = { baseUrl: harness.url, siteId: 'demo' };
  });
  afterAll(() => harness.close());

  it('loads the markers of a search and a listing’s summary for its card', async () => {
    const store = createListingMapStore({ connection: service, loadMarkers: loadMarkersHere });
    await store.loadMarkers(buildMapBody(defaultSearchFilter));
    const { data } = store.$markers.get();
    expect(store.$markers.get().status).toBe('loaded');
    const first = data!.collection.features[0]!;
    await store.select(first.id);
    const selection = store.$selection.get();
    expect(selection).toMatchObject({ status: 'loaded', id: first.id });
    expect(selection.status === 'loaded' && selection.summary.general.address.geoLocation).toEqual({
      lat: first.properties.lat,
      lon: first.properties.lon,
    });
  });

  it('reports an unknown listing as a failure rather than an empty card', async () => {
    await expect(loadSummary(service, 987_654_321, new AbortController().signal)).rejects.toThrow(
      /987654321/,
    );
  });

  it('reports a service that cannot be reached', async () => {
    const store = createListingMapStore({ connection, loadMarkers: loadMarkersHere });
    await store.loadMarkers(buildMapBody(defaultSearchFilter));
    expect(store.$markers.get().status).toBe('error');
  });
});
