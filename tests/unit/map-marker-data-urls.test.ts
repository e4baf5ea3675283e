import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveObjectURL } from 'node:buffer';
import { markersToGeoJson, type MapMarker } from '../../src/domain/map-markers.ts';
import {
  drawMarkerLoad,
  markerDataUrls,
  markerMapGeoJson,
  type MarkerDataTarget,
} from '../../src/features/map/marker-data-urls.ts';
import { mapMarkerArbitrary } from './map-marker-arbitrary.ts';

const marker = (id: number, lat: number, lon: number): MapMarker => ({
  id,
  type: 110,
  headType: null,
  status: 1,
  isProject: false,
  lat,
  lon,
});

const arbitraryMarker = mapMarkerArbitrary();

/** What the map's GeoJSON must say of a collection: each marker's id and place, in order. */
const mapView = (markers: MapMarker[]) => ({
  type: 'FeatureCollection',
  features: markers.map((m) => ({
    type: 'Feature',
    id: m.id,
    geometry: { type: 'Point', coordinates: [m.lon, m.lat] },
    properties: { id: m.id },
  })),
});

async function blobText(url: string): Promise<string | undefined> {
  return resolveObjectURL(url)?.text();
}

describe("the map's GeoJSON of a marker load", () => {
  it('holds every marker with its id and place, in order, as valid JSON', () => {
    fc.assert(
      fc.property(fc.array(arbitraryMarker, { maxLength: 30 }), (markers) => {
        const parsed: unknown = JSON.parse(markerMapGeoJson(markersToGeoJson(markers)));
        // -0 and 0 are the same place; JSON writes both as 0.
        expect(JSON.stringify(parsed)).toBe(JSON.stringify(mapView(markers)));
      }),
    );
  });

  it('is an empty collection for no markers', () => {
    expect(JSON.parse(markerMapGeoJson(markersToGeoJson([])))).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
  });
});

describe('marker data URLs', () => {
  it('makes a blob: URL whose content is the GeoJSON of the markers', async () => {
    const markers = [marker(1, 50.85, 4.35), marker(2, 51.05, 3.72)];
    const url = markerDataUrls().urlOf(markersToGeoJson(markers));
    expect(url).toMatch(/^blob:/);
    expect(JSON.parse((await blobText(url))!)).toEqual(mapView(markers));
  });

  it('keeps the latest URLs alive and revokes older ones', async () => {
    const urls = markerDataUrls({ keep: 3 });
    const made = [1, 2, 3, 4, 5].map((id) => urls.urlOf(markersToGeoJson([marker(id, 50, 4)])));
    expect(await blobText(made[0]!)).toBeUndefined();
    expect(await blobText(made[1]!)).toBeUndefined();
    for (const url of made.slice(2)) expect(await blobText(url)).toContain('"type":"Feature"');
  });

  it('makes blob: URLs of tile archives, kept apart from the markers’ own', async () => {
    const urls = markerDataUrls({ keep: 2 });
    const markersUrl = urls.urlOf(markersToGeoJson([marker(1, 50, 4)]));
    const archives = ['one', 'two', 'three'].map((text) =>
      urls.urlOfTiles(new TextEncoder().encode(text).buffer),
    );
    expect(archives.every((url) => url.startsWith('blob:'))).toBe(true);
    // The oldest archive goes; the markers' URL is not pushed out by archives.
    expect(await blobText(archives[0]!)).toBeUndefined();
    expect(await blobText(archives[2]!)).toBe('three');
    expect(await blobText(markersUrl)).toContain('"type":"Feature"');
  });
});

/** A map that records what it is handed; a URL in `unreadable` makes its source report an error. */
function fakeTarget(options: { readsUrls: boolean; unreadable?: string[] }) {
  const handed: (string | number)[] = [];
  const listeners = new Set<() => void>();
  let idles = 0;
  let becomeIdle = () => {};
  const target: MarkerDataTarget = {
    readsUrls: Promise.resolve(options.readsUrls),
    async setData(data) {
      handed.push(typeof data === 'string' ? data : data.features.length);
      if (typeof data === 'string' && options.unreadable?.includes(data)) {
        for (const listener of listeners) listener();
      }
    },
    onSourceError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idles += 1;
        becomeIdle = resolve;
      }),
  };
  return {
    target,
    handed,
    listeners,
    idles: () => idles,
    becomeIdle: () => becomeIdle(),
  };
}

const load = { collection: markersToGeoJson([marker(1, 50, 4), marker(2, 51, 5)]) };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('drawMarkerLoad', () => {
  it("hands the URL alone when the workers read URLs, and waits for the map's idle", async () => {
    const map = fakeTarget({ readsUrls: true });
    let done: string | undefined;
    void drawMarkerLoad(map.target, { ...load, dataUrl: 'blob:x/1' }).then((how) => (done = how));
    await settle();
    expect(map.handed).toEqual(['blob:x/1']);
    expect(done).toBeUndefined();
    map.becomeIdle();
    await settle();
    expect(done).toBe('url');
    expect(map.listeners.size).toBe(0);
  });

  it('hands the markers themselves when the workers cannot read URLs', async () => {
    const map = fakeTarget({ readsUrls: false });
    const drawn = drawMarkerLoad(map.target, { ...load, dataUrl: 'blob:x/1' });
    await settle();
    map.becomeIdle();
    expect(await drawn).toBe('collection');
    expect(map.handed).toEqual([2]);
  });

  it('hands the markers themselves for a load without a URL', async () => {
    const map = fakeTarget({ readsUrls: true });
    const drawn = drawMarkerLoad(map.target, load);
    await settle();
    map.becomeIdle();
    expect(await drawn).toBe('collection');
    expect(map.handed).toEqual([2]);
  });

  it('falls back to the markers themselves when the URL cannot be read', async () => {
    const map = fakeTarget({ readsUrls: true, unreadable: ['blob:x/revoked'] });
    const drawn = drawMarkerLoad(map.target, { ...load, dataUrl: 'blob:x/revoked' });
    await settle();
    expect(map.handed).toEqual(['blob:x/revoked', 2]);
    expect(map.idles()).toBe(2);
    map.becomeIdle();
    expect(await drawn).toBe('collection');
    expect(map.listeners.size).toBe(0);
  });
});
