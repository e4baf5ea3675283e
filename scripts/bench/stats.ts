/** Median, min and max of repeated measurements, as every bench figure is reported. */
export type Summary = { median: number; min: number; max: number; runs: number };

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no measurements to summarize');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs: values.length };
}

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no measurements for a percentile');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
