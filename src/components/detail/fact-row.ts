/** One row of a detail tab: a label and the text shown for it. */
export type FactRow = {
  label: string;
  value: string;
  /** A link target, for values that are links (a URL, a phone number). */
  href?: string;
  /** A visually hidden warning read after the value (spec 5: flood scores after C). */
  warning?: string;
};

/**
 * The rows of a tab from label/value pairs, leaving out the pairs whose value is null or
 * blank: the display rules (spec 5) have already turned an empty field into null, or into the
 * "not entered" text where the field must show.
 */
export function factRows(
  entries: readonly (readonly [label: string, value: string | null | undefined] | null)[],
): FactRow[] {
  return entries.flatMap((entry) => {
    if (entry === null) return [];
    const [label, value] = entry;
    return typeof value === 'string' && value.trim() !== '' ? [{ label, value }] : [];
  });
}
