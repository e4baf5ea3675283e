import { formatCurrency, formatDate } from '../../domain/formats.ts';
import type { Locale } from '../../domain/locales.ts';
import { orderRentalPeriods } from '../../domain/rental-periods.ts';
import type { RentalPeriod } from '../../schemas/rental-unit.ts';
import { fillTemplate } from '../cards/template.ts';

/*
 * The periods a holiday guest can request (spec 1, 7): the unit's available periods that have
 * not started, in calendar order, each labelled with its stay type, dates and price.
 */

/** What the form needs of a period (the build passes only these). */
export type PeriodOption = Pick<RentalPeriod, 'id' | 'type' | 'from' | 'to' | 'price'>;

/**
 * The periods still open to a request on `today` (yyyy-mm-dd): available, not yet begun.
 * @example bookablePeriods([{ id: 1, unitId: 2, type: 'WEEK', from: '2030-07-06', to: '2030-07-13', price: 900, available: true }], '2030-01-01').length // 1
 */
export function bookablePeriods(
  periods: readonly (PeriodOption & { available?: boolean })[],
  today: string,
): PeriodOption[] {
  const open = periods
    .filter((period) => period.available !== false && period.from >= today)
    .map(({ id, type, from, to, price }) => ({ id, type, from, to, price, available: true }));
  return orderRentalPeriods(open).map(({ available: _available, ...period }) => period);
}

/** Today as yyyy-mm-dd in the visitor's calendar, to compare with the periods' dates. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A period as one line: "{{type}} from {{from}} to {{to}}, {{price}}" filled in the language.
 * `typeLabels` holds the translated stay types (WEEK, WEEKEND, MIDWEEK, CUSTOM).
 */
export function periodLabel(
  period: PeriodOption,
  locale: Locale,
  template: string,
  typeLabels: Readonly<Record<string, string>>,
): string {
  const type = period.type.trim().toUpperCase();
  return fillTemplate(template, {
    type: typeLabels[type] ?? typeLabels.CUSTOM ?? type,
    from: formatDate(period.from, locale),
    to: formatDate(period.to, locale),
    price: formatCurrency(period.price, locale),
  });
}
