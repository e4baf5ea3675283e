import { formatDate } from '../../domain/formats.ts';
import { localeTags, type Locale } from '../../domain/locales.ts';
import { nameCollator } from '../../domain/known-order.ts';
import type { RentalFilterOptions } from '../../schemas/rental-unit.ts';
import type { HolidayFilters } from './filters.ts';
import { pluralText, type PluralTemplate } from '../cards/template.ts';

/** One option of a select: the value the filter holds and what the visitor reads. */
export type Choice = { value: string; label: string };

export type HolidayChoices = {
  location: Choice[];
  city: Choice[];
  kind: Choice[];
  period: Choice[];
  guests: Choice[];
  arrival: Choice[];
  stay: Choice[];
};

/** Labels of the service's codes in the visitor's language, translated at build time. */
export type HolidayCodeLabels = {
  locations: Readonly<Record<string, string>>;
  kinds: Readonly<Record<string, string>>;
  /** WEEK, WEEKEND, MIDWEEK, CUSTOM (HolidayRentalUnit.astro names them the same way). */
  periodTypes: Readonly<Record<string, string>>;
};

export type ChoiceTexts = { guestsOption: PluralTemplate; nights: PluralTemplate };

const dayMs = 86_400_000;

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/**
 * A code the build had no label for (a kind added since) reads as a word rather than as a code
 * in capitals: 'HOLIDAY_PARK' reads 'Holiday park'.
 */
export function codeLabel(code: string, labels: Readonly<Record<string, string>>): string {
  if (Object.hasOwn(labels, code) && labels[code]) return labels[code];
  const words = code.trim().toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Nights between arrival and departure (ISO dates). */
export function nightsBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / dayMs);
}

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A date as its short weekday and dd/mm/yyyy (spec 5), since guests choose a stay by its
 * weekday: 'za 07/11/2026'.
 */
export function dayLabel(iso: string, locale: Locale): string {
  let weekday = weekdayFormats.get(locale);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat(localeTags[locale], { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, weekday);
  }
  return `${weekday.format(utcDate(iso))} ${formatDate(iso, locale)}`;
}

/** A stay's select value: both dates in one string. */
export function stayValue(stay: { from: string; to: string }): string {
  return `${stay.from}_${stay.to}`;
}

/** The stay a select value names, if it names one. */
export function stayFromValue(value: string): { from: string; to: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/.exec(value);
  return match ? { from: match[1]!, to: match[2]! } : undefined;
}

/** Values in order, each once; the chosen value joins when the service no longer offers it. */
function withChosen<T>(values: readonly T[], chosen: T | undefined): T[] {
  const unique = [...new Set(values)];
  return chosen === undefined || unique.includes(chosen) ? unique : [chosen, ...unique];
}

/** The service's period types in the order it documents them; a newer type follows by name. */
const periodTypeOrder = ['WEEK', 'WEEKEND', 'MIDWEEK', 'CUSTOM'];

const byPeriodType = (sortByText: (a: Choice, b: Choice) => number) => {
  const rank = (choice: Choice) => {
    const index = periodTypeOrder.indexOf(choice.value);
    return index === -1 ? periodTypeOrder.length : index;
  };
  return (a: Choice, b: Choice) => rank(a) - rank(b) || sortByText(a, b);
};

const byText = (locale: Locale) => {
  const collator = nameCollator(localeTags[locale]);
  return (a: Choice, b: Choice) => collator.compare(a.label, b.label);
};

/**
 * The options of each select from the service's option sets (spec 3 rentals): regions, towns
 * and kinds by name, period types week, weekend, midweek, other, capacities from small to
 * large, arrival dates and stays in calendar order. The stays offered start on or after the
 * chosen arrival and are of the chosen period type (a stay the service gives no type for is
 * kept: it may be one). What the visitor chose is always among the options, so the form shows
 * it even when the service no longer offers it.
 */
export function holidayChoices(
  options: RentalFilterOptions,
  filters: HolidayFilters,
  context: { locale: Locale; labels: HolidayCodeLabels; texts: ChoiceTexts },
): HolidayChoices {
  const { locale, labels, texts } = context;
  const sortByText = byText(locale);
  const chosenStay =
    filters.from !== undefined && filters.to !== undefined
      ? { from: filters.from, to: filters.to }
      : undefined;
  const stays = options.periodDates.filter(
    (stay) =>
      stay.to > stay.from &&
      (filters.from === undefined || stay.from >= filters.from) &&
      (filters.period === undefined || stay.type === undefined || stay.type === filters.period),
  );
  if (chosenStay && !stays.some((stay) => stayValue(stay) === stayValue(chosenStay))) {
    stays.push(chosenStay);
  }
  const uniqueStays = [...new Map(stays.map((stay) => [stayValue(stay), stay])).values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  return {
    location: withChosen(options.locations, filters.location)
      .map((code) => ({ value: code, label: codeLabel(code, labels.locations) }))
      .sort(sortByText),
    city: withChosen(options.cities, filters.city)
      .map((city) => ({ value: city, label: city }))
      .sort(sortByText),
    kind: withChosen(options.subKinds, filters.kind)
      .map((code) => ({ value: code, label: codeLabel(code, labels.kinds) }))
      .sort(sortByText),
    period: withChosen(options.periodTypes, filters.period)
      .map((code) => ({ value: code, label: codeLabel(code, labels.periodTypes) }))
      .sort(byPeriodType(sortByText)),
    guests: withChosen(options.maxOccupations, filters.guests)
      .filter((count) => Number.isInteger(count) && count > 0)
      .sort((a, b) => a - b)
      .map((count) => ({
        value: String(count),
        label: pluralText(texts.guestsOption, count, locale),
      })),
    arrival: withChosen(options.periodStartDates, filters.from)
      .sort()
      .map((date) => ({ value: date, label: dayLabel(date, locale) })),
    stay: uniqueStays.map((stay) => ({
      value: stayValue(stay),
      label: `${dayLabel(stay.from, locale)} – ${dayLabel(stay.to, locale)} (${pluralText(
        texts.nights,
        nightsBetween(stay.from, stay.to),
        locale,
      )})`,
    })),
  };
}
