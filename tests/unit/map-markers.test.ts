import { describe, it, expect } from 'vitest';
import {
  markersToGeoJson,
  toMapMarker,
  toMapMarkers,
  type MarkerSource,
} from '../../src/domain/map-markers.ts';

function summary(
  overrides: Partial<MarkerSource['general']> = {},
  top: Partial<MarkerSource> = {},
) {
  return {
    id: 42,
    isProject: false,
    status: { id: 1 },
    general: {
      subType: { id: 7 },
      headType: { id: 2 },
      address: { geoLocation: { lat: 51.05, lon: 3.72 } },
      ...overrides,
    },
    ...top,
  } satisfies MarkerSource;
}

describe('toMapMarker: markers exist only with geo location, subtype and status', () => {
  it('carries id, type, headType, status, isProject, lat and lon', () => {
    expect(toMapMarker(summary())).toEqual({
      id: 42,
      type: 7,
      headType: 2,
      status: 1,
      isProject: false,
      lat: 51.05,
      lon: 3.72,
    });
  });

  it('gives no marker without a geo location', () => {
    expect(toMapMarker(summary({ address: { geoLocation: null } }))).toBeNull();
    expect(toMapMarker(summary({ address: null }))).toBeNull();
  });

  it('gives no marker without a subtype', () => {
    expect(toMapMarker(summary({ subType: null }))).toBeNull();
  });

  it('gives no marker without a status', () => {
    expect(toMapMarker(summary({}, { status: null }))).toBeNull();
  });

  it('treats the 0,0 location of an un-geocoded record as no location', () => {
    expect(toMapMarker(summary({ address: { geoLocation: { lat: 0, lon: 0 } } }))).toBeNull();
  });

  it('rejects coordinates out of range', () => {
    expect(toMapMarker(summary({ address: { geoLocation: { lat: 91, lon: 3 } } }))).toBeNull();
    expect(
      toMapMarker(summary({ address: { geoLocation: { lat: 50, lon: Number.NaN } } })),
    ).toBeNull();
  });

  it('reads the project flag of the full estate shape', () => {
    const full = { id: 9, status: { id: 3 }, general: { ...summary().general, project: true } };
    expect(toMapMarker(full)?.isProject).toBe(true);
  });

  it('prefers the summary project flag', () => {
    expect(toMapMarker(summary({ project: false }, { isProject: true }))?.isProject).toBe(true);
  });
});

describe('toMapMarkers', () => {
  it('leaves out the estates that cannot be placed and keeps the order of the rest', () => {
    const markers = toMapMarkers([
      summary({}, { id: 1 }),
      summary({ subType: null }, { id: 2 }),
      summary({}, { id: 3 }),
    ]);
    expect(markers.map((m) => m.id)).toEqual([1, 3]);
  });
});

describe('markersToGeoJson: a FeatureCollection of Points', () => {
  it('writes coordinates as [lon, lat]', () => {
    const marker = toMapMarker(summary({ address: { geoLocation: { lat: 50.85, lon: 4.35 } } }));
    const collection = markersToGeoJson(marker ? [marker] : []);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0]?.geometry).toEqual({ type: 'Point', coordinates: [4.35, 50.85] });
  });

  it('carries the marker fields as properties and the estate id as feature id', () => {
    const marker = toMapMarker(summary({}, { isProject: true }));
    const [feature] = markersToGeoJson(marker ? [marker] : []).features;
    expect(feature?.id).toBe(42);
    expect(feature?.properties).toEqual(marker);
  });

  it('gives an empty collection for no markers', () => {
    expect(markersToGeoJson([])).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
