import type { Locale } from './locales.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import type { EstateAddress } from '../schemas/estate.ts';
import { pickLocalized } from './localized-text.ts';

/** The city fields the address rules read; both estate sources send this shape. */
export type CityInput = {
  zip?: string | null;
  name?: LocalizedString | null;
  alias?: LocalizedString | null;
};

/**
 * The address fields the address rules read. The full estate address and the listing-summary
 * address both fit, so the detail page and the cards share one rule.
 */
export type AddressInput = {
  visible: boolean;
  street?: LocalizedString | null;
  street_address?: string | null;
  number?: string | null;
  box?: string | null;
  city?: CityInput | null;
};

/**
 * One line of a shown address. `box` carries the bare box value; the page prefixes it with its
 * translated word ('bus', 'boîte'), which is UI text, not data.
 */
export type AddressLine = {
  kind: 'street' | 'box' | 'locality';
  text: string;
};

function trimmed(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/**
 * The city name a visitor reads: the alias in the locale, else the name in the locale, else any
 * alias, else any name (fallback order of `pickLocalized`). The alias is the name the agency
 * chose (a sub-municipality, a local spelling), so it wins over the official name (spec 2).
 *
 * @example cityName({ zip: '2600', name: { nl: 'Antwerpen' }, alias: { nl: 'Berchem' } }, 'nl') // 'Berchem'
 */
export function cityName(city: CityInput | null | undefined, locale: Locale): string | null {
  if (!city) return null;
  return (
    pickLocalized(city.alias, locale) ??
    pickLocalized(city.name, locale) ??
    pickLocalized(city.alias, locale, { fallback: true }) ??
    pickLocalized(city.name, locale, { fallback: true })
  );
}

/**
 * The street name in the locale. A street is a name, so a missing language falls back to
 * another one; the untranslated `street_address` is the last resort, for records that only
 * carry the street as typed.
 */
export function streetName(address: AddressInput, locale: Locale): string | null {
  return (
    pickLocalized(address.street, locale, { fallback: true }) ?? trimmed(address.street_address)
  );
}

/**
 * "zip city" on one line, as listing cards show it (spec 3 "Listing card view"). It ignores
 * `visible`: hiding an address hides where the property is exactly, while the municipality is
 * what a visitor searches by and is always on the card.
 *
 * @example formatLocality({ visible: false, city: { zip: '9000', name: { nl: 'Gent' } } }, 'nl') // '9000 Gent'
 */
export function formatLocality(
  address: AddressInput | null | undefined,
  locale: Locale,
): string | null {
  if (!address?.city) return null;
  const parts = [trimmed(address.city.zip), cityName(address.city, locale)].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The address lines of the property detail, in the order of spec 2: street and number, then the
 * box, then postal code and city. Missing parts leave their line out. An address that is not
 * visible gives no lines at all ("If the address is not visible, nothing is shown").
 *
 * @example addressLines({ visible: true, street: { nl: 'Kerkstraat' }, number: '12', box: '3', city: { zip: '9000', name: { nl: 'Gent' } } }, 'nl')
 * // [{ kind: 'street', text: 'Kerkstraat 12' }, { kind: 'box', text: '3' }, { kind: 'locality', text: '9000 Gent' }]
 */
export function addressLines(
  address: AddressInput | null | undefined,
  locale: Locale,
): AddressLine[] {
  if (!address?.visible) return [];
  const lines: AddressLine[] = [];
  const street = streetName(address, locale);
  if (street !== null) {
    const number = trimmed(address.number);
    lines.push({ kind: 'street', text: number === null ? street : `${street} ${number}` });
  }
  const box = trimmed(address.box);
  if (box !== null) lines.push({ kind: 'box', text: box });
  const locality = formatLocality(address, locale);
  if (locality !== null) lines.push({ kind: 'locality', text: locality });
  return lines;
}

/** True when the address names a street of its own (in any language or as typed). */
function hasOwnStreet(address: AddressInput): boolean {
  return (
    pickLocalized(address.street, 'nl', { fallback: true }) !== null ||
    trimmed(address.street_address) !== null
  );
}

/**
 * The address of a project unit. Spec 2: "A project has its own address, and its children have
 * addresses derived from it". A unit that names its own street keeps its whole address (a
 * project can span several buildings); a unit without one takes the project's street, number,
 * city, country and region, keeps its own box, and keeps its own location when it has one. Visibility then follows the
 * project, because the address shown is the project's. (The unit's floor is not part of the
 * address; it stays on `general.floor`.)
 */
export function projectChildAddress(
  project: { general: { address: EstateAddress } },
  child: { general: { address: EstateAddress } },
): EstateAddress {
  const own = child.general.address;
  const parent = project.general.address;
  if (hasOwnStreet(own)) return own;
  return {
    ...own,
    visible: parent.visible,
    street: parent.street,
    street_address: parent.street_address,
    number: parent.number,
    box: own.box,
    city: parent.city ?? own.city,
    country: parent.country ?? own.country,
    region: parent.region ?? own.region,
    // a unit's own point (a building of the project) is more precise than the project's
    geoLocation: own.geoLocation ?? parent.geoLocation,
  };
}
