import { localeTags, type Locale } from '../domain/locales.ts';
import type { UiKey, UiStrings } from './schema.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/**
 * The built-in UI strings of every locale; typed against the key list, so a missing key fails
 * tsc. Pages and islands read them through `useTranslations`/`uiTexts`, which add the agency's.
 */
export const uiStrings: Readonly<Record<Locale, UiStrings>> = { nl, fr, en, de };

type PluralForm = `${string}_one` | `${string}_other`;

/** A base key with `_one`/`_other` forms, e.g. `results.count`. */
export type PluralKey = UiKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;

/** What `t` accepts: a plain key, or the base of a plural key. */
export type MessageKey = Exclude<UiKey, PluralForm> | PluralKey;

/** Values for `{{name}}` placeholders; numbers are formatted for the locale. */
export type MessageVars = Readonly<Record<string, string | number>>;

type MessageArgs<K extends MessageKey> = K extends PluralKey
  ? [vars: MessageVars & { readonly count: number }]
  : [vars?: MessageVars];

export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A translator over a given set of strings, so an island can receive its strings as props and
 * still translate with plurals and interpolation. A plain dictionary lookup: the plural form is
 * `Intl.PluralRules`' category (`_one`, else `_other`, so French "many" reads as plural) and
 * `{{name}}` is replaced by its value. It runs for every text of every page of the build, so it
 * does no more than that (i18next cost a tenth of the build's time).
 * @example createTranslator('fr', uiStrings.fr)('results.count', { count: 2 }) // '2 résultats'
 */
export function createTranslator(locale: Locale, strings: UiStrings): Translate {
  const numberFormat = new Intl.NumberFormat(localeTags[locale]);
  const pluralRules = new Intl.PluralRules(localeTags[locale]);
  const texts: Readonly<Record<string, string | undefined>> = strings;
  const show = (value: string | number) =>
    typeof value === 'number' ? numberFormat.format(value) : value;
  return (key, ...[vars]) => {
    const count = vars?.count;
    const text =
      (typeof count === 'number'
        ? (texts[`${key}_${pluralRules.select(count)}`] ?? texts[`${key}_other`])
        : undefined) ??
      texts[key] ??
      key;
    if (!vars || !text.includes('{{')) return text;
    // A forgotten value shows its placeholder, rather than vanishing.
    return text.replace(placeholder, (match, name: string) =>
      Object.hasOwn(vars, name) ? show(vars[name] as string | number) : match,
    );
  };
}

/** The UI texts of every locale and their translators, as one build uses them. */
export type TranslationSystem = {
  /** The texts of a locale, for an island's props. */
  readonly strings: (locale: Locale) => UiStrings;
  /** The translator over those texts. */
  readonly useTranslations: (locale: Locale) => Translate;
};

/**
 * A translation system over fixed texts per locale: each locale's translator made once, on
 * first use.
 */
export function translationSystemOf(texts: Readonly<Record<Locale, UiStrings>>): TranslationSystem {
  const translators = new Map<Locale, Translate>();
  return {
    strings: (locale) => texts[locale],
    useTranslations: (locale) => {
      let t = translators.get(locale);
      if (!t) {
        t = createTranslator(locale, texts[locale]);
        translators.set(locale, t);
      }
      return t;
    },
  };
}

/** The built-in texts alone: what renders when no build has set the agency's texts. */
export const builtInTranslations: TranslationSystem = translationSystemOf(uiStrings);

let active: TranslationSystem = builtInTranslations;

/**
 * Makes `system` the one every page and island of this build translates with. A build sets it
 * once, from the built-in texts and the content service's (translation-system.ts), before its
 * pages render: the components ask for a translator synchronously, by locale only.
 */
export function setTranslationSystem(system: TranslationSystem): void {
  active = system;
}

/** The translation system in use (for caches of texts made from it). */
export function activeTranslationSystem(): TranslationSystem {
  return active;
}

/**
 * The translator of a locale: `t(key, vars?)`, typed on the keys, with `{{name}}`
 * interpolation and plural forms chosen by `Intl.PluralRules`; over the agency's texts once a
 * build has set them.
 * @example useTranslations('nl')('favorites.toggle', { title: 'Villa Zeezicht' })
 * // 'Bewaar Villa Zeezicht als favoriet'
 */
export function useTranslations(locale: Locale): Translate {
  return active.useTranslations(locale);
}

/**
 * The texts of a locale as the build translates them, for the props of an island (build time
 * only: an island gets the few it needs, never a whole dictionary).
 */
export function uiTexts(locale: Locale): UiStrings {
  return active.strings(locale);
}
