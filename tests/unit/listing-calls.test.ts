import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../src/domain/estate-query.ts';
import { listingSearchBody } from '../../src/domain/listing-kinds.ts';
import {
  $estateFilter,
  connectEstateFilter,
  loadFilterValues,
  setFilterField,
} from '../../src/features/listing/filter-store.ts';
import {
  $estateList,
  connectEstateList,
  loadFirstPage,
  loadNextPage,
} from '../../src/features/listing/list-store.ts';
import { listingFilterValuesBody } from '../../src/features/listing/query.ts';
import { listingCalls } from '../../src/features/listing/listing-calls.ts';
import { filterFromSearch, prerenderedFilter } from '../../src/features/listing/url-state.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(120);
});
afterAll(async () => {
  await harness.close();
});

describe('listing stores against the local content service', () => {
  it('loads the first page and the next 15, as many as the service counts', async () => {
    const service = listingCalls({ baseUrl: harness.url, siteId: 'demo' });
    connectEstateList({ kind: 'buy', service });
    const filter = prerenderedFilter('buy');
    const expected = await harness.api.searchEstates(listingSearchBody('buy', filter));
    expect(expected.total).toBeGreaterThan(PAGE_SIZE);

    await loadFirstPage(filter);
    expect($estateList.get().total).toBe(expected.total);
    expect($estateList.get().estates.map(({ id }) => id)).toEqual(
      expected.results.map(({ id }) => id),
    );
    await loadNextPage();
    const second = await harness.api.searchEstates(
      listingSearchBody('buy', filter, { offset: PAGE_SIZE }),
    );
    expect(
      $estateList
        .get()
        .estates.slice(PAGE_SIZE)
        .map(({ id }) => id),
    ).toEqual(second.results.map(({ id }) => id));
  });

  it("counts the map view's matches with the marker search: every match, no page", async () => {
    const service = listingCalls({ baseUrl: harness.url, siteId: 'demo' });
    const filter = filterFromSearch('?view=map', 'rent');
    const all = await harness.api.searchEstates(listingSearchBody('rent', filter));
    expect(all.total).toBeGreaterThan(PAGE_SIZE);
    const answer = await service.searchMap(listingSearchBody('rent', filter));
    expect(answer).toEqual({ total: all.total, results: [] });
  });

  it('reports a failed map search as an error, with nothing counted', async () => {
    const service = listingCalls({ baseUrl: 'http://127.0.0.1:9', siteId: 'demo' });
    const answer = await service.searchMap(
      listingSearchBody('buy', filterFromSearch('?view=map', 'buy')),
    );
    expect(answer.total).toBe(0);
    expect(answer.error).toBeInstanceOf(Error);
  });

  it('narrows the filter values to the chosen filter', async () => {
    const service = listingCalls({ baseUrl: harness.url, siteId: 'demo' });
    connectEstateList({ kind: 'rent', service });
    connectEstateFilter({ kind: 'rent', service }, { filter: prerenderedFilter('rent') });
    await loadFilterValues();
    const all = $estateFilter.get().options.headTypes ?? [];
    expect(all.length).toBeGreaterThan(1);
    const chosen = all[0]!.id;
    setFilterField('type', [chosen]);
    // The fresh filter values arrive after the list: wait for them, not for a fixed time.
    await vi.waitFor(
      () => expect($estateFilter.get().options.headTypes?.map(({ id }) => id)).toEqual([chosen]),
      { timeout: 10_000 },
    );
    expect($estateFilter.get().error).toBeNull();
    const expected = await harness.api.estateFilters(
      listingFilterValuesBody('rent', filterFromSearch(`?type=${chosen}`, 'rent')),
    );
    expect($estateFilter.get().options.locations).toEqual(expected.locations);
  });

  it('reports a failure of the filter values instead of an empty answer', async () => {
    const service = listingCalls({ baseUrl: 'http://127.0.0.1:9', siteId: 'demo' });
    connectEstateList({ kind: 'buy', service });
    connectEstateFilter(
      { kind: 'buy', service },
      { filter: prerenderedFilter('buy'), options: { headTypes: [{ id: 1, count: 1 }] } },
    );
    await loadFilterValues();
    expect($estateFilter.get().error).toBeInstanceOf(Error);
    expect($estateFilter.get().options.headTypes).toEqual([{ id: 1, count: 1 }]);
  });
});
