/*
 * The limits of a valid search (spec 5): how long a list, how high a price (with the bounds a
 * form shows, from search-constants.ts), and the rule of a valid geo range. The filter's schema (search-filter.ts) and the address parser
 * (domain/search-filters.ts, which re-exports this) check a search with them; what a page
 * shows before the visitor searches (search-constants.ts) does without them.
 */

/** A list longer than this is cut: no real search picks more, and the query stays small. */
export const MAX_LIST_LENGTH = 100;
export { MAX_AREA, MAX_PRICE } from './search-constants.ts';

export { energyGrades, type EnergyGrade } from './energy-grades.ts';

/** Half the earth's circumference: every point lies within it. */
export const MAX_GEO_DISTANCE_KM = 20_000;
/** Coordinates keep 6 decimals (about 10 cm), distances 3 (a metre). */
export const COORDINATE_DECIMALS = 6;
export const DISTANCE_DECIMALS = 3;

/** A circle around a point: the `geo_range` parameter (spec 5), valid when `isGeoRange`. */
export type GeoRange = { distanceKm: number; lat: number; lon: number };

/** `value` rounded to `decimals` places; `|| 0` turns -0 into 0, so no filter holds a negative zero. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}

const hasDecimalsAtMost = (value: number, decimals: number) => roundTo(value, decimals) === value;

/**
 * Whether a circle is a valid `geo_range` (spec 5): a positive distance of at most
 * MAX_GEO_DISTANCE_KM with at most DISTANCE_DECIMALS decimals, around a point on the globe
 * given to COORDINATE_DECIMALS decimals. The filter's schema checks a range with this too.
 */
export function isGeoRange(range: GeoRange): boolean {
  const { distanceKm, lat, lon } = range;
  return (
    [distanceKm, lat, lon].every(Number.isFinite) &&
    distanceKm > 0 &&
    distanceKm <= MAX_GEO_DISTANCE_KM &&
    hasDecimalsAtMost(distanceKm, DISTANCE_DECIMALS) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    hasDecimalsAtMost(lat, COORDINATE_DECIMALS) &&
    hasDecimalsAtMost(lon, COORDINATE_DECIMALS)
  );
}
