/** Share of invalid records above which the build fails (INVALID_RECORD_THRESHOLD, default 5 %). */
export function invalidRecordThreshold(
  env: Record<string, string | undefined> = process.env,
): number {
  const value = Number(env.INVALID_RECORD_THRESHOLD ?? 0.05);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0.05;
}

/**
 * Counts invalid records of one collection: each is skipped with a warning naming its id and
 * the failing field; the summary decides whether the build may go on.
 */
export class InvalidRecords {
  readonly #collection: string;
  readonly #warn: (message: string) => void;
  readonly #skipped: { id: string; reason: string }[] = [];
  #total = 0;

  constructor(collection: string, warn: (message: string) => void) {
    this.#collection = collection;
    this.#warn = warn;
  }

  seen(count = 1): void {
    this.#total += count;
  }

  skip(id: string | number, reason: string): void {
    this.#skipped.push({ id: String(id), reason });
    this.#warn(`skipped invalid ${this.#collection} record ${id}: ${reason}`);
  }

  get skipped(): number {
    return this.#skipped.length;
  }

  /** One line for the build log; throws when the share of invalid records is over the threshold. */
  finish(threshold: number, log: (message: string) => void): void {
    const share = this.#total === 0 ? 0 : this.#skipped.length / this.#total;
    log(
      `${this.#collection}: ${this.#total - this.#skipped.length} valid, ${this.#skipped.length} invalid`,
    );
    if (share > threshold) {
      throw new Error(
        `${this.#collection}: ${this.#skipped.length} of ${this.#total} records are invalid ` +
          `(${(share * 100).toFixed(1)} % > ${(threshold * 100).toFixed(1)} %); not publishing. ` +
          `First: ${this.#skipped
            .slice(0, 3)
            .map((s) => `${s.id} (${s.reason})`)
            .join('; ')}`,
      );
    }
  }
}
