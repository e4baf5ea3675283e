import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { demoPriceHistory } from '../../local-content-service/demo-data/price-history.ts';
import { lastPriceDrop, recordPrices } from '../../src/domain/price-history.ts';

const now = new Date('2026-12-02T09:00:00Z');
const data = generateDemoData({ estates: 300, now });

describe("the demo's past prices", () => {
  const history = demoPriceHistory(data, now);
  const byId = new Map(data.estates.map((estate) => [String(estate.id), estate]));

  it('are the same for the same demo and date', () => {
    expect(demoPriceHistory(generateDemoData({ estates: 300, now }), now)).toEqual(history);
  });

  it('lowered some listings on offer, never a project, a unit or a sold one, from higher prices', () => {
    const ids = Object.keys(history);
    const onOffer = data.estates.filter(
      (estate) => !estate.isSold && [1, 2].includes(estate.status.id) && !estate.general.project,
    );
    expect(ids.length).toBeGreaterThan(onOffer.length / 20);
    expect(ids.length).toBeLessThan(onOffer.length / 4);
    for (const [id, changes] of Object.entries(history)) {
      const estate = byId.get(id)!;
      expect(estate.isSold).toBe(false);
      expect([1, 2]).toContain(estate.status.id);
      expect(estate.general.project).toBe(false);
      expect(estate.general.parentId ?? null).toBeNull();
      const shown = Math.max(estate.price?.value ?? 0, estate.price?.totalPrice ?? 0);
      expect(changes.length).toBeGreaterThanOrEqual(1);
      // Oldest first, before the demo's date, each lower than the one before, all above today's.
      for (const [index, change] of changes.entries()) {
        expect(Date.parse(change.at)).toBeLessThan(now.getTime());
        expect(change.price).toBeGreaterThan(shown);
        if (index > 0) {
          expect(change.at > changes[index - 1]!.at).toBe(true);
          expect(change.price!).toBeLessThan(changes[index - 1]!.price!);
        }
      }
    }
  });

  it("makes the first build's price a drop on each listing it names", () => {
    const id = Object.keys(history)[0]!;
    const estate = byId.get(id)!;
    const price = estate.price!.value!;
    const built = recordPrices(history, new Map([[id, price]]), now.toISOString());
    expect(lastPriceDrop(built[id])).toEqual({ at: now.toISOString(), price });
  });
});
