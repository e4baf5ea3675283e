/*
 * Price history: each listing's card price (spec 2: `general.price`, else `general.totalPrice`;
 * none when sold or "price on request") at the publishes where it changed. The publish engine
 * keeps it between publishes (src/site/price-history-store.ts); the pages read it to show the
 * history on a detail page and a "price lowered" badge on cards.
 */

/** The price a listing showed from one publish on; null: no price shown (on request, sold). */
export type PriceChange = { at: string; price: number | null };

/** Each listing's changes by id, oldest first; the first is the price it was first seen at. */
export type PriceHistory = Record<string, PriceChange[]>;

/**
 * How long after a publish that lowered a price its cards say so. A month is how long portals
 * keep such a label: long enough to be seen by a returning visitor, short enough to stay news.
 */
export const priceDropWindowDays = 30;

const dayMs = 86_400_000;

/**
 * The history after a publish at `at` that shows these listings at these prices: a change is
 * recorded only where the price differs from the last one recorded (so the store holds changes,
 * not publishes), a listing seen for the first time starts with its price, and listings no
 * longer published are left out (one that comes back starts again).
 *
 * @example recordPrices({ '7': [{ at: 'A', price: 300000 }] }, new Map([['7', 280000]]), 'B')
 * // { '7': [{ at: 'A', price: 300000 }, { at: 'B', price: 280000 }] }
 */
export function recordPrices(
  history: PriceHistory,
  prices: ReadonlyMap<string, number | null>,
  at: string,
): PriceHistory {
  const next: PriceHistory = {};
  for (const [id, price] of prices) {
    const changes = Object.hasOwn(history, id) ? (history[id] ?? []) : [];
    const last = changes.at(-1);
    next[id] = last && last.price === price ? changes : [...changes, { at, price }];
  }
  return next;
}

/** The last change when it lowered a shown price to another shown price, else null. */
export function lastPriceDrop(changes: readonly PriceChange[] | undefined): PriceChange | null {
  if (!changes || changes.length < 2) return null;
  const last = changes[changes.length - 1]!;
  const before = changes[changes.length - 2]!.price;
  return last.price !== null && before !== null && last.price < before ? last : null;
}

/** Whether a change made at `at` is still recent at `now` (within `priceDropWindowDays`). */
export function isWithinDropWindow(at: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(at);
  return age >= 0 && age < priceDropWindowDays * dayMs;
}

/**
 * The "price lowered" rule of a card: the last change of the listing lowered its price within
 * the window, and the card shows that very price (a price changed since, which the live service
 * may already answer, is no longer the lowered one).
 *
 * @example showsPriceLowered({ at: '2026-11-20T06:00:00Z', price: 280000 }, 280000, new Date('2026-11-28')) // true
 */
export function showsPriceLowered(
  drop: PriceChange | null | undefined,
  cardPrice: number | null,
  now: Date,
): boolean {
  return !!drop && drop.price === cardPrice && isWithinDropWindow(drop.at, now);
}

/**
 * The listings whose last change is a price drop still recent at `now`, by id: what the build
 * publishes for the cards that islands draw (they apply `showsPriceLowered` with the browser's
 * clock and the price the service answers).
 */
export function recentPriceDrops(history: PriceHistory, now: Date): Record<string, PriceChange> {
  const drops: Record<string, PriceChange> = {};
  for (const [id, changes] of Object.entries(history)) {
    const drop = lastPriceDrop(changes);
    if (drop && isWithinDropWindow(drop.at, now)) drops[id] = drop;
  }
  return drops;
}

/**
 * The earliest moment after `now` at which a card label shown at `now` expires, or null when
 * none shows: the published pages must be built again then, even if no listing changed.
 */
export function nextDropExpiry(history: PriceHistory, now: Date): Date | null {
  let next: number | null = null;
  for (const drop of Object.values(recentPriceDrops(history, now))) {
    const end = Date.parse(drop.at) + priceDropWindowDays * dayMs;
    if (next === null || end < next) next = end;
  }
  return next === null ? null : new Date(next);
}

/** How a row of the history differs from the one before it. */
export type PriceStep =
  | { kind: 'first' }
  | { kind: 'lowered'; amount: number }
  | { kind: 'raised'; amount: number }
  | { kind: 'onRequest' }
  | { kind: 'shown' };

export type PriceHistoryRow = PriceChange & { step: PriceStep };

function stepOf(before: number | null | undefined, price: number | null): PriceStep {
  if (before === undefined) return { kind: 'first' };
  if (price === null) return { kind: 'onRequest' };
  if (before === null) return { kind: 'shown' };
  return price < before
    ? { kind: 'lowered', amount: before - price }
    : { kind: 'raised', amount: price - before };
}

/**
 * The rows of a detail page's history table, newest first, each with how it changed the price;
 * empty when the price never changed (one row would be the price the page already shows).
 */
export function priceHistoryRows(changes: readonly PriceChange[] | undefined): PriceHistoryRow[] {
  if (!changes || changes.length < 2) return [];
  return changes
    .map((change, index) => ({ ...change, step: stepOf(changes[index - 1]?.price, change.price) }))
    .reverse();
}
