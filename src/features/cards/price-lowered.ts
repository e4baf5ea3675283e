import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { showsPriceLowered, type PriceChange } from '../../domain/price-history.ts';
import { positiveNumber } from '../../domain/whole-numbers.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { $priceDrops, priceDropsPath, type PriceDrops } from './price-drops.ts';

/*
 * The recent drops read, and the label's rule, for the cards islands draw (price-drops.ts):
 * with the card's other rules, which a listing loads once the visitor searches.
 */

/** Whether an island's card of this result says "price lowered" (see the file comment). */
export function priceLoweredNow(
  drops: PriceDrops | null,
  summary: EstateSummary,
  now: Date = new Date(),
): boolean {
  const price = positiveNumber(summary.general.price) ?? positiveNumber(summary.general.totalPrice);
  return showsPriceLowered(drops?.[String(summary.id)], price, now);
}

let loading: Promise<void> | null = null;

/** A drop as the file must hold it; anything else is left out. */
function isDrop(value: unknown): value is PriceChange {
  const drop = value as Partial<PriceChange> | null;
  return typeof drop?.at === 'string' && typeof drop.price === 'number';
}

/** Reads the file once per page; a failure leaves the cards without labels and may be retried. */
export function loadPriceDrops(fetchImpl: typeof fetch = fetch): Promise<void> {
  loading ??= fetchImpl(priceDropsPath, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const drops = (body as { drops?: unknown } | null)?.drops;
      if (typeof drops !== 'object' || drops === null) throw new Error('no drops');
      $priceDrops.set(Object.fromEntries(Object.entries(drops).filter(([, drop]) => isDrop(drop))));
    })
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** The recent drops for an island's cards, loaded when `wanted` (and then kept). */
export function usePriceDrops(wanted = true): PriceDrops | null {
  const drops = useStore($priceDrops);
  useEffect(() => {
    if (wanted) void loadPriceDrops();
  }, [wanted]);
  return drops;
}
