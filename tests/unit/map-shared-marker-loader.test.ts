import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import {
  $estateList,
  connectEstateList,
  loadFirstPage,
} from '../../src/features/listing/list-store.ts';
import { filterFromSearch } from '../../src/features/listing/url-state.ts';
import type { MarkerLoad } from '../../src/features/map/marker-data.ts';
import type { MarkerLoader } from '../../src/features/map/marker-loader.ts';
import { mapQueryBody } from '../../src/features/map/marker-query.ts';
import {
  createSharedMarkerLoader,
  MARKER_REUSE_MS,
  markerSearchKey,
} from '../../src/features/map/shared-marker-loader.ts';
import { createListingMapStore } from '../../src/features/map/store.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';

const connection = { baseUrl: 'http://127.0.0.1:9', siteId: 'demo' };
const bodyA = buildMapBody({ ...defaultSearchFilter, status: 'FOR_SALE' });
const bodyB = buildMapBody({ ...defaultSearchFilter, status: 'TO_RENT' });

const loadOf = (total: number): MarkerLoad => ({
  total,
  collection: { type: 'FeatureCollection', features: [] },
  bounds: null,
  invalid: 0,
});

/** A marker loader whose answers the test hands out, recording each request it is asked. */
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

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const signal = () => new AbortController().signal;

describe('shared marker searches', () => {
  it('runs a search asked for twice at once as one request, with one answer for both', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const first = shared(connection, bodyA, signal());
    const second = shared(connection, bodyA, signal());
    expect(calls).toHaveLength(1);
    const answer = loadOf(9786);
    calls[0]!.resolve(answer);
    expect(await first).toBe(answer);
    expect(await second).toBe(answer);
  });

  it('runs different searches as different requests', () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    void shared(connection, bodyA, signal());
    void shared(connection, bodyB, signal());
    void shared({ ...connection, siteId: 'other' }, bodyA, signal());
    expect(calls.map(({ body }) => body)).toEqual([bodyA, bodyB, bodyA]);
  });

  it('treats bodies that differ only in the order of their keys as the same search', () => {
    const entry = fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string()));
    fc.assert(
      fc.property(entry, (terms) => {
        const reversed = Object.fromEntries(Object.entries(terms).reverse());
        return (
          markerSearchKey(connection, { query: { match: terms } }) ===
          markerSearchKey(connection, { query: { match: reversed } })
        );
      }),
    );
    expect(markerSearchKey(connection, bodyA)).not.toBe(markerSearchKey(connection, bodyB));
  });

  it('hands a finished answer to a caller that comes a little later, without asking again', async () => {
    let now = 1_000;
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader, { now: () => now });
    const first = shared(connection, bodyA, signal());
    calls[0]!.resolve(loadOf(3));
    await first;
    now += MARKER_REUSE_MS - 1;
    expect((await shared(connection, bodyA, signal())).total).toBe(3);
    expect(calls).toHaveLength(1);
  });

  it('asks again once the reuse time has passed', async () => {
    let now = 1_000;
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader, { now: () => now });
    const first = shared(connection, bodyA, signal());
    calls[0]!.resolve(loadOf(3));
    await first;
    now += MARKER_REUSE_MS + 1;
    const again = shared(connection, bodyA, signal());
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(loadOf(4));
    expect((await again).total).toBe(4);
  });

  it('keeps only the latest finished answer', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const a = shared(connection, bodyA, signal());
    calls[0]!.resolve(loadOf(1));
    await a;
    const b = shared(connection, bodyB, signal());
    calls[1]!.resolve(loadOf(2));
    await b;
    void shared(connection, bodyA, signal());
    expect(calls).toHaveLength(3);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const failing = shared(connection, bodyA, signal());
    calls[0]!.reject(new Error('503'));
    await expect(failing).rejects.toThrow('503');
    const retry = shared(connection, bodyA, signal());
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(loadOf(5));
    expect((await retry).total).toBe(5);
  });

  it('lets one caller stop waiting while the request goes on for the other', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const leaving = new AbortController();
    const first = shared(connection, bodyA, leaving.signal);
    const second = shared(connection, bodyA, signal());
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve(loadOf(8));
    expect((await second).total).toBe(8);
  });

  it('cancels the request when every caller has stopped waiting, and asks afresh after', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const a = new AbortController();
    const b = new AbortController();
    const first = shared(connection, bodyA, a.signal);
    const second = shared(connection, bodyA, b.signal);
    a.abort();
    b.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(true);
    void shared(connection, bodyA, signal());
    expect(calls).toHaveLength(2);
  });

  it('refuses a caller that has already aborted, without a request', async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    const aborted = new AbortController();
    aborted.abort();
    await expect(shared(connection, bodyA, aborted.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('one marker search for the map view', () => {
  it("serves the list's count and the map's markers from one request", async () => {
    const { loader, calls } = controlledLoader();
    const shared = createSharedMarkerLoader(loader);
    connectEstateList({
      kind: 'buy',
      service: {
        searchEstates: () => Promise.reject(new Error('the map view makes no page search')),
        async searchMap(query, options = {}) {
          const { total } = await shared(connection, query, options.signal ?? signal());
          return { total, results: [] };
        },
      },
    });
    const map = createListingMapStore({ connection, loadMarkers: shared });
    const filter = filterFromSearch('?view=map&type=2&bedrooms=3', 'buy');

    const list = loadFirstPage(filter);
    const markers = map.loadMarkers(mapQueryBody(filter, 'buy'));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(loadOf(412));
    await Promise.all([list, markers]);
    await tick();
    expect($estateList.get()).toMatchObject({ isLoading: false, total: 412, error: null });
    expect(map.$markers.get()).toMatchObject({ status: 'loaded' });
    expect(map.$markers.get().data?.total).toBe(412);
  });
});
