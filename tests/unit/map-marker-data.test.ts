import { summaryForVisitors, townPositions } from '../../src/domain/hidden-address.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpClient } from '../../src/content-service/http-client.ts';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { listingSearchBody } from '../../src/domain/listing-kinds.ts';
import { toMapMarkers } from '../../src/domain/map-markers.ts';
import { defaultSearchFilter, VIEW_MAP } from '../../src/domain/search-filters.ts';
import {
  fetchMarkers,
  MarkerResponseError,
  readMarkerResponse,
} from '../../src/features/map/marker-data.ts';
import { markersBounds } from '../../src/domain/marker-tiles.ts';
import { mapQueryBody } from '../../src/features/map/marker-query.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

const located = (id: number, lat: number, lon: number) => ({
  id,
  isProject: false,
  status: { id: 1 },
  general: { subType: { id: 110 }, headType: { id: 1 }, address: { geoLocation: { lat, lon } } },
});

describe('readMarkerResponse', () => {
  it('turns each placed result into a marker feature at [lon, lat]', () => {
    const load = readMarkerResponse({
      total: { value: 2 },
      results: [located(7, 50.85, 4.35), located(8, 51.2, 4.4)],
    });
    expect(load.total).toBe(2);
    expect(load.invalid).toBe(0);
    expect(load.collection.features.map((feature) => feature.id)).toEqual([7, 8]);
    expect(load.collection.features[0]!.geometry.coordinates).toEqual([4.35, 50.85]);
    expect(load.collection.features[0]!.properties).toEqual({
      id: 7,
      type: 110,
      headType: 1,
      status: 1,
      isProject: false,
      lat: 50.85,
      lon: 4.35,
    });
  });

  it('leaves out a malformed result and counts it, keeping the rest of the map', () => {
    const load = readMarkerResponse({
      total: { value: 3 },
      results: [located(1, 50.8, 4.3), { id: 'two', general: {} }, null],
    });
    expect(load.collection.features).toHaveLength(1);
    expect(load.invalid).toBe(2);
  });

  it('leaves out results without a place, a subtype or a status (spec 2)', () => {
    const noPlace = { ...located(2, 0, 0), general: { subType: { id: 1 }, address: null } };
    const noSubType = {
      ...located(3, 50.8, 4.3),
      general: { address: located(3, 50.8, 4.3).general.address },
    };
    const noStatus = { ...located(4, 50.8, 4.3), status: null };
    const load = readMarkerResponse({
      total: { value: 4 },
      results: [located(1, 50.8, 4.3), noPlace, noSubType, noStatus],
    });
    expect(load.collection.features.map((feature) => feature.id)).toEqual([1]);
    expect(load.invalid).toBe(0);
    expect(load.total).toBe(4);
  });

  it('rejects an answer that is not a search answer', () => {
    expect(() => readMarkerResponse({ results: [] })).toThrow(MarkerResponseError);
    expect(() => readMarkerResponse(null)).toThrow(/POST estates/);
  });
});

describe('markersBounds', () => {
  it('is null for no markers', () => {
    expect(markersBounds([])).toBeNull();
  });

  it('holds every marker, touching the outermost on each side', () => {
    const marker = fc.record({
      id: fc.nat(),
      type: fc.nat(),
      headType: fc.constant(1),
      status: fc.constant(1),
      isProject: fc.boolean(),
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lon: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(marker, { minLength: 1, maxLength: 50 }), (markers) => {
        const [west, south, east, north] = markersBounds(markers)!;
        for (const { lat, lon } of markers) {
          expect(lon).toBeGreaterThanOrEqual(west);
          expect(lon).toBeLessThanOrEqual(east);
          expect(lat).toBeGreaterThanOrEqual(south);
          expect(lat).toBeLessThanOrEqual(north);
        }
        expect(markers.some(({ lon }) => lon === west)).toBe(true);
        expect(markers.some(({ lat }) => lat === north)).toBe(true);
      }),
    );
  });
});

describe('mapQueryBody', () => {
  const filter = { ...defaultSearchFilter, status: 'FOR_SALE' as const, 'price-max': 400_000 };

  it('is the map body of spec 7: the query only, no sort, grouping or page', () => {
    expect(mapQueryBody(filter)).toEqual(buildMapBody(filter));
    expect(mapQueryBody(filter)).not.toHaveProperty('pagination');
    expect(mapQueryBody(filter)).not.toHaveProperty('sort');
  });

  it('keeps a listing screen’s own rule, as its gallery does', () => {
    expect(mapQueryBody(filter, 'projects').query?.match).toEqual({ isProject: true });
    expect(mapQueryBody(filter, 'buy').query?.match).toEqual({ isProject: false });
    expect(mapQueryBody(filter, 'buy')).toEqual(
      listingSearchBody('buy', { ...filter, viewType: VIEW_MAP }),
    );
    expect(mapQueryBody(filter, 'buy')).not.toHaveProperty('pagination');
  });
});

describe('fetchMarkers against the local content service', () => {
  let harness: Harness;
  let http: HttpClient;

  beforeAll(async () => {
    harness = await startHarness(150);
    http = new HttpClient({ baseUrl: harness.url, siteId: 'demo', logError: () => {} });
  });
  afterAll(() => harness.close());

  it('gives the same markers as the full, validated summaries would', async () => {
    const body = buildMapBody(defaultSearchFilter);
    const [load, full, filters] = await Promise.all([
      fetchMarkers(http, body),
      harness.api.searchEstatesStrict(body),
      harness.api.estateFilters({ query: {} }),
    ]);
    expect(load.total).toBe(full.total);
    expect(load.invalid).toBe(0);
    // An estate whose address is hidden is placed at its town (spec 2).
    const towns = townPositions(filters.locations);
    expect(load.collection.features.map((feature) => feature.properties)).toEqual(
      toMapMarkers(full.results.map((summary) => summaryForVisitors(summary, towns))),
    );
    expect(load.collection.features.length).toBeGreaterThan(0);
  });

  it('asks for every match at once, however many there are', async () => {
    const load = await fetchMarkers(http, buildMapBody(defaultSearchFilter));
    expect(load.total).toBeGreaterThan(15);
    expect(load.collection.features.length).toBeGreaterThan(15);
  });

  it('narrows to the filter: a circle around a place gives only markers inside it', async () => {
    const first = (await fetchMarkers(http, buildMapBody(defaultSearchFilter))).collection
      .features[0]!.properties;
    const range = { distanceKm: 5, lat: first.lat, lon: first.lon };
    const load = await fetchMarkers(
      http,
      buildMapBody({ ...defaultSearchFilter, geo_range: range }),
    );
    expect(load.collection.features.map((feature) => feature.id)).toContain(first.id);
    for (const { properties } of load.collection.features) {
      expect(Math.abs(properties.lat - first.lat)).toBeLessThan(0.05);
    }
  });

  it('fails with the service’s HTTP error on a bad query', async () => {
    await expect(
      fetchMarkers(http, { query: { terms: { bogus: [1] } } } as never),
    ).rejects.toMatchObject({ name: 'HttpError', status: 400 });
  });
});
