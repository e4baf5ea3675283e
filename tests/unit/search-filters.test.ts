import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  defaultSearchFilter,
  energyGrades,
  extendedFilterParams,
  MAX_AREA,
  formatGeoRange,
  isGeoRange,
  parseGeoRange,
  parseSearchFilter,
  serializeSearchFilter,
  sortOrders,
  sortTypes,
  VIEW_GALLERY,
  VIEW_MAP,
  withFilter,
  type SearchFilter,
} from '../../src/domain/search-filters.ts';
import { groupOptionSchema } from '../../src/schemas/estate-query.ts';
import { geoRangeSchema, searchFilterSchema } from '../../src/schemas/search-filter.ts';

const initial = (query: string) => parseSearchFilter(query, { form: 'initial' });
const extended = (query: string) => parseSearchFilter(query, { form: 'extended' });
const filterOf = (fields: Partial<SearchFilter>): SearchFilter => ({
  ...defaultSearchFilter,
  ...fields,
});

// ---------------------------------------------------------------------------------------------
// Arbitraries

const idList = fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), {
  minLength: 1,
  maxLength: 8,
});
const countryList = fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), {
  minLength: 1,
  maxLength: 5,
});
/** Valid geo ranges: the precision the parser keeps (3 decimals of km, 6 of a degree). */
const geoRange = fc.record(
  {
    distanceKm: fc.integer({ min: 1, max: 20_000_000 }).map((metres) => metres / 1000),
    lat: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1_000_000),
    lon: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1_000_000),
  },
  { noNullPrototype: true },
);
const price = fc.integer({ min: 0, max: 1_000_000_000_000 });
const bedroomCount = fc.integer({ min: 1, max: 50 });
const area = fc.integer({ min: 0, max: MAX_AREA });
const status = fc.constantFrom('FOR_SALE' as const, 'TO_RENT' as const);

/** Any valid filter of the listing URL (extended form). */
const validFilter: fc.Arbitrary<SearchFilter> = fc
  .record(
    {
      status,
      country: countryList,
      city: idList,
      geo_range: geoRange,
      type: idList,
      subType: idList,
      'price-min': price,
      'price-max': price,
      bedrooms: bedroomCount,
      'bed-min': bedroomCount,
      'area-min': area,
      'area-max': area,
      'plot-min': area,
      'plot-max': area,
      epc: fc.constantFrom(...energyGrades),
      garden: fc.constant(true as const),
      terrace: fc.constant(true as const),
      garage: fc.constant(true as const),
      sortType: fc.constantFrom(...sortTypes),
      sortOrder: fc.constantFrom(...sortOrders),
      viewType: fc.constantFrom(VIEW_GALLERY, VIEW_MAP),
      groupBy: fc.constantFrom(...groupOptionSchema.options),
    },
    { requiredKeys: ['sortType', 'sortOrder', 'viewType'], noNullPrototype: true },
  )
  .map((filter) => {
    // spec 5: a geo range replaces the city filter, so a valid filter never holds both
    if (filter.geo_range === undefined) return filter;
    const { city: _city, ...rest } = filter;
    return rest;
  });

/** Any valid filter that uses only what the initial form reads. */
const validInitialFilter: fc.Arbitrary<SearchFilter> = fc
  .record(
    {
      status,
      city: idList,
      type: idList,
      subType: idList,
      'price-min': price,
      'price-max': price,
      bedrooms: bedroomCount,
    },
    { requiredKeys: [], noNullPrototype: true },
  )
  .map((fields) => filterOf(fields));

/** Values meant to break a parser: numbers in odd notations, separators, unicode, nothing. */
const garbageValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '-0',
    '0x10',
    '1e3',
    '1,,2',
    ',',
    '10km;;',
    '10km;91;0',
    '0km;50;4',
    '999999999999999999999999km;0;0',
    '9'.repeat(400),
    '%',
    '%E0%A4%A',
    'kopen',
    'huren',
    '__proto__',
    'constructor',
  ),
  fc.double().map(String),
  fc.integer().map(String),
);
const anyKey = fc.oneof(fc.constantFrom(...extendedFilterParams), fc.string());
const garbageParams = fc
  .array(fc.tuple(anyKey, garbageValue), { maxLength: 20 })
  .map((pairs) => new URLSearchParams(pairs));

function hasNaN(value: unknown): boolean {
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.some(hasNaN);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasNaN);
  return false;
}

// ---------------------------------------------------------------------------------------------

describe('parsing never fails (spec 5)', () => {
  const forms = ['initial', 'extended'] as const;

  it.each(forms)('reads any ASCII string without throwing, in the %s form', (form) => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const filter = parseSearchFilter(text, { form });
        expect(searchFilterSchema.safeParse(filter).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(forms)('reads any unicode string without throwing, in the %s form', (form) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const filter = parseSearchFilter(text, { form });
        expect(searchFilterSchema.safeParse(filter).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(forms)(
    'turns garbage in known and unknown parameters into a valid filter without NaN, in the %s form',
    (form) => {
      fc.assert(
        fc.property(garbageParams, (params) => {
          const filter = parseSearchFilter(params, { form });
          expect(hasNaN(filter)).toBe(false);
          expect(searchFilterSchema.safeParse(filter).error).toBeUndefined();
        }),
        { numRuns: 1000 },
      );
    },
  );

  it('reads garbage written as a query string too', () => {
    fc.assert(
      fc.property(garbageParams, (params) => {
        expect(extended(params.toString())).toEqual(extended(`?${params.toString()}`));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('round trip through the address (the URL is the search state)', () => {
  it('generates only valid filters', () => {
    fc.assert(
      fc.property(validFilter, (filter) => {
        expect(searchFilterSchema.safeParse(filter).error).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back every valid filter it writes, in the extended form', () => {
    fc.assert(
      fc.property(validFilter, (filter) => {
        expect(extended(serializeSearchFilter(filter))).toStrictEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back every initial-form filter it writes, in the initial form', () => {
    fc.assert(
      fc.property(validInitialFilter, (filter) => {
        expect(initial(serializeSearchFilter(filter))).toStrictEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes whatever it reads in its canonical form, which reads the same again', () => {
    fc.assert(
      fc.property(garbageParams, (params) => {
        const once = parseSearchFilter(params, { form: 'extended' });
        const canonical = serializeSearchFilter(once);
        expect(serializeSearchFilter(extended(canonical))).toBe(canonical);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('initial form (spec 5)', () => {
  it('reads trans, city, price-min, price-max, type, subType and bedrooms', () => {
    expect(
      initial('trans=kopen&city=12&price-min=100000&price-max=300000&type=1&subType=8&bedrooms=3'),
    ).toEqual(
      filterOf({
        status: 'FOR_SALE',
        city: [12],
        'price-min': 100000,
        'price-max': 300000,
        type: [1],
        subType: [8],
        bedrooms: 3,
      }),
    );
  });

  it('ignores geo_range, bed-min, status, country, sort, order, group and view', () => {
    expect(
      initial(
        'geo_range=10km;50.85;4.35&bed-min=2&status=TO_RENT&country=BE&sort=price&order=desc&group=city&view=map',
      ),
    ).toEqual(defaultSearchFilter);
  });

  it('keeps the city when it ignores a geo_range', () => {
    expect(initial('city=12&geo_range=10km;50.85;4.35')).toEqual(filterOf({ city: [12] }));
  });

  it('ignores unknown parameters', () => {
    expect(initial('utm_source=mail&page=2')).toEqual(defaultSearchFilter);
  });

  it('accepts URLSearchParams as well as a string', () => {
    expect(parseSearchFilter(new URLSearchParams('trans=huren'), { form: 'initial' })).toEqual(
      filterOf({ status: 'TO_RENT' }),
    );
  });
});

describe('extended form (spec 5)', () => {
  it('reads geo_range, bed-min and status besides the initial parameters', () => {
    expect(extended('geo_range=5km;51.05;3.72&bed-min=2&status=TO_RENT&bedrooms=3')).toEqual(
      filterOf({
        geo_range: { distanceKm: 5, lat: 51.05, lon: 3.72 },
        'bed-min': 2,
        status: 'TO_RENT',
        bedrooms: 3,
      }),
    );
  });

  it('reads the country list, sort, order, group and view of the listing URL', () => {
    expect(extended('country=be&country=NL&sort=price&order=desc&group=subtype&view=map')).toEqual(
      filterOf({
        country: ['BE', 'NL'],
        sortType: 'price',
        sortOrder: 'DESC',
        groupBy: 'SUBTYPE',
        viewType: VIEW_MAP,
      }),
    );
  });

  it('lets an explicit status win over trans', () => {
    expect(extended('trans=kopen&status=TO_RENT').status).toBe('TO_RENT');
  });

  it('falls back to trans when the status is not one it knows', () => {
    expect(extended('trans=kopen&status=SOLD').status).toBe('FOR_SALE');
  });

  it('ignores a country that is not a two-letter code', () => {
    expect(extended('country=BEL,1,B,UNKNOWN').country).toBeUndefined();
  });
});

describe('trans (spec 5, 9)', () => {
  it('reads kopen as FOR_SALE', () => {
    expect(initial('trans=kopen').status).toBe('FOR_SALE');
  });

  it('reads huren as TO_RENT', () => {
    expect(initial('trans=huren').status).toBe('TO_RENT');
  });

  it('ignores any other value', () => {
    for (const value of ['', 'buy', 'verkopen', 'FOR_SALE', 'toString']) {
      expect(initial(`trans=${value}`)).not.toHaveProperty('status');
    }
  });
});

describe('list filters (spec 5)', () => {
  it('turns a single city into a list', () => {
    expect(initial('city=12').city).toEqual([12]);
  });

  it('reads repeated parameters and comma-separated values alike', () => {
    expect(initial('city=1&city=2').city).toEqual([1, 2]);
    expect(initial('city=1,2').city).toEqual([1, 2]);
    expect(initial('city=1,2&city=3').city).toEqual([1, 2, 3]);
    expect(initial('type=1%2C3').type).toEqual([1, 3]);
  });

  it('keeps each id once, in the order first given', () => {
    expect(initial('subType=8&subType=3,8').subType).toEqual([8, 3]);
  });

  it('drops entries that are not ids and keeps the others', () => {
    expect(initial('city=1,abc,,-4,2.5,0,3').city).toEqual([1, 3]);
  });

  it('removes a list that ends up empty', () => {
    for (const query of ['city=', 'city=,', 'city=abc', 'type=', 'subType=NaN']) {
      const filter = initial(query);
      expect(filter).not.toHaveProperty('city');
      expect(filter).not.toHaveProperty('type');
      expect(filter).not.toHaveProperty('subType');
    }
  });

  it('cuts a list after 100 ids', () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    expect(initial(`city=${ids.join(',')}`).city).toEqual(ids.slice(0, 100));
  });
});

describe('price range (spec 5)', () => {
  it('sets both bounds', () => {
    const filter = initial('price-min=150000&price-max=250000');
    expect([filter['price-min'], filter['price-max']]).toEqual([150000, 250000]);
  });

  it('drops an empty price bound', () => {
    const filter = initial('price-min=&price-max=250000');
    expect(filter).not.toHaveProperty('price-min');
    expect(filter['price-max']).toBe(250000);
  });

  it('ignores a price that is not a number', () => {
    for (const value of ['abc', 'NaN', '-5', '1e5', '0x10', 'Infinity', '€100']) {
      expect(initial(`price-min=${encodeURIComponent(value)}`)).not.toHaveProperty('price-min');
    }
  });

  it('rounds a price to whole euros', () => {
    expect(initial('price-max=199999.6')['price-max']).toBe(200000);
  });

  it('keeps zero as a real lower bound', () => {
    expect(initial('price-min=0')['price-min']).toBe(0);
  });
});

describe('bedrooms (spec 5, 9)', () => {
  it('reads an exact bedroom count', () => {
    expect(initial('bedrooms=2').bedrooms).toBe(2);
  });

  it('keeps 6, the "6 or more" choice, as given', () => {
    expect(initial('bedrooms=6').bedrooms).toBe(6);
  });

  it('reads bed-min as a minimum bedroom count', () => {
    expect(extended('bed-min=3')['bed-min']).toBe(3);
  });

  it('ignores counts that are not positive whole numbers', () => {
    for (const value of ['0', '-1', '2.5', 'two', '']) {
      const filter = extended(`bedrooms=${value}&bed-min=${value}`);
      expect(filter).not.toHaveProperty('bedrooms');
      expect(filter).not.toHaveProperty('bed-min');
    }
  });
});

describe('geo range (spec 5)', () => {
  it('reads {n}km;{lat};{lon} with decimal numbers', () => {
    expect(parseGeoRange('2.5km;-33.868;151.209')).toEqual({
      distanceKm: 2.5,
      lat: -33.868,
      lon: 151.209,
    });
  });

  it('replaces the city filter when valid', () => {
    const filter = extended('city=12&city=14&geo_range=10km;50.85;4.35');
    expect(filter).not.toHaveProperty('city');
    expect(filter.geo_range).toEqual({ distanceKm: 10, lat: 50.85, lon: 4.35 });
  });

  it.each([
    '10;50.85;4.35',
    '10km,50.85,4.35',
    '10 km;50.85;4.35',
    '10km;50.85',
    '10km;50.85;4.35;1',
    'km;50.85;4.35',
    '-10km;50.85;4.35',
    '10km;5e1;4.35',
    '10km;.5;4.35',
    '10km;50.;4.35',
    '10mi;50.85;4.35',
    '0km;50.85;4.35',
    '10km;91;4.35',
    '10km;50.85;181',
    '30000km;0;0',
  ])('ignores %s and keeps the city filter', (value) => {
    const filter = extended(`city=12&geo_range=${encodeURIComponent(value)}`);
    expect(filter).not.toHaveProperty('geo_range');
    expect(filter.city).toEqual([12]);
  });

  it('rounds coordinates to 6 decimals and never keeps a negative zero', () => {
    const range = parseGeoRange('1km;50.12345678;-0.0000001');
    expect(range?.lat).toBe(50.123457);
    expect(Object.is(range?.lon, 0)).toBe(true);
  });

  it.each([
    [{ distanceKm: 20_000, lat: 90, lon: -180 }, true],
    [{ distanceKm: 0.001, lat: -90, lon: 180 }, true],
    [{ distanceKm: 0, lat: 50, lon: 4 }, false],
    [{ distanceKm: -1, lat: 50, lon: 4 }, false],
    [{ distanceKm: 20_000.001, lat: 50, lon: 4 }, false],
    [{ distanceKm: 0.0005, lat: 50, lon: 4 }, false],
    [{ distanceKm: 1, lat: 90.000001, lon: 4 }, false],
    [{ distanceKm: 1, lat: 50, lon: -180.000001 }, false],
    [{ distanceKm: 1, lat: 50.1234567, lon: 4 }, false],
    [{ distanceKm: 1, lat: Number.NaN, lon: 4 }, false],
    [{ distanceKm: Number.POSITIVE_INFINITY, lat: 50, lon: 4 }, false],
  ])('judges %o a valid range: %s (the schema agrees)', (range, valid) => {
    expect(isGeoRange(range)).toBe(valid);
    expect(geoRangeSchema.safeParse(range).success).toBe(valid);
  });

  it('writes a range the way it reads it', () => {
    const range = { distanceKm: 12.5, lat: 50.8503, lon: -4.3517 };
    expect(formatGeoRange(range)).toBe('12.5km;50.8503;-4.3517');
    expect(parseGeoRange(formatGeoRange(range))).toEqual(range);
  });
});

describe('sort (spec 9)', () => {
  it('defaults to date, newest first', () => {
    const filter = extended('');
    expect([filter.sortType, filter.sortOrder]).toEqual(['date', 'DESC']);
  });

  it('sorts ascending once a sort field is given', () => {
    const filter = extended('sort=price');
    expect([filter.sortType, filter.sortOrder]).toEqual(['price', 'ASC']);
  });

  it('follows an explicit order, in any case', () => {
    expect(extended('sort=city&order=DESC').sortOrder).toBe('DESC');
    expect(extended('sort=city&order=desc').sortOrder).toBe('DESC');
  });

  it('applies an order alone to the default date sort', () => {
    const filter = extended('order=asc');
    expect([filter.sortType, filter.sortOrder]).toEqual(['date', 'ASC']);
  });

  it('accepts only price, city, date and type', () => {
    const filter = extended('sort=bedrooms&order=sideways');
    expect([filter.sortType, filter.sortOrder]).toEqual(['date', 'DESC']);
  });
});

describe('grouping and view in the address', () => {
  it('reads every group option', () => {
    for (const option of groupOptionSchema.options) {
      expect(extended(`group=${option.toLowerCase()}`).groupBy).toBe(option);
    }
  });

  it('ignores an unknown group option', () => {
    expect(extended('group=bedrooms')).not.toHaveProperty('groupBy');
  });

  it('reads the view by name or by number, defaulting to the gallery', () => {
    expect(extended('view=map').viewType).toBe(VIEW_MAP);
    expect(extended('view=1').viewType).toBe(VIEW_MAP);
    expect(extended('view=0').viewType).toBe(VIEW_GALLERY);
    expect(extended('view=list').viewType).toBe(VIEW_GALLERY);
  });
});

describe('canonical query string', () => {
  it('writes nothing for the default filter', () => {
    expect(serializeSearchFilter(defaultSearchFilter)).toBe('');
  });

  it('writes the status as the trans word both forms read', () => {
    expect(serializeSearchFilter(filterOf({ status: 'TO_RENT' }))).toBe('trans=huren');
  });

  it('writes lists as repeated parameters in a fixed parameter order', () => {
    const filter = filterOf({
      'price-max': 300000,
      subType: [8],
      city: [3, 5],
      status: 'FOR_SALE',
    });
    expect(serializeSearchFilter(filter)).toBe(
      'trans=kopen&city=3&city=5&subType=8&price-max=300000',
    );
  });

  it('does not depend on the order of the filter object keys', () => {
    const a = filterOf({ type: [1], bedrooms: 2, groupBy: 'CITY' });
    const b: SearchFilter = { groupBy: 'CITY', bedrooms: 2, ...defaultSearchFilter, type: [1] };
    expect(serializeSearchFilter(a)).toBe(serializeSearchFilter(b));
  });

  it('writes a chosen sort field without its implied ascending order', () => {
    expect(serializeSearchFilter(filterOf({ sortType: 'price', sortOrder: 'ASC' }))).toBe(
      'sort=price',
    );
    expect(serializeSearchFilter(filterOf({ sortType: 'price', sortOrder: 'DESC' }))).toBe(
      'sort=price&order=desc',
    );
    expect(serializeSearchFilter(filterOf({ sortType: 'date', sortOrder: 'ASC' }))).toBe(
      'sort=date',
    );
  });

  it('writes grouping and the map view, but not the gallery', () => {
    expect(serializeSearchFilter(filterOf({ groupBy: 'PRICE', viewType: VIEW_MAP }))).toBe(
      'group=price&view=map',
    );
  });

  it('turns a comma-separated address into repeated parameters', () => {
    expect(serializeSearchFilter(initial('city=1,2'))).toBe('city=1&city=2');
  });
});

describe('filter setters (spec 5)', () => {
  const base = filterOf({ city: [12], type: [1], 'price-min': 1000 });

  it('sets a value', () => {
    expect(withFilter(base, 'bedrooms', 3).bedrooms).toBe(3);
  });

  it.each(['country', 'city', 'type', 'subType'] as const)(
    'removes %s when set to an empty list',
    (key) => {
      const filter = withFilter(filterOf({ [key]: key === 'country' ? ['BE'] : [1] }), key, []);
      expect(filter).not.toHaveProperty(key);
    },
  );

  it('removes a value set to null or undefined', () => {
    expect(withFilter(base, 'price-min', null)).not.toHaveProperty('price-min');
    expect(withFilter(base, 'type', undefined)).not.toHaveProperty('type');
  });

  it('never stores NaN', () => {
    expect(withFilter(base, 'price-min', Number.NaN)).not.toHaveProperty('price-min');
  });

  it('puts sort and view back to their defaults instead of removing them', () => {
    const chosen = filterOf({ sortType: 'price', sortOrder: 'ASC', viewType: VIEW_MAP });
    expect(withFilter(chosen, 'sortType', null).sortType).toBe('date');
    expect(withFilter(chosen, 'viewType', undefined).viewType).toBe(VIEW_GALLERY);
  });

  it('lets a geo range replace the city filter', () => {
    const filter = withFilter(base, 'geo_range', { distanceKm: 5, lat: 51, lon: 4 });
    expect(filter).not.toHaveProperty('city');
  });

  it('lets a city list replace the geo range', () => {
    const near = filterOf({ geo_range: { distanceKm: 5, lat: 51, lon: 4 } });
    const filter = withFilter(near, 'city', [7]);
    expect(filter).not.toHaveProperty('geo_range');
    expect(filter.city).toEqual([7]);
  });

  it('starts ascending when a sort field is chosen', () => {
    expect(withFilter(defaultSearchFilter, 'sortType', 'city').sortOrder).toBe('ASC');
  });

  it('keeps each list value once', () => {
    expect(withFilter(base, 'subType', [3, 3, 4]).subType).toEqual([3, 4]);
  });

  it('leaves the filter it was given unchanged', () => {
    const before = structuredClone(base);
    withFilter(base, 'city', []);
    withFilter(base, 'geo_range', { distanceKm: 5, lat: 51, lon: 4 });
    expect(base).toEqual(before);
  });

  it('keeps a valid filter valid whatever list it sets', () => {
    fc.assert(
      fc.property(
        validFilter,
        fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }),
        (filter, ids) => {
          const next = withFilter(filter, 'city', ids);
          expect(searchFilterSchema.safeParse(next).error).toBeUndefined();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('area, EPC and "with …" filters (beyond spec 5)', () => {
  it('reads living and plot area bounds in whole m², rounding decimals', () => {
    expect(extended('area-min=90&area-max=150.6&plot-min=300&plot-max=1200')).toEqual(
      filterOf({ 'area-min': 90, 'area-max': 151, 'plot-min': 300, 'plot-max': 1200 }),
    );
  });

  it('ignores an empty, negative, non-numeric or absurd area, keeping the other bound', () => {
    for (const bad of ['', '-5', 'abc', '1e3', '12,5', String(MAX_AREA + 1)]) {
      expect(extended(`area-min=${encodeURIComponent(bad)}&area-max=200`)).toEqual(
        filterOf({ 'area-max': 200 }),
      );
    }
  });

  it('reads the EPC label as the service writes it and as a visitor reads it', () => {
    expect(extended('epc=C').epc).toBe('C');
    expect(extended('epc=a_plus_plus').epc).toBe('A_PLUS_PLUS');
    expect(extended(`epc=${encodeURIComponent('A+')}`).epc).toBe('A_PLUS');
  });

  it('ignores an unknown or two-grade EPC label', () => {
    for (const bad of ['H', 'C_A', 'A+++', '', 'B-']) {
      expect(extended(`epc=${encodeURIComponent(bad)}`).epc).toBeUndefined();
    }
  });

  it('reads garden, terrace and garage as 1 or true, and nothing else', () => {
    expect(extended('garden=1&terrace=true&garage=1')).toEqual(
      filterOf({ garden: true, terrace: true, garage: true }),
    );
    expect(extended('garden=0&terrace=no&garage=')).toEqual(defaultSearchFilter);
  });

  it('are not read by the initial form (spec 5 lists its parameters)', () => {
    expect(initial('area-min=90&plot-max=500&epc=C&garden=1&terrace=1&garage=1')).toEqual(
      defaultSearchFilter,
    );
  });

  it('are written after the spec 5 parameters and read back the same', () => {
    const filter = filterOf({
      status: 'FOR_SALE',
      type: [1, 2],
      'area-min': 100,
      'plot-max': 800,
      epc: 'A_PLUS',
      garden: true,
      garage: true,
    });
    const query = serializeSearchFilter(filter);
    expect(query).toBe(
      'trans=kopen&type=1&type=2&area-min=100&plot-max=800&epc=A_PLUS&garden=1&garage=1',
    );
    expect(extended(query)).toEqual(filter);
  });

  it('an unchecked choice or an emptied bound removes the filter', () => {
    const filter = filterOf({ garden: true, 'area-min': 80 });
    expect(withFilter(filter, 'garden', undefined)).toEqual(filterOf({ 'area-min': 80 }));
    expect(withFilter(filter, 'area-min', Number.NaN)).toEqual(filterOf({ garden: true }));
  });
});
