/*
 * "The latest request wins": an island that asks again before the last answer came (the
 * visitor changed the filter, pressed retry, went back) shows only the newer answer, and the
 * older call is aborted so the browser stops waiting for it. Each store keeps one of these per
 * kind of call it makes (the list, the filter values, ...).
 *
 * `@nanostores/query` does not fit these stores: its fetcher gets the key parts only (no
 * AbortSignal, so a stale call runs to its end), it caches and dedupes answers by a string key
 * and retries failures on its own, while these stores post filter bodies, append pages to what
 * is shown and show a failure with a retry the visitor presses.
 */

export type LatestRequest = {
  /**
   * Runs `load` as the latest call: the call before it, if still running, is aborted and its
   * answer dropped.
   * @returns what `load` gave, or undefined when a newer run or `cancel` came first (a failure
   * of a superseded call is dropped too; a failure of the latest is thrown)
   */
  run<T>(load: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /** Aborts the running call, if any; its answer is dropped. */
  cancel(): void;
  /** Whether a call is running. */
  readonly running: boolean;
};

/**
 * One "latest request wins" slot.
 * @example const list = latestRequest(); const answer = await list.run((signal) => search(body, { signal }));
 */
export function latestRequest(): LatestRequest {
  let current: AbortController | null = null;
  return {
    async run<T>(load: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
      current?.abort();
      const mine = new AbortController();
      current = mine;
      try {
        const value = await load(mine.signal);
        return current === mine ? value : undefined;
      } catch (error) {
        if (current !== mine) return undefined;
        throw error;
      } finally {
        if (current === mine) current = null;
      }
    },
    cancel() {
      current?.abort();
      current = null;
    },
    get running() {
      return current !== null;
    },
  };
}
