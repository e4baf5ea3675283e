import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { positiveNumber } from '../../domain/listing-card.ts';
import { showsPriceLowered, type PriceChange } from '../../domain/price-history.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/*
 * The "price lowered" label of the cards islands draw from the live service's answers. The
 * service knows no history, so the build publishes the recent drops it recorded
 * (`/price-drops.json`, src/pages/price-drops.json.ts); an island reads that small file once
 * per page and applies the label's rule with the browser's clock and the price the service
 * answers now, so a price changed since the publish, or a drop a month old, shows no label.
 */

export type PriceDrops = Readonly<Record<string, PriceChange>>;

/** Where the build publishes the recent drops. */
export const priceDropsPath = '/price-drops.json';

/** The recent drops, once loaded; null before (or when the file could not be read). */
export const $priceDrops = atom<PriceDrops | null>(null);

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

/** Whether an island's card of this result says "price lowered" (see the file comment). */
export function priceLoweredNow(
  drops: PriceDrops | null,
  summary: EstateSummary,
  now: Date = new Date(),
): boolean {
  const price = positiveNumber(summary.general.price) ?? positiveNumber(summary.general.totalPrice);
  return showsPriceLowered(drops?.[String(summary.id)], price, now);
}

/** The recent drops for an island's cards, loaded when `wanted` (and then kept). */
export function usePriceDrops(wanted = true): PriceDrops | null {
  const drops = useStore($priceDrops);
  useEffect(() => {
    if (wanted) void loadPriceDrops();
  }, [wanted]);
  return drops;
}
