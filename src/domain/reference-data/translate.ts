import type { Locale } from '../locales.ts';
import type { EnumName } from './enumeration-registry.ts';
import { findEnumEntry } from './enumeration-registry.ts';
import { fieldLabels, isFieldName } from './field-labels.ts';

/**
 * The label of an enumeration value in a language. spec 5: a value with no label in that
 * language (null or empty in the data) gives '', and so does a value the list does not hold,
 * so a page shows nothing rather than a raw code. Numeric ids are accepted where the content
 * service sends them (Type, HeadType, SubType, GeoPrecision).
 *
 * @example translateEnumValue('Heating', 'GAS', 'fr') // 'Gaz naturel'
 * @example translateEnumValue('GeoPrecision', 3, 'nl') // 'Exact adres'
 */
export function translateEnumValue(
  enumName: EnumName,
  value: string | number | null | undefined,
  locale: Locale,
): string {
  return findEnumEntry(enumName, value)?.labels[locale] ?? '';
}

/**
 * The label of a back-office field key in a language. spec 5: an unknown field name comes back
 * wrapped in underscores, so a missing label shows up in review instead of vanishing.
 *
 * @example translateFieldName('financial.price', 'de') // 'Preis'
 * @example translateFieldName('financial.unheard_of', 'nl') // '_financial.unheard_of_'
 */
export function translateFieldName(fieldName: string, locale: Locale): string {
  return isFieldName(fieldName) ? fieldLabels[fieldName][locale] : `_${fieldName}_`;
}
