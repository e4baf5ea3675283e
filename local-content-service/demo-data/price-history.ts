import type { PriceHistory } from '../../src/domain/price-history.ts';
import { createRandom } from './random.ts';
import type { DemoData } from './generate.ts';

/*
 * The demo site's past prices, as if it had been published for months before its first start:
 * about one listing in ten on offer (old source, not a project) was first published at a
 * higher price, and half of those were lowered once before. `npm start` writes it as the site's
 * price history store when it seeds the demo, so the first build already shows "price lowered"
 * cards and the history on their detail pages; the price of the first build is the last change.
 */

const dayMs = 86_400_000;

/** A price rounded as agencies write them: to the thousand, the hundred below 100,000, ten for a rent. */
const rounded = (price: number) => {
  const step = price < 10_000 ? 10 : price < 100_000 ? 100 : 1000;
  return Math.round(price / step) * step;
};

/**
 * The earlier prices of some demo listings, oldest first, by estate id, dated before `now`.
 * Deterministic: the same data and date give the same history.
 * @example demoPriceHistory(generateDemoData({ estates: 300 }), new Date())['1011']
 * // [{ at: '2026-07-19T09:00:00.000Z', price: 349000 }] (for instance)
 */
export function demoPriceHistory(data: DemoData, now: Date): PriceHistory {
  const random = createRandom(data.estates.length).fork('price-history');
  const history: PriceHistory = {};
  for (const estate of data.estates) {
    const { value, totalPrice } = estate.price ?? {};
    const onOffer = !estate.isSold && (estate.status?.id === 1 || estate.status?.id === 2);
    const shown = Math.max(value ?? 0, totalPrice ?? 0);
    if (!onOffer || estate.general.project || estate.general.parentId || shown <= 0) continue;
    if (!random.chance(0.1)) continue;
    const firstAt = new Date(now.getTime() - random.int(60, 160) * dayMs).toISOString();
    const first = rounded(shown * (1 + random.int(6, 15) / 100));
    if (first <= shown) continue;
    const changes = [{ at: firstAt, price: first }];
    const between = rounded((first + shown) / 2);
    if (random.chance(0.5) && between < first && between > shown) {
      const loweredAt = new Date(now.getTime() - random.int(30, 55) * dayMs).toISOString();
      changes.push({ at: loweredAt, price: between });
    }
    history[String(estate.id)] = changes;
  }
  return history;
}
