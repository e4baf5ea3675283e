import { listedPrice } from '../domain/listing-changes.ts';
import {
  lastPriceDrop,
  recordPrices,
  showsPriceLowered,
  type PriceChange,
} from '../domain/price-history.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import { buildMemo } from './build-memo.ts';
import { buildRequest, type BuildRequest } from './build-request.ts';
import { latestHistory, readPriceHistory, type StoredPriceHistory } from './price-history-store.ts';
import { getEstateEntries } from './site-data.ts';
import type { PagePrices } from './types.ts';

/*
 * The price history a build renders with. The build's request (build-request.ts) names:
 * - `priceHistory`: the store (price-history-store.ts), as the last publish left it;
 * - `previous.prices`: the history the published build rendered, the later of the two
 *   counting (a publish whose store was not written yet, the process stopped in between);
 * - `startedAt`: the date of this publish, the same in every shard of a build;
 * - `writes.prices`: where this build writes the history it rendered (build-plan.ts).
 */

/** This build's history: the stored one with the prices of this publish recorded. */
export function getPriceHistory(
  request: BuildRequest = buildRequest(),
): Promise<StoredPriceHistory> {
  return buildMemo('priceHistory', async () => {
    const [store, previous, entries] = await Promise.all([
      readPriceHistory(request.priceHistory),
      readPriceHistory(request.previous.prices),
      getEstateEntries(),
    ]);
    const before = latestHistory([store, previous]);
    const builtAt = request.startedAt ?? new Date().toISOString();
    const prices = new Map(
      entries.map((entry): [string, number | null] => [
        String(entry.id),
        listedPrice(entry.summary),
      ]),
    );
    return { builtAt, history: recordPrices(before?.history ?? {}, prices, builtAt) };
  });
}

/**
 * The listings whose cards carry the "price lowered" label in this build, with the drop: the
 * label's rule (`showsPriceLowered`) at the build's date.
 */
export function getPriceDrops(): Promise<ReadonlyMap<string, PriceChange>> {
  return buildMemo('priceDrops', async () => {
    const { builtAt, history } = await getPriceHistory();
    const now = new Date(builtAt);
    const drops = new Map<string, PriceChange>();
    for (const [id, changes] of Object.entries(history)) {
      const drop = lastPriceDrop(changes);
      if (drop && showsPriceLowered(drop, drop.price, now)) drops.set(id, drop);
    }
    return drops;
  });
}

/** The prices as the views read them: the label rule of a card, the history of a listing. */
export function getPagePrices(): Promise<PagePrices> {
  return buildMemo('pagePrices', async () => {
    const [{ builtAt, history }, drops] = await Promise.all([getPriceHistory(), getPriceDrops()]);
    const now = new Date(builtAt);
    return {
      lowered: (summary: EstateSummary) =>
        showsPriceLowered(drops.get(String(summary.id)), listedPrice(summary), now),
      history: (estateId: number) => history[String(estateId)] ?? [],
    };
  });
}
