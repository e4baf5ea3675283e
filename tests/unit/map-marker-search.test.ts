import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { listingKinds, type ListingKind } from '../../src/domain/listing-kinds.ts';
import type { MapMarker } from '../../src/domain/map-markers.ts';
import {
  encodeMarkerSnapshot,
  markerSnapshotDigest,
  markerSnapshotPath,
  markerTileJsonPath,
} from '../../src/domain/marker-snapshot.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import { listingPageBody } from '../../src/features/listing/query.ts';
import { filterFromSearch } from '../../src/features/listing/url-state.ts';
import { createHereMarkerLoader } from '../../src/features/map/marker-loader.ts';
import { baseMapQueryBody, mapQueryBody } from '../../src/features/map/marker-query.ts';
import { runMarkerSearch } from '../../src/features/map/marker-search.ts';
import { markerSnapshotUrl, markerTilesSite } from '../../src/features/map/marker-sources.ts';
import { MARKER_TILES_MAX_ZOOM, markerTileSet } from '../../publish/marker-tiles.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';

const siteUrl = 'https://immo.test/en/buy?view=map';
const connection = { baseUrl: 'https://service.test', siteId: 'demo' };
const snapshotOf = (kind: ListingKind) => new URL(markerSnapshotPath(kind), siteUrl).href;

/** The body the listing page's map sends for an address, and the one its count sends. */
const mapBodyAt = (kind: ListingKind, search: string) =>
  mapQueryBody(filterFromSearch(search, kind), kind);
const countBodyAt = (kind: ListingKind, search: string) =>
  listingPageBody(kind, filterFromSearch(search, kind));

/** The same value with the keys of every object in another order, drawn from `seed`. */
function reordered(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item) => reordered(item, seed));
  if (value === null || typeof value !== 'object') return value;
  let state = seed >>> 0 || 1;
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => {
      state = (state * 48271) % 2147483647;
      return { key, item, rank: state };
    })
    .sort((a, b) => a.rank - b.rank);
  return Object.fromEntries(entries.map(({ key, item }) => [key, reordered(item, state)]));
}

describe('markerSnapshotUrl', () => {
  it("points each listing screen's unfiltered map search at its own snapshot on this site", () => {
    const urls = listingKinds.map((kind) => markerSnapshotUrl(baseMapQueryBody(kind), siteUrl));
    expect(urls).toEqual(listingKinds.map(snapshotOf));
    expect(urls[0]).toMatch(/^https:\/\/immo\.test\/markers\//);
  });

  it('recognizes the unfiltered search whatever the order of its keys', () => {
    fc.assert(
      fc.property(fc.constantFrom(...listingKinds), fc.integer(), (kind, seed) => {
        const body = reordered(baseMapQueryBody(kind), seed) as EstateQuery;
        expect(markerSnapshotUrl(body, siteUrl)).toBe(snapshotOf(kind));
      }),
    );
  });

  it('is what the map and the count of an unfiltered listing address ask for, in any sort', () => {
    for (const kind of listingKinds) {
      for (const search of [
        '?view=map',
        '?view=map&sort=price&order=asc',
        '?view=map&group=city',
      ]) {
        expect(markerSnapshotUrl(mapBodyAt(kind, search), siteUrl), search).toBe(snapshotOf(kind));
        expect(markerSnapshotUrl(countBodyAt(kind, search), siteUrl), search).toBe(
          snapshotOf(kind),
        );
      }
    }
  });

  it('has no snapshot for a filtered search, which asks the service', () => {
    const filtered = [
      '?view=map&city=12',
      '?view=map&type=1',
      '?view=map&price-max=300000',
      '?view=map&bedrooms=2',
      '?view=map&geo_range=5km;50.85;4.35',
    ];
    for (const kind of listingKinds) {
      for (const search of filtered) {
        expect(markerSnapshotUrl(mapBodyAt(kind, search), siteUrl), search).toBeNull();
      }
    }
    // A map that belongs to no listing screen.
    expect(markerSnapshotUrl(buildMapBody(defaultSearchFilter), siteUrl)).toBeNull();
    // The gallery's paged search is not the map's.
    expect(markerSnapshotUrl(countBodyAt('buy', ''), siteUrl)).toBeNull();
  });
});

const marker = (id: number, lat: number, lon: number): MapMarker => ({
  id,
  type: 101,
  headType: 1,
  status: 1,
  isProject: false,
  lat,
  lon,
});
const snapshotMarkers = [marker(1, 50.85, 4.35), marker(2, 51.05, 3.72), marker(3, 50.63, 5.57)];
const buySnapshot = encodeMarkerSnapshot({
  search: baseMapQueryBody('buy'),
  total: 4,
  invalid: 0,
  markers: snapshotMarkers,
});
/** The service's answer: every summary in full; here one listing, with what a marker reads. */
const serviceAnswer = {
  total: { value: 1 },
  results: [
    {
      id: 77,
      isProject: false,
      status: { id: 1 },
      general: {
        subType: { id: 101 },
        headType: { id: 1 },
        address: { geoLocation: { lat: 50.5, lon: 4.5 } },
      },
    },
  ],
};

/** The service's filter options: where each town is (spec 3 locations). */
const filtersAnswer = {
  locations: [{ id: 12, zip: '9000', name: { nl: 'Gent' }, lat: 51.05, lon: 3.72 }],
};

type Reply = Response | Error | ((signal: AbortSignal) => Promise<Response>);

/** A site and a content service behind one fetch, recording what was asked. */
function fakeNetwork(snapshot: Reply, service: Reply = json(serviceAnswer)) {
  const asked: string[] = [];
  const answer = async (reply: Reply, signal: AbortSignal) => {
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(signal);
    return reply.clone();
  };
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    // The towns' positions are asked once per page beside a live search (see the hidden-address test).
    if (!url.endsWith('/estate-filters')) asked.push(`${method} ${url}`);
    const signal = init?.signal ?? new AbortController().signal;
    if (url.startsWith('https://immo.test/markers/')) return answer(snapshot, signal);
    if (url === 'https://service.test/sites/demo/estates' && method === 'POST') {
      return answer(service, signal);
    }
    if (url === 'https://service.test/sites/demo/estate-filters' && method === 'POST') {
      return json(filtersAnswer);
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return {
    asked,
    load: createHereMarkerLoader({ siteUrl, fetch: fetchFake }),
    fetch: fetchFake,
  };
}

function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const signal = () => new AbortController().signal;
const idsOf = (load: { collection: { features: { id: number }[] } }) =>
  load.collection.features.map((feature) => feature.id);
const snapshotRequest = `GET ${snapshotOf('buy')}`;
const serviceRequest = ['POST https://service.test/sites/demo/estates'];

describe('the map search on this thread', () => {
  it('reads the unfiltered map from the snapshot and does not ask the service', async () => {
    const { asked, load } = fakeNetwork(json(buySnapshot));
    const result = await load(connection, mapBodyAt('buy', '?view=map'), signal());
    expect(asked).toEqual([snapshotRequest]);
    expect(idsOf(result)).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ total: 4, invalid: 0, bounds: [3.72, 50.63, 5.57, 51.05] });
  });

  it('reads the snapshot for the unfiltered search written with its keys in another order', async () => {
    const { asked, load } = fakeNetwork(json(buySnapshot));
    const body = reordered(baseMapQueryBody('buy'), 12345) as EstateQuery;
    expect(JSON.stringify(body)).not.toBe(JSON.stringify(baseMapQueryBody('buy')));
    await load(connection, body, signal());
    expect(asked).toEqual([snapshotRequest]);
  });

  it('asks the service for a filtered map', async () => {
    const { asked, load } = fakeNetwork(json(buySnapshot));
    const result = await load(connection, mapBodyAt('buy', '?view=map&city=12'), signal());
    expect(asked).toEqual(serviceRequest);
    expect(idsOf(result)).toEqual([77]);
  });

  it('places a listing whose address is hidden at its town on a live map, not at its door', async () => {
    const hidden = structuredClone(serviceAnswer);
    hidden.results[0]!.general.address = {
      visible: false,
      city: { id: 12 },
      geoLocation: { lat: 51.0612, lon: 3.7291 },
    } as never;
    const { load } = fakeNetwork(json(buySnapshot), json(hidden));
    const result = await load(connection, mapBodyAt('buy', '?view=map&city=12'), signal());
    expect(result.collection.features[0]!.geometry.coordinates).toEqual([3.72, 51.05]);
  });

  it('asks the service when the snapshot is missing', async () => {
    const { asked, load } = fakeNetwork(new Response('Not Found', { status: 404 }));
    const result = await load(connection, baseMapQueryBody('buy'), signal());
    expect(asked).toEqual([snapshotRequest, ...serviceRequest]);
    expect(idsOf(result)).toEqual([77]);
  });

  it('asks the service when the snapshot cannot be reached', async () => {
    const { asked, load } = fakeNetwork(new TypeError('Failed to fetch'));
    expect(idsOf(await load(connection, baseMapQueryBody('buy'), signal()))).toEqual([77]);
    expect(asked).toEqual([snapshotRequest, ...serviceRequest]);
  });

  it('asks the service when the snapshot is not JSON, or not a snapshot', async () => {
    const broken = [
      new Response('<!doctype html><title>Not found</title>', { status: 200 }),
      json({ ...buySnapshot, lat: buySnapshot.lat.slice(1) }),
      json({ total: 3, results: [] }),
    ];
    for (const reply of broken) {
      const { asked, load } = fakeNetwork(reply);
      expect(idsOf(await load(connection, baseMapQueryBody('buy'), signal()))).toEqual([77]);
      expect(asked).toEqual([snapshotRequest, ...serviceRequest]);
    }
  });

  it('asks the service when the snapshot answers another search', async () => {
    const rentSnapshot = { ...buySnapshot, search: baseMapQueryBody('rent') };
    const { asked, load } = fakeNetwork(json(rentSnapshot));
    expect(idsOf(await load(connection, baseMapQueryBody('buy'), signal()))).toEqual([77]);
    expect(asked).toEqual([snapshotRequest, ...serviceRequest]);
  });

  it("rejects with the service's error when the snapshot and the service both fail", async () => {
    const { load } = fakeNetwork(new Response('', { status: 404 }), json({ error: 'down' }, 503));
    await expect(load(connection, baseMapQueryBody('buy'), signal())).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
    });
  });

  it('stops an aborted search during the snapshot without asking the service', async () => {
    const hanging = (aborted: AbortSignal) =>
      new Promise<Response>((_, reject) =>
        aborted.addEventListener('abort', () => reject(aborted.reason as Error)),
      );
    const network = fakeNetwork(hanging);
    const controller = new AbortController();
    const loading = runMarkerSearch(
      { connection, body: baseMapQueryBody('buy'), snapshotUrl: snapshotOf('buy') },
      controller.signal,
      { fetch: network.fetch },
    );
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(network.asked).toEqual([snapshotRequest]);
  });

  it('asks the service only when no site address is known', async () => {
    const network = fakeNetwork(json(buySnapshot));
    const load = createHereMarkerLoader({ fetch: network.fetch });
    await load(connection, baseMapQueryBody('buy'), signal());
    expect(network.asked).toEqual(serviceRequest);
  });
});

describe('the cluster tiles made from the snapshot', () => {
  const snapshotText = JSON.stringify(buySnapshot);
  const snapshotDigest = markerSnapshotDigest(new TextEncoder().encode(snapshotText));
  const tileJsonOf = (digest: string, markers = snapshotMarkers) =>
    json(markerTileSet(markers, digest, `/markers/tiles/buy/${digest}`).tilejson);
  const tileJsonUrl = new URL(markerTileJsonPath('buy', snapshotDigest), siteUrl).href;
  const tilesOf = { kind: 'buy' as const, siteUrl };

  /** The site's two files and the service behind one fetch, recording what was asked. */
  function site(tileJson: () => Response | Promise<Response>) {
    const asked: string[] = [];
    const get = (async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url === snapshotOf('buy')) return new Response(snapshotText);
      if (url === tileJsonUrl) return tileJson();
      return json(serviceAnswer);
    }) as typeof fetch;
    const search = (withTiles: boolean) =>
      runMarkerSearch(
        {
          connection,
          body: baseMapQueryBody('buy'),
          snapshotUrl: snapshotOf('buy'),
          tilesOf: withTiles ? tilesOf : null,
        },
        signal(),
        { fetch: get },
      );
    return { asked, search };
  }

  it('are found under the digest of the snapshot read, and handed on as a vector source', async () => {
    const { asked, search } = site(() => tileJsonOf(snapshotDigest));
    const result = await search(true);
    expect(asked).toEqual([snapshotOf('buy'), tileJsonUrl]);
    expect(idsOf(result)).toEqual([1, 2, 3]);
    expect(result.tiles).toMatchObject({
      tiles: [`https://immo.test/markers/tiles/buy/${snapshotDigest}/{z}/{x}/{y}.pbf`],
      minzoom: 0,
      maxzoom: MARKER_TILES_MAX_ZOOM,
    });
  });

  it('are left out when their TileJSON names another snapshot, or another number of markers', async () => {
    for (const tileJson of [
      () => tileJsonOf('00000000'),
      () => tileJsonOf(snapshotDigest, snapshotMarkers.slice(1)),
    ]) {
      const result = await site(tileJson).search(true);
      expect(idsOf(result)).toEqual([1, 2, 3]);
      expect(result.tiles).toBeUndefined();
    }
  });

  it('are left out when missing, unreadable or unreachable: the map clusters the markers', async () => {
    for (const tileJson of [
      () => new Response('Not Found', { status: 404 }),
      () => new Response('<!doctype html>'),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const result = await site(tileJson).search(true);
      expect(idsOf(result)).toEqual([1, 2, 3]);
      expect(result.tiles).toBeUndefined();
    }
  });

  it('are not asked for without their site (the search on the page’s thread)', async () => {
    const { asked, search } = site(() => tileJsonOf(snapshotDigest));
    expect((await search(false)).tiles).toBeUndefined();
    expect(asked).toEqual([snapshotOf('buy')]);
  });

  it('are not asked for when the snapshot fails and the service answers', async () => {
    const asked: string[] = [];
    const get = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      if (String(input) === snapshotOf('buy')) return new Response('gone', { status: 404 });
      return json(serviceAnswer);
    }) as typeof fetch;
    const result = await runMarkerSearch(
      { connection, body: baseMapQueryBody('buy'), snapshotUrl: snapshotOf('buy'), tilesOf },
      signal(),
      { fetch: get },
    );
    expect(idsOf(result)).toEqual([77]);
    expect(result.tiles).toBeUndefined();
    expect(asked.some((url) => url.includes('/markers/tiles/'))).toBe(false);
  });

  it('go with the unfiltered search only', () => {
    expect(markerTilesSite(baseMapQueryBody('buy'), siteUrl)).toEqual(tilesOf);
    expect(markerTilesSite(mapBodyAt('buy', '?view=map&city=12'), siteUrl)).toBeNull();
  });
});
