import i18next from 'i18next';
import { localeTags, type Locale } from '../domain/locales.ts';
import type { UiKey, UiStrings } from './schema.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The UI strings of every locale; typed against the key list, so a missing key fails tsc. */
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
 * A translator over a given set of strings, so an island can receive its strings as props and
 * still translate with plurals and interpolation.
 * @example createTranslator('fr', uiStrings.fr)('results.count', { count: 2 }) // '2 résultats'
 */
export function createTranslator(locale: Locale, strings: UiStrings): Translate {
  const numberFormat = new Intl.NumberFormat(localeTags[locale]);
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: localeTags[locale],
    fallbackLng: false,
    resources: { [localeTags[locale]]: { translation: strings } },
    // Flat dot keys ('favorites.title') are whole keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // Astro and React escape output; escaping here would double it.
    interpolation: {
      escapeValue: false,
    },
    // A forgotten value shows its placeholder, rather than vanishing.
    missingInterpolationHandler: (_text: string, match: RegExpMatchArray) => match[0],
  });
  // Keys are checked by our own `Translate` type; i18next's key inference is not configured.
  const t = instance.getFixedT(localeTags[locale]) as unknown as (
    key: string,
    options: Record<string, unknown>,
  ) => string;
  return (key, ...[vars]) => {
    // Numbers are shown in the locale's format; `count` still picks the plural form.
    const replace: Record<string, string> = {};
    for (const [name, value] of Object.entries(vars ?? {})) {
      replace[name] = typeof value === 'number' ? numberFormat.format(value) : value;
    }
    const count = vars?.count;
    return t(key, { replace, ...(typeof count === 'number' ? { count } : {}) });
  };
}

const translators = new Map<Locale, Translate>();

/**
 * The translator of a locale: `t(key, vars?)`, typed on the keys, with `{{name}}`
 * interpolation and plural forms chosen by `Intl.PluralRules`.
 * @example useTranslations('nl')('favorites.add', { title: 'Villa Zeezicht' })
 * // 'Villa Zeezicht toevoegen aan favorieten'
 */
export function useTranslations(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, uiStrings[locale]);
    translators.set(locale, t);
  }
  return t;
}
