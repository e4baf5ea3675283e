import type { Locale } from '../../domain/locales.ts';
import type { UiKey } from '../../i18n/schema.ts';
import { uiStrings } from '../../i18n/translate.ts';
import { formErrorKeys, formResultKeys } from '../../forms/schemas.ts';
import type { FormTexts } from './texts.ts';

/*
 * Which dictionary entries each form island receives (build time only: it reads every
 * dictionary). Every form gets the shared labels and all error and result keys, because the
 * server may answer with any of them.
 */

const shared: readonly UiKey[] = [
  ...formErrorKeys,
  ...formResultKeys,
  'form.required.note',
  'form.optional',
  'form.sending',
  'form.honeypot',
  'form.error.summary',
  'form.error.network',
  'form.error.rate.limited.minutes_one',
  'form.error.rate.limited.minutes_other',
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
  'filter.city',
  'search.city.hint',
  'search.city.remove',
  'search.city.selected',
  'search.city.suggestions_one',
  'search.city.suggestions_other',
  'search.city.none',
  'filter.price.min',
  'filter.price.max',
  'form.price.hint',
  'filter.bedrooms',
  'filter.any',
];

/** The keys of each island. */
export const islandTextKeys = {
  contact: [...person, 'form.contact.title', 'form.contact.property.title', 'form.contact.submit'],
  subscribe: [...criteria, 'form.email', 'form.subscribe.submit'],
  subscriptionEdit: [
    ...criteria,
    'form.subscription.loading',
    'form.subscription.pending',
    'form.subscription.confirm',
    'form.subscription.email',
    'form.subscription.save',
    'form.subscription.unsubscribe',
  ],
  unsubscribe: ['form.unsubscribe.submit'],
  sendToFriend: [
    'form.friend.title',
    'form.friend.name',
    'form.friend.email',
    'form.friend.message',
    'form.friend.hint',
    'form.friend.submit',
    'form.counter.left_one',
    'form.counter.left_other',
    'form.counter.over_one',
    'form.counter.over_other',
  ],
  viewing: [
    ...person,
    'form.viewing.title',
    'form.viewing.slots',
    'form.viewing.loading',
    'form.viewing.none',
    'form.viewing.error',
    'form.viewing.with',
    'form.viewing.submit',
    'form.viewing.when',
    'form.viewing.cancel',
  ],
  cancelAppointment: [
    'form.cancel.loading',
    'form.cancel.question',
    'form.cancel.already',
    'form.cancel.property',
    'form.viewing.when',
    'form.viewing.cancel',
  ],
  reservation: [
    ...person,
    'form.reservation.period',
    'form.reservation.option',
    'form.reservation.guests',
    'form.reservation.guests.hint',
    'form.reservation.submit',
    'holiday.periods.none',
    'holiday.period.week',
    'holiday.period.weekend',
    'holiday.period.midweek',
    'holiday.period.custom',
  ],
} as const satisfies Record<string, readonly UiKey[]>;

export type IslandTexts = keyof typeof islandTextKeys;

/**
 * The texts of one form island in a language, placeholders kept (`{{count}}`), for its props.
 * @example formTexts('en', 'unsubscribe')['form.unsubscribe.submit'] // 'Unsubscribe'
 */
export function formTexts(locale: Locale, island: IslandTexts): FormTexts {
  const dictionary = uiStrings[locale];
  const keys = new Set<UiKey>([...shared, ...islandTextKeys[island]]);
  return Object.fromEntries([...keys].map((key) => [key, dictionary[key]]));
}
