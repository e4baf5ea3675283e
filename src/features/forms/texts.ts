import type { Locale } from '../../domain/locales.ts';
import type { UiKey } from '../../i18n/schema.ts';

/*
 * The forms' texts in the browser: the dictionary entries a form needs, translated at build
 * time and handed over as data (never the whole dictionaries), with their `{{placeholders}}`.
 * They are filled here rather than with the cards' template helpers (cards/template.ts), which
 * the bundler keeps in the estate cards' file: a form page would load the cards for them.
 */

/** A form's texts by key, as `formTexts` writes them at build time. */
export type FormTexts = Partial<Record<UiKey, string>>;

/** Plural keys (`base_one`, `base_other`) by their base. */
type PluralBase = UiKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;

/**
 * A text with its placeholders filled; a missing text shows its key, as the build-time
 * translator does, so a forgotten key is seen rather than silently blank, and a placeholder
 * without a value stays visible rather than vanishing.
 * @example formText({ 'form.viewing.when': 'Op {{time}}' }, 'form.viewing.when', { time: '10:00' }) // 'Op 10:00'
 */
export function formText(
  texts: FormTexts,
  key: UiKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * The plural form of a text for a count, with the count in the language's digits. The
 * dictionaries hold only `_one` and `_other`, so every other CLDR category reads `_other`. (A
 * language's plural rules and whole-number digits are the same in its Belgian or British tag.)
 * @example formPlural({ 'form.counter.left_other': '{{count}} tekens over' }, 'form.counter.left', 1500, 'nl') // '1.500 tekens over'
 */
export function formPlural(
  texts: FormTexts,
  base: PluralBase,
  count: number,
  locale: Locale,
): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  let digits = countFormats.get(locale);
  if (!digits) countFormats.set(locale, (digits = new Intl.NumberFormat(locale)));
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return formText(texts, `${base}_${form}` as UiKey, { count: digits.format(count) });
}
