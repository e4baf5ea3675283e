import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRentalQuery,
  isFiltered,
  MAX_GUESTS,
  normalizeHolidayFilters,
  parseHolidayFilters,
  searchWithFilters,
  serializeHolidayFilters,
  withHolidayFilter,
  withHolidayStay,
  type HolidayFilters,
} from '../../src/features/holiday/filters.ts';
import { rentalQuerySchema } from '../../src/schemas/rental-unit.ts';

const isoDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10));
const text = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((value) => value.trim() === value && value !== '');

/** Any filter a visitor can reach through the form. */
const filters: fc.Arbitrary<HolidayFilters> = fc
  .record(
    {
      location: fc.constantFrom('COAST', 'ARDENNES'),
      city: text,
      kind: fc.constantFrom('APARTMENT', 'HOUSE', 'STUDIO'),
      period: fc.constantFrom('WEEK', 'WEEKEND', 'MIDWEEK', 'CUSTOM'),
      guests: fc.integer({ min: 1, max: MAX_GUESTS }),
      from: isoDay,
      to: isoDay,
    },
    { requiredKeys: [] },
  )
  .map((raw) => normalizeHolidayFilters(raw));

describe('parseHolidayFilters', () => {
  it('reads every filter from the address', () => {
    expect(
      parseHolidayFilters(
        '?location=COAST&city=De+Panne&kind=APARTMENT&period=WEEKEND&guests=4&from=2026-11-07&to=2026-11-14',
      ),
    ).toEqual({
      location: 'COAST',
      city: 'De Panne',
      kind: 'APARTMENT',
      period: 'WEEKEND',
      guests: 4,
      from: '2026-11-07',
      to: '2026-11-14',
    });
  });

  it('ignores parameters that are no holiday filter', () => {
    expect(parseHolidayFilters('utm_source=mail&trans=kopen&guests=2')).toEqual({ guests: 2 });
  });

  it('keeps the first of a repeated parameter', () => {
    expect(parseHolidayFilters('city=Spa&city=Durbuy')).toEqual({ city: 'Spa' });
  });

  it('drops a guest count that is no whole number from 1 to 99', () => {
    for (const guests of ['0', '-2', '2.5', 'four', '100', '']) {
      expect(parseHolidayFilters(`guests=${guests}`), guests).toEqual({});
    }
  });

  it('drops a date that does not exist', () => {
    expect(parseHolidayFilters('from=2026-02-30')).toEqual({});
    expect(parseHolidayFilters('from=07/11/2026')).toEqual({});
  });

  it('drops a departure without an arrival or not after it', () => {
    expect(parseHolidayFilters('to=2026-11-14')).toEqual({});
    expect(parseHolidayFilters('from=2026-11-14&to=2026-11-14')).toEqual({ from: '2026-11-14' });
    expect(parseHolidayFilters('from=2026-11-14&to=2026-11-07')).toEqual({ from: '2026-11-14' });
  });

  it('drops blank texts and trims the others', () => {
    expect(parseHolidayFilters('city=%20%20&location=%20COAST%20')).toEqual({
      location: 'COAST',
    });
  });
});

describe('serializeHolidayFilters', () => {
  it('writes the parameters in one fixed order', () => {
    expect(serializeHolidayFilters({ to: '2026-11-14', guests: 4, from: '2026-11-07' })).toBe(
      'guests=4&from=2026-11-07&to=2026-11-14',
    );
  });

  it('writes the period type after the kind and before the guests', () => {
    expect(serializeHolidayFilters({ guests: 2, period: 'MIDWEEK', kind: 'VILLA' })).toBe(
      'kind=VILLA&period=MIDWEEK&guests=2',
    );
  });

  it('writes nothing for no filter', () => {
    expect(serializeHolidayFilters({})).toBe('');
  });

  it('round-trips every filter through the address', () => {
    fc.assert(
      fc.property(filters, (filter) => {
        expect(parseHolidayFilters(serializeHolidayFilters(filter))).toEqual(filter);
      }),
    );
  });

  it('gives one address per search, whatever order the filter was built in', () => {
    fc.assert(
      fc.property(filters, (filter) => {
        const reversed = Object.fromEntries(Object.entries(filter).reverse()) as HolidayFilters;
        expect(serializeHolidayFilters(reversed)).toBe(serializeHolidayFilters(filter));
      }),
    );
  });
});

describe('searchWithFilters', () => {
  it('keeps parameters of others and replaces the filter', () => {
    expect(searchWithFilters('?utm_source=mail&city=Spa&guests=6', { guests: 2 })).toBe(
      'utm_source=mail&guests=2',
    );
  });

  it('leaves an empty query string for no filter and no other parameter', () => {
    expect(searchWithFilters('?city=Spa', {})).toBe('');
  });
});

describe('isFiltered', () => {
  it('is false only for the empty filter', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ guests: 2 })).toBe(true);
  });
});

describe('withHolidayFilter', () => {
  it('clears a filter set to an empty value', () => {
    expect(withHolidayFilter({ city: 'Spa', guests: 2 }, 'city', '')).toEqual({ guests: 2 });
  });

  it('sets and clears a period type, leaving the dates alone', () => {
    const stay = { from: '2026-11-07', to: '2026-11-14' };
    const weekly = withHolidayFilter(stay, 'period', 'WEEK');
    expect(weekly).toEqual({ ...stay, period: 'WEEK' });
    expect(withHolidayFilter(weekly, 'period', '')).toEqual(stay);
  });

  it('reads a guest count chosen in a select', () => {
    expect(withHolidayFilter({}, 'guests', '6')).toEqual({ guests: 6 });
  });

  it('drops the departure when a later arrival is chosen', () => {
    expect(
      withHolidayFilter({ from: '2026-11-07', to: '2026-11-14' }, 'from', '2026-11-16'),
    ).toEqual({ from: '2026-11-16' });
  });

  it('keeps the departure when the arrival moves earlier', () => {
    expect(
      withHolidayFilter({ from: '2026-11-07', to: '2026-11-14' }, 'from', '2026-11-02'),
    ).toEqual({ from: '2026-11-02', to: '2026-11-14' });
  });

  it('clears the departure with the arrival', () => {
    expect(withHolidayFilter({ from: '2026-11-07', to: '2026-11-14' }, 'from', '')).toEqual({});
  });
});

describe('withHolidayStay', () => {
  it('sets arrival and departure together', () => {
    expect(withHolidayStay({ guests: 2 }, { from: '2026-11-09', to: '2026-11-13' })).toEqual({
      guests: 2,
      from: '2026-11-09',
      to: '2026-11-13',
    });
  });

  it('keeps the arrival when the stay is cleared', () => {
    expect(withHolidayStay({ from: '2026-11-09', to: '2026-11-13' }, undefined)).toEqual({
      from: '2026-11-09',
    });
  });
});

describe('buildRentalQuery', () => {
  it('maps each filter to its field of the rental query', () => {
    expect(
      buildRentalQuery({
        location: 'COAST',
        city: 'Knokke-Heist',
        kind: 'VILLA',
        period: 'WEEK',
        guests: 6,
        from: '2026-11-07',
        to: '2026-11-14',
      }).query,
    ).toEqual({
      location: ['COAST'],
      city: ['Knokke-Heist'],
      subKind: ['VILLA'],
      periodType: ['WEEK'],
      minOccupation: 6,
      from: '2026-11-07',
      to: '2026-11-14',
    });
  });

  it('asks for units with a free period of the chosen type', () => {
    expect(buildRentalQuery(parseHolidayFilters('period=WEEKEND')).query).toEqual({
      periodType: ['WEEKEND'],
    });
  });

  it('sends an empty query for no filter', () => {
    expect(buildRentalQuery({}).query).toEqual({});
  });

  it('always builds a body the wire format accepts', () => {
    fc.assert(
      fc.property(filters, (filter) => {
        expect(rentalQuerySchema.safeParse(buildRentalQuery(filter)).success).toBe(true);
      }),
    );
  });
});
