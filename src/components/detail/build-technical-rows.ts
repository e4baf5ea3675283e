import type { Locale } from '../../domain/locales.ts';
import type { Estate } from '../../schemas/estate.ts';
import { pickLocalized } from '../../domain/localized-text.ts';
import type { FactRow } from './fact-row.ts';

/**
 * The rows of the build technicals (spec 3: criteria, value and comment): the criterion as the
 * label, the value with the agency's comment after it. Names are labels of reference values,
 * so a missing language falls back to another one; a criterion without a value is left out.
 */
export function buildTechnicalRows(items: Estate['buildTechnicals'], locale: Locale): FactRow[] {
  return items.flatMap((item) => {
    const label = pickLocalized(item.criteria.name, locale, { fallback: true });
    const value = pickLocalized(item.value.name, locale, { fallback: true });
    const comment = pickLocalized(item.comment, locale);
    if (label === null || (value === null && comment === null)) return [];
    return [{ label, value: [value, comment].filter(Boolean).join(' — ') }];
  });
}
