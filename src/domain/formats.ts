import type { Locale } from './locales.ts';
import { notEnteredText } from './display-rules.ts';
import { wholeNumber } from './whole-numbers.ts';

/**
 * spec 5 asks for '.' thousands and ',' decimals in every language (Belgian notation), which
 * fr-BE (narrow spaces) and en-GB (',' thousands) do not give. All numbers are therefore
 * formatted with the nl-BE rules; only the words (units, "not entered") follow the language.
 */
const numberLocale = 'nl-BE';

/** spec 5, 9: numbers show 0 to 7 decimals. */
export const maxNumberDecimals = 7;

/** Dates are calendar dates of a Belgian agency: instants are read in Brussels time. */
export const dateTimeZone = 'Europe/Brussels';

/** A non-breaking space keeps a unit or the euro sign on the line of its number. */
const unitSpace = '\u00a0';

/** spec 5: "Yearly EPC: kWh/jaar", written in the visitor's language. */
export const yearlyEnergyUnits: Record<Locale, string> = {
  nl: 'kWh/jaar',
  fr: 'kWh/an',
  en: 'kWh/year',
  de: 'kWh/Jahr',
};

type Amount = number | null | undefined;

/**
 * A formatter made on first use, then kept: making one costs milliseconds (the browser loads its
 * locale and time-zone data), and a page in the browser often needs one of them or none. Made
 * at load, all six would delay a listing page's island.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const plainNumber = onFirstUse(
  () =>
    new Intl.NumberFormat(numberLocale, {
      minimumFractionDigits: 0,
      maximumFractionDigits: maxNumberDecimals,
      signDisplay: 'negative',
    }),
);

// spec 5: surfaces always carry 2 decimals
const twoDecimals = onFirstUse(
  () =>
    new Intl.NumberFormat(numberLocale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

// Whole euro amounts drop ',00'; cents show both digits.
const euro = onFirstUse(
  () =>
    new Intl.NumberFormat(numberLocale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
      signDisplay: 'negative',
    }),
);

const percent = onFirstUse(
  () =>
    new Intl.NumberFormat(numberLocale, {
      style: 'unit',
      unit: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: maxNumberDecimals,
      signDisplay: 'negative',
    }),
);

const dateParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat(numberLocale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: dateTimeZone,
    }),
);

const calendarDateParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat(numberLocale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

function isAmount(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function withUnit(format: (value: number) => string, value: Amount, unit: string, locale: Locale) {
  return isAmount(value) ? `${format(value)}${unitSpace}${unit}` : notEnteredText(locale);
}

/**
 * A plain number with Belgian separators and 0 to 7 decimals (spec 9). Missing, NaN or
 * infinite values show the "not entered" text.
 *
 * @example formatNumber(1234.5, 'en') // '1.234,5'
 */
export function formatNumber(value: Amount, locale: Locale): string {
  return isAmount(value) ? belgianNumber(value) : notEnteredText(locale);
}

// Belgian notation is Dutch's (nl-BE): a whole number is written as wholeNumber writes it in
// nl, without Intl (whole-numbers.ts); anything else (decimals, -0) by the formatters.

/** A number in Belgian notation. */
function belgianNumber(value: number): string {
  return wholeNumber(value, 'nl') ?? plainNumber().format(value);
}

/** A euro amount in Belgian notation: the sign after the euro sign, as Intl writes it. */
function euros(value: number): string {
  const whole = wholeNumber(value, 'nl');
  return whole === null ? euro().format(value) : `€${unitSpace}${whole}`;
}

/** @example formatSurface(1234.561, 'fr') // '1.234,56 m²' */
export function formatSurface(value: Amount, locale: Locale): string {
  return withUnit((surface) => twoDecimals().format(surface), value, 'm²', locale);
}

/** Energy performance per square metre. @example formatEpc(245, 'nl') // '245 kWh/m²' */
export function formatEpc(value: Amount, locale: Locale): string {
  return withUnit(belgianNumber, value, 'kWh/m²', locale);
}

/** Total energy use per year. @example formatYearlyEpc(12500, 'fr') // '12.500 kWh/an' */
export function formatYearlyEpc(value: Amount, locale: Locale): string {
  return withUnit(belgianNumber, value, yearlyEnergyUnits[locale], locale);
}

/** A volume of liquid (a fuel tank). @example formatLiquid(3000, 'en') // '3.000 l' */
export function formatLiquid(value: Amount, locale: Locale): string {
  return withUnit(belgianNumber, value, 'l', locale);
}

/** Sizes and distances in metres. @example formatLength(12.5, 'de') // '12,5 m' */
export function formatLength(value: Amount, locale: Locale): string {
  return withUnit(belgianNumber, value, 'm', locale);
}

/**
 * A euro amount with the sign in front (spec 5), as Belgians write it.
 *
 * @example formatCurrency(250000, 'fr') // '€ 250.000'
 */
export function formatCurrency(value: Amount, locale: Locale): string {
  return isAmount(value) ? euros(value) : notEnteredText(locale);
}

/** @example formatPricePerSquareMetre(2150, 'nl') // '€ 2.150/m²' */
export function formatPricePerSquareMetre(value: Amount, locale: Locale): string {
  return isAmount(value) ? `${euros(value)}/m²` : notEnteredText(locale);
}

/** A percentage given in percent points. @example formatPercentage(21, 'en') // '21%' */
export function formatPercentage(value: Amount, locale: Locale): string {
  return isAmount(value) ? percent().format(value) : notEnteredText(locale);
}

const isoTime = String.raw`\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?`;
const isoWallClock = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})(?:[T ]${isoTime})?$`);
const isoInstant = new RegExp(
  String.raw`^\d{4}-\d{2}-\d{2}[T ]${isoTime}(?:Z|[+-]\d{2}:?\d{2})$`,
  'i',
);

function joinDateParts(formatter: Intl.DateTimeFormat, date: Date): string {
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  // spec 5: dd/mm/yyyy in every language (de would otherwise use dots)
  return `${part('day')}/${part('month')}/${part('year')}`;
}

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

/**
 * A date as dd/mm/yyyy (spec 5). A date-only or zone-less ISO text ('2024-03-05',
 * '2024-03-05T23:30') is a Belgian wall-clock date and is shown as written; an instant (a
 * `Date`, or a text with 'Z' or an offset) is shown as its date in Europe/Brussels.
 * Other texts, and impossible dates, show the "not entered" text.
 *
 * @example formatDate('2024-03-04T23:30:00Z', 'nl') // '05/03/2024' (00:30 in Brussels)
 */
export function formatDate(value: string | Date | null | undefined, locale: Locale): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? notEnteredText(locale)
      : joinDateParts(dateParts(), value);
  }
  if (typeof value !== 'string' || value.trim() === '') return notEnteredText(locale);
  const text = value.trim();
  const wallClock = isoWallClock.exec(text);
  if (wallClock) {
    const [year, month, day] = [Number(wallClock[1]), Number(wallClock[2]), Number(wallClock[3])];
    const date = calendarDate(year, month, day);
    if (!date) return notEnteredText(locale);
    // The digits as written (formatToParts costs more than the rest of a detail page's dates);
    // the formatter for the years before 1000, which it writes its own way.
    return year >= 1000
      ? `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
      : joinDateParts(calendarDateParts(), date);
  }
  // Only ISO instants: other texts would be read in the server's own time zone.
  const instant = isoInstant.test(text) ? new Date(text.replace(' ', 'T')) : null;
  return !instant || Number.isNaN(instant.getTime())
    ? notEnteredText(locale)
    : joinDateParts(dateParts(), instant);
}
