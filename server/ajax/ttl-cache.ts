/*
 * A small in-memory cache for the ajax routes' reads of the content service: each answer is
 * kept a few seconds, concurrent misses of one key share one call, failures are not kept, and
 * the oldest keys go first beyond `maxEntries`.
 */

type Entry<V> = { value: Promise<V>; expiresAt: number };

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The value of `key`: the kept one while it is fresh, else `load()`'s, kept from the moment it
   * started (a call under way is shared, not repeated). A rejected load is forgotten at once.
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const kept = this.#entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value;
    const value = load();
    const entry = { value, expiresAt: now + this.#ttlMs };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  /** Keys kept now (fresh or not yet evicted). */
  get size(): number {
    return this.#entries.size;
  }
}
