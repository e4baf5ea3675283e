import { groupSortEntries } from '../src/domain/estate-query.ts';
import type { EstateFilterOptions } from '../src/schemas/estate-filters.ts';
import type {
  GroupOptions,
  QueryClause,
  SearchField,
  SortEntry,
  SortField,
} from '../src/schemas/estate-query.ts';
import type { EstateSummary } from '../src/schemas/estate-summary.ts';
import type { LocalizedString } from '../src/schemas/localized.ts';
import { hasGuid } from '../src/domain/transaction-status.ts';
import { municipalities } from './demo-data/municipalities.ts';

/** Town centres by city id (the demo municipalities), as the agency's service gives them. */
const townCentres = new Map(municipalities.map((town) => [town.id, town]));

/**
 * In-memory search index of one site's estates. Documents are "groups": a standalone estate
 * or a project whose children are its units (the original service is an Elasticsearch index
 * of such groups). Field values are kept in columns (typed arrays indexed by position), so a
 * query over 10,000 groups is a tight loop of number comparisons: no per-document objects
 * to chase, and no SQL query planner involved.
 */
type Scalar = string | number | boolean;

export type IndexedEstate = {
  summary: EstateSummary;
  /** Pre-serialized summary: answers are assembled from these strings. */
  json: string;
  /** Raw field values, turned into columns by the index. */
  fields: Partial<Record<SearchField, Scalar[]>>;
  collections: number[];
  publishedAt: number;
};

export type SearchRequest = {
  query: QueryClause;
  sort?: SortEntry[] | undefined;
  pagination?: { from: number; size: number } | undefined;
  groupOptions?: GroupOptions | undefined;
  collections?: { id: number }[] | undefined;
};

/**
 * The search entry of a group. `facts` are the values the card view does not carry (areas, EPC
 * label, room types: src/domain/search-facts.ts), each field a list.
 */
export function indexEstate(
  summary: EstateSummary,
  collections: number[] = [],
  facts: Partial<Record<SearchField, Scalar[]>> = {},
): IndexedEstate {
  const general = summary.general;
  const childIds = summary.children.map((child) => child.general.id);
  const publishedAt = Date.parse(summary.publicationDate);
  const fields: Partial<Record<SearchField, Scalar[]>> = {
    ...facts,
    id: [summary.id],
    'transaction.id': [general.transaction.id],
    'status.id': [summary.status.id],
    'headType.id': [general.headType.id],
    isProject: [summary.isProject],
    // A favourite id finds the group that holds it: the estate itself or its project.
    'children.general.id': [summary.id, ...childIds],
    'children.collections': collections,
    publicationDate: [publishedAt],
  };
  if (hasGuid(summary)) fields.guid = [summary.guid as string];
  const city = general.address.city;
  if (city) {
    fields['address.city.id'] = [city.id];
    fields['address.city.zip'] = [city.zip];
  }
  if (general.address.country) fields['address.country.id'] = [general.address.country.id];
  if (general.subType) fields['subType.id'] = [general.subType.id];
  if (summary.bedroom_count != null) fields.bedroomCount = [summary.bedroom_count];
  const price = general.price ?? general.totalPrice;
  if (price != null) fields.price = [price];
  return { summary, json: JSON.stringify(summary), fields, collections, publishedAt };
}

const same = (a: Scalar, b: Scalar) => a === b || String(a) === String(b);

const isCanonicalNumber = (text: string) => {
  const numeric = Number(text);
  return text.trim() !== '' && Number.isFinite(numeric) && String(numeric) === text;
};

/**
 * Every value as a number: numbers as they are, booleans 0/1, numeric text as its number (a
 * wire value '7' matches 7 and zip 9000 matches '9000'), other text by a dictionary code.
 */
class ValueCodes {
  readonly #codes = new Map<string, number>();

  encode(value: Scalar): number {
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (isCanonicalNumber(value)) return Number(value);
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = textCodeBase - this.#codes.size;
      this.#codes.set(value, code);
    }
    return code;
  }

  /** The text or number a code stands for. */
  decode(code: number): string {
    for (const [text, known] of this.#codes) if (known === code) return text;
    return String(code);
  }

  /** The code of a queried value; text never indexed gives NaN, which matches nothing. */
  lookup(value: Scalar): number {
    if (typeof value !== 'string' || isCanonicalNumber(value)) return this.encode(value);
    return this.#codes.get(value) ?? Number.NaN;
  }
}

/** Text codes sit far below real values but stay 32-bit integers, cheap as Map keys. */
const textCodeBase = -1_000_000_000;

/** One column: a value per estate (NaN when missing), or a list for multi-valued fields. */
type Column = { single: Float64Array } | { multi: Float64Array[] };

/** Fields with a list per group: a project holds its units' areas, labels and rooms too. */
const multiValued = new Set<SearchField>([
  'children.general.id',
  'children.collections',
  'dimensions.areaBuild',
  'dimensions.areaGround',
  'energy.energyLabel',
  'rooms.value.id',
  'technical.directionGarden',
]);

type Predicate = (position: number) => boolean;

/** Great-circle distance (haversine), in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function localizedText(text: LocalizedString | null | undefined, locale: string): string | null {
  if (!text) return null;
  const value = text[locale as keyof LocalizedString] ?? text.nl ?? text.fr ?? text.en ?? text.de;
  return value ?? null;
}

function sortValue(entry: IndexedEstate, field: SortField, locale: string): Scalar | null {
  const general = entry.summary.general;
  switch (field) {
    case 'price':
      return general.price ?? general.totalPrice ?? null;
    case 'address.city.name': {
      const city = general.address.city;
      return city ? (localizedText(city.alias, locale) ?? localizedText(city.name, locale)) : null;
    }
    case 'publicationDate':
      return entry.publishedAt;
    case 'subType.name':
      return localizedText(general.subType?.name, locale);
    case 'headType.id':
      return general.headType.id;
    case 'transaction.id':
      return general.transaction.id;
    case 'id':
      return entry.summary.id;
  }
}

/** Sorts by the entries in order; keys are computed once per estate, missing values last. */
function sortEntries(found: IndexedEstate[], sort: SortEntry[], locale: string): IndexedEstate[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const keyed = found.map((entry) => ({
    entry,
    keys: sort.map((spec): Scalar | null => {
      const value = sortValue(entry, spec.field, locale);
      if (!spec.values) return value;
      const index = value === null ? -1 : spec.values.findIndex((v) => same(v, value));
      return index === -1 ? spec.values.length : index;
    }),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i += 1) {
      const left = a.keys[i] ?? null;
      const right = b.keys[i] ?? null;
      if (left === null && right === null) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      const diff =
        typeof left === 'string' || typeof right === 'string'
          ? collator.compare(String(left), String(right))
          : Number(left) - Number(right);
      if (diff !== 0) return sort[i]!.order === 'desc' ? -diff : diff;
    }
    return a.entry.summary.id - b.entry.summary.id;
  });
  return keyed.map(({ entry }) => entry);
}

export class EstateIndex {
  readonly entries: IndexedEstate[];
  /** Every entry in the order of a sort, per sort and locale: most searches reuse a few. */
  readonly #orders = new Map<string, Int32Array>();

  readonly #codes = new ValueCodes();
  readonly #filterCache = new Map<string, EstateFilterOptions>();
  readonly #allPositions: number[];
  readonly #columns = new Map<SearchField, Column>();
  readonly #lat: Float64Array;
  readonly #lon: Float64Array;
  /** Each city once, as the filter options list it. */
  readonly #cities = new Map<number, Omit<EstateFilterOptions['locations'][number], 'count'>>();

  constructor(entries: IndexedEstate[]) {
    this.entries = entries;
    this.#allPositions = entries.map((_, position) => position);
    const fields = new Set(entries.flatMap((entry) => Object.keys(entry.fields) as SearchField[]));
    for (const field of fields) {
      if (multiValued.has(field)) {
        const multi = entries.map(
          (entry) =>
            new Float64Array((entry.fields[field] ?? []).map((v) => this.#codes.encode(v))),
        );
        this.#columns.set(field, { multi });
      } else {
        const single = new Float64Array(entries.length).fill(Number.NaN);
        entries.forEach((entry, position) => {
          const value = entry.fields[field]?.[0];
          if (value !== undefined) single[position] = this.#codes.encode(value);
        });
        this.#columns.set(field, { single });
      }
    }
    this.#lat = new Float64Array(entries.length).fill(Number.NaN);
    this.#lon = new Float64Array(entries.length).fill(Number.NaN);
    entries.forEach((entry, position) => {
      const { geoLocation: point, city, visible } = entry.summary.general.address;
      if (point) {
        this.#lat[position] = point.lat;
        this.#lon[position] = point.lon;
      }
      if (!city) return;
      // A city's point is its centre, never an estate's door: sites place an estate whose
      // address is hidden there (spec 2). A town outside the demo table takes the point of an
      // estate whose address is shown, else none.
      const centre = townCentres.get(city.id) ?? (visible && point ? point : null);
      const known = this.#cities.get(city.id);
      if (!known || (known.lat == null && centre)) {
        this.#cities.set(city.id, {
          id: city.id,
          zip: city.zip,
          name: city.name,
          lat: centre?.lat ?? null,
          lon: centre?.lon ?? null,
        });
      }
    });
  }

  /** A test on one column: any of its values (one, or a list) passes `test`. */
  #columnTest(field: SearchField, test: (value: number) => boolean): Predicate {
    const column = this.#columns.get(field);
    if (!column) return () => false;
    if ('single' in column) {
      const values = column.single;
      return (position) => test(values[position]!);
    }
    const lists = column.multi;
    return (position) => lists[position]!.some(test);
  }

  /** Whether a column holds a value at a position (a list: at least one). */
  #columnHasValue(field: SearchField): Predicate {
    const column = this.#columns.get(field);
    if (!column) return () => false;
    if ('single' in column) {
      const values = column.single;
      return (position) => !Number.isNaN(values[position]!);
    }
    const lists = column.multi;
    return (position) => lists[position]!.length > 0;
  }

  /** Turns a query into predicates once, so each estate costs a few number comparisons. */
  #compile(request: Pick<SearchRequest, 'query' | 'collections'>): Predicate[] {
    const predicates = this.#compileClause(request.query);
    const collections = new Set(request.collections?.map((collection) => collection.id) ?? []);
    if (collections.size > 0) {
      predicates.push((position) =>
        this.entries[position]!.collections.some((id) => collections.has(id)),
      );
    }
    return predicates;
  }

  /** The predicates of one clause, every one of which must hold. */
  #compileClause(query: QueryClause): Predicate[] {
    const predicates: Predicate[] = [];
    const entries = <V>(record: Partial<Record<SearchField, V>> | undefined) =>
      Object.entries(record ?? {}) as [SearchField, V][];
    for (const [field, wanted] of entries(query.terms)) {
      const codes = new Set(wanted.map((value) => this.#codes.lookup(value)));
      predicates.push(this.#columnTest(field, (value) => codes.has(value)));
    }
    for (const [field, { gte = -Infinity, lte = Infinity }] of entries(query.range)) {
      // Text codes are far below any real number: keep them out of open ranges.
      const low = Math.max(gte, textCodeBase + 1e8);
      predicates.push(this.#columnTest(field, (value) => value >= low && value <= lte));
    }
    for (const [field, wanted] of entries(query.match)) {
      const code = this.#codes.lookup(wanted);
      predicates.push(this.#columnTest(field, (value) => value === code));
    }
    if (query.geo_distance) {
      const { lat, lon } = query.geo_distance;
      const km = Number.parseFloat(query.geo_distance.distance);
      const lats = this.#lat;
      const lons = this.#lon;
      predicates.push(
        (position) =>
          !Number.isNaN(lats[position]!) &&
          distanceKm(lats[position]!, lons[position]!, lat, lon) <= km,
      );
    }
    for (const [field, wanted] of entries(query.exists)) {
      const has = this.#columnHasValue(field);
      predicates.push((position) => has(position) === wanted);
    }
    for (const part of query.allOf ?? []) predicates.push(...this.#compileClause(part));
    if (query.anyOf) {
      const alternatives = query.anyOf.map((part) => this.#compileClause(part));
      predicates.push((position) =>
        alternatives.some((part) => part.every((predicate) => predicate(position))),
      );
    }
    return predicates;
  }

  /** Positions of every entry in the order of a sort, cached per sort and locale. */
  #sortedAll(sort: SortEntry[], locale: string): Int32Array {
    const key = `${locale}${JSON.stringify(sort)}`;
    let order = this.#orders.get(key);
    if (!order) {
      const position = new Map(this.entries.map((entry, index) => [entry, index]));
      order = Int32Array.from(sortEntries(this.entries, sort, locale), (entry) =>
        position.get(entry)!,
      );
      if (this.#orders.size >= 64) this.#orders.delete(this.#orders.keys().next().value!);
      this.#orders.set(key, order);
    }
    return order;
  }

  /** The page of the matching positions in sort order. */
  #sortedPage(positions: number[], sort: SortEntry[], locale: string, from: number, size: number) {
    const entries = this.entries;
    if (sort.length === 0) return positions.slice(from, from + size).map((p) => entries[p]!);
    if (positions.length < 256) {
      const found = positions.map((p) => entries[p]!);
      return sortEntries(found, sort, locale).slice(from, from + size);
    }
    const order = this.#sortedAll(sort, locale);
    const page: IndexedEstate[] = [];
    if (positions.length === entries.length) {
      for (const p of order.subarray(from, from + size)) page.push(entries[p]!);
      return page;
    }
    const wanted = new Uint8Array(entries.length);
    for (const p of positions) wanted[p] = 1;
    let seen = 0;
    for (let i = 0; i < order.length && page.length < size; i += 1) {
      const p = order[i]!;
      if (wanted[p] === 0) continue;
      if (seen >= from) page.push(entries[p]!);
      seen += 1;
    }
    return page;
  }

  /** All groups matching the query, collections and all (unsorted). */
  matching(request: Pick<SearchRequest, 'query' | 'collections'>): IndexedEstate[] {
    return this.#matchingPositions(request).map((position) => this.entries[position]!);
  }

  #matchingPositions(request: Pick<SearchRequest, 'query' | 'collections'>): number[] {
    const predicates = this.#compile(request);
    if (predicates.length === 0) return this.#allPositions;
    const found: number[] = [];
    for (let position = 0; position < this.entries.length; position += 1) {
      if (predicates.every((predicate) => predicate(position))) found.push(position);
    }
    return found;
  }

  #column(field: SearchField): Float64Array | undefined {
    const column = this.#columns.get(field);
    return column && 'single' in column ? column.single : undefined;
  }

  /** The paged answer: how many groups match, and the page of them in sort order. */
  search(request: SearchRequest, locale = 'nl'): { total: number; page: IndexedEstate[] } {
    const found = this.#matchingPositions(request);
    const sort = [...(request.sort ?? [])];
    // spec 9: the server sorts grouped results by the group key first.
    const groupBy = request.groupOptions?.groupBy;
    if (groupBy && sort[0]?.field !== groupSortEntries[groupBy].field) {
      sort.unshift(groupSortEntries[groupBy]);
    }
    const from = request.pagination?.from ?? 0;
    const size = request.pagination?.size ?? found.length;
    return { total: found.length, page: this.#sortedPage(found, sort, locale, from, size) };
  }

  /** The paged answer as JSON text `{total:{value}, results}`. */
  searchJson(request: SearchRequest, locale = 'nl'): string {
    const { total, page } = this.search(request, locale);
    return `{"total":{"value":${total}},"results":[${page.map((entry) => entry.json).join(',')}]}`;
  }

  /**
   * Filter options aggregated from the groups that match the query (spec 3, 7). Like
   * Elasticsearch's request cache for aggregation-only searches, answers are kept per query
   * until the data changes (a new index is built then).
   */
  filterOptions(request: Pick<SearchRequest, 'query' | 'collections'>): EstateFilterOptions {
    const key = JSON.stringify([request.query, request.collections ?? null]);
    let options = this.#filterCache.get(key);
    if (!options) {
      options = this.#aggregate(this.#matchingPositions(request));
      if (this.#filterCache.size >= 256) {
        this.#filterCache.delete(this.#filterCache.keys().next().value!);
      }
      this.#filterCache.set(key, options);
    }
    return options;
  }

  #aggregate(positions: number[]): EstateFilterOptions {
    const column = (field: SearchField) => this.#column(field) ?? new Float64Array(0);
    const headType = column('headType.id');
    const subType = column('subType.id');
    const transaction = column('transaction.id');
    const bedroom = column('bedroomCount');
    const city = column('address.city.id');
    const country = column('address.country.id');
    const price = column('price');

    const headTypes = new Map<number, number>();
    const subTypes = new Map<number, { headTypeId: number; count: number }>();
    const transactions = new Map<number, number>();
    const bedrooms = new Map<number, number>();
    const cities = new Map<number, number>();
    const countries = new Map<number, number>();
    const bump = (map: Map<number, number>, key: number) => {
      if (!Number.isNaN(key)) map.set(key, (map.get(key) ?? 0) + 1);
    };
    let min = Infinity;
    let max = -Infinity;
    for (const p of positions) {
      bump(headTypes, headType[p]!);
      bump(transactions, transaction[p]!);
      bump(cities, city[p]!);
      bump(countries, country[p]!);
      const rooms = bedroom[p]!;
      if (rooms > 0) bump(bedrooms, Math.min(rooms, 6)); // spec 9: 6 means "6 or more"
      const sub = subType[p]!;
      if (!Number.isNaN(sub)) {
        const known = subTypes.get(sub);
        if (known) known.count += 1;
        else subTypes.set(sub, { headTypeId: headType[p]!, count: 1 });
      }
      const amount = price[p]!;
      if (amount > 0) {
        if (amount < min) min = amount;
        if (amount > max) max = amount;
      }
    }
    const sorted = (counts: Map<number, number>) =>
      [...counts].map(([id, n]) => ({ id, count: n })).sort((a, b) => a.id - b.id);
    return {
      headTypes: sorted(headTypes),
      subTypes: [...subTypes].map(([id, value]) => ({ id, ...value })).sort((a, b) => a.id - b.id),
      bedrooms: sorted(bedrooms),
      locations: [...cities]
        .map(([id, n]) => ({ ...this.#cities.get(id)!, count: n }))
        .sort((a, b) => a.zip.localeCompare(b.zip) || a.id - b.id),
      prices: min <= max ? { min, max } : { min: null, max: null },
      transactions: sorted(transactions),
      countries: [...countries]
        .map(([code, n]) => ({ id: this.#codes.decode(code), count: n }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    };
  }
}
