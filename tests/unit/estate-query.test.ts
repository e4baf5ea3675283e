import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  buildEstateQueryClause,
  buildFavoritesBody,
  buildFilterValuesBody,
  buildGroupedSortEntries,
  buildListingBody,
  buildMapBody,
  buildSortEntries,
  FIRST_OFFSET,
  PAGE_SIZE,
  VIEW_GALLERY,
  VIEW_MAP,
} from '../../src/domain/estate-query.ts';
import {
  defaultSearchFilter,
  parseSearchFilter,
  type SearchFilter,
} from '../../src/domain/search-filters.ts';
import {
  estateFilterQuerySchema,
  estateQuerySchema,
  groupOptionSchema,
  type EstateQuery,
} from '../../src/schemas/estate-query.ts';

const filterOf = (fields: Partial<SearchFilter>): SearchFilter => ({
  ...defaultSearchFilter,
  ...fields,
});

/** The body as the service reads it; parse throws when the wire format rejects it. */
const onTheWire = (body: EstateQuery) => estateQuerySchema.parse(body);

/** Any filter the listing URL can hold: parsed from random but well-formed parameters. */
const filterFromAddress: fc.Arbitrary<SearchFilter> = fc
  .record(
    {
      trans: fc.constantFrom('kopen', 'huren', 'x'),
      country: fc.array(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 3 }),
      city: fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 120 }),
      geo_range: fc
        .tuple(
          fc.integer({ min: 0, max: 30_000 }),
          fc.double({ min: -100, max: 100, noNaN: true }),
          fc.double({ min: -200, max: 200, noNaN: true }),
        )
        .map(([km, lat, lon]) => `${km}km;${lat};${lon}`),
      type: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
      subType: fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 4 }),
      'price-min': fc.oneof(fc.constant(''), fc.nat({ max: 2_000_000 }).map(String)),
      'price-max': fc.oneof(fc.constant(''), fc.nat({ max: 2_000_000 }).map(String)),
      bedrooms: fc.integer({ min: 0, max: 9 }).map(String),
      'bed-min': fc.integer({ min: 0, max: 9 }).map(String),
      'area-min': fc.oneof(fc.constant(''), fc.nat({ max: 2_000 }).map(String)),
      'plot-max': fc.oneof(fc.constant(''), fc.nat({ max: 20_000 }).map(String)),
      epc: fc.constantFrom('A_PLUS_PLUS', 'B', 'G', 'C_A', 'x'),
      garden: fc.constantFrom('1', '0'),
      terrace: fc.constantFrom('1', ''),
      garage: fc.constantFrom('1', 'true'),
      sort: fc.constantFrom('price', 'city', 'date', 'type', 'size'),
      order: fc.constantFrom('asc', 'desc'),
      group: fc.constantFrom('type', 'subtype', 'status', 'city', 'price'),
      view: fc.constantFrom('gallery', 'map'),
    },
    { requiredKeys: [] },
  )
  .map((record) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    return parseSearchFilter(params, { form: 'extended' });
  });

describe('search terms to backend fields (spec 7)', () => {
  it('sends nothing for the default filter', () => {
    expect(buildEstateQueryClause(defaultSearchFilter)).toEqual({});
  });

  it('maps country, city, type and subType to their backend ids', () => {
    const clause = buildEstateQueryClause(
      filterOf({ country: ['BE'], city: [12, 14], type: [1], subType: [8, 9] }),
    );
    expect(clause.terms).toEqual({
      'address.country.id': ['BE'],
      'address.city.id': [12, 14],
      'headType.id': [1],
      'subType.id': [8, 9],
    });
  });

  it('maps the status to the transaction ids of each data source, read by its own table', () => {
    expect(buildEstateQueryClause(filterOf({ status: 'FOR_SALE' })).anyOf).toEqual([
      { exists: { guid: false }, terms: { 'transaction.id': [1] } },
      { exists: { guid: true }, terms: { 'transaction.id': [3] } },
    ]);
    expect(buildEstateQueryClause(filterOf({ status: 'TO_RENT' })).anyOf).toEqual([
      { exists: { guid: false }, terms: { 'transaction.id': [2, 4, 8] } },
      { exists: { guid: true }, terms: { 'transaction.id': [2, 4, 8, 10] } },
    ]);
  });

  it('keeps the status apart from the other terms', () => {
    const clause = buildEstateQueryClause(filterOf({ status: 'FOR_SALE', city: [12] }));
    expect(clause.terms).toEqual({ 'address.city.id': [12] });
    expect(clause.anyOf).toHaveLength(2);
  });

  it('maps trans=huren from the address all the way to transaction ids', () => {
    const filter = parseSearchFilter('trans=huren', { form: 'initial' });
    expect(buildEstateQueryClause(filter).anyOf?.[0]?.terms?.['transaction.id']).toContain(2);
  });

  it('puts price-min and price-max in one range on price', () => {
    const clause = buildEstateQueryClause(filterOf({ 'price-min': 100000, 'price-max': 250000 }));
    expect(clause.range).toEqual({ price: { gte: 100000, lte: 250000 } });
  });

  it('sends only the bound that is set', () => {
    expect(buildEstateQueryClause(filterOf({ 'price-max': 250000 })).range).toEqual({
      price: { lte: 250000 },
    });
    expect(buildEstateQueryClause(filterOf({ 'price-min': 0 })).range).toEqual({
      price: { gte: 0 },
    });
  });

  it('matches a bedroom count below 6 exactly', () => {
    const clause = buildEstateQueryClause(filterOf({ bedrooms: 3 }));
    expect(clause.match).toEqual({ bedroomCount: 3 });
    expect(clause).not.toHaveProperty('range');
  });

  it('treats 6 bedrooms as "6 or more"', () => {
    const clause = buildEstateQueryClause(filterOf({ bedrooms: 6 }));
    expect(clause.range).toEqual({ bedroomCount: { gte: 6 } });
    expect(clause).not.toHaveProperty('match');
  });

  it('turns bed-min into a minimum bedroom count', () => {
    expect(buildEstateQueryClause(filterOf({ 'bed-min': 2 })).range).toEqual({
      bedroomCount: { gte: 2 },
    });
  });

  it('keeps the stricter minimum when bed-min and "6 or more" meet', () => {
    expect(buildEstateQueryClause(filterOf({ bedrooms: 6, 'bed-min': 8 })).range).toEqual({
      bedroomCount: { gte: 8 },
    });
    expect(buildEstateQueryClause(filterOf({ bedrooms: 7, 'bed-min': 2 })).range).toEqual({
      bedroomCount: { gte: 7 },
    });
  });

  it('sends an exact count and a minimum side by side', () => {
    const clause = buildEstateQueryClause(filterOf({ bedrooms: 3, 'bed-min': 2 }));
    expect(clause.match).toEqual({ bedroomCount: 3 });
    expect(clause.range).toEqual({ bedroomCount: { gte: 2 } });
  });

  it('turns a geo range into a geo distance', () => {
    const clause = buildEstateQueryClause(
      filterOf({ geo_range: { distanceKm: 2.5, lat: 50.85, lon: 4.35 } }),
    );
    expect(clause.geo_distance).toEqual({ distance: '2.5km', lat: 50.85, lon: 4.35 });
  });

  it('leaves out every empty part (spec 5)', () => {
    const clause = buildEstateQueryClause(filterOf({ city: [12] }));
    expect(Object.keys(clause)).toEqual(['terms']);
    expect(Object.keys(clause.terms ?? {})).toEqual(['address.city.id']);
  });
});

describe('sort (spec 9)', () => {
  it('sorts by publication date, newest first, by default', () => {
    expect(buildSortEntries(defaultSearchFilter)[0]).toEqual({
      field: 'publicationDate',
      order: 'desc',
    });
  });

  it.each([
    ['price', 'price'],
    ['city', 'address.city.name'],
    ['type', 'subType.name'],
    ['date', 'publicationDate'],
  ] as const)('sorts %s by %s', (sortType, field) => {
    expect(buildSortEntries(filterOf({ sortType, sortOrder: 'ASC' }))[0]).toEqual({
      field,
      order: 'asc',
    });
  });

  it('breaks ties by id so pages loaded by offset never repeat an estate', () => {
    const entries = buildSortEntries(filterOf({ sortType: 'price', sortOrder: 'DESC' }));
    expect(entries.at(-1)).toEqual({ field: 'id', order: 'asc' });
  });
});

describe('grouped sort (spec 9)', () => {
  it('orders TYPE groups by head type 1,3,7,2,4,6,10,5,9 before the visitor sort', () => {
    const entries = buildGroupedSortEntries(defaultSearchFilter, 'TYPE');
    expect(entries[0]).toEqual({
      field: 'headType.id',
      order: 'asc',
      values: [1, 3, 7, 2, 4, 6, 10, 5, 9],
    });
    expect(entries[1]).toEqual({ field: 'publicationDate', order: 'desc' });
  });

  it('orders STATUS groups by transaction id 1,3,2,4,10,5,6', () => {
    expect(buildGroupedSortEntries(defaultSearchFilter, 'STATUS')[0]).toEqual({
      field: 'transaction.id',
      order: 'asc',
      values: [1, 3, 2, 4, 10, 5, 6],
    });
  });

  it.each([
    ['SUBTYPE', 'subType.name'],
    ['CITY', 'address.city.name'],
    ['PRICE', 'price'],
  ] as const)('sorts %s groups by %s', (groupBy, field) => {
    expect(buildGroupedSortEntries(defaultSearchFilter, groupBy)[0]).toEqual({
      field,
      order: 'asc',
    });
  });

  it('drops a visitor sort on the group field itself', () => {
    const entries = buildGroupedSortEntries(
      filterOf({ sortType: 'city', sortOrder: 'DESC' }),
      'CITY',
    );
    expect(entries.filter((entry) => entry.field === 'address.city.name')).toEqual([
      { field: 'address.city.name', order: 'asc' },
    ]);
  });

  it('hands out a copy of the group order, so a caller cannot change it', () => {
    const first = buildGroupedSortEntries(defaultSearchFilter, 'TYPE')[0];
    first?.values?.reverse();
    expect(buildGroupedSortEntries(defaultSearchFilter, 'TYPE')[0]?.values?.[0]).toBe(1);
  });
});

describe('listing body (spec 7)', () => {
  it('loads the first page from offset 0, 15 at a time', () => {
    const body = buildListingBody(defaultSearchFilter);
    expect(body.pagination).toEqual({ from: FIRST_OFFSET, size: PAGE_SIZE });
    expect([FIRST_OFFSET, PAGE_SIZE]).toEqual([0, 15]);
  });

  it('loads later pages from an offset', () => {
    expect(buildListingBody(defaultSearchFilter, { offset: 30 }).pagination).toEqual({
      from: 30,
      size: 15,
    });
  });

  it('turns a page index into an offset', () => {
    expect(buildListingBody(defaultSearchFilter, { page: 2 }).pagination?.from).toBe(30);
  });

  it('holds the query and the sort', () => {
    const filter = filterOf({ city: [12], sortType: 'price', sortOrder: 'ASC' });
    const body = buildListingBody(filter);
    expect(body.query).toEqual(buildEstateQueryClause(filter));
    expect(body.sort).toEqual(buildSortEntries(filter));
  });

  it('groups by the group option of the address', () => {
    const body = buildListingBody(filterOf({ groupBy: 'STATUS' }));
    expect(body.groupOptions).toEqual({ groupBy: 'STATUS' });
    expect(body.sort?.[0]?.field).toBe('transaction.id');
  });

  it('prefers explicit group options with their display fields', () => {
    const groupOptions = {
      groupBy: 'CITY' as const,
      displayFields: [{ value: 'general.price', label: { nl: 'Prijs' }, visible: true }],
    };
    const body = buildListingBody(filterOf({ groupBy: 'TYPE' }), { groupOptions });
    expect(body.groupOptions).toEqual(groupOptions);
    expect(body.sort?.[0]?.field).toBe('address.city.name');
  });

  it('sends no grouping when none is chosen', () => {
    expect(buildListingBody(defaultSearchFilter)).not.toHaveProperty('groupOptions');
  });

  it('restricts to collections, each once', () => {
    expect(buildListingBody(defaultSearchFilter, { collections: [4, 4, 7] }).collections).toEqual([
      { id: 4 },
      { id: 7 },
    ]);
  });

  it('holds the query only in the map view (viewType 1)', () => {
    const filter = filterOf({ city: [12], groupBy: 'CITY', viewType: VIEW_MAP });
    expect(buildListingBody(filter, { offset: 30 })).toEqual({
      query: { terms: { 'address.city.id': [12] } },
    });
  });

  it.each([-1, 1.5, Number.NaN, 1_000_001])('rejects the offset %s', (offset) => {
    expect(() => buildListingBody(defaultSearchFilter, { offset })).toThrow(RangeError);
  });

  it('numbers the view types as spec 9 does', () => {
    expect([VIEW_GALLERY, VIEW_MAP]).toEqual([0, 1]);
  });
});

describe('map body (spec 7)', () => {
  it('holds the query only: no sort, grouping or limit', () => {
    const filter = filterOf({ type: [1], sortType: 'price', groupBy: 'TYPE' });
    expect(buildMapBody(filter)).toEqual({ query: { terms: { 'headType.id': [1] } } });
  });
});

describe('favourites body (spec 7)', () => {
  it('searches children.general.id for the favourite ids, as numbers', () => {
    expect(buildFavoritesBody(['12', '40']).query).toEqual({
      terms: { 'children.general.id': [12, 40] },
    });
  });

  it('keeps an id that is not a number as text', () => {
    expect(buildFavoritesBody(['12', 'abc-1']).query.terms?.['children.general.id']).toEqual([
      12,
      'abc-1',
    ]);
  });

  it('asks for one page large enough for every favourite', () => {
    const ids = Array.from({ length: 40 }, (_, index) => String(index + 1));
    expect(buildFavoritesBody(ids).pagination).toEqual({ from: 0, size: 40 });
  });

  it('sends each id once', () => {
    expect(buildFavoritesBody(['7', '7', ' 7']).query.terms?.['children.general.id']).toEqual([7]);
  });

  it('keeps an empty id list so it matches nothing instead of everything', () => {
    expect(buildFavoritesBody([]).query).toEqual({ terms: { 'children.general.id': [] } });
  });

  it('always passes the wire format', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.nat().map(String), fc.string()), { maxLength: 700 }),
        (ids) => {
          expect(() => onTheWire(buildFavoritesBody(ids))).not.toThrow();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('filter-values body (spec 7)', () => {
  it('holds the query of the filter only', () => {
    const filter = filterOf({ status: 'FOR_SALE', sortType: 'price', groupBy: 'TYPE' });
    expect(buildFilterValuesBody(filter)).toEqual({ query: buildEstateQueryClause(filter) });
  });
});

describe('every body passes the wire format', () => {
  it('builds valid listing bodies for any filter from the address, on any page', () => {
    fc.assert(
      fc.property(
        filterFromAddress,
        fc.nat({ max: 1_000_000 }),
        fc.option(fc.constantFrom(...groupOptionSchema.options), { nil: undefined }),
        (filter, offset, groupBy) => {
          const groupOptions = groupBy && { groupBy };
          const body = onTheWire(buildListingBody(filter, { offset, groupOptions }));
          if (filter.viewType === VIEW_MAP) expect(Object.keys(body)).toEqual(['query']);
          else expect(body.pagination).toEqual({ from: offset, size: PAGE_SIZE });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('builds valid map and filter-values bodies for any filter from the address', () => {
    fc.assert(
      fc.property(filterFromAddress, (filter) => {
        expect(() => onTheWire(buildMapBody(filter))).not.toThrow();
        expect(() => estateFilterQuerySchema.parse(buildFilterValuesBody(filter))).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('builds valid bodies from whatever string the address holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const filter = parseSearchFilter(text, { form: 'extended' });
        expect(() => onTheWire(buildListingBody(filter))).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('never sends an empty part', () => {
    fc.assert(
      fc.property(filterFromAddress, (filter) => {
        const clause = buildEstateQueryClause(filter);
        for (const part of [clause.terms, clause.range, clause.match]) {
          if (part !== undefined) expect(Object.keys(part).length).toBeGreaterThan(0);
        }
        for (const values of Object.values(clause.terms ?? {})) {
          expect(values.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('area, EPC and "with …" filters (beyond spec 7)', () => {
  it('turns each area pair into one range on its dimensions field', () => {
    const clause = buildEstateQueryClause(
      filterOf({ 'area-min': 90, 'area-max': 150, 'plot-min': 400 }),
    );
    expect(clause.range).toEqual({
      'dimensions.areaBuild': { gte: 90, lte: 150 },
      'dimensions.areaGround': { gte: 400 },
    });
  });

  it('asks for the chosen EPC label, every better one and the two-grade labels that are as good today', () => {
    const clause = buildEstateQueryClause(filterOf({ epc: 'C' }));
    expect(clause.terms?.['energy.energyLabel']).toEqual([
      'A_PLUS_PLUS',
      'A_PLUS',
      'A',
      'B',
      'C',
      'B_A',
      'C_A',
      'C_B',
    ]);
    expect(buildEstateQueryClause(filterOf({ epc: 'A_PLUS' })).terms).toEqual({
      'energy.energyLabel': ['A_PLUS_PLUS', 'A_PLUS'],
    });
  });

  it('asks each "with …" choice as its own clause, so two on the rooms can both hold', () => {
    const clause = buildEstateQueryClause(filterOf({ garden: true, terrace: true, garage: true }));
    expect(clause.allOf).toEqual([
      {
        anyOf: [
          { terms: { 'rooms.value.id': [15] } },
          { exists: { 'technical.directionGarden': true } },
        ],
      },
      { terms: { 'rooms.value.id': [10] } },
      { terms: { 'rooms.value.id': [6] } },
    ]);
  });

  it('leaves all of them out when none is chosen', () => {
    const clause = buildEstateQueryClause(filterOf({ status: 'FOR_SALE' }));
    expect(clause.allOf).toBeUndefined();
    expect(clause.range).toBeUndefined();
    expect(clause.terms).toBeUndefined();
  });
});
