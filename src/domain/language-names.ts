import type { Locale } from './locales.ts';

/** Each language named in itself, as language switchers show them (never translated). */
export const languageEndonyms: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};
