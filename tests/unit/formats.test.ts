import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { locales, type Locale } from '../../src/domain/locales.ts';
import {
  formatCurrency,
  formatDate,
  formatEpc,
  formatLength,
  formatLiquid,
  formatNumber,
  formatPercentage,
  formatPricePerSquareMetre,
  formatSurface,
  formatYearlyEpc,
} from '../../src/domain/formats.ts';
import { notEnteredText } from '../../src/domain/display-rules.ts';

// Units and the euro sign are joined to their number by a non-breaking space.
const nbsp = '\u00a0';

const numberFormatters = {
  formatNumber,
  formatSurface,
  formatEpc,
  formatYearlyEpc,
  formatLiquid,
  formatLength,
  formatCurrency,
  formatPricePerSquareMetre,
  formatPercentage,
};

describe('Belgian number notation in every language (spec 5)', () => {
  it.each(locales)('writes € 1.250.000 in %s', (locale) => {
    expect(formatCurrency(1_250_000, locale)).toBe(`€${nbsp}1.250.000`);
  });

  it.each(locales)('writes 1.234,56 m² in %s', (locale) => {
    expect(formatSurface(1234.56, locale)).toBe(`1.234,56${nbsp}m²`);
  });

  it('groups thousands with dots and separates decimals with a comma in fr and en too', () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(formatNumber(9_876_543.21, locale)).toBe('9.876.543,21');
    }
  });
});

describe('formatNumber (spec 9: 0 to 7 decimals)', () => {
  it('shows a whole number without decimals', () => {
    expect(formatNumber(1500, 'nl')).toBe('1.500');
  });

  it('keeps up to seven decimals and rounds the eighth', () => {
    expect(formatNumber(0.12345678, 'nl')).toBe('0,1234568');
    expect(formatNumber(1 / 3, 'nl')).toBe('0,3333333');
  });

  it('does not pad decimals', () => {
    expect(formatNumber(2.5, 'de')).toBe('2,5');
  });

  it('writes negative numbers with a minus sign but never a negative zero', () => {
    expect(formatNumber(-1234, 'nl')).toBe('-1.234');
    expect(formatNumber(-0, 'nl')).toBe('0');
    expect(formatNumber(-0.000000001, 'nl')).toBe('0');
  });

  it('never shows more than seven decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) => {
        const decimals = formatNumber(n, 'en').split(',')[1] ?? '';
        expect(decimals.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('formatSurface (spec 5: m², 2 decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatSurface(120, 'nl')).toBe(`120,00${nbsp}m²`);
    expect(formatSurface(85.456, 'nl')).toBe(`85,46${nbsp}m²`);
  });
});

describe('energy units', () => {
  it('writes the EPC per square metre in kWh/m²', () => {
    expect(formatEpc(245.5, 'fr')).toBe(`245,5${nbsp}kWh/m²`);
  });

  it('writes the yearly EPC with the year in the visitor’s language', () => {
    const yearly = Object.fromEntries(
      locales.map((locale) => [locale, formatYearlyEpc(12_500, locale)]),
    );
    expect(yearly).toEqual({
      nl: `12.500${nbsp}kWh/jaar`,
      fr: `12.500${nbsp}kWh/an`,
      en: `12.500${nbsp}kWh/year`,
      de: `12.500${nbsp}kWh/Jahr`,
    });
  });
});

describe('liquid, size and distance units', () => {
  it('writes a liquid volume in l', () => {
    expect(formatLiquid(3000, 'en')).toBe(`3.000${nbsp}l`);
  });

  it('writes sizes and distances in m', () => {
    expect(formatLength(12.5, 'de')).toBe(`12,5${nbsp}m`);
  });
});

describe('formatCurrency (spec 5, 9: euro with the sign in front)', () => {
  it('drops ,00 from whole amounts', () => {
    expect(formatCurrency(250_000, 'nl')).toBe(`€${nbsp}250.000`);
  });

  it('shows both cent digits when there are cents', () => {
    expect(formatCurrency(1234.5, 'nl')).toBe(`€${nbsp}1.234,50`);
  });

  it('rounds to cents', () => {
    expect(formatCurrency(99.999, 'fr')).toBe(`€${nbsp}100`);
  });

  it('puts the euro sign first in every language', () => {
    for (const locale of locales) expect(formatCurrency(5, locale).startsWith('€')).toBe(true);
  });
});

describe('formatPricePerSquareMetre (spec 5: € per m²)', () => {
  it('writes the amount followed by /m²', () => {
    expect(formatPricePerSquareMetre(2150, 'nl')).toBe(`€${nbsp}2.150/m²`);
  });
});

describe('formatPercentage', () => {
  it('takes percent points and appends %', () => {
    expect(formatPercentage(21, 'en')).toBe('21%');
    expect(formatPercentage(5.5, 'fr')).toBe('5,5%');
  });
});

describe('formatDate (spec 5: dd/mm/yyyy)', () => {
  it('writes every valid calendar date as the UTC calendar of Intl would', () => {
    const intl = new Intl.DateTimeFormat('nl-BE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...locales),
        (instant, locale) => {
          const text = instant.toISOString().slice(0, 10);
          const parts = intl.formatToParts(instant);
          const part = (type: string) => parts.find((p) => p.type === type)?.value;
          expect(formatDate(text, locale)).toBe(`${part('day')}/${part('month')}/${part('year')}`);
        },
      ),
    );
  });

  it.each(locales)('writes a date-only ISO text as dd/mm/yyyy in %s', (locale) => {
    expect(formatDate('2024-03-05', locale)).toBe('05/03/2024');
  });

  it('keeps the written date of a text without a time zone', () => {
    expect(formatDate('2024-03-05T23:30:00', 'nl')).toBe('05/03/2024');
    expect(formatDate('2024-03-05 00:15', 'nl')).toBe('05/03/2024');
  });

  it('reads an instant in Brussels time, so a late UTC evening is the next day', () => {
    expect(formatDate('2024-03-04T23:30:00Z', 'nl')).toBe('05/03/2024');
    expect(formatDate('2024-07-04T22:30:00.000Z', 'nl')).toBe('05/07/2024');
    expect(formatDate('2024-07-04T21:30:00Z', 'nl')).toBe('04/07/2024');
  });

  it('reads an explicit offset', () => {
    expect(formatDate('2024-03-05T01:00:00+05:00', 'en')).toBe('04/03/2024');
    expect(formatDate('2024-03-05T01:00:00+0500', 'en')).toBe('04/03/2024');
    expect(formatDate('2024-03-04 23:00:00-01:00', 'en')).toBe('05/03/2024');
  });

  it('formats a Date in Brussels time', () => {
    expect(formatDate(new Date(Date.UTC(2023, 11, 31, 23, 30)), 'de')).toBe('01/01/2024');
  });

  it.each([
    ['an impossible date', '2024-02-30'],
    ['a non-ISO text', 'March 5, 2024'],
    ['a blank text', ' '],
    ['an invalid Date', new Date(Number.NaN)],
    ['null', null],
    ['undefined', undefined],
  ])('shows %s as not entered', (_name, value) => {
    expect(formatDate(value, 'fr')).toBe('Non renseigné');
  });

  it('accepts the leap day of a leap year', () => {
    expect(formatDate('2024-02-29', 'nl')).toBe('29/02/2024');
  });

  it('writes every valid calendar date back as its own day, month and year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31') }), (d) => {
        if (Number.isNaN(d.getTime())) return;
        const [year, month, day] = d.toISOString().slice(0, 10).split('-');
        expect(formatDate(`${year}-${month}-${day}`, 'nl')).toBe(`${day}/${month}/${year}`);
      }),
    );
  });
});

describe('missing values (spec 5: not entered)', () => {
  it.each(Object.entries(numberFormatters))('%s shows not entered for null, NaN and ∞', (_n, f) => {
    for (const locale of locales) {
      for (const value of [null, undefined, Number.NaN, Infinity, -Infinity]) {
        expect(f(value, locale)).toBe(notEnteredText(locale));
      }
    }
  });

  it('formats zero as a number, since hiding zeros is the display rules’ job', () => {
    expect(formatNumber(0, 'nl')).toBe('0');
  });
});

describe('format functions never throw', () => {
  it('accepts any number, including NaN and infinities, in any language', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.MAX_VALUE, Number.MIN_VALUE)),
        fc.constantFrom<Locale>(...locales),
        (value, locale) => {
          for (const format of Object.values(numberFormatters)) {
            expect(typeof format(value, locale)).toBe('string');
          }
        },
      ),
    );
  });

  it('accepts any text as a date', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof formatDate(text, 'nl')).toBe('string');
      }),
    );
  });
});
