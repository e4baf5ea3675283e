import { resolve } from 'node:path';
import { demoPriceHistory } from '../local-content-service/demo-data/price-history.ts';
import type { RunningService } from '../local-content-service/server.ts';
import {
  priceHistoryPath,
  readPriceHistory,
  writePriceHistory,
} from '../src/site/price-history-store.ts';

/**
 * The demo's past prices (local-content-service/demo-data/price-history.ts) as the site's price
 * history store, when the local content service seeded the demo on this start: the first build
 * then shows lowered prices and their history. A store the site already keeps is left alone.
 */
export async function storeDemoPriceHistory(
  seeded: RunningService['seeded'],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (!seeded) return;
  const path = resolve(priceHistoryPath(env));
  if (await readPriceHistory(path)) return;
  const history = demoPriceHistory(seeded.data, seeded.now);
  await writePriceHistory(path, { builtAt: seeded.now.toISOString(), history });
}
