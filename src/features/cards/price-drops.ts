import { atom } from 'nanostores';
import type { PriceChange } from '../../domain/price-history.ts';

/*
 * The "price lowered" label of the cards islands draw from the live service's answers. The
 * service knows no history, so the build publishes the recent drops it recorded
 * (`/price-drops.json`, src/pages/price-drops.json.ts); an island reads that small file once
 * per page and applies the label's rule with the browser's clock and the price the service
 * answers now, so a price changed since the publish, or a drop a month old, shows no label.
 * The reading and the rule are in price-lowered.ts, with the card's other rules.
 */

export type PriceDrops = Readonly<Record<string, PriceChange>>;

/** Where the build publishes the recent drops. */
export const priceDropsPath = '/price-drops.json';

/** The recent drops, once loaded; null before (or when the file could not be read). */
export const $priceDrops = atom<PriceDrops | null>(null);
