import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $holidayFilters,
  $holidayOptions,
  $holidayResults,
  $holidaySearchFailed,
  applyHolidayFilters,
  clearHolidayFilters,
  noRentalOptions,
  retryHolidaySearch,
  setHolidayFilter,
  setHolidayStay,
  refreshHolidayOptions,
  startHolidaySearch,
  type AddressBar,
  type HolidayService,
} from '../../src/features/holiday/store.ts';
import type { RentalQuery, RentalUnit } from '../../src/schemas/rental-unit.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

/** An address bar with a history the test can walk back through, as the browser's. */
function fakeAddressBar(initial = '') {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const bar: AddressBar & { entries: string[]; back(): void } = {
    entries,
    read: () => entries[index] ?? '',
    push: (search) => {
      entries.splice(index + 1, entries.length, search);
      index = entries.length - 1;
    },
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    back: () => {
      index = Math.max(0, index - 1);
      for (const listener of listeners) listener();
    },
  };
  return bar;
}

function unit(id: number, city = 'Oostende'): RentalUnit {
  return {
    id,
    rentalName: `Unit ${id}`,
    photos: [],
    general: {
      city,
      location: 'COAST',
      maxOccupation: 4,
      subKind: 'APARTMENT',
      rooms: { bedrooms: 2, bathrooms: 1 },
    },
    priceFrom: 400,
  };
}

type Call = {
  query: RentalQuery;
  answer: (value: Awaited<ReturnType<HolidayService['searchRentalUnits']>>) => void;
};

/** A service whose searches the test answers one by one. */
function fakeService(options: { filtersFail?: boolean } = {}) {
  const searches: Call[] = [];
  let filterCalls = 0;
  let filtersFail = options.filtersFail ?? false;
  const service: HolidayService = {
    searchRentalUnits: (query) =>
      new Promise((resolve) => searches.push({ query, answer: resolve })),
    rentalFilters: async () => {
      filterCalls += 1;
      return filtersFail
        ? {}
        : { ...noRentalOptions, locations: ['COAST'], cities: ['Oostende', 'Spa'] };
    },
  };
  return {
    service,
    searches,
    filterCalls: () => filterCalls,
    healFilters: () => {
      filtersFail = false;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until a store reaches a state (a real service answers in its own time). */
async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the store');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('holiday search store', () => {
  it('leaves the page its own list when the address holds no filter', async () => {
    const fake = fakeService();
    stop = startHolidaySearch(fake.service, fakeAddressBar('?utm_source=mail'));
    await settle();
    expect(fake.searches).toHaveLength(0);
    expect($holidayResults.get()).toMatchObject({ status: 'idle', shown: 'static' });
    expect($holidayOptions.get().status).toBe('loaded');
    expect($holidayOptions.get().options.cities).toEqual(['Oostende', 'Spa']);
  });

  it("shows the build's choices and asks the service nothing until the form is used, then once", async () => {
    const fake = fakeService();
    const built = { ...noRentalOptions, locations: ['ARDENNES'], cities: ['Durbuy'] };
    stop = startHolidaySearch(fake.service, fakeAddressBar(), built);
    await settle();
    expect(fake.filterCalls()).toBe(0);
    expect(fake.searches).toHaveLength(0);
    expect($holidayOptions.get()).toEqual({ status: 'loaded', options: built });

    refreshHolidayOptions();
    refreshHolidayOptions();
    await settle();
    expect(fake.filterCalls()).toBe(1);
    expect($holidayOptions.get().options.cities).toEqual(['Oostende', 'Spa']);
  });

  it('opens on the filter of the address, with placeholders until the answer', async () => {
    const fake = fakeService();
    stop = startHolidaySearch(fake.service, fakeAddressBar('?city=Spa&guests=4'));
    expect($holidayFilters.get()).toEqual({ city: 'Spa', guests: 4 });
    expect($holidayResults.get()).toMatchObject({ status: 'loading', shown: 'pending' });
    expect(fake.searches[0]?.query.query).toEqual({ city: ['Spa'], minOccupation: 4 });

    fake.searches[0]?.answer({ total: 2, results: [unit(9, 'Spa'), unit(3, 'Spa')] });
    await settle();
    const state = $holidayResults.get();
    expect(state).toMatchObject({ status: 'loaded', shown: 'results', total: 2 });
    expect(state.units.map((found) => found.id)).toEqual([3, 9]);
    // Opening the page is no search of the visitor's: nothing to announce.
    expect(state.announce).toBe(false);
  });

  it('writes a chosen filter to the address and keeps the list on screen until the answer', async () => {
    const fake = fakeService();
    const address = fakeAddressBar('?utm_source=mail');
    stop = startHolidaySearch(fake.service, address);
    const done = setHolidayFilter('city', 'Spa');
    expect(address.read()).toBe('utm_source=mail&city=Spa');
    expect($holidayResults.get()).toMatchObject({ status: 'loading', shown: 'static' });

    fake.searches[0]?.answer({ total: 1, results: [unit(3, 'Spa')] });
    await done;
    expect($holidayResults.get()).toMatchObject({
      status: 'loaded',
      shown: 'results',
      announce: true,
    });
  });

  it('applies a whole submitted filter at once, in one history entry and one search', async () => {
    const fake = fakeService();
    const address = fakeAddressBar();
    stop = startHolidaySearch(fake.service, address);
    const done = applyHolidayFilters({ location: 'COAST', guests: 4, to: '2026-11-14' });
    // A departure without an arrival is dropped, as in the address.
    expect(address.entries).toEqual(['', 'location=COAST&guests=4']);
    expect(fake.searches).toHaveLength(1);
    expect(fake.searches[0]?.query.query).toEqual({ location: ['COAST'], minOccupation: 4 });
    fake.searches[0]?.answer({ total: 1, results: [unit(3, 'Oostende')] });
    await done;
    expect($holidayResults.get()).toMatchObject({ status: 'loaded', shown: 'results', total: 1 });
  });

  it('adds no history entry when the filter does not change', async () => {
    const fake = fakeService();
    const address = fakeAddressBar('?city=Spa');
    stop = startHolidaySearch(fake.service, address);
    void setHolidayFilter('city', 'Spa');
    expect(address.entries).toEqual(['?city=Spa']);
  });

  it('drops the answer of a search a newer one replaced', async () => {
    const fake = fakeService();
    stop = startHolidaySearch(fake.service, fakeAddressBar());
    const first = setHolidayFilter('city', 'Oostende');
    const second = setHolidayFilter('city', 'Spa');
    fake.searches[1]?.answer({ total: 1, results: [unit(3, 'Spa')] });
    await second;
    fake.searches[0]?.answer({ total: 2, results: [unit(1), unit(2)] });
    await first;
    expect($holidayFilters.get()).toEqual({ city: 'Spa' });
    expect($holidayResults.get().units.map((found) => found.id)).toEqual([3]);
  });

  it('aborts the calls of a search that stops, and shows nothing they answer', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    let answerChoices: (
      value: Awaited<ReturnType<HolidayService['rentalFilters']>>,
    ) => void = () => {};
    const service: HolidayService = {
      searchRentalUnits: (_query, options) => {
        signals.push(options?.signal);
        return new Promise(() => {});
      },
      rentalFilters: (_query, options) => {
        signals.push(options?.signal);
        return new Promise((resolve) => {
          answerChoices = resolve;
        });
      },
    };
    const started = startHolidaySearch(service, fakeAddressBar('?city=Spa'));
    expect(signals.map((signal) => signal?.aborted)).toEqual([false, false]);
    started();
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, true]);
    answerChoices({ ...noRentalOptions, cities: ['Spa'] });
    await settle();
    expect($holidayOptions.get().status).toBe('loading');
  });

  it('keeps the chosen filter on failure and loads it again on retry', async () => {
    const fake = fakeService();
    const address = fakeAddressBar();
    stop = startHolidaySearch(fake.service, address);
    const failing = setHolidayFilter('guests', '6');
    fake.searches[0]?.answer({ total: 0, results: [], error: new Error('503') });
    await failing;
    expect($holidayResults.get()).toMatchObject({ status: 'failed', shown: 'none' });
    expect($holidaySearchFailed.get()).toBe(true);
    expect($holidayFilters.get()).toEqual({ guests: 6 });
    expect(address.read()).toBe('guests=6');

    const retry = retryHolidaySearch();
    expect($holidayResults.get()).toMatchObject({ status: 'loading', shown: 'pending' });
    expect(fake.searches[1]?.query.query).toEqual({ minOccupation: 6 });
    fake.searches[1]?.answer({ total: 1, results: [unit(4)] });
    await retry;
    expect($holidayResults.get()).toMatchObject({ status: 'loaded', shown: 'results', total: 1 });
  });

  it('goes back to the page list without asking the service when the filters are cleared', async () => {
    const fake = fakeService();
    const address = fakeAddressBar('?city=Spa');
    stop = startHolidaySearch(fake.service, address);
    fake.searches[0]?.answer({ total: 1, results: [unit(3, 'Spa')] });
    await settle();
    await clearHolidayFilters();
    expect(fake.searches).toHaveLength(1);
    expect(address.read()).toBe('');
    expect($holidayResults.get()).toMatchObject({
      status: 'idle',
      shown: 'static',
      announce: true,
    });
  });

  it('restores the earlier search when the visitor goes back', async () => {
    const fake = fakeService();
    const address = fakeAddressBar();
    stop = startHolidaySearch(fake.service, address);
    const first = setHolidayFilter('city', 'Spa');
    fake.searches[0]?.answer({ total: 1, results: [unit(3, 'Spa')] });
    await first;
    const second = setHolidayStay({ from: '2026-11-07', to: '2026-11-14' });
    fake.searches[1]?.answer({ total: 0, results: [] });
    await second;
    expect(address.entries).toEqual(['', 'city=Spa', 'city=Spa&from=2026-11-07&to=2026-11-14']);

    address.back();
    expect($holidayFilters.get()).toEqual({ city: 'Spa' });
    expect(fake.searches[2]?.query.query).toEqual({ city: ['Spa'] });
    fake.searches[2]?.answer({ total: 1, results: [unit(3, 'Spa')] });
    await settle();
    expect($holidayResults.get().units.map((found) => found.id)).toEqual([3]);

    address.back();
    expect($holidayFilters.get()).toEqual({});
    expect($holidayResults.get().shown).toBe('static');
    expect(address.entries).toHaveLength(3);
  });

  it('asks nothing when a history step leaves the filter as it is', async () => {
    const fake = fakeService();
    const address = fakeAddressBar('?city=Spa');
    stop = startHolidaySearch(fake.service, address);
    address.push('city=Spa&utm_source=mail');
    address.back();
    expect(fake.searches).toHaveLength(1);
  });

  it('reports choices that failed to load and loads them on retry', async () => {
    const fake = fakeService({ filtersFail: true });
    stop = startHolidaySearch(fake.service, fakeAddressBar());
    await settle();
    expect($holidayOptions.get()).toMatchObject({ status: 'failed', options: noRentalOptions });
    expect($holidaySearchFailed.get()).toBe(true);
    fake.healFilters();
    await retryHolidaySearch();
    expect(fake.filterCalls()).toBe(2);
    expect($holidayOptions.get().status).toBe('loaded');
    expect($holidaySearchFailed.get()).toBe(false);
    expect(fake.searches).toHaveLength(0);
  });
});

describe('holiday search store on the local content service', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(120);
  });
  afterAll(() => harness.close());

  it('offers the service choices and finds only units that match them', async () => {
    const address = fakeAddressBar();
    stop = startHolidaySearch(harness.api, address);
    await until(() => $holidayOptions.get().status !== 'loading');
    const { options } = $holidayOptions.get();
    expect(options.locations).toContain('COAST');
    const stay = options.periodDates[0];
    expect(stay).toBeDefined();

    await setHolidayFilter('location', 'COAST');
    await setHolidayFilter('guests', '4');
    await setHolidayStay(stay);
    const { units, total, status } = $holidayResults.get();
    expect(status).toBe('loaded');
    expect(total).toBe(units.length);
    expect(units.length).toBeGreaterThan(0);
    for (const found of units) {
      expect(found.general.location).toBe('COAST');
      expect(found.general.maxOccupation).toBeGreaterThanOrEqual(4);
      const periods = harness.data.rentalPeriods.filter((period) => period.unitId === found.id);
      expect(periods.some((p) => p.available && p.from >= stay!.from && p.to <= stay!.to)).toBe(
        true,
      );
    }
    const all = harness.data.rentalUnits.filter(
      (candidate) => candidate.general.location === 'COAST' && candidate.general.maxOccupation >= 4,
    );
    expect(units.length).toBeLessThanOrEqual(all.length);
    expect(address.read()).toBe(`location=COAST&guests=4&from=${stay!.from}&to=${stay!.to}`);
  });

  it('finds exactly the units with a free period of the chosen type', async () => {
    const address = fakeAddressBar();
    stop = startHolidaySearch(harness.api, address);
    await until(() => $holidayOptions.get().status !== 'loading');
    const types = $holidayOptions.get().options.periodTypes;
    expect(types).toContain('WEEKEND');

    await setHolidayFilter('period', 'WEEKEND');
    expect(address.read()).toBe('period=WEEKEND');
    const { units, status } = $holidayResults.get();
    expect(status).toBe('loaded');
    const expected = harness.data.rentalUnits
      .filter((candidate) =>
        harness.data.rentalPeriods.some(
          (p) => p.unitId === candidate.id && p.available && p.type === 'WEEKEND',
        ),
      )
      .map((candidate) => candidate.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(units.map((found) => found.id)).toEqual(expected);
  });
});
