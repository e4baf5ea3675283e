import type { RentalPeriod } from '../schemas/rental-unit.ts';

/** The period fields these rules read. */
export type PeriodInput = Pick<RentalPeriod, 'from' | 'to' | 'price' | 'available'> &
  Partial<Pick<RentalPeriod, 'id' | 'type'>>;

/**
 * The "price from" of a holiday rental unit: the cheapest period a guest can still book. A
 * booked period's price is no offer, and a price of 0 is no price (spec 5: 0 counts as empty).
 * Null when nothing is bookable.
 *
 * @example cheapestAvailablePrice([{ from: '2026-11-07', to: '2026-11-14', price: 560, available: true }]) // 560
 */
export function cheapestAvailablePrice(periods: readonly PeriodInput[]): number | null {
  let cheapest: number | null = null;
  for (const period of periods) {
    if (!period.available || !(period.price > 0)) continue;
    if (cheapest === null || period.price < cheapest) cheapest = period.price;
  }
  return cheapest;
}

/**
 * Periods in calendar order (start date, then end date), so a guest reads the table as a
 * calendar; the ISO dates of the service sort as text. The input is not changed.
 */
export function orderRentalPeriods<P extends PeriodInput>(periods: readonly P[]): P[] {
  return [...periods].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to) || (a.id ?? 0) - (b.id ?? 0),
  );
}
