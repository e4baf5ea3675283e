import fc from 'fast-check';
import type { MapMarker } from '../../src/domain/map-markers.ts';

/*
 * Random map markers (spec 2's seven fields) for the property tests of the marker code: the
 * snapshot file, the worker's transfer and the map's GeoJSON.
 */

/** Any latitude or longitude up to ±max, -0 included. */
export const anyCoordinate = (max: number): fc.Arbitrary<number> =>
  fc.double({ min: -max, max, noNaN: true });

/** A coordinate as JSON gives it back: -0 is the same place as 0, and JSON writes it as 0. */
export const jsonCoordinate = (max: number): fc.Arbitrary<number> =>
  anyCoordinate(max).map((value) => (value === 0 ? 0 : value));

/** A marker whose place is drawn from `coordinate` (any, by default). */
export function mapMarkerArbitrary(
  coordinate: (max: number) => fc.Arbitrary<number> = anyCoordinate,
): fc.Arbitrary<MapMarker> {
  return fc.record({
    id: fc.integer({ min: 1, max: 2 ** 40 }),
    type: fc.integer({ min: 1, max: 200 }),
    headType: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    status: fc.integer({ min: 1, max: 20 }),
    isProject: fc.boolean(),
    lat: coordinate(90),
    lon: coordinate(180),
  });
}
