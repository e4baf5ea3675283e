import { LRUCache } from 'lru-cache';

/*
 * The ajax routes' reads of the content service, kept a few seconds in memory (lru-cache):
 * concurrent misses of one key share one call, a failure is not kept (the next request asks
 * again), and beyond `max` keys the least recently used go first.
 */

export type ReadCache<V> = {
  /** The value of `key`: the kept one while it is fresh, else `load()`'s, shared while it runs. */
  get(key: string, load: () => Promise<V>): Promise<V>;
};

/**
 * A cache of reads, each kept `ttlMs` (more than 0) from when it answered.
 * @example const site = readCache<Site>({ ttlMs: 60_000 }); await site.get('site', () => api.site());
 */
export function readCache<V>(options: {
  ttlMs: number;
  max?: number;
  /** The clock of the expiry, for tests. */
  perf?: { now: () => number };
}): ReadCache<V> {
  // lru-cache keeps no null or undefined (an estate that does not exist is a null): each
  // value goes in a box. The load travels as the fetch's context, so each call site says
  // how its key is read.
  const cache = new LRUCache<string, { value: V }, () => Promise<V>>({
    max: options.max ?? 10_000,
    ttl: options.ttlMs,
    // A clock of its own is read on every check: lru-cache otherwise reuses a reading for 1 ms.
    ...(options.perf && { perf: options.perf, ttlResolution: 0 }),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async get(key, load) {
      const kept = await cache.fetch(key, { context: load });
      // Only a fetch that gave nothing answers undefined, and the box always holds the value.
      return kept ? kept.value : load();
    },
  };
}
