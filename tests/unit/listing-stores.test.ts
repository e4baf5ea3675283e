import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '../../src/content-service/api.ts';
import { PAGE_SIZE } from '../../src/domain/estate-query.ts';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { VIEW_GALLERY, VIEW_MAP } from '../../src/domain/search-filters.ts';
import type { ListingKind } from '../../src/domain/listing-kinds.ts';
import {
  $estateFilter,
  applyFilter,
  chooseTypes,
  connectEstateFilter,
  endTyping,
  initialEstateFilterState,
  setFilterField,
  typeFilterField,
  typingDelayMs,
} from '../../src/features/listing/filter-store.ts';
import type { FilterHistory } from '../../src/features/listing/history.ts';
import {
  $estateList,
  connectEstateList,
  hasMoreEstates,
  showLoadedPage,
  initialEstateListState,
  loadFirstPage,
  loadNextPage,
  reloadList,
  retryList,
  changeViewType,
} from '../../src/features/listing/list-store.ts';
import type { ListingCalls } from '../../src/features/listing/listing-calls.ts';
import { startListing } from '../../src/features/listing/start-listing.ts';
import { filterFromSearch, prerenderedFilter } from '../../src/features/listing/url-state.ts';
import type { EstateFilterOptions } from '../../src/schemas/estate-filters.ts';
import type { EstateFilterQuery, EstateQuery } from '../../src/schemas/estate-query.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

const summaries: EstateSummary[] = generateDemoData({ estates: 60 }).estates.map(estateToSummary);

/** Lets the stores' pending promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A stand-in content service: pages of the demo summaries by `pagination`, or what a test
 * decides; records every body it is sent.
 */
type FakeService = {
  searches: EstateQuery[];
  mapSearches: EstateQuery[];
  values: EstateFilterQuery[];
  search: (body: EstateQuery) => Promise<ListResult<EstateSummary>>;
  map: (body: EstateQuery) => Promise<ListResult<EstateSummary>>;
  filterOptions: () => Promise<EstateFilterOptions>;
  service: ListingCalls;
};

const emptyOptions: EstateFilterOptions = {
  headTypes: [],
  subTypes: [],
  bedrooms: [],
  locations: [],
  prices: null,
  transactions: [],
  countries: [],
};

function fakeService(total = 40): FakeService {
  const searches: EstateQuery[] = [];
  const mapSearches: EstateQuery[] = [];
  const values: EstateFilterQuery[] = [];
  const page = (body: EstateQuery): ListResult<EstateSummary> => {
    const from = body.pagination?.from ?? 0;
    const size = body.pagination?.size ?? total;
    return { total, results: summaries.slice(from, Math.min(from + size, total)) };
  };
  const fake: FakeService = {
    searches,
    mapSearches,
    values,
    search: (body: EstateQuery): Promise<ListResult<EstateSummary>> => Promise.resolve(page(body)),
    map: (): Promise<ListResult<EstateSummary>> => Promise.resolve({ total, results: [] }),
    filterOptions: (): Promise<EstateFilterOptions> =>
      Promise.resolve({
        headTypes: [{ id: 1, count: 3 }],
        subTypes: [],
        bedrooms: [],
        locations: [],
        prices: null,
        transactions: [],
        countries: [],
      }),
    service: {
      searchEstates: (body: EstateQuery) => {
        searches.push(body);
        return fake.search(body);
      },
      searchMap: (body: EstateQuery) => {
        mapSearches.push(body);
        return fake.map(body);
      },
      filterValues: (body: EstateFilterQuery) => {
        values.push(body);
        return fake.filterOptions();
      },
    },
  };
  return fake;
}

/** An address bar with a back button, as the listing writes it. */
function fakeHistory(initial = '') {
  const entries = [initial];
  let index = 0;
  let listener: ((search: string) => void) | null = null;
  const history: FilterHistory & { entries: () => string[]; back: () => void } = {
    current: () => entries[index] ?? '',
    push(search) {
      entries.splice(index + 1);
      entries.push(search);
      index += 1;
    },
    replace(search) {
      entries[index] = search;
    },
    onPop(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    entries: () => entries.slice(0, index + 1),
    back() {
      index -= 1;
      listener?.(entries[index] ?? '');
    },
  };
  return history;
}

function connect(kind: ListingKind, fake = fakeService(), history = fakeHistory()) {
  connectEstateList({ kind, service: fake.service });
  connectEstateFilter(
    { kind, service: fake.service, history },
    { filter: prerenderedFilter(kind) },
  );
  return { fake, history };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('estate list store (spec 3, 4)', () => {
  it('starts loading, in the gallery, with nothing loaded and no next page loading', () => {
    expect(initialEstateListState).toEqual({
      node: null,
      estates: [],
      offset: 0,
      total: 0,
      isLoading: true,
      isLoadingNextPage: false,
      viewType: VIEW_GALLERY,
      error: null,
    });
    connect('buy');
    expect($estateList.get()).toEqual(initialEstateListState);
  });

  it('sets the node and isLoading for the first page, then replaces estates and total', async () => {
    const { fake } = connect('buy');
    const answer = deferred<ListResult<EstateSummary>>();
    fake.search = () => answer.promise;
    const loading = loadFirstPage(filterFromSearch('?city=12', 'buy'));

    const during = $estateList.get();
    expect(during.isLoading).toBe(true);
    expect(during.node?.pagination).toEqual({ from: 0, size: PAGE_SIZE });
    expect(during.node?.query?.terms?.['address.city.id']).toEqual([12]);
    // the buy screen's base filter: sale transactions, no projects
    expect(during.node?.query?.anyOf?.[0]?.terms?.['transaction.id']).toEqual([1]);
    expect(during.node?.query?.match?.isProject).toBe(false);

    answer.resolve({ total: 33, results: summaries.slice(0, 15) });
    await loading;
    const after = $estateList.get();
    expect(after.isLoading).toBe(false);
    expect(after.estates.map(({ id }) => id)).toEqual(summaries.slice(0, 15).map(({ id }) => id));
    expect(after.total).toBe(33);
    expect(after.error).toBeNull();
  });

  it('stores the error of a failed first page and stops loading', async () => {
    const { fake } = connect('rent');
    const failure = new Error('503 Service Unavailable');
    fake.search = () => Promise.resolve({ total: 0, results: [], error: failure });
    await loadFirstPage(prerenderedFilter('rent'));
    expect($estateList.get()).toMatchObject({ isLoading: false, error: failure, estates: [] });
  });

  it('appends the next 15 from the number already loaded and updates the total', async () => {
    const { fake } = connect('buy', fakeService(40));
    await loadFirstPage(prerenderedFilter('buy'));
    const loading = loadNextPage();
    expect($estateList.get().isLoadingNextPage).toBe(true);
    await loading;
    expect(fake.searches.at(-1)?.pagination).toEqual({ from: 15, size: PAGE_SIZE });
    const state = $estateList.get();
    expect(state.estates).toHaveLength(30);
    expect(state.isLoadingNextPage).toBe(false);
    expect(state.total).toBe(40);
  });

  it('continues a later pre-rendered page of the listing from where it starts', async () => {
    const { fake } = connect('buy', fakeService(40));
    const estates = summaries.slice(15, 30);
    showLoadedPage(prerenderedFilter('buy'), { estates, total: 40, offset: 15 });
    expect(hasMoreEstates($estateList.get())).toBe(true);
    await loadNextPage();
    expect(fake.searches.at(-1)?.pagination).toEqual({ from: 30, size: PAGE_SIZE });
    expect($estateList.get()).toMatchObject({ offset: 15, total: 40 });
    expect($estateList.get().estates).toHaveLength(25);
    expect(hasMoreEstates($estateList.get())).toBe(false);
  });

  it('loads more only while fewer estates are loaded than the total', async () => {
    const { fake } = connect('buy', fakeService(20));
    await loadFirstPage(prerenderedFilter('buy'));
    expect(hasMoreEstates($estateList.get())).toBe(true);
    await loadNextPage();
    expect($estateList.get().estates).toHaveLength(20);
    expect(hasMoreEstates($estateList.get())).toBe(false);
    const asked = fake.searches.length;
    await loadNextPage();
    expect(fake.searches).toHaveLength(asked);
  });

  it('keeps what is shown when the next page fails, and a retry asks for that page again', async () => {
    const { fake } = connect('buy', fakeService(40));
    await loadFirstPage(prerenderedFilter('buy'));
    const failure = new Error('offline');
    const working = fake.search;
    fake.search = () => Promise.resolve({ total: 0, results: [], error: failure });
    await loadNextPage();
    expect($estateList.get()).toMatchObject({ isLoadingNextPage: false, error: failure });
    expect($estateList.get().estates).toHaveLength(15);

    fake.search = working;
    await retryList();
    expect(fake.searches.at(-1)?.pagination).toEqual({ from: 15, size: PAGE_SIZE });
    expect($estateList.get().estates).toHaveLength(30);
    expect($estateList.get().error).toBeNull();
  });

  it('shows only the answer of the latest search', async () => {
    const { fake } = connect('buy');
    const slow = deferred<ListResult<EstateSummary>>();
    fake.search = () => slow.promise;
    const first = loadFirstPage(filterFromSearch('?type=1', 'buy'));
    fake.search = () => Promise.resolve({ total: 2, results: summaries.slice(5, 7) });
    await loadFirstPage(filterFromSearch('?type=2', 'buy'));
    slow.resolve({ total: 9, results: summaries.slice(0, 9) });
    await first;
    expect($estateList.get().total).toBe(2);
    expect($estateList.get().estates.map(({ id }) => id)).toEqual([
      summaries[5]?.id,
      summaries[6]?.id,
    ]);
  });

  it('aborts the call of a search a newer one replaced, a next page included', async () => {
    const { fake } = connect('buy');
    const signals: (AbortSignal | undefined)[] = [];
    const slow = deferred<ListResult<EstateSummary>>();
    fake.service.searchEstates = (_body, options) => {
      signals.push(options?.signal);
      return slow.promise;
    };
    showLoadedPage(filterFromSearch('', 'buy'), { estates: summaries.slice(0, 15), total: 40 });
    const next = loadNextPage();
    const fresh = loadFirstPage(filterFromSearch('?type=2', 'buy'));
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    slow.resolve({ total: 1, results: summaries.slice(20, 21) });
    await Promise.all([next, fresh]);
    expect($estateList.get()).toMatchObject({
      total: 1,
      isLoading: false,
      isLoadingNextPage: false,
    });
    expect($estateList.get().estates).toHaveLength(1);
  });

  it('asks the map for every match at once: the query only (spec 7)', async () => {
    const { fake } = connect('projects');
    await changeViewType(filterFromSearch('?view=map', 'projects'));
    const node = fake.mapSearches.at(-1);
    expect(node?.pagination).toBeUndefined();
    expect(node?.sort).toBeUndefined();
    expect(node?.query?.match?.isProject).toBe(true);
    expect($estateList.get().viewType).toBe(VIEW_MAP);
    expect(hasMoreEstates($estateList.get())).toBe(false);
  });

  it("counts the map view's matches with the map's own search, not a second full search", async () => {
    const { fake } = connect('buy', fakeService(40));
    fake.map = () => Promise.resolve({ total: 9786, results: [] });
    await changeViewType(filterFromSearch('?view=map&type=1', 'buy'));
    expect(fake.searches).toHaveLength(0);
    expect(fake.mapSearches).toHaveLength(1);
    expect(fake.mapSearches[0]).toEqual($estateList.get().node);
    expect($estateList.get()).toMatchObject({ isLoading: false, total: 9786, error: null });
    expect($estateList.get().estates).toEqual([]);
  });

  it('stores the error of a failed map search and a retry asks the map search again', async () => {
    const { fake } = connect('buy');
    const failure = new Error('503');
    fake.map = () => Promise.resolve({ total: 0, results: [], error: failure });
    await changeViewType(filterFromSearch('?view=map', 'buy'));
    expect($estateList.get()).toMatchObject({ isLoading: false, error: failure, total: 0 });
    fake.map = () => Promise.resolve({ total: 12, results: [] });
    await retryList();
    expect(fake.mapSearches).toHaveLength(2);
    expect(fake.searches).toHaveLength(0);
    expect($estateList.get()).toMatchObject({ total: 12, error: null });
  });

  it('goes back to pages of 15 when the visitor leaves the map for the gallery', async () => {
    const { fake } = connect('buy', fakeService(40));
    await changeViewType(filterFromSearch('?view=map', 'buy'));
    await changeViewType(filterFromSearch('', 'buy'));
    expect(fake.searches.at(-1)?.pagination).toEqual({ from: 0, size: PAGE_SIZE });
    expect($estateList.get().estates).toHaveLength(15);
    expect(hasMoreEstates($estateList.get())).toBe(true);
  });

  it('reloads the last search from its first page', async () => {
    const { fake } = connect('buy', fakeService(40));
    await loadFirstPage(filterFromSearch('?sort=price', 'buy'));
    await loadNextPage();
    await reloadList();
    const last = fake.searches.at(-1);
    expect(last?.pagination).toEqual({ from: 0, size: PAGE_SIZE });
    expect(last?.sort?.[0]).toEqual({ field: 'price', order: 'asc' });
    expect($estateList.get().estates).toHaveLength(15);
  });
});

describe('estate filter store (spec 3, 4)', () => {
  it('starts with date descending and nothing chosen', () => {
    expect(initialEstateFilterState.filterQuery).toMatchObject({
      sortType: 'date',
      sortOrder: 'DESC',
      viewType: VIEW_GALLERY,
    });
    expect(initialEstateFilterState).toMatchObject({ options: {}, isLoading: false, error: null });
  });

  it('loads a fresh list and fresh filter values when a filter changes, and writes the address', async () => {
    const { fake, history } = connect('buy');
    setFilterField('city', [12]);
    expect($estateFilter.get().filterQuery.city).toEqual([12]);
    expect($estateFilter.get().isLoading).toBe(true);
    await settle();
    expect(fake.searches).toHaveLength(1);
    expect(fake.searches[0]?.query?.terms?.['address.city.id']).toEqual([12]);
    expect(fake.values).toHaveLength(1);
    expect(fake.values[0]?.query?.terms?.['address.city.id']).toEqual([12]);
    expect($estateFilter.get().options.headTypes).toEqual([{ id: 1, count: 3 }]);
    expect($estateFilter.get().isLoading).toBe(false);
    expect(history.entries()).toEqual(['', '?city=12']);
  });

  it('asks for the list and the filter values at once, and shows the list without waiting for the values', async () => {
    const { fake } = connect('buy');
    const page = deferred<ListResult<EstateSummary>>();
    const options = deferred<EstateFilterOptions>();
    fake.search = () => page.promise;
    fake.filterOptions = () => options.promise;
    setFilterField('type', [2]);
    // both requests are on their way before either has answered
    expect(fake.searches).toHaveLength(1);
    expect(fake.values).toHaveLength(1);
    page.resolve({ total: 7, results: summaries.slice(0, 7) });
    await settle();
    expect($estateList.get()).toMatchObject({ isLoading: false, total: 7 });
    expect($estateFilter.get().isLoading).toBe(true);
    options.resolve({ ...emptyOptions, headTypes: [{ id: 2, count: 7 }] });
    await settle();
    expect($estateFilter.get()).toMatchObject({ isLoading: false });
    expect($estateFilter.get().options.headTypes).toEqual([{ id: 2, count: 7 }]);
  });

  it('reloads the list but not the filter values for sort, grouping and view', async () => {
    const { fake, history } = connect('rent');
    setFilterField('sortType', 'price');
    setFilterField('groupBy', 'CITY');
    setFilterField('viewType', VIEW_MAP);
    await settle();
    expect(fake.values).toHaveLength(0);
    expect(fake.searches.length).toBeGreaterThanOrEqual(1);
    expect(history.entries().at(-1)).toBe('?sort=price&group=city&view=map');
  });

  it('starts a chosen sort field ascending (spec 9)', () => {
    connect('buy');
    setFilterField('sortType', 'city');
    expect($estateFilter.get().filterQuery).toMatchObject({ sortType: 'city', sortOrder: 'ASC' });
  });

  it('keeps the filter and the address when the list fails', async () => {
    const { fake, history } = connect('buy');
    fake.search = () => Promise.resolve({ total: 0, results: [], error: new Error('down') });
    setFilterField('bedrooms', 2);
    await settle();
    expect($estateList.get().error).toBeInstanceOf(Error);
    expect($estateFilter.get().filterQuery.bedrooms).toBe(2);
    expect(history.current()).toBe('?bedrooms=2');
  });

  it('keeps the options it had when the filter values fail, storing the error', async () => {
    const fake = fakeService();
    const history = fakeHistory();
    const options = { headTypes: [{ id: 2, count: 8 }] };
    connectEstateList({ kind: 'buy', service: fake.service });
    connectEstateFilter(
      { kind: 'buy', service: fake.service, history },
      { filter: prerenderedFilter('buy'), options },
    );
    const failure = new Error('filters down');
    fake.filterOptions = () => Promise.reject(failure);
    setFilterField('type', [2]);
    await settle();
    expect($estateFilter.get()).toMatchObject({ options, isLoading: false, error: failure });
  });

  it('keeps the filter values of the latest filter when an older answer comes last', async () => {
    const { fake } = connect('buy');
    const older = deferred<EstateFilterOptions>();
    fake.filterOptions = () => older.promise;
    setFilterField('type', [1]);
    fake.filterOptions = () =>
      Promise.resolve({ ...emptyOptions, headTypes: [{ id: 2, count: 8 }] });
    setFilterField('type', [2]);
    await settle();
    older.resolve({ ...emptyOptions, headTypes: [{ id: 1, count: 3 }] });
    await settle();
    expect($estateFilter.get()).toMatchObject({ isLoading: false, error: null });
    expect($estateFilter.get().options.headTypes).toEqual([{ id: 2, count: 8 }]);
  });

  it("applies the listing kind's base filter whatever is asked", () => {
    connect('buy');
    applyFilter({ ...$estateFilter.get().filterQuery, status: 'TO_RENT' });
    expect($estateFilter.get().filterQuery.status).toBe('FOR_SALE');
  });

  it('searches a typed price once typing rests: one history entry per burst', async () => {
    vi.useFakeTimers();
    const { fake, history } = connect('buy');
    typeFilterField('price-max', 3);
    typeFilterField('price-max', 30);
    typeFilterField('price-max', 300);
    expect(fake.searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(typingDelayMs);
    expect(history.entries()).toEqual(['', '?price-max=300']);
    typeFilterField('price-max', 3000);
    await vi.advanceTimersByTimeAsync(typingDelayMs);
    // still the same burst: the entry is rewritten, the back button skips the keystrokes
    expect(history.entries()).toEqual(['', '?price-max=3000']);
    endTyping();
    typeFilterField('price-max', 4000);
    await vi.advanceTimersByTimeAsync(typingDelayMs);
    expect(history.entries()).toEqual(['', '?price-max=3000', '?price-max=4000']);
  });

  it('drops the chosen subtypes of another type when the types change', () => {
    connect('buy');
    applyFilter(filterFromSearch('?type=1&subType=101&subType=201', 'buy'));
    chooseTypes(
      [1],
      new Map([
        [101, 1],
        [201, 2],
      ]),
    );
    expect($estateFilter.get().filterQuery).toMatchObject({ type: [1], subType: [101] });
  });
});

describe('listing start and the address (spec 5, DESIGN: the URL is the state)', () => {
  const prerendered = { estates: summaries.slice(0, 15), total: 48, options: { headTypes: [] } };

  beforeEach(() => {
    vi.useRealTimers();
  });

  it('keeps the pre-rendered first page of the default address and loads nothing', async () => {
    const fake = fakeService();
    startListing({ kind: 'buy', service: fake.service, history: fakeHistory(''), prerendered });
    await settle();
    expect(fake.searches).toHaveLength(0);
    expect(fake.values).toHaveLength(0);
    expect($estateList.get()).toMatchObject({ isLoading: false, total: 48 });
    expect($estateList.get().estates).toHaveLength(15);
  });

  it('treats parameters the search does not read as the default address', async () => {
    const fake = fakeService();
    startListing({
      kind: 'rent',
      service: fake.service,
      history: fakeHistory('?utm_source=mail&trans=kopen'),
      prerendered,
    });
    await settle();
    expect(fake.searches).toHaveLength(0);
    expect($estateFilter.get().filterQuery.status).toBe('TO_RENT');
  });

  it('loads the search of a shared link with its filter values', async () => {
    const fake = fakeService(40);
    startListing({
      kind: 'buy',
      service: fake.service,
      history: fakeHistory('?type=2&sort=price&order=desc'),
      prerendered,
    });
    expect($estateList.get().isLoading).toBe(true);
    await settle();
    expect($estateFilter.get().filterQuery).toMatchObject({
      type: [2],
      sortType: 'price',
      sortOrder: 'DESC',
    });
    expect(fake.searches[0]?.sort?.[0]).toEqual({ field: 'price', order: 'desc' });
    expect(fake.values).toHaveLength(1);
    expect($estateList.get().total).toBe(40);
  });

  it('keeps the filter values of the page for its search on the map or in another order', async () => {
    const fake = fakeService(40);
    startListing({
      kind: 'buy',
      service: fake.service,
      history: fakeHistory('?view=map'),
      prerendered,
    });
    await settle();
    expect($estateFilter.get().filterQuery.viewType).toBe(1);
    expect($estateFilter.get().options).toEqual(prerendered.options);
    expect(fake.values).toHaveLength(0);
    expect(fake.mapSearches).toHaveLength(1);
    startListing({
      kind: 'buy',
      service: fake.service,
      history: fakeHistory('?sort=price&order=desc'),
      prerendered,
    });
    await settle();
    expect(fake.values).toHaveLength(0);
    expect(fake.searches.at(-1)?.sort?.[0]).toEqual({ field: 'price', order: 'desc' });
  });

  it('restores the previous search on back, without writing the address', async () => {
    const fake = fakeService(40);
    const history = fakeHistory('?type=2');
    startListing({ kind: 'buy', service: fake.service, history, prerendered });
    await settle();
    setFilterField('bedrooms', 3);
    await settle();
    expect(history.entries()).toEqual(['?type=2', '?type=2&bedrooms=3']);
    history.back();
    expect($estateFilter.get().filterQuery.bedrooms).toBeUndefined();
    expect($estateFilter.get().filterQuery.type).toEqual([2]);
    await settle();
    expect(fake.searches.at(-1)?.query?.match?.bedroomCount).toBeUndefined();
    expect(history.entries()).toEqual(['?type=2']);
  });

  it('shows the pre-rendered page again when back at the default address, loading nothing', async () => {
    const fake = fakeService(40);
    const history = fakeHistory('');
    startListing({ kind: 'buy', service: fake.service, history, prerendered });
    setFilterField('type', [1]);
    await settle();
    const asked = fake.searches.length;
    history.back();
    await settle();
    expect(fake.searches).toHaveLength(asked);
    expect($estateList.get()).toMatchObject({ total: 48, isLoading: false });
    expect($estateFilter.get().filterQuery.type).toBeUndefined();
  });
});
