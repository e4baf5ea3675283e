import { localeTags, type Locale } from './locales.ts';
import { cityName, type CityInput } from './address.ts';
import { nameCollator, sortByKnownOrder } from './known-order.ts';

/*
 * The town choice of a search entry (spec 5: the `city` parameter is a list of city ids). A
 * plain form without JavaScript can only send what it offers, so the choices carry the ids the
 * search reads, labelled as a visitor knows the town.
 */

/**
 * A town a search can be limited to: its id (the `city` value), its label in the page's
 * language, and its names and aliases in the other languages, so a visitor finds "Mechelen" by
 * typing "Malines" on any page (absent when the town has no other name).
 */
export type CityOption = { id: number; label: string; names?: string[] };

/** A city with its id: the filter options' locations and the listings' cities both fit. */
export type CityWithId = CityInput & { id: number };

/** Every other name and alias the service gives a town, in any language, each once. */
function otherNames(city: CityInput, shown: string): string[] {
  const names = new Set<string>();
  for (const text of [city.name, city.alias]) {
    for (const value of Object.values(text ?? {})) {
      const trimmed = typeof value === 'string' ? value.trim() : '';
      if (trimmed !== '' && trimmed !== shown) names.add(trimmed);
    }
  }
  return [...names];
}

/**
 * One option per city id, labelled "zip name" in the locale (the alias wins, as on the cards),
 * sorted as the language sorts names and then by zip. Cities without a usable id or name are
 * left out.
 *
 * `knownOrder`, the ids in the order an earlier call gave (the build's, for the towns a page was
 * rendered with), spares the browser the collator (known-order.ts).
 *
 * @example cityOptions([{ id: 7, zip: '9000', name: { nl: 'Gent', fr: 'Gand' } }], 'fr')
 * // [{ id: 7, label: '9000 Gand' }]
 */
export function cityOptions(
  cities: Iterable<CityWithId | null | undefined>,
  locale: Locale,
  knownOrder?: readonly number[],
): CityOption[] {
  const byId = new Map<number, { name: string; zip: string; names: string[] }>();
  for (const city of cities) {
    if (!city || !Number.isInteger(city.id) || city.id <= 0 || byId.has(city.id)) continue;
    const name = cityName(city, locale);
    if (name === null) continue;
    byId.set(city.id, { name, zip: city.zip?.trim() ?? '', names: otherNames(city, name) });
  }
  const sorted = sortByKnownOrder(
    [...byId],
    ([id]) => id,
    knownOrder,
    () => {
      const collator = nameCollator(localeTags[locale]);
      return ([, a], [, b]) => collator.compare(a.name, b.name) || collator.compare(a.zip, b.zip);
    },
  );
  return sorted.map(([id, { name, zip, names }]) => ({
    id,
    label: zip === '' ? name : `${zip} ${name}`,
    ...(names.length > 0 ? { names } : {}),
  }));
}
