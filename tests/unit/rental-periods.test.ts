import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestAvailablePrice, orderRentalPeriods } from '../../src/domain/rental-periods.ts';

const period = (from: string, price: number, available = true, to = from) => ({
  from,
  to,
  price,
  available,
});

describe('cheapestAvailablePrice', () => {
  it('takes the lowest price of the periods still available', () => {
    expect(
      cheapestAvailablePrice([
        period('2026-11-07', 560),
        period('2026-11-09', 345),
        period('2026-11-13', 310, false),
      ]),
    ).toBe(345);
  });

  it('ignores a price of 0', () => {
    expect(cheapestAvailablePrice([period('2026-11-07', 0), period('2026-11-14', 400)])).toBe(400);
  });

  it('gives null when nothing can be booked', () => {
    expect(cheapestAvailablePrice([])).toBeNull();
    expect(cheapestAvailablePrice([period('2026-11-07', 560, false)])).toBeNull();
  });

  it('is never above the price of an available period', () => {
    const periods = fc.array(
      fc.record({
        from: fc.constant('2026-01-01'),
        to: fc.constant('2026-01-08'),
        price: fc.integer({ min: 0, max: 5000 }),
        available: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(periods, (list) => {
        const cheapest = cheapestAvailablePrice(list);
        for (const p of list.filter((item) => item.available && item.price > 0)) {
          expect(cheapest).not.toBeNull();
          expect(cheapest).toBeLessThanOrEqual(p.price);
        }
      }),
    );
  });
});

describe('orderRentalPeriods', () => {
  it('orders by start date, then end date, without changing the input', () => {
    const input = [
      period('2026-11-14', 310, true, '2026-11-17'),
      period('2026-11-07', 560, true, '2026-11-14'),
      period('2026-11-07', 300, true, '2026-11-10'),
    ];
    const ordered = orderRentalPeriods(input);
    expect(ordered.map((p) => `${p.from}/${p.to}`)).toEqual([
      '2026-11-07/2026-11-10',
      '2026-11-07/2026-11-14',
      '2026-11-14/2026-11-17',
    ]);
    expect(input[0]?.from).toBe('2026-11-14');
  });
});
