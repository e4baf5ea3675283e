import { z } from 'zod';

/*
 * The one list of UI string keys. Every locale file (`nl.json`, `fr.json`, `en.json`,
 * `de.json`) must hold exactly these keys with a non-empty text, so a missing or misspelt key
 * fails the type check and the tests, never the visitor.
 * Plural texts are a base key with `_one` and `_other` forms (chosen with `Intl.PluralRules`);
 * `{{name}}` marks an interpolated value.
 */
export const uiKeys = [
  // Page frame
  'site.skip.to.content',
  'site.main.navigation',
  'site.language.switcher',
  // Each language named in the UI language; a switcher shows each in its own language.
  'language.name.nl',
  'language.name.fr',
  'language.name.en',
  'language.name.de',
  // Navigation, one per screen of src/domain/routes.ts that a menu links to
  'nav.home',
  'nav.buy',
  'nav.rent',
  'nav.projects',
  'nav.holiday.rentals',
  'nav.favorites',
  'nav.subscribe',
  'nav.privacy',
  'nav.terms',
  // Subscription and appointment screens
  'subscribe.success.title',
  'subscribe.success.text',
  'subscription.edit.title',
  'unsubscribe.title',
  'appointment.cancel.title',
  // Favorites screen (spec 2) and the heart button; {{title}} is the estate title
  'favorites.title',
  'favorites.no.estates',
  'favorites.add',
  'favorites.remove',
  // Listing card (spec 2, spec 8)
  'card.no.picture',
  'card.bedrooms_one',
  'card.bedrooms_other',
  'card.bathrooms_one',
  'card.bathrooms_other',
  'estate.bedrooms',
  'estate.bathrooms',
  // Display rules (spec 5)
  'display.not.entered',
  'display.yes',
  'display.no',
  'display.planning.violation.none',
  // Listing and search
  'results.count_one',
  'results.count_other',
  'results.load.more',
  'results.loading',
  'results.none',
  'filter.title',
  'filter.city',
  'filter.type',
  'filter.subtype',
  'filter.price.min',
  'filter.price.max',
  'filter.bedrooms',
  'filter.any',
  'filter.submit',
  'filter.reset',
  // Sort fields and order (spec 9)
  'sort.label',
  'sort.price',
  'sort.city',
  'sort.date',
  'sort.type',
  'order.label',
  'order.asc',
  'order.desc',
  // Group options (spec 9); group.projects labels estates without a group key
  'group.label',
  'group.none',
  'group.type',
  'group.subtype',
  'group.status',
  'group.city',
  'group.price',
  'group.projects',
  // View types (spec 2)
  'view.label',
  'view.gallery',
  'view.map',
  // Errors and the 404 page
  'error.load',
  'error.retry',
  'notfound.title',
  'notfound.text',
  'notfound.home',
] as const;

export type UiKey = (typeof uiKeys)[number];

const uiText = z.string().trim().min(1, 'A UI text must not be empty');

/** One locale's UI strings: every key required, non-empty, and no unknown keys. */
export const uiStringsSchema = z.strictObject(
  Object.fromEntries(uiKeys.map((key) => [key, uiText])) as Record<UiKey, typeof uiText>,
);

export type UiStrings = z.infer<typeof uiStringsSchema>;
