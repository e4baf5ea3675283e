/*
 * Sorting by name in the browser needs a collator, and the first one a page makes is costly
 * (the browser loads the language's collation data) while an island hydrates. The
 * build sorts the same names with the same rules, so it hands the order over (the ids in the
 * order it gave) and the browser keeps it: the collator is made only for names the build did
 * not see, such as those of fresh filter values.
 */

/**
 * `items` sorted by the rank of their keys in `known` when it holds every key; otherwise sorted
 * by the comparison `makeCompare` gives (asked for only then).
 * @example sortByKnownOrder([{ id: 2 }, { id: 1 }], (item) => item.id, [1, 2], () => byName)
 * // [{ id: 1 }, { id: 2 }]
 */
export function sortByKnownOrder<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
  known: readonly K[] | undefined,
  makeCompare: () => (a: T, b: T) => number,
): T[] {
  const rank = new Map(known?.map((key, index) => [key, index]));
  if (known && items.every((item) => rank.has(keyOf(item)))) {
    return [...items].sort((a, b) => rank.get(keyOf(a))! - rank.get(keyOf(b))!);
  }
  return [...items].sort(makeCompare());
}

/** The collator the site sorts names with: the language's order, case and accents aside. */
const collators = new Map<string, Intl.Collator>();

export function nameCollator(localeTag: string): Intl.Collator {
  // Made once per language: a collator costs far more to make than to use, and the filters
  // sort their choices on every render.
  let collator = collators.get(localeTag);
  if (!collator) {
    collator = new Intl.Collator(localeTag, { sensitivity: 'base', numeric: true });
    collators.set(localeTag, collator);
  }
  return collator;
}
