import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingKinds } from '../../src/domain/listing-kinds.ts';
import type { MapMarker } from '../../src/domain/map-markers.ts';
import {
  decodeMarkerSnapshot,
  encodeMarkerSnapshot,
  markerSnapshotFormat,
  markerSnapshotPath,
  MarkerSnapshotError,
  type MarkerSnapshotContent,
} from '../../src/domain/marker-snapshot.ts';
import { jsonCoordinate, mapMarkerArbitrary } from './map-marker-arbitrary.ts';

// -0 is the same place as 0, and JSON writes it as 0.
const marker = mapMarkerArbitrary(jsonCoordinate);

const content: fc.Arbitrary<MarkerSnapshotContent> = fc
  .record({
    markers: fc.array(marker, { maxLength: 60 }),
    extra: fc.nat({ max: 1000 }),
    invalid: fc.nat({ max: 50 }),
    city: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }),
  })
  .map(({ markers, extra, invalid, city }) => ({
    search: {
      query: {
        terms: { 'transaction.id': [1, 9], ...(city && { 'address.city.id': [city] }) },
        match: { isProject: false },
      },
    },
    total: markers.length + invalid + extra,
    invalid,
    markers,
  }));

/** Through the file, as the build writes it and the browser reads it. */
const throughFile = (value: MarkerSnapshotContent) =>
  decodeMarkerSnapshot(JSON.parse(JSON.stringify(encodeMarkerSnapshot(value))));

const brussels: MapMarker = {
  id: 12,
  type: 101,
  headType: 1,
  status: 1,
  isProject: false,
  lat: 50.846557,
  lon: 4.351697,
};
const one: MarkerSnapshotContent = {
  search: { query: { match: { isProject: true } } },
  total: 1,
  invalid: 0,
  markers: [brussels],
};

describe('marker snapshots', () => {
  it('reads back the very search, counts and markers that were written', () => {
    fc.assert(
      fc.property(content, (value) => {
        expect(throughFile(value)).toEqual(value);
      }),
    );
  });

  it('keeps a marker without a head type as one without, and a project as a project', () => {
    const [back] = throughFile({
      ...one,
      markers: [{ ...brussels, headType: null, isProject: true }],
    }).markers;
    expect(back).toMatchObject({ headType: null, isProject: true });
  });

  it('writes each field name once, however many markers there are', () => {
    const json = JSON.stringify(
      encodeMarkerSnapshot({
        ...one,
        total: 500,
        markers: Array.from({ length: 500 }, (_, id) => ({ ...brussels, id })),
      }),
    );
    for (const field of ['"id"', '"lat"', '"lon"', '"status"', '"headType"']) {
      expect(json.split(field)).toHaveLength(2);
    }
    // about the digits of the values alone: far below a summary per listing
    expect(json.length / 500).toBeLessThan(60);
  });

  it('names its format, so a file of another format is not mistaken for one', () => {
    const written = encodeMarkerSnapshot(one);
    expect(written.format).toBe(markerSnapshotFormat);
    expect(() => decodeMarkerSnapshot({ ...written, format: 'markers/0' })).toThrow(
      MarkerSnapshotError,
    );
  });

  it('refuses columns of different lengths', () => {
    const written = encodeMarkerSnapshot({ ...one, markers: [brussels, { ...brussels, id: 13 }] });
    expect(() => decodeMarkerSnapshot({ ...written, lat: [50.8] })).toThrow(/lat has 1 values/);
  });

  it('refuses a missing column, a place off the globe and a count below zero', () => {
    const { status: _status, ...withoutStatus } = encodeMarkerSnapshot(one);
    expect(() => decodeMarkerSnapshot(withoutStatus)).toThrow(/status/);
    expect(() => decodeMarkerSnapshot({ ...encodeMarkerSnapshot(one), lat: [91] })).toThrow(/lat/);
    expect(() => decodeMarkerSnapshot({ ...encodeMarkerSnapshot(one), total: -1 })).toThrow(
      /total/,
    );
  });

  it('refuses what is not a snapshot at all', () => {
    for (const data of [null, [], 'markers', { total: 3, results: [] }]) {
      expect(() => decodeMarkerSnapshot(data)).toThrow(MarkerSnapshotError);
    }
  });
});

describe('markerSnapshotPath', () => {
  // The endpoint's file name: src/pages/markers/[kind].json.ts
  it('gives each listing screen its own file under /markers/', () => {
    const paths = listingKinds.map(markerSnapshotPath);
    expect(new Set(paths).size).toBe(listingKinds.length);
    for (const [index, path] of paths.entries()) {
      expect(path).toBe(`/markers/${listingKinds[index]}.json`);
    }
  });
});
