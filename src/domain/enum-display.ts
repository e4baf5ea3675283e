import type { Locale } from './locales.ts';
import { pickLocalized } from './localized-text.ts';
import { findEnumEntry, type EnumName } from './reference-data/index.ts';

/**
 * What a detail page shows for a reference value (spec 3 "Reference data"). Spec 3 warns that
 * many de labels, and some fr/en ones, are empty: `translateEnumValue` then gives '' (spec 5),
 * which would make a value the agency did enter vanish from the page. The page shows the label
 * in another language instead (nl first, `pickLocalized`'s fallback order). A value that is in
 * none of the given lists is free text typed by the agency and is shown as typed. Blank or
 * missing values give null, so the display rules can hide or mark them.
 *
 * Several lists may be given for fields whose values come from either of two lists (the
 * back office's `planning.destination` holds zoning codes, `RecentDestination`).
 *
 * @example displayEnumValue('Condition', 'RENEWED', 'fr') // 'Rénové'
 * @example displayEnumValue('Planning', 'Woongebied', 'nl') // 'Woongebied' (not a list value)
 */
export function displayEnumValue(
  enumNames: EnumName | readonly EnumName[],
  value: string | number | null | undefined,
  locale: Locale,
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const names: readonly EnumName[] = typeof enumNames === 'string' ? [enumNames] : enumNames;
  for (const name of names) {
    const entry = findEnumEntry(name, typeof value === 'string' ? value.trim() : value);
    if (entry) return pickLocalized(entry.labels, locale, { fallback: true }) ?? String(value);
  }
  return String(value).trim();
}
