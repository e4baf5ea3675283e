import i18next, { type i18n as I18n, type Module } from 'i18next';
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

/**
 * The texts of a locale as i18next resources: the dictionaries write every plural as `_one` and
 * `_other`; a language whose rules have more categories (French `many`: 1 000 000 chambres)
 * reads those from `_other`, where i18next would otherwise find no text.
 */
function withAllPluralForms(tag: string, strings: UiStrings): Record<string, string> {
  const texts: Record<string, string> = { ...strings };
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  for (const [key, text] of Object.entries(strings)) {
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'other'.length);
    for (const category of categories) texts[`${base}${category}`] ??= text;
  }
  return texts;
}

/**
 * One locale's i18next instance (`createInstance`, one per locale as Starlight does): flat dot
 * keys, plural forms by `Intl.PluralRules`, `{{name}}` interpolation with numbers in the
 * locale's digits, and no HTML escaping here (Astro, React and the mail renderer escape where
 * they write). A placeholder without a value stays visible rather than vanishing.
 */
export function localeI18n(locale: Locale, strings: UiStrings): I18n {
  const tag = localeTags[locale];
  const numbers = new Intl.NumberFormat(tag);
  const instance = i18next.createInstance();
  instance.use({
    type: 'formatter',
    init() {},
    add() {},
    addCached() {},
    format: (value: unknown) => (typeof value === 'number' ? numbers.format(value) : value),
  } as unknown as Module);
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: withAllPluralForms(tag, strings) } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: {
      escapeValue: false,
      alwaysFormat: true,
    },
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  });
  return instance;
}

/**
 * A translator over a given set of strings: the locale's i18next `t`, typed on our keys. Texts
 * without values are looked up once and kept, since every page of a build asks for the same
 * labels thousands of times.
 * @example createTranslator('fr', uiStrings.fr)('results.count', { count: 2 }) // '2 résultats'
 */
export function createTranslator(locale: Locale, strings: UiStrings): Translate {
  // i18next types `t` against its own resource declarations; ours are checked by `Translate`.
  const t = localeI18n(locale, strings).t as unknown as (key: string, vars?: MessageVars) => string;
  const plain = new Map<string, string>();
  return (key, ...[vars]) => {
    if (vars) return t(key, vars);
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key);
      plain.set(key, text);
    }
    return text;
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
