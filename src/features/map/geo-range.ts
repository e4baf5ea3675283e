import {
  COORDINATE_DECIMALS,
  MAX_GEO_DISTANCE_KM,
  isGeoRange,
  type GeoRange,
} from '../../domain/search-filters.ts';

/** A point as the map gives it. */
export type LngLat = { lng: number; lat: number };

/** What the map shows: its centre and the four corners of the visible area. */
export type MapView = { center: LngLat; corners: readonly LngLat[] };

/** The mean earth radius (IUGG), in km: good to 0.5 % for a search radius. */
const EARTH_RADIUS_KM = 6371.0088;

/** Distances round up to 100 m: a short, readable `geo_range` that never shrinks the area. */
const DISTANCE_STEP_KM = 0.1;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in km (haversine).
 * @example distanceKm({ lng: 4.3525, lat: 50.8467 }, { lng: 4.4025, lat: 51.2194 }) // ≈ 41.6
 */
export function distanceKm(from: LngLat, to: LngLat): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A longitude brought back into -180…180: a map that wrapped around the world reports more. */
function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor || 0;
}

/**
 * The `geo_range` of "search in this area" (spec 5: `{n}km;{lat};{lon}`): a circle around the
 * map's centre that reaches the farthest visible corner, so every place the visitor sees is
 * searched (a circle cannot match the rectangle; reaching the corners means the search also
 * takes in a little beyond the edges, which beats leaving the corners out). The radius is
 * rounded up to 100 m and capped at the longest distance the filter accepts; coordinates keep
 * 6 decimals. Null when the view is not a place on earth (no finite centre).
 *
 * @example geoRangeFromView({ center: { lng: 4.35, lat: 50.85 }, corners: [
 *   { lng: 4.25, lat: 50.8 }, { lng: 4.45, lat: 50.9 }] }) // { distanceKm: 9, lat: 50.85, lon: 4.35 }
 */
export function geoRangeFromView(view: MapView): GeoRange | null {
  const { center } = view;
  if (!Number.isFinite(center.lat) || !Number.isFinite(center.lng)) return null;
  const lat = roundCoordinate(Math.max(-90, Math.min(90, center.lat)));
  const lon = roundCoordinate(wrapLongitude(center.lng));
  const reach = Math.max(
    0,
    ...view.corners
      .filter((corner) => Number.isFinite(corner.lat) && Number.isFinite(corner.lng))
      .map((corner) => distanceKm(center, corner)),
  );
  // Whole steps of 100 m, counted in integers so 0.1 + 0.2 cannot creep in.
  const steps = Math.max(1, Math.ceil(reach / DISTANCE_STEP_KM - 1e-9));
  const distance = Math.min(MAX_GEO_DISTANCE_KM, steps / 10);
  const range = { distanceKm: distance, lat, lon };
  return isGeoRange(range) ? range : null;
}

/**
 * The bounding box of a `geo_range` circle as [west, south, east, north], so the map can show
 * the area a search covers. Longitudes are not wrapped: a box across the antimeridian keeps
 * east > west, as MapLibre's `fitBounds` expects.
 */
export function geoRangeBounds(range: GeoRange): [number, number, number, number] {
  const latDelta = (range.distanceKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const south = Math.max(-85, range.lat - latDelta);
  const north = Math.min(85, range.lat + latDelta);
  const widestLat = Math.max(Math.abs(south), Math.abs(north));
  const lngDelta = Math.min(180, latDelta / Math.max(1e-6, Math.cos(toRadians(widestLat))));
  return [range.lon - lngDelta, south, range.lon + lngDelta, north];
}
