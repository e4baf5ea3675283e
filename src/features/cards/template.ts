import { localeTags, type Locale } from '../../domain/locales.ts';
import { takesSingular, wholeNumber } from '../../domain/whole-numbers.ts';

/*
 * Texts translated at build time reach the islands as templates with `{{name}}` placeholders
 * and plural forms; these fill them in the browser without shipping i18next or the dictionaries.
 */

/** A plural text as the dictionaries hold it: the `_one` and `_other` forms. */
export type PluralTemplate = { one: string; other: string };

/**
 * Fills `{{name}}` placeholders; a placeholder without a value stays visible, as the build-time
 * translator leaves it, rather than vanishing.
 * @example fillTemplate('vanaf {{price}}', { price: '€ 250.000' }) // 'vanaf € 250.000'
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

function cached<T>(cache: Map<Locale, T>, locale: Locale, create: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = create();
    cache.set(locale, value);
  }
  return value;
}

/**
 * A count in the locale's digits: a whole one without Intl (whole-numbers.ts: a page's first Intl
 * objects are costly), any other with the locale's number format.
 * @example countText(2500, 'en') // '2,500'
 */
export function countText(count: number, locale: Locale): string {
  return (
    wholeNumber(count, locale) ??
    cached(countFormats, locale, () => new Intl.NumberFormat(localeTags[locale])).format(count)
  );
}

/**
 * The plural form for a count, filled with the count in the locale's digits. The dictionaries
 * hold only `_one` and `_other`, so every other CLDR category (French 'many') reads `_other`.
 * @example pluralText({ one: '{{count}} chambre', other: '{{count}} chambres' }, 2, 'fr') // '2 chambres'
 */
export function pluralText(forms: PluralTemplate, count: number, locale: Locale): string {
  // Whole counts take their plural form without Intl too.
  const singular = Number.isSafeInteger(count)
    ? takesSingular(count, locale)
    : cached(pluralRules, locale, () => new Intl.PluralRules(localeTags[locale])).select(count) ===
      'one';
  return fillTemplate(singular ? forms.one : forms.other, { count: countText(count, locale) });
}
