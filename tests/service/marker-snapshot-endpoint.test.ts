import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingKinds } from '../../src/domain/listing-kinds.ts';
import { decodeMarkerSnapshot } from '../../src/domain/marker-snapshot.ts';
import { fetchMarkers } from '../../src/features/map/marker-data.ts';
import { baseMapQueryBody } from '../../src/features/map/marker-query.ts';
import type * as Endpoint from '../../src/pages/markers/[kind].json.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { townPositions } from '../../src/domain/hidden-address.ts';
import { hiddenAddressEstates, leakedSecrets } from '../fixtures/hidden-addresses.ts';
import { buildRequestEnv, plainBuildRequest } from '../../src/site/build-request.ts';
import type * as BuildClient from '../../src/site/loaders/content-service-for-build.ts';

/*
 * The build's marker snapshots (src/pages/markers/[kind].json.ts) against a real local
 * service: each holds what the live map search of its listing screen reads, in far fewer bytes.
 */

let h: Harness;
let endpoint: typeof Endpoint;
let client: typeof BuildClient;

beforeAll(async () => {
  h = await startHarness(120);
  // The build's service client reads these when its module loads.
  process.env.CONTENT_SERVICE_URL = h.url;
  process.env.SITE_ID = 'demo';
  endpoint = await import('../../src/pages/markers/[kind].json.ts');
  client = await import('../../src/site/loaders/content-service-for-build.ts');
});
afterAll(() => h.close());

const render = async (kind: string) => {
  const response = await endpoint.GET({ params: { kind } } as never);
  return { response, text: await response.text() };
};

describe('the marker snapshot endpoint', () => {
  it('writes one file per listing screen', () => {
    expect(endpoint.getStaticPaths()).toEqual(listingKinds.map((kind) => ({ params: { kind } })));
  });

  it('holds the search, the counts and the markers the live map reads for that screen', async () => {
    for (const kind of listingKinds) {
      const { response, text } = await render(kind);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const snapshot = decodeMarkerSnapshot(JSON.parse(text));
      const live = await fetchMarkers(h.api.http, baseMapQueryBody(kind));
      expect(snapshot.search).toEqual(baseMapQueryBody(kind));
      expect(snapshot.total).toBe(live.total);
      expect(snapshot.invalid).toBe(live.invalid);
      expect(snapshot.markers).toEqual(live.collection.features.map((f) => f.properties));
      if (kind !== 'projects') expect(snapshot.markers.length).toBeGreaterThan(10);
    }
  });

  it('places an estate whose address is hidden at its town, and holds no exact point of it', async () => {
    const hidden = hiddenAddressEstates(h.data);
    const towns = townPositions((await h.api.estateFilters({ query: {} })).locations);
    const cityOf = new Map([
      ...h.data.estates.map((e) => [e.id, e.general.address] as const),
      ...h.data.backOfficeListings.map((l) => [l.id, l.address] as const),
    ]);
    let placed = 0;
    for (const kind of listingKinds) {
      const { text } = await render(kind);
      expect(leakedSecrets(text, hidden)).toEqual([]);
      for (const marker of decodeMarkerSnapshot(JSON.parse(text)).markers) {
        if (!hidden.some((estate) => estate.id === marker.id)) continue;
        const town = towns.get(cityOf.get(marker.id)!.city!.id);
        expect({ lat: marker.lat, lon: marker.lon }).toEqual(town);
        placed += 1;
      }
    }
    expect(placed).toBeGreaterThan(0);
  });

  it('on a rebuild of the estates a webhook named, stays as written unless one of them moved', async () => {
    type Stored = { id: number; general: { title: Record<string, string>; address: object } };
    const named = (ids: number[]) =>
      Object.assign(
        process.env,
        buildRequestEnv({ ...plainBuildRequest(), onlyNamed: true, changedIds: ids.map(String) }),
      );
    const edit = (id: number, change: (estate: Stored) => Stored) => {
      h.store.putDocument(
        'demo',
        'estate',
        id,
        change(h.store.document<Stored>('demo', 'estate', id)!),
      );
      h.invalidate('demo', { estate: [id] });
    };
    const live = async () =>
      (await fetchMarkers(h.api.http, baseMapQueryBody('buy'))).collection.features.map(
        (feature) => feature.properties,
      );
    try {
      const before = (await render('buy')).text;
      const plain = new Set(h.data.estates.filter((e) => !e.general.parentId).map((e) => e.id));
      const id = decodeMarkerSnapshot(JSON.parse(before)).markers.find((m) => plain.has(m.id))!.id;
      named([id]);
      edit(id, (estate) => ({
        ...estate,
        general: { ...estate.general, title: { ...estate.general.title, nl: 'Nieuwe titel' } },
      }));
      const asked = vi.spyOn(client.contentServiceForBuild.http, 'post');
      expect((await render('buy')).text).toBe(before);
      // The service was asked about the named estate alone, with the map's own search.
      expect(asked.mock.calls.map(([, body]) => body)).toEqual([
        {
          query: {
            ...baseMapQueryBody('buy').query,
            terms: { 'children.general.id': [id] },
          },
        },
      ]);
      asked.mockRestore();
      edit(id, (estate) => ({
        ...estate,
        general: {
          ...estate.general,
          address: { ...estate.general.address, geoLocation: { lat: 50.1234, lon: 5.4321 } },
        },
      }));
      const moved = decodeMarkerSnapshot(JSON.parse((await render('buy')).text));
      expect(moved.markers.find((marker) => marker.id === id)).toMatchObject({ lat: 50.1234 });
      expect(moved.markers).toEqual(await live());
    } finally {
      Object.assign(process.env, buildRequestEnv(plainBuildRequest()));
    }
  });

  it("is a small fraction of the service's answer to the same search", async () => {
    const { text } = await render('buy');
    const answer = await fetch(h.api.http.url('estates'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(baseMapQueryBody('buy')),
    });
    const full = (await answer.text()).length;
    expect(text.length * 20).toBeLessThan(full);
  });
});
