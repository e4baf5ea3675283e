import { describe, expect, it } from 'vitest';
import { bookablePeriods, periodLabel } from '../../src/features/forms/period-choices.ts';
import { formatSlotMoment, groupSlotsByDay } from '../../src/features/forms/slot-days.ts';
import { emptyCriteria } from '../../src/features/forms/CriteriaFields.tsx';
import { criteriaFromQuery, subscribeHref } from '../../src/features/forms/subscribe-prefill.ts';

describe('groupSlotsByDay', () => {
  const slot = (id: string, start: string, minutes = 30) => ({
    id,
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  });

  it('groups by the agency calendar day, in time order', () => {
    const days = groupSlotsByDay(
      [
        slot('late', '2030-01-07T16:00:00+01:00'),
        // 23:30 UTC is already the next day in Brussels.
        slot('midnight', '2030-01-07T23:30:00Z'),
        slot('early', '2030-01-07T09:00:00+01:00'),
      ],
      'en',
    );
    expect(days.map((day) => day.key)).toEqual(['2030-01-07', '2030-01-08']);
    expect(days[0]!.slots.map((s) => s.id)).toEqual(['early', 'late']);
    expect(days[0]!.label).toMatch(/^Monday,? 7 January 2030$/);
    expect(days[0]!.slots[0]!.label).toMatch(/^09:00\s*–\s*09:30$/);
  });

  it('labels days in the visitor language and names the agent', () => {
    const [day] = groupSlotsByDay(
      [{ ...slot('a', '2030-01-07T09:00:00+01:00'), salesRep: '  Julie Dubois ' }],
      'fr',
    );
    expect(day!.label).toBe('lundi 7 janvier 2030');
    expect(day!.slots[0]!.salesRep).toBe('Julie Dubois');
  });

  it('leaves out a slot whose times do not read', () => {
    expect(groupSlotsByDay([{ id: 'x', start: 'soon', end: 'later' }], 'nl')).toEqual([]);
  });

  it('writes a booked moment with date and time', () => {
    expect(formatSlotMoment('2030-01-07T09:00:00Z', 'en')).toMatch(
      /^Monday,? 7 January 2030 at 10:00$/,
    );
  });
});

describe('bookablePeriods', () => {
  const period = (id: number, from: string, available = true) => ({
    id,
    type: 'WEEK',
    from,
    to: from,
    price: 700,
    available,
  });

  it('offers the available periods that have not begun, in calendar order', () => {
    const offered = bookablePeriods(
      [
        period(3, '2030-07-20'),
        period(1, '2030-06-01'),
        period(2, '2030-07-13', false),
        period(4, '2030-07-06'),
      ],
      '2030-06-02',
    );
    expect(offered.map((p) => p.id)).toEqual([4, 3]);
    expect(offered[0]).not.toHaveProperty('available');
  });

  it('labels a period with its stay, dates and price', () => {
    const label = periodLabel(
      { id: 1, type: 'midweek', from: '2030-07-08', to: '2030-07-12', price: 450 },
      'nl',
      '{{type}} van {{from}} tot {{to}}, {{price}}',
      { MIDWEEK: 'Midweek', CUSTOM: 'Ander verblijf' },
    );
    expect(label).toMatch(/^Midweek van 08\/07\/2030 tot 12\/07\/2030, €\s?450$/);
  });
});

describe('criteriaFromQuery', () => {
  const offered = { headTypes: [1, 2], cities: [12, 14] };

  it('starts from nothing chosen, for sale', () => {
    expect(criteriaFromQuery('', offered)).toEqual(emptyCriteria);
  });

  it('takes the transaction from the listing kind, and from the filter first', () => {
    expect(criteriaFromQuery('?kind=rent', offered).transaction).toBe('TO_RENT');
    expect(criteriaFromQuery('?kind=rent&trans=kopen', offered).transaction).toBe('FOR_SALE');
    expect(criteriaFromQuery('?kind=projects', offered).transaction).toBe('FOR_SALE');
  });

  it('keeps only the types and towns the form offers', () => {
    const criteria = criteriaFromQuery('?type=2&type=6&city=14,99', offered);
    expect(criteria.headTypes).toEqual(['2']);
    expect(criteria.cities).toEqual(['14']);
  });

  it('reads the price range and a bedroom count up to 6 or more', () => {
    expect(criteriaFromQuery('?price-min=0&price-max=350000&bed-min=9', offered)).toMatchObject({
      priceMin: '',
      priceMax: '350000',
      bedrooms: '6',
    });
    expect(criteriaFromQuery('?price-min=100000&bedrooms=2', offered)).toMatchObject({
      priceMin: '100000',
      bedrooms: '2',
    });
  });

  it("carries the listing's own filters: subtypes offered, areas, EPC label and with-choices", () => {
    const criteria = criteriaFromQuery(
      '?kind=buy&type=1&subType=102&subType=999&area-min=120&area-max=250&plot-max=800&epc=A%2B&garden=1&garage=1',
      { ...offered, subTypes: [101, 102] },
    );
    expect(criteria).toEqual({
      ...emptyCriteria,
      transaction: 'FOR_SALE',
      headTypes: ['1'],
      subTypes: ['102'],
      areaMin: '120',
      areaMax: '250',
      plotMax: '800',
      epc: 'A_PLUS',
      features: ['garden', 'garage'],
    });
  });

  it('ignores what the listing would ignore (spec 5): bad areas, labels and flags', () => {
    expect(criteriaFromQuery('?area-min=abc&plot-min=-3&epc=C_A&terrace=yes', offered)).toEqual(
      emptyCriteria,
    );
  });
});

describe('subscribeHref', () => {
  const base = '/en/keep-me-informed?kind=rent';

  it('carries the search criteria of the listing address and leaves sort and view behind', () => {
    expect(subscribeHref(base, '?city=12,14&price-max=900&sort=price&view=map&group=city')).toBe(
      '/en/keep-me-informed?kind=rent&city=12&city=14&price-max=900',
    );
  });

  it('is the plain link for a listing without a search', () => {
    expect(subscribeHref(base, '')).toBe(base);
  });

  it("carries the listing's own filters beyond spec 5, in their canonical form", () => {
    expect(
      subscribeHref(
        base,
        '?trans=huren&subType=102&area-max=90&plot-min=0&epc=b&terrace=true&view=map',
      ),
    ).toBe(
      '/en/keep-me-informed?kind=rent&trans=huren&subType=102&area-max=90&plot-min=0&epc=B&terrace=1',
    );
  });

  it('opens on the search it was made from', () => {
    const href = subscribeHref(base, '?trans=kopen&type=2&bedrooms=3');
    const criteria = criteriaFromQuery(href.slice(href.indexOf('?')), {
      headTypes: [2],
      cities: [],
    });
    expect(criteria).toMatchObject({ transaction: 'FOR_SALE', headTypes: ['2'], bedrooms: '3' });
    const extended = subscribeHref(base, '?subType=201&area-min=60&epc=C&garage=1');
    expect(
      criteriaFromQuery(extended.slice(extended.indexOf('?')), {
        headTypes: [2],
        cities: [],
        subTypes: [201],
      }),
    ).toMatchObject({ subTypes: ['201'], areaMin: '60', epc: 'C', features: ['garage'] });
  });
});
