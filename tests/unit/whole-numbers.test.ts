import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatEpc,
  formatNumber,
  formatPricePerSquareMetre,
} from '../../src/domain/formats.ts';
import { locales, localeTags } from '../../src/domain/locales.ts';
import { takesSingular, wholeNumber } from '../../src/domain/whole-numbers.ts';
import { pluralText } from '../../src/features/cards/template.ts';

// Whole numbers written without Intl must read exactly as Intl writes them.
const wholes = fc.oneof(
  fc.integer({ min: -20_000, max: 20_000 }),
  fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
  fc.constantFrom(0, 1, -1, 999, 1000, -1000, 999_999, 1_000_000, 2 ** 53 - 1, -(2 ** 53) + 1),
);
const runs = { numRuns: 2000 };

describe('whole numbers without Intl', () => {
  it.each(locales)('writes a count as Intl.NumberFormat does in %s', (locale) => {
    const intl = new Intl.NumberFormat(localeTags[locale]);
    fc.assert(
      fc.property(wholes, (value) => {
        expect(wholeNumber(value, locale)).toBe(intl.format(value));
      }),
      runs,
    );
    // What it leaves to Intl.
    expect(wholeNumber(-0, locale)).toBeNull();
    expect(wholeNumber(1.5, locale)).toBeNull();
    expect(wholeNumber(2 ** 53, locale)).toBeNull();
  });

  it.each(locales)('takes the singular where Intl.PluralRules says one, in %s', (locale) => {
    const rules = new Intl.PluralRules(localeTags[locale]);
    fc.assert(
      fc.property(wholes, (value) => {
        expect(takesSingular(value, locale)).toBe(rules.select(value) === 'one');
      }),
      runs,
    );
  });

  it('fills plural texts as before, whole or not', () => {
    const forms = { one: '{{count}} chambre', other: '{{count}} chambres' };
    expect(pluralText(forms, 0, 'fr')).toBe('0 chambre');
    expect(pluralText(forms, 2500, 'fr')).toBe('2\u202f500 chambres');
    expect(pluralText(forms, 1.5, 'fr')).toBe('1,5 chambre');
    expect(pluralText({ one: '{{count}} room', other: '{{count}} rooms' }, 1, 'en')).toBe('1 room');
  });

  it('writes Belgian numbers and euros as the Intl formats did', () => {
    const plain = new Intl.NumberFormat('nl-BE', {
      minimumFractionDigits: 0,
      maximumFractionDigits: 7,
      signDisplay: 'negative',
    });
    const euro = new Intl.NumberFormat('nl-BE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
      signDisplay: 'negative',
    });
    fc.assert(
      fc.property(wholes, fc.constantFrom(...locales), (value, locale) => {
        expect(formatNumber(value, locale)).toBe(plain.format(value));
        expect(formatCurrency(value, locale)).toBe(euro.format(value));
        expect(formatPricePerSquareMetre(value, locale)).toBe(`${euro.format(value)}/m²`);
        expect(formatEpc(value, locale)).toBe(`${plain.format(value)}\u00a0kWh/m²`);
      }),
      runs,
    );
    expect(formatCurrency(-0, 'nl')).toBe(euro.format(-0));
    expect(formatNumber(-0, 'nl')).toBe(plain.format(-0));
    expect(formatCurrency(1234.5, 'nl')).toBe('€\u00a01.234,50');
  });
});
