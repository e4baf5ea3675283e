import type { Locale } from './locales.ts';

/*
 * Whole numbers written without `Intl`. The first number format or plural rules a page makes
 * is costly in the browser (the language's data is loaded), in the middle of an
 * island's hydration; the cards, the result count and the prices of a listing are whole
 * numbers, which need none of it. These write exactly what `Intl` writes for them in the
 * site's four languages (tests/unit/whole-numbers.test.ts compares every case); anything else
 * (decimals, numbers beyond 2^53) still goes to `Intl`.
 */

/** The thousands separator `Intl.NumberFormat` writes in each language's tag (locales.ts). */
export const thousandsSeparators: Record<Locale, string> = {
  nl: '.',
  fr: '\u202f',
  en: ',',
  de: '.',
};

/**
 * A count as `new Intl.NumberFormat(tag).format` writes it; null for what is not a safe
 * integer, and for -0, which `Intl` writes as '-0'.
 * @example wholeNumber(2500, 'en') // '2,500'
 */
export function wholeNumber(value: number, locale: Locale): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, thousandsSeparators[locale]);
  return value < 0 ? `-${digits}` : digits;
}

/**
 * Whether a whole number takes the singular ('one') in the language (CLDR: 1 in nl, en and
 * de; 0 and 1 in fr), as `Intl.PluralRules` says for integers.
 * @example takesSingular(0, 'fr') // true
 */
export function takesSingular(value: number, locale: Locale): boolean {
  const size = Math.abs(value);
  return size === 1 || (locale === 'fr' && size === 0);
}

/** A number above 0, else null (spec 5: 0 counts as empty). @example positiveNumber(0) // null */
export function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
