import { locales, type Locale } from '../domain/locales.ts';
import { uiKeys, type UiKey, type UiStrings } from './schema.ts';
import { translationSystemOf, uiStrings, type TranslationSystem } from './translate.ts';

/*
 * The agency's own words (spec 7: `GET /translations/{locale}`): the content service's texts
 * override the built-in ones, key for key. The service's keys are ours, flat dot keys
 * (`favorites.title`, `card.no.picture`, `results.count_other`); a key we do not know is set
 * aside. The texts are plain text, never HTML: they are escaped wherever they are written
 * (Astro's expressions, React's text and attributes, JSON in script elements).
 */

/** Why a service text was not used: the built-in text shows instead. */
export type RejectedReason = 'unknown key' | 'blank' | 'placeholders differ' | 'not text';

export type RejectedText = { locale: Locale; key: string; reason: RejectedReason };

/** The texts one locale gets from the content service, as it answered (untrusted). */
export type ServiceTexts = Readonly<Record<string, unknown>>;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The placeholder names of a text, sorted, each once. */
const placeholdersOf = (text: string): string =>
  [...new Set([...text.matchAll(placeholder)].map((match) => match[1]))].sort().join(' ');

const known: ReadonlySet<string> = new Set(uiKeys);

/**
 * One locale's texts: the built-in ones, each replaced by the service's text for its key when
 * that text is usable. A null text is no text. A text is set aside, and the built-in one kept,
 * when it is not a string, is blank, or has other placeholders than the built-in text (a missing `{{price}}` would drop
 * the price; an unknown one would show as `{{name}}`). Placeholders are written `{{name}}`,
 * the one form the islands fill. Line breaks and runs of spaces become one space.
 * @example mergeUiStrings('en', uiStrings.en, { 'favorites.title': 'My saved properties' })
 * // { strings: { …, 'favorites.title': 'My saved properties' }, rejected: [] }
 */
export function mergeUiStrings(
  locale: Locale,
  builtIn: UiStrings,
  service: ServiceTexts | undefined,
): { strings: UiStrings; rejected: RejectedText[] } {
  const strings: Record<UiKey, string> = { ...builtIn };
  const rejected: RejectedText[] = [];
  for (const [key, value] of Object.entries(service ?? {})) {
    const reject = (reason: RejectedReason) => rejected.push({ locale, key, reason });
    // A field the agency left empty (null) is no text: the built-in one, without a word.
    if (value === null) continue;
    if (!known.has(key)) reject('unknown key');
    else if (typeof value !== 'string') reject('not text');
    else {
      const text = value.replace(/\s+/g, ' ').trim();
      if (text === '') reject('blank');
      else if (placeholdersOf(text) !== placeholdersOf(builtIn[key as UiKey]))
        reject('placeholders differ');
      else strings[key as UiKey] = text.replace(placeholder, '{{$1}}');
    }
  }
  return { strings, rejected };
}

/**
 * The translation system of a build: per locale, the built-in texts with the content
 * service's over them (`mergeUiStrings`), and the texts it set aside, for the build log.
 * @example createTranslationSystem({ nl: { 'favorites.title': 'Mijn bewaarde panden' } })
 *   .system.useTranslations('nl')('favorites.title') // 'Mijn bewaarde panden'
 */
export function createTranslationSystem(service: Partial<Record<Locale, ServiceTexts>>): {
  system: TranslationSystem;
  rejected: RejectedText[];
} {
  const merged = locales.map((locale) =>
    mergeUiStrings(locale, uiStrings[locale], service[locale]),
  );
  return {
    system: translationSystemOf(
      Object.fromEntries(
        locales.map((locale, index) => [locale, merged[index]!.strings]),
      ) as Record<Locale, UiStrings>,
    ),
    rejected: merged.flatMap(({ rejected }) => rejected),
  };
}
