import { describe, expect, it } from 'vitest';
import {
  codeLabel,
  dayLabel,
  holidayChoices,
  nightsBetween,
  stayFromValue,
  stayValue,
} from '../../src/features/holiday/choices.ts';

import { noRentalOptions } from '../../src/features/holiday/store.ts';
import type { RentalFilterOptions } from '../../src/schemas/rental-unit.ts';

const texts = {
  guestsOption: { one: 'At least {{count}} guest', other: 'At least {{count}} guests' },
  nights: { one: '{{count}} night', other: '{{count}} nights' },
};
const labels = {
  locations: { COAST: 'Kust', ARDENNES: 'Ardennen' },
  kinds: { VILLA: 'Villa' },
  periodTypes: { WEEK: 'Week', WEEKEND: 'Weekend', MIDWEEK: 'Midweek', CUSTOM: 'Andere periode' },
};
const options: RentalFilterOptions = {
  ...noRentalOptions,
  locations: ['COAST', 'ARDENNES'],
  cities: ['Oostende', 'De Haan', 'Bredene'],
  subKinds: ['VILLA', 'HOLIDAY_PARK'],
  maxOccupations: [8, 2, 4],
  periodTypes: ['CUSTOM', 'MIDWEEK', 'WEEK', 'WEEKEND'],
  periodStartDates: ['2026-11-09', '2026-11-07'],
  periodDates: [
    { from: '2026-11-13', to: '2026-11-16', type: 'WEEKEND' },
    { from: '2026-11-07', to: '2026-11-14', type: 'WEEK' },
    { from: '2026-11-09', to: '2026-11-13', type: 'MIDWEEK' },
    { from: '2026-11-07', to: '2026-11-14', type: 'WEEK' },
  ],
};
const choose = (filters = {}, locale: 'nl' | 'en' | 'fr' = 'nl') =>
  holidayChoices(options, filters, { locale, labels, texts });

describe('holidayChoices', () => {
  it('names regions and kinds in the visitor language, sorted by name', () => {
    const choices = choose();
    expect(choices.location).toEqual([
      { value: 'ARDENNES', label: 'Ardennen' },
      { value: 'COAST', label: 'Kust' },
    ]);
    expect(choices.kind.map((choice) => choice.label)).toEqual(['Holiday park', 'Villa']);
  });

  it('sorts towns by name and capacities from small to large', () => {
    const choices = choose();
    expect(choices.city.map((choice) => choice.value)).toEqual(['Bredene', 'De Haan', 'Oostende']);
    expect(choices.guests).toEqual([
      { value: '2', label: 'At least 2 guests' },
      { value: '4', label: 'At least 4 guests' },
      { value: '8', label: 'At least 8 guests' },
    ]);
  });

  it('lists arrival dates and each stay once, in calendar order', () => {
    const choices = choose();
    expect(choices.arrival.map((choice) => choice.value)).toEqual(['2026-11-07', '2026-11-09']);
    expect(choices.stay.map((choice) => choice.value)).toEqual([
      '2026-11-07_2026-11-14',
      '2026-11-09_2026-11-13',
      '2026-11-13_2026-11-16',
    ]);
  });

  it('offers only the stays that start on or after the chosen arrival', () => {
    expect(choose({ from: '2026-11-09' }).stay.map((choice) => choice.value)).toEqual([
      '2026-11-09_2026-11-13',
      '2026-11-13_2026-11-16',
    ]);
  });

  it('reads a stay with its weekdays and nights', () => {
    const [week] = choose({}, 'en').stay;
    expect(week?.label).toBe('Sat 07/11/2026 – Sat 14/11/2026 (7 nights)');
  });

  it('lists the period types week, weekend, midweek, other, named in the visitor language', () => {
    expect(choose().period).toEqual([
      { value: 'WEEK', label: 'Week' },
      { value: 'WEEKEND', label: 'Weekend' },
      { value: 'MIDWEEK', label: 'Midweek' },
      { value: 'CUSTOM', label: 'Andere periode' },
    ]);
  });

  it('lists a period type the build had no label for after the known ones, as a word', () => {
    const choices = holidayChoices(
      { ...options, periodTypes: ['LONG_STAY', 'WEEK'] },
      {},
      { locale: 'en', labels, texts },
    );
    expect(choices.period).toEqual([
      { value: 'WEEK', label: 'Week' },
      { value: 'LONG_STAY', label: 'Long stay' },
    ]);
  });

  it('offers only the stays of the chosen period type', () => {
    expect(choose({ period: 'MIDWEEK' }).stay.map((choice) => choice.value)).toEqual([
      '2026-11-09_2026-11-13',
    ]);
    expect(choose({ period: 'WEEK', from: '2026-11-09' }).stay).toEqual([]);
  });

  it('keeps a stay the service gives no type for when a period type is chosen', () => {
    const untyped = { ...options, periodDates: [{ from: '2026-11-20', to: '2026-11-23' }] };
    const choices = holidayChoices(untyped, { period: 'WEEKEND' }, { locale: 'nl', labels, texts });
    expect(choices.stay.map((choice) => choice.value)).toEqual(['2026-11-20_2026-11-23']);
  });

  it('keeps the chosen stay among the options when it is of another period type', () => {
    const choices = choose({ period: 'WEEKEND', from: '2026-11-07', to: '2026-11-14' });
    expect(choices.stay.map((choice) => choice.value)).toEqual([
      '2026-11-07_2026-11-14',
      '2026-11-13_2026-11-16',
    ]);
  });

  it('keeps what the visitor chose among the options when the service no longer offers it', () => {
    const choices = choose({
      city: 'Spa',
      period: 'LONG_STAY',
      guests: 12,
      from: '2026-12-05',
      to: '2026-12-12',
    });
    expect(choices.city.map((choice) => choice.value)).toContain('Spa');
    expect(choices.period.at(-1)).toEqual({ value: 'LONG_STAY', label: 'Long stay' });
    expect(choices.guests.at(-1)?.value).toBe('12');
    expect(choices.arrival.map((choice) => choice.value)).toContain('2026-12-05');
    expect(choices.stay.map((choice) => choice.value)).toEqual(['2026-12-05_2026-12-12']);
  });
});

describe('codeLabel', () => {
  it('uses the translated label of a known code', () => {
    expect(codeLabel('COAST', labels.locations)).toBe('Kust');
  });

  it('reads an unknown code as a word', () => {
    expect(codeLabel('HOLIDAY_PARK', {})).toBe('Holiday park');
  });
});

describe('stays as select values', () => {
  it('round-trips a stay through its value', () => {
    const stay = { from: '2026-11-07', to: '2026-11-14' };
    expect(stayFromValue(stayValue(stay))).toEqual(stay);
  });

  it('reads no stay from the empty option', () => {
    expect(stayFromValue('')).toBeUndefined();
  });

  it('counts nights between arrival and departure, also across a clock change', () => {
    expect(nightsBetween('2026-10-24', '2026-10-31')).toBe(7);
    expect(nightsBetween('2026-11-13', '2026-11-16')).toBe(3);
  });
});

describe('dayLabel', () => {
  it('writes the weekday in the visitor language and the date as dd/mm/yyyy', () => {
    expect(dayLabel('2026-11-07', 'nl')).toBe('za 07/11/2026');
    // ICU versions differ on the German abbreviation's dot.
    expect(dayLabel('2026-11-07', 'de')).toMatch(/^Sa\.? 07\/11\/2026$/);
  });
});
