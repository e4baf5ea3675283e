import {
  CHOSEN_SORT_ORDER,
  DEFAULT_SORT_ORDER,
  DEFAULT_SORT_TYPE,
  searchDefaults,
  groupOptions,
  sortOrders,
  sortTypes,
  VIEW_GALLERY,
  viewTypeOf,
  type GroupOption,
  type SortOrder,
  type SortType,
} from '../schemas/search-constants.ts';
import {
  COORDINATE_DECIMALS,
  DISTANCE_DECIMALS,
  isGeoRange,
  MAX_LIST_LENGTH,
  MAX_AREA,
  MAX_PRICE,
  energyGrades,
  roundTo,
  type EnergyGrade,
  type GeoRange,
} from '../schemas/search-limits.ts';
import type { SearchFilter } from '../schemas/search-filter.ts';
import {
  searchStatuses,
  statusFromTrans,
  transWordOf,
  type SearchStatus,
} from './transaction-status.ts';

/**
 * The search filter a visitor sets (spec 3 "Filter query fields", spec 5 "Search filters read
 * from the address"). The URL is the search state (DESIGN.md): filters, sort, grouping and view
 * type round-trip through the query string.
 *
 * Query-string parameters (the canonical form writes them in this order):
 *
 * | parameter | value                                   | form     | filter field  |
 * |-----------|-----------------------------------------|----------|---------------|
 * | trans     | kopen, huren                            | initial  | status        |
 * | status    | FOR_SALE, TO_RENT                       | extended | status        |
 * | country   | two-letter code, e.g. BE (list)         | extended | country       |
 * | city      | city id (list)                          | initial  | city          |
 * | geo_range | {n}km;{lat};{lon}                       | extended | geo_range     |
 * | type      | head type id (list)                     | initial  | type          |
 * | subType   | subtype id (list)                       | initial  | subType       |
 * | price-min | whole euros                             | initial  | price-min     |
 * | price-max | whole euros                             | initial  | price-max     |
 * | bedrooms  | bedroom count, 6 means 6 or more        | initial  | bedrooms      |
 * | bed-min   | minimum bedroom count                   | extended | bed-min       |
 * | area-min  | living area in whole m²                 | extended | area-min      |
 * | area-max  | living area in whole m²                 | extended | area-max      |
 * | plot-min  | plot area in whole m²                   | extended | plot-min      |
 * | plot-max  | plot area in whole m²                   | extended | plot-max      |
 * | epc       | EPC label A_PLUS_PLUS … G (or A++ … G)  | extended | epc           |
 * | garden    | 1                                       | extended | garden        |
 * | terrace   | 1                                       | extended | terrace       |
 * | garage    | 1                                       | extended | garage        |
 * | sort      | price, city, date, type                 | extended | sortType      |
 * | order     | asc, desc                               | extended | sortOrder     |
 * | group     | type, subtype, status, city, price      | extended | groupBy       |
 * | view      | gallery, map (or 0, 1)                  | extended | viewType      |
 *
 * Lists are written as repeated parameters (`city=1&city=2`); a comma-separated value
 * (`city=1,2`) is read too. The canonical form writes the status as `trans`, which both forms
 * read, and leaves out the defaults (date descending, gallery).
 *
 * The area ranges, the EPC label and the garden, terrace and garage choices extend spec 5 (see
 * the README): the extended form reads them, with the same rules (an empty or invalid value is
 * ignored). `epc` means that label or a better one.
 */

// The constants live apart, without zod, so code that needs only them (the favourites in every
// page's header) neither loads nor runs the schemas' library.
export * from '../schemas/search-constants.ts';
export * from '../schemas/search-limits.ts';

export type FilterForm = 'initial' | 'extended';

/** spec 5: the only parameters the initial form reads. */
export const initialFilterParams = [
  'trans',
  'city',
  'price-min',
  'price-max',
  'type',
  'subType',
  'bedrooms',
] as const;

/** The area ranges the listing adds to spec 5, in whole m². */
export const areaFilterKeys = ['area-min', 'area-max', 'plot-min', 'plot-max'] as const;
export type AreaFilterKey = (typeof areaFilterKeys)[number];

/** The "with …" choices the listing adds to spec 5. */
export const featureFilterKeys = ['garden', 'terrace', 'garage'] as const;
export type FeatureFilterKey = (typeof featureFilterKeys)[number];

/** spec 5: the further form adds geo_range, bed-min and status; the listing URL adds the rest. */
export const extendedFilterParams = [
  ...initialFilterParams,
  'status',
  'country',
  'geo_range',
  'bed-min',
  ...areaFilterKeys,
  'epc',
  ...featureFilterKeys,
  'sort',
  'order',
  'group',
  'view',
] as const;

export type FilterParam = (typeof extendedFilterParams)[number];

export type { SearchFilter };

/** The filter of a visitor who has chosen nothing (spec 3: sortOrder DESC, sortType date). */
export const defaultSearchFilter: SearchFilter = searchDefaults;

type ListKey = 'country' | 'city' | 'type' | 'subType';

/** Every value of a list parameter: repeated parameters and comma-separated values alike. */
function listValues(params: URLSearchParams, key: ListKey): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Keeps the first occurrence of each value, in order, and at most MAX_LIST_LENGTH of them. */
function uniqueList<T>(values: readonly (T | undefined)[]): T[] | undefined {
  const list = [...new Set(values.filter((value): value is T => value !== undefined))].slice(
    0,
    MAX_LIST_LENGTH,
  );
  return list.length > 0 ? list : undefined;
}

/** A positive whole number written in digits only; anything else is no number (spec 5). */
function positiveInteger(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A price in plain decimal digits, rounded to whole euros; '' and garbage drop the bound. */
function parsePrice(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Math.round(Number(trimmed));
  return Number.isFinite(value) && value <= MAX_PRICE ? value : undefined;
}

/** An area in plain decimal digits, rounded to whole m²; '' and garbage drop the bound. */
function parseArea(text: string | null): number | undefined {
  const value = parsePrice(text);
  return value !== undefined && value <= MAX_AREA ? value : undefined;
}

/**
 * An EPC label as the service writes it (`A_PLUS`) or as a visitor reads it (`A+`), in any
 * case; a two-grade or unknown label is no filter.
 */
export function parseEnergyGrade(text: string): EnergyGrade | undefined {
  const normalized = text.trim().toUpperCase().replaceAll('+', '_PLUS');
  return energyGrades.find((grade) => grade === normalized);
}

/** A "with …" choice: 1 or true; anything else is no filter. */
function parseFlag(text: string | undefined): true | undefined {
  const value = text?.trim().toLowerCase();
  return value === '1' || value === 'true' ? true : undefined;
}

const decimal = String.raw`-?\d+(?:\.\d+)?`;
const geoRangePattern = new RegExp(String.raw`^(\d+(?:\.\d+)?)km;(${decimal});(${decimal})$`);

/**
 * Reads `{n}km;{lat};{lon}` (spec 5). Anything else, a zero distance or a point off the globe is
 * ignored: the query would be rejected or match nothing.
 *
 * @example parseGeoRange('10km;50.85;4.35') // { distanceKm: 10, lat: 50.85, lon: 4.35 }
 */
export function parseGeoRange(text: string): GeoRange | undefined {
  const match = geoRangePattern.exec(text.trim());
  if (!match) return undefined;
  const range = {
    distanceKm: roundTo(Number(match[1]), DISTANCE_DECIMALS),
    lat: roundTo(Number(match[2]), COORDINATE_DECIMALS),
    lon: roundTo(Number(match[3]), COORDINATE_DECIMALS),
  };
  return isGeoRange(range) ? range : undefined;
}

/** Writes a geo range in the form `parseGeoRange` reads. */
export function formatGeoRange(range: GeoRange): string {
  return `${range.distanceKm}km;${range.lat};${range.lon}`;
}

function parseStatus(text: string): SearchStatus | undefined {
  const upper = text.trim().toUpperCase();
  return searchStatuses.find((status) => status === upper);
}

function parseSortType(text: string): SortType | undefined {
  const lower = text.trim().toLowerCase();
  return sortTypes.find((type) => type === lower);
}

function parseSortOrder(text: string): SortOrder | undefined {
  const upper = text.trim().toUpperCase();
  return sortOrders.find((order) => order === upper);
}

function parseGroup(text: string): GroupOption | undefined {
  const upper = text.trim().toUpperCase();
  return groupOptions.find((option) => option === upper);
}

/** The first value of a parameter, or undefined when the form does not read it. */
function readerFor(params: URLSearchParams, form: FilterForm) {
  const accepted: readonly string[] =
    form === 'extended' ? extendedFilterParams : initialFilterParams;
  return (key: FilterParam): string | undefined =>
    accepted.includes(key) ? (params.get(key) ?? undefined) : undefined;
}

/**
 * Reads the search filter from the address (spec 5). Never throws: unknown parameters, values
 * that are not numbers, unknown words and malformed ranges are ignored, and empty filters are
 * left out. The initial form reads only trans, city, price-min, price-max, type, subType and
 * bedrooms; the extended form (the listing URL) reads every parameter of the table above.
 *
 * @example parseSearchFilter('trans=huren&city=12,14&price-max=', { form: 'initial' })
 * // { status: 'TO_RENT', city: [12, 14], sortType: 'date', sortOrder: 'DESC', viewType: 0 }
 */
export function parseSearchFilter(
  input: string | URLSearchParams,
  options: { form: FilterForm },
): SearchFilter {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const read = readerFor(params, options.form);
  const readList = (key: ListKey) => (read(key) === undefined ? [] : listValues(params, key));
  const filter: SearchFilter = { ...defaultSearchFilter };

  // spec 5: kopen → FOR_SALE, huren → TO_RENT; an explicit status (extended form) wins
  const status =
    parseStatus(read('status') ?? '') ?? statusFromTrans(read('trans')?.trim().toLowerCase() ?? '');
  if (status) filter.status = status;

  const country = uniqueList(
    readList('country').map((code) => (/^[a-z]{2}$/i.test(code) ? code.toUpperCase() : undefined)),
  );
  if (country) filter.country = country;

  const geoRange = parseGeoRange(read('geo_range') ?? '');
  const city = uniqueList(readList('city').map(positiveInteger));
  // spec 5: a valid geo_range replaces the city filter
  if (geoRange) filter.geo_range = geoRange;
  else if (city) filter.city = city;

  const type = uniqueList(readList('type').map(positiveInteger));
  if (type) filter.type = type;
  const subType = uniqueList(readList('subType').map(positiveInteger));
  if (subType) filter.subType = subType;

  // spec 5: an empty min or max drops that bound
  const priceMin = parsePrice(read('price-min') ?? null);
  if (priceMin !== undefined) filter['price-min'] = priceMin;
  const priceMax = parsePrice(read('price-max') ?? null);
  if (priceMax !== undefined) filter['price-max'] = priceMax;

  const bedrooms = positiveInteger(read('bedrooms')?.trim() ?? '');
  if (bedrooms !== undefined) filter.bedrooms = bedrooms;
  const bedMin = positiveInteger(read('bed-min')?.trim() ?? '');
  if (bedMin !== undefined) filter['bed-min'] = bedMin;

  for (const key of areaFilterKeys) {
    const area = parseArea(read(key) ?? null);
    if (area !== undefined) filter[key] = area;
  }
  const epc = parseEnergyGrade(read('epc') ?? '');
  if (epc) filter.epc = epc;
  for (const key of featureFilterKeys) {
    if (parseFlag(read(key))) filter[key] = true;
  }

  // spec 9: sortOrder defaults to ASC once a sort field is given
  const sortType = parseSortType(read('sort') ?? '');
  if (sortType) {
    filter.sortType = sortType;
    filter.sortOrder = CHOSEN_SORT_ORDER;
  }
  const sortOrder = parseSortOrder(read('order') ?? '');
  if (sortOrder) filter.sortOrder = sortOrder;

  const group = parseGroup(read('group') ?? '');
  if (group) filter.groupBy = group;
  const view = viewTypeOf(read('view') ?? '');
  if (view !== undefined) filter.viewType = view;

  return filter;
}

/**
 * Writes a filter as its canonical query string (no leading '?'): stable parameter order,
 * repeated parameters for lists, defaults left out. Reading it back with the extended form
 * gives the same filter; so does the initial form when the filter only uses its fields.
 *
 * @example serializeSearchFilter({ ...defaultSearchFilter, status: 'FOR_SALE', city: [3] })
 * // 'trans=kopen&city=3'
 */
export function serializeSearchFilter(filter: SearchFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.append('trans', transWordOf(filter.status));
  for (const code of filter.country ?? []) params.append('country', code);
  for (const id of filter.city ?? []) params.append('city', String(id));
  if (filter.geo_range) params.append('geo_range', formatGeoRange(filter.geo_range));
  for (const id of filter.type ?? []) params.append('type', String(id));
  for (const id of filter.subType ?? []) params.append('subType', String(id));
  if (filter['price-min'] !== undefined) params.append('price-min', String(filter['price-min']));
  if (filter['price-max'] !== undefined) params.append('price-max', String(filter['price-max']));
  if (filter.bedrooms !== undefined) params.append('bedrooms', String(filter.bedrooms));
  if (filter['bed-min'] !== undefined) params.append('bed-min', String(filter['bed-min']));
  for (const key of areaFilterKeys) {
    if (filter[key] !== undefined) params.append(key, String(filter[key]));
  }
  if (filter.epc) params.append('epc', filter.epc);
  for (const key of featureFilterKeys) if (filter[key]) params.append(key, '1');

  const defaultSort =
    filter.sortType === DEFAULT_SORT_TYPE && filter.sortOrder === DEFAULT_SORT_ORDER;
  if (!defaultSort) {
    params.append('sort', filter.sortType);
    // a written sort field implies ascending, so only descending needs saying
    if (filter.sortOrder !== CHOSEN_SORT_ORDER) params.append('order', 'desc');
  }
  if (filter.groupBy) params.append('group', filter.groupBy.toLowerCase());
  if (filter.viewType !== VIEW_GALLERY) params.append('view', 'map');
  return params.toString();
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Sets one filter field the way the search form does (spec 5): an empty list, null, undefined,
 * false or a non-finite number removes the filter (sort and view fall back to their defaults); a geo
 * range replaces the city filter and a city list replaces the geo range; choosing a sort field
 * starts ascending (spec 9). Lists keep each value once. Returns a new filter.
 *
 * @example withFilter(filter, 'city', []) // the filter without a city
 */
export function withFilter<K extends keyof SearchFilter>(
  filter: SearchFilter,
  key: K,
  value: SearchFilter[K] | null | undefined,
): SearchFilter {
  const next: Record<string, unknown> = { ...filter };
  const cleaned = Array.isArray(value) ? [...new Set(value)] : value;
  if (isEmptyValue(cleaned)) {
    if (key in defaultSearchFilter) next[key] = defaultSearchFilter[key];
    else delete next[key];
    return next as SearchFilter;
  }
  next[key] = cleaned;
  if (key === 'geo_range') delete next.city;
  if (key === 'city') delete next.geo_range;
  if (key === 'sortType') next.sortOrder = CHOSEN_SORT_ORDER;
  return next as SearchFilter;
}
