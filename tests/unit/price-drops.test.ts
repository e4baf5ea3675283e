import { describe, expect, it } from 'vitest';
import { $priceDrops, priceDropsPath } from '../../src/features/cards/price-drops.ts';
import { loadPriceDrops, priceLoweredNow } from '../../src/features/cards/price-lowered.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';

const summary = (id: number, price: number | null, totalPrice: number | null = null) =>
  ({ id, general: { price, totalPrice } }) as unknown as EstateSummary;

const drop = { at: '2026-11-20T06:00:00.000Z', price: 280000 };
const now = new Date('2026-11-28T10:00:00Z');

describe('the label of the cards islands draw', () => {
  it('shows on a result the service answers at the lowered price, within the window', () => {
    const drops = { '7': drop };
    expect(priceLoweredNow(drops, summary(7, 280000), now)).toBe(true);
    expect(priceLoweredNow(drops, summary(7, null, 280000), now)).toBe(true);
    expect(priceLoweredNow(drops, summary(7, 280000), new Date('2026-12-25T00:00:00Z'))).toBe(
      false,
    );
  });

  it('does not show once the service answers another price, or for another listing', () => {
    const drops = { '7': drop };
    expect(priceLoweredNow(drops, summary(7, 275000), now)).toBe(false);
    expect(priceLoweredNow(drops, summary(8, 280000), now)).toBe(false);
    expect(priceLoweredNow(null, summary(7, 280000), now)).toBe(false);
  });

  it('reads the published drops once, keeping only well-formed ones', async () => {
    const asked: string[] = [];
    const fetchDrops = (async (url: string) => {
      asked.push(url);
      return new Response(
        JSON.stringify({
          drops: { '7': drop, '8': { at: 5, price: 'x' }, '9': null },
        }),
      );
    }) as unknown as typeof fetch;
    await loadPriceDrops(fetchDrops);
    await loadPriceDrops(fetchDrops);
    expect(asked).toEqual([priceDropsPath]);
    expect($priceDrops.get()).toEqual({ '7': drop });
  });
});
