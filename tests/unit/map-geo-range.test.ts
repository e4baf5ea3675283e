import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  distanceKm,
  geoRangeBounds,
  geoRangeFromView,
  type LngLat,
  type MapView,
} from '../../src/features/map/geo-range.ts';
import {
  formatGeoRange,
  MAX_GEO_DISTANCE_KM,
  parseGeoRange,
} from '../../src/domain/search-filters.ts';
import { geoRangeSchema } from '../../src/schemas/search-filter.ts';

const brussels: LngLat = { lng: 4.3525, lat: 50.8467 };
const antwerp: LngLat = { lng: 4.4025, lat: 51.2194 };

/** A map view of a box around a centre, as an unrotated map reports it. */
function boxView(center: LngLat, halfWidth: number, halfHeight: number): MapView {
  return {
    center,
    corners: [
      { lng: center.lng - halfWidth, lat: center.lat + halfHeight },
      { lng: center.lng + halfWidth, lat: center.lat + halfHeight },
      { lng: center.lng + halfWidth, lat: center.lat - halfHeight },
      { lng: center.lng - halfWidth, lat: center.lat - halfHeight },
    ],
  };
}

const viewInBelgium = fc
  .record({
    lng: fc.double({ min: 2.5, max: 6.4, noNaN: true }),
    lat: fc.double({ min: 49.5, max: 51.5, noNaN: true }),
    halfWidth: fc.double({ min: 0.0001, max: 3, noNaN: true }),
    halfHeight: fc.double({ min: 0.0001, max: 2, noNaN: true }),
  })
  .map(({ lng, lat, halfWidth, halfHeight }) => boxView({ lng, lat }, halfWidth, halfHeight));

describe('distanceKm', () => {
  it('measures Brussels to Antwerp as about 41.6 km', () => {
    expect(distanceKm(brussels, antwerp)).toBeCloseTo(41.6, 0);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(brussels, brussels)).toBe(0);
    expect(distanceKm(antwerp, brussels)).toBe(distanceKm(brussels, antwerp));
  });

  it('gives a quarter of the circumference from the equator to a pole', () => {
    expect(distanceKm({ lng: 0, lat: 0 }, { lng: 0, lat: 90 })).toBeCloseTo(10_007.5, 0);
  });
});

describe('geoRangeFromView', () => {
  it('centres the range on the map centre and reaches the farthest corner', () => {
    const view = boxView({ lng: 4.35, lat: 50.85 }, 0.1, 0.05);
    const range = geoRangeFromView(view);
    const farthest = Math.max(...view.corners.map((corner) => distanceKm(view.center, corner)));
    expect(range).toMatchObject({ lat: 50.85, lon: 4.35 });
    expect(range!.distanceKm).toBeGreaterThanOrEqual(farthest);
    expect(range!.distanceKm - farthest).toBeLessThan(0.1);
  });

  it('always gives a range the filter accepts and that survives the URL', () => {
    fc.assert(
      fc.property(viewInBelgium, (view) => {
        const range = geoRangeFromView(view);
        expect(range).not.toBeNull();
        expect(geoRangeSchema.safeParse(range).success).toBe(true);
        expect(parseGeoRange(formatGeoRange(range!))).toEqual(range);
      }),
    );
  });

  it('never leaves a visible corner outside the circle', () => {
    fc.assert(
      fc.property(viewInBelgium, (view) => {
        const range = geoRangeFromView(view)!;
        const center = { lng: range.lon, lat: range.lat };
        for (const corner of view.corners) {
          // The centre is rounded to 6 decimals (10 cm): allow for that, nothing more.
          expect(distanceKm(center, corner)).toBeLessThanOrEqual(range.distanceKm + 0.001);
        }
      }),
    );
  });

  it('rounds the radius up to whole 100 m steps', () => {
    fc.assert(
      fc.property(viewInBelgium, (view) => {
        const { distanceKm: km } = geoRangeFromView(view)!;
        expect(Math.round(km * 10) / 10).toBe(km);
      }),
    );
  });

  it('searches at least 100 m around a map zoomed in to a single spot', () => {
    expect(geoRangeFromView({ center: brussels, corners: [brussels] })?.distanceKm).toBe(0.1);
  });

  it('caps the radius at the longest distance the filter accepts', () => {
    // The far side of the earth is 20,015 km away, past the filter's 20,000.
    const antipode = { center: { lng: 0, lat: 0 }, corners: [{ lng: 180, lat: 0 }] };
    expect(geoRangeFromView(antipode)?.distanceKm).toBe(MAX_GEO_DISTANCE_KM);
  });

  it('brings a longitude from a wrapped-around map back into -180…180', () => {
    expect(geoRangeFromView(boxView({ lng: 364.35, lat: 50.85 }, 0.1, 0.1))?.lon).toBe(4.35);
    expect(geoRangeFromView(boxView({ lng: -355.65, lat: 50.85 }, 0.1, 0.1))?.lon).toBe(4.35);
  });

  it('keeps six decimals of the centre', () => {
    expect(
      geoRangeFromView(boxView({ lng: 4.123456789, lat: 50.987654321 }, 0.1, 0.1)),
    ).toMatchObject({ lat: 50.987654, lon: 4.123457 });
  });

  it('gives nothing for a map without a finite centre', () => {
    expect(geoRangeFromView({ center: { lng: Number.NaN, lat: 50 }, corners: [] })).toBeNull();
  });
});

describe('geoRangeBounds', () => {
  it('holds the whole circle: its north, south, east and west ends lie inside the box', () => {
    fc.assert(
      fc.property(viewInBelgium, (view) => {
        const range = geoRangeFromView(view)!;
        const [west, south, east, north] = geoRangeBounds(range);
        const center = { lng: range.lon, lat: range.lat };
        expect(distanceKm(center, { lng: range.lon, lat: north })).toBeCloseTo(range.distanceKm, 3);
        expect(distanceKm(center, { lng: range.lon, lat: south })).toBeCloseTo(range.distanceKm, 3);
        // Along its own latitude the box is at least as wide as the circle.
        expect(distanceKm(center, { lng: east, lat: range.lat })).toBeGreaterThanOrEqual(
          range.distanceKm - 1e-6,
        );
        expect(distanceKm(center, { lng: west, lat: range.lat })).toBeGreaterThanOrEqual(
          range.distanceKm - 1e-6,
        );
      }),
    );
  });

  it('is a box around the centre, west of east and south of north', () => {
    const [west, south, east, north] = geoRangeBounds({ distanceKm: 10, lat: 50.85, lon: 4.35 });
    expect(west).toBeLessThan(4.35);
    expect(east).toBeGreaterThan(4.35);
    expect(south).toBeLessThan(50.85);
    expect(north).toBeGreaterThan(50.85);
    expect(4.35 - west).toBeCloseTo(east - 4.35, 10);
  });
});
