import { localeTags, type Locale } from '../../domain/locales.ts';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the locale, from `Intl.DisplayNames`, for a country the build did not
 * name (those come only with fresh filter values, after the visitor searched). Made when first
 * asked: the browser loads every region's name to make one.
 * @example countryName('BE', 'fr') // 'Belgique'
 */
export function countryName(code: string, locale: Locale): string | undefined {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names.of(code);
}
