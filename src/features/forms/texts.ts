import type { Locale } from '../../domain/locales.ts';
import type { UiKey } from '../../i18n/schema.ts';
import { fillTemplate, pluralText } from '../cards/template.ts';

/*
 * The forms' texts in the browser: the dictionary entries a form needs, translated at build
 * time and handed over as data (never the whole dictionaries), with their `{{placeholders}}`.
 */

/** A form's texts by key, as `formTexts` writes them at build time. */
export type FormTexts = Partial<Record<UiKey, string>>;

/** Plural keys (`base_one`, `base_other`) by their base. */
type PluralBase = UiKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;

/**
 * A text with its placeholders filled; a missing text shows its key, as the build-time
 * translator does, so a forgotten key is seen rather than silently blank.
 */
export function formText(
  texts: FormTexts,
  key: UiKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(texts[key] ?? key, values);
}

/** The plural form of a text for a count, with the count in the language's digits. */
export function formPlural(
  texts: FormTexts,
  base: PluralBase,
  count: number,
  locale: Locale,
): string {
  const one = `${base}_one` as UiKey;
  const other = `${base}_other` as UiKey;
  return pluralText({ one: texts[one] ?? one, other: texts[other] ?? other }, count, locale);
}
