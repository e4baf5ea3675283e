import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingKinds } from '../../src/domain/listing-kinds.ts';
import {
  defaultSearchFilter,
  sortOrders,
  sortTypes,
  VIEW_GALLERY,
  VIEW_MAP,
  type SearchFilter,
} from '../../src/domain/search-filters.ts';
import { browserHistory } from '../../src/features/listing/history.ts';
import {
  filterFromSearch,
  prerenderedFilter,
  sameFilter,
  searchFromFilter,
} from '../../src/features/listing/url-state.ts';
import { groupOptionSchema } from '../../src/schemas/estate-query.ts';

const idList = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), {
  minLength: 1,
  maxLength: 5,
});

/** Any filter a visitor can reach on a listing page (the extended form of spec 5). */
const listingFilter: fc.Arbitrary<SearchFilter> = fc
  .record(
    {
      status: fc.constantFrom('FOR_SALE' as const, 'TO_RENT' as const),
      country: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { minLength: 1, maxLength: 3 }),
      city: idList,
      geo_range: fc.record(
        {
          distanceKm: fc.integer({ min: 1, max: 500_000 }).map((metres) => metres / 1000),
          lat: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1_000_000),
          lon: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1_000_000),
        },
        { noNullPrototype: true },
      ),
      type: idList,
      subType: idList,
      'price-min': fc.integer({ min: 0, max: 10_000_000 }),
      'price-max': fc.integer({ min: 0, max: 10_000_000 }),
      bedrooms: fc.integer({ min: 1, max: 12 }),
      sortType: fc.constantFrom(...sortTypes),
      sortOrder: fc.constantFrom(...sortOrders),
      viewType: fc.constantFrom(VIEW_GALLERY, VIEW_MAP),
      groupBy: fc.constantFrom(...groupOptionSchema.options),
    },
    { requiredKeys: ['sortType', 'sortOrder', 'viewType'], noNullPrototype: true },
  )
  .map((filter) => {
    if (filter.geo_range === undefined) return filter;
    const { city: _city, ...rest } = filter;
    return rest;
  });

describe('listing address (url-state)', () => {
  it('reads back every filter it writes, on every listing kind', () => {
    fc.assert(
      fc.property(listingFilter, fc.constantFrom(...listingKinds), (filter, kind) => {
        const written = filterFromSearch(searchFromFilter(filter, kind), kind);
        // what the page itself decides (the buy and rent transaction) wins over the filter
        expect(written).toEqual(filterFromSearch(searchFromFilter(written, kind), kind));
        const expected = kind === 'projects' ? filter : { ...filter, status: written.status };
        expect(sameFilter(written, expected)).toBe(true);
      }),
    );
  });

  it("leaves the page's own transaction and the defaults out of the address", () => {
    const buy = prerenderedFilter('buy');
    expect(searchFromFilter(buy, 'buy')).toBe('');
    expect(searchFromFilter({ ...buy, city: [3] }, 'buy')).toBe('?city=3');
    expect(searchFromFilter({ ...prerenderedFilter('rent'), city: [3] }, 'rent')).toBe('?city=3');
  });

  it('keeps a chosen transaction in the address of the projects page', () => {
    const filter: SearchFilter = { ...defaultSearchFilter, status: 'TO_RENT' };
    expect(searchFromFilter(filter, 'projects')).toBe('?trans=huren');
    expect(filterFromSearch('?trans=huren', 'projects').status).toBe('TO_RENT');
  });

  it('applies the base filter of the page whatever the address says', () => {
    expect(filterFromSearch('?trans=huren', 'buy').status).toBe('FOR_SALE');
    expect(filterFromSearch('', 'rent').status).toBe('TO_RENT');
    expect(filterFromSearch('', 'projects').status).toBeUndefined();
  });

  it('reads the listing parameters: sort, order, group and view', () => {
    expect(filterFromSearch('?sort=price&order=desc&group=city&view=map', 'buy')).toMatchObject({
      sortType: 'price',
      sortOrder: 'DESC',
      groupBy: 'CITY',
      viewType: VIEW_MAP,
    });
  });

  it('starts ascending once a sort field is given (spec 9)', () => {
    expect(filterFromSearch('?sort=city', 'rent')).toMatchObject({
      sortType: 'city',
      sortOrder: 'ASC',
    });
  });

  it('compares searches by what they ask, not by how the address spells them', () => {
    expect(
      sameFilter(
        filterFromSearch('?city=1,2&utm=x', 'buy'),
        filterFromSearch('?city=1&city=2', 'buy'),
      ),
    ).toBe(true);
    expect(sameFilter(filterFromSearch('?city=1', 'buy'), filterFromSearch('?city=2', 'buy'))).toBe(
      false,
    );
  });
});

describe('browser history binding', () => {
  /** A window with just the parts the binding uses. */
  function fakeWindow(search = '') {
    const calls: { method: string; url: string }[] = [];
    const listeners = new Set<() => void>();
    const location = { pathname: '/nl/kopen', search };
    const win = {
      location,
      history: {
        state: null,
        pushState: (_state: unknown, _title: string, url: string) => {
          calls.push({ method: 'push', url });
          location.search = url.slice(location.pathname.length);
        },
        replaceState: (_state: unknown, _title: string, url: string) => {
          calls.push({ method: 'replace', url });
          location.search = url.slice(location.pathname.length);
        },
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      pop(searchAfter: string) {
        location.search = searchAfter;
        for (const listener of listeners) listener();
      },
    };
    return { win, calls };
  }

  it('pushes a new search on the page path and rewrites for a typed one', () => {
    const { win, calls } = fakeWindow();
    const history = browserHistory(win as unknown as Window);
    history.push('?city=3');
    history.replace('?city=3&price-max=5');
    expect(calls).toEqual([
      { method: 'push', url: '/nl/kopen?city=3' },
      { method: 'replace', url: '/nl/kopen?city=3&price-max=5' },
    ]);
    expect(history.current()).toBe('?city=3&price-max=5');
  });

  it('adds no history entry for the address already shown', () => {
    const { win, calls } = fakeWindow('?city=3');
    browserHistory(win as unknown as Window).push('?city=3');
    expect(calls).toEqual([]);
  });

  it('reports the address of the entry the visitor goes back to, until stopped', () => {
    const { win } = fakeWindow('?city=3');
    const seen: string[] = [];
    const stop = browserHistory(win as unknown as Window).onPop((search) => seen.push(search));
    win.pop('');
    stop();
    win.pop('?city=9');
    expect(seen).toEqual(['']);
  });
});
