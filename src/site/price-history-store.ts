import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from '../schemas/zod-browser.ts';
import { nextDropExpiry, type PriceHistory } from '../domain/price-history.ts';
import { writeFileAtomic } from './atomic-file.ts';

/*
 * The price history as the publish engine keeps it on disk: one JSON file of changes only
 * (src/domain/price-history.ts). The store itself (DATA_DIR/price-history.json, beside the
 * forms database: data, not cache) is written only after a publish; each build writes the
 * history it rendered beside itself (`<build>.prices.json`), which the publisher then commits.
 */

const storedSchema = z.object({
  /** When the publish that wrote it was built: of two copies, the later one wins. */
  builtAt: z.string(),
  history: z.record(
    z.string(),
    z.array(z.object({ at: z.string(), price: z.number().positive().nullable() })),
  ),
});

export type StoredPriceHistory = { builtAt: string; history: PriceHistory };

/**
 * Where the store lives: PRICE_HISTORY_FILE, else `price-history.json` in DATA_DIR (`data/`),
 * so it survives restarts, atomic publishes, full builds and a cleared build cache.
 */
export function priceHistoryPath(env: NodeJS.ProcessEnv): string {
  return env.PRICE_HISTORY_FILE || `${env.DATA_DIR || 'data'}/price-history.json`;
}

/** A stored history; null when the file is missing or unreadable (a history starts again). */
export async function readPriceHistory(
  path: string | null | undefined,
): Promise<StoredPriceHistory | null> {
  if (!path) return null;
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Of several stored copies, the one of the latest publish. */
export function latestHistory(
  copies: readonly (StoredPriceHistory | null)[],
): StoredPriceHistory | null {
  let latest: StoredPriceHistory | null = null;
  for (const copy of copies) {
    if (copy && (!latest || copy.builtAt > latest.builtAt)) latest = copy;
  }
  return latest;
}

/** Writes a history whole or not at all. */
export async function writePriceHistory(path: string, stored: StoredPriceHistory): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, JSON.stringify(stored));
}

/**
 * Whether a "price lowered" label that the build of this history file shows has expired by
 * `now`: its pages must be rendered again though no listing changed. (A label comes and goes
 * otherwise only with a price, which is a change of its record.)
 */
export async function labelsExpiredSince(
  file: string | null | undefined,
  now: Date,
): Promise<boolean> {
  const published = await readPriceHistory(file);
  if (!published) return false;
  const expiry = nextDropExpiry(published.history, new Date(published.builtAt));
  return expiry !== null && expiry <= now;
}
