import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { markersToGeoJson, type MapMarker } from '../../src/domain/map-markers.ts';
import { markersBounds } from '../../src/domain/marker-tiles.ts';
import type { MarkerLoad } from '../../src/features/map/marker-data.ts';
import { packMarkerLoad, unpackMarkerLoad } from '../../src/features/map/marker-transfer.ts';
import { mapMarkerArbitrary } from './map-marker-arbitrary.ts';

const marker = mapMarkerArbitrary();

const loadOf = (markers: MapMarker[], total = markers.length, invalid = 0): MarkerLoad => ({
  total,
  collection: markersToGeoJson(markers),
  bounds: markersBounds(markers),
  invalid,
});

describe('marker loads between the worker and the page', () => {
  it('unpacks to the very load that was packed', () => {
    fc.assert(
      fc.property(
        fc.array(marker, { maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (markers, extra, invalid) => {
          const load = loadOf(markers, markers.length + extra, invalid);
          expect(unpackMarkerLoad(packMarkerLoad(load).packed)).toEqual(load);
        },
      ),
    );
  });

  it('keeps a marker without a head type as one without', () => {
    const load = loadOf([
      { id: 7, type: 30, headType: null, status: 1, isProject: true, lat: 50.8, lon: 4.35 },
    ]);
    const back = unpackMarkerLoad(packMarkerLoad(load).packed);
    expect(back.collection.features[0]?.properties).toMatchObject({
      headType: null,
      isProject: true,
    });
  });

  it('moves the markers as buffers to transfer, one per field, with nothing else to copy', () => {
    const load = loadOf([
      { id: 1, type: 2, headType: 3, status: 4, isProject: false, lat: 51, lon: 3 },
      { id: 5, type: 6, headType: 7, status: 8, isProject: true, lat: 50, lon: 5 },
    ]);
    const { packed, transfer } = packMarkerLoad(load);
    expect(transfer).toHaveLength(7);
    for (const buffer of transfer) expect(buffer).toBeInstanceOf(ArrayBuffer);
    // what a structured clone would copy besides the transferred buffers: a few numbers
    const { markers, ...rest } = packed;
    expect(rest).toEqual({ total: 2, bounds: [3, 50, 5, 51], invalid: 0 });
    expect(Object.values(markers).map((column) => column.buffer)).toEqual(transfer);
  });

  it('survives a real structured clone with its buffers transferred', () => {
    const load = loadOf([
      { id: 11, type: 12, headType: null, status: 13, isProject: false, lat: 50.5, lon: 4.5 },
    ]);
    const { packed, transfer } = packMarkerLoad(load);
    const received = structuredClone(packed, { transfer });
    expect(transfer[0]!.byteLength).toBe(0); // moved, not copied
    expect(unpackMarkerLoad(received)).toEqual(load);
  });
});

describe('the cluster tiles of a load', () => {
  it('cross with the markers as their vector source, so the map draws them', () => {
    const load = {
      ...loadOf([{ id: 1, type: 2, headType: 3, status: 4, isProject: false, lat: 51, lon: 3 }]),
      tiles: {
        tiles: ['https://www.immo.be/markers/tiles/buy/77aa0b6e/{z}/{x}/{y}.pbf'],
        minzoom: 0,
        maxzoom: 10,
        bounds: [3, 51, 3, 51] as [number, number, number, number],
      },
    };
    const { packed, transfer } = packMarkerLoad(load);
    expect(unpackMarkerLoad(structuredClone(packed, { transfer }))).toEqual(load);
  });
});
