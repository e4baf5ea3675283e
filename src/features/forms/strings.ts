import type { Locale } from '../../domain/locales.ts';
import { uiKeys, type UiKey } from '../../i18n/schema.ts';
import { activeTranslationSystem, uiTexts } from '../../i18n/translate.ts';
import { formResultKeys } from '../../forms/form-keys.ts';
import type { FormTexts } from './texts.ts';

/*
 * Which dictionary entries each form island receives (build time only: it reads every
 * dictionary). Every form gets the shared labels and all error and result keys, because the
 * server may answer with any of them. A form's own texts are picked from the one key list by
 * their prefix (`form.viewing.*`), so a text added there reaches its form.
 */

/** Every key under one of the prefixes, in the dictionary's order: a form's own texts share one. */
const keysUnder = (...prefixes: string[]): UiKey[] =>
  uiKeys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));

const shared: readonly UiKey[] = [
  // Every error: those an answer carries and the frame's own (summary, network, rate limit).
  ...keysUnder('form.error.'),
  ...formResultKeys,
  'form.required.note',
  'form.optional',
  'form.sending',
  'form.honeypot',
  'error.retry',
];

const person: readonly UiKey[] = ['form.name', 'form.email', 'form.phone', 'form.message'];

const criteria: readonly UiKey[] = [
  'form.subscribe.language',
  'form.subscribe.criteria',
  'search.transaction',
  'search.transaction.buy',
  'search.transaction.rent',
  'form.subscribe.types',
  'form.subscribe.types.hint',
  'form.subscribe.subtypes',
  'form.subscribe.subtypes.hint',
  'filter.city',
  ...keysUnder('search.city.'),
  'filter.price.min',
  'filter.price.max',
  'form.price.hint',
  'filter.bedrooms',
  'filter.any',
  // The listing's filters beyond spec 5, in the listing's own words.
  'filter.area.living',
  'filter.area.plot',
  'filter.area.min',
  'filter.area.max',
  'filter.epc',
  'filter.with',
  'filter.garden',
  'filter.terrace',
  'filter.garage',
];

/** The keys of each island. */
export const islandTextKeys = {
  contact: [...person, 'form.contact.title', 'form.contact.property.title', 'form.contact.submit'],
  subscribe: [...criteria, 'form.email', 'form.subscribe.submit'],
  subscriptionEdit: [...criteria, ...keysUnder('form.subscription.')],
  unsubscribe: ['form.unsubscribe.submit'],
  sendToFriend: keysUnder('form.friend.', 'form.counter.'),
  priceAlert: [...keysUnder('form.price.alert.'), 'form.email'],
  viewing: [...person, ...keysUnder('form.viewing.')],
  cancelAppointment: [...keysUnder('form.cancel.'), 'form.viewing.when', 'form.viewing.cancel'],
  reservation: [
    ...person,
    ...keysUnder('form.reservation.'),
    'holiday.periods.none',
    'holiday.period.week',
    'holiday.period.weekend',
    'holiday.period.midweek',
    'holiday.period.custom',
  ],
  purchaseCosts: keysUnder('costs.'),
} as const satisfies Record<string, readonly UiKey[]>;

export type IslandTexts = keyof typeof islandTextKeys;

/** The texts made, by translation system (the build's), then by language and island. */
const madeTexts = new WeakMap<object, Map<string, Readonly<FormTexts>>>();

/**
 * The texts of one form island in a language, placeholders kept (`{{count}}`), for its props:
 * made once per language and island (every property page of a build asks for three), frozen;
 * the agency's words where it has its own (src/i18n/translation-system.ts).
 * @example formTexts('en', 'unsubscribe')['form.unsubscribe.submit'] // 'Unsubscribe'
 */
export function formTexts(locale: Locale, island: IslandTexts): Readonly<FormTexts> {
  const system = activeTranslationSystem();
  let made = madeTexts.get(system);
  if (!made) madeTexts.set(system, (made = new Map()));
  const key = `${locale}/${island}`;
  let texts = made.get(key);
  if (!texts) {
    const dictionary = uiTexts(locale);
    const keys = new Set<UiKey>([...shared, ...islandTextKeys[island]]);
    texts = Object.freeze(Object.fromEntries([...keys].map((key) => [key, dictionary[key]])));
    made.set(key, texts);
  }
  return texts;
}
