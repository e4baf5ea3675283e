/** The site's languages, in the order the language switcher shows them (spec 1, 9). */
export const locales = ['nl', 'fr', 'en', 'de'] as const;

export type Locale = (typeof locales)[number];

/** nl is the default language; `/` sends visitors there. */
export const defaultLocale: Locale = 'nl';

/** Narrows any string (a path segment, a header) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tags used for `Intl` and for `hreflang`/`lang` attributes. */
export const localeTags: Record<Locale, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-BE',
};
