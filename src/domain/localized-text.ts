import type { Locale } from './locales.ts';
import type { LocalizedString } from '../schemas/localized.ts';

/**
 * The order in which other languages stand in for a missing one, when a caller asks for a
 * fallback: nl first (the default language and the best-filled one in the data), then en as
 * the most widely read, then fr and de (spec 3: many de labels are empty).
 */
export const localizedFallbackOrder: readonly Locale[] = ['nl', 'en', 'fr', 'de'];

export type PickLocalizedOptions = {
  /**
   * Fill a missing text from another language (`localizedFallbackOrder`). Off by default: a
   * description in the wrong language is worse than none. Turn it on for names (cities,
   * streets, subtypes, transactions), where any name beats a blank.
   */
  fallback?: boolean;
};

function usableText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The text of a per-language value in one language, trimmed, or null. Empty and whitespace-only
 * strings count as missing, because the content service stores '' for untranslated texts.
 * Without `fallback` only the asked language is read; with it the first text found in the
 * order locale → nl → en → fr → de is returned.
 *
 * @example pickLocalized({ nl: 'Gent', fr: ' ' }, 'fr') // null
 * @example pickLocalized({ nl: 'Gent', fr: ' ' }, 'fr', { fallback: true }) // 'Gent'
 */
export function pickLocalized(
  text: LocalizedString | null | undefined,
  locale: Locale,
  options: PickLocalizedOptions = {},
): string | null {
  if (!text) return null;
  const own = usableText(text[locale]);
  if (own !== null || !options.fallback) return own;
  for (const other of localizedFallbackOrder) {
    const found = usableText(text[other]);
    if (found !== null) return found;
  }
  return null;
}
