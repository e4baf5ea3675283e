import { describe, expect, it } from 'vitest';
import { listingBaseFilter } from '../../src/domain/listing-kinds.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import { activeFilterCount, extraFilterCount } from '../../src/features/listing/active-filters.ts';

describe('active filter count of the folded filters', () => {
  it('counts nothing on a screen nobody has filtered', () => {
    expect(activeFilterCount(listingBaseFilter('buy'), 'buy')).toBe(0);
    expect(activeFilterCount(listingBaseFilter('rent'), 'rent')).toBe(0);
    expect(activeFilterCount(listingBaseFilter('projects'), 'projects')).toBe(0);
  });

  it('counts each narrowed field once, however many towns or types it holds', () => {
    const filter = { ...listingBaseFilter('buy'), city: [1, 2, 3], type: [4, 5], bedrooms: 2 };
    expect(activeFilterCount(filter, 'buy')).toBe(3);
  });

  it('counts both price bounds, the country and a circle on the map', () => {
    const filter = {
      ...defaultSearchFilter,
      'price-min': 100_000,
      'price-max': 300_000,
      country: ['BE'],
      geo_range: { distanceKm: 5, lat: 51, lon: 4 },
    };
    expect(activeFilterCount(filter, 'projects')).toBe(4);
  });

  it('counts the transaction only where the visitor chooses it (projects)', () => {
    const buy = listingBaseFilter('buy');
    expect(activeFilterCount({ ...defaultSearchFilter, status: buy.status }, 'projects')).toBe(1);
    expect(activeFilterCount(buy, 'buy')).toBe(0);
  });

  it('leaves sort, order, grouping and view out: they narrow nothing', () => {
    const filter = {
      ...listingBaseFilter('rent'),
      sortType: 'price' as const,
      sortOrder: 'ASC' as const,
      groupBy: 'CITY' as const,
      viewType: 1 as const,
    };
    expect(activeFilterCount(filter, 'rent')).toBe(0);
  });

  it('counts each area range once, the EPC label and each "with …" choice', () => {
    const filter = {
      ...listingBaseFilter('buy'),
      'area-min': 80,
      'area-max': 160,
      'plot-max': 900,
      epc: 'C' as const,
      garden: true as const,
      garage: true as const,
    };
    expect(extraFilterCount(filter)).toBe(5);
    expect(activeFilterCount(filter, 'buy')).toBe(5);
    expect(extraFilterCount(listingBaseFilter('buy'))).toBe(0);
  });
});
