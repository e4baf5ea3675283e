import type { Locale } from '../domain/locales.ts';
import type { Site } from '../schemas/site.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { RentalPeriod, RentalUnit } from '../schemas/rental-unit.ts';
import { pickLocalized } from '../domain/localized-text.ts';
import { cityName, streetName } from '../domain/address.ts';
import { toListingCard } from '../domain/listing-card.ts';
import { isForRent } from '../domain/transaction-status.ts';
import { headTypeById, type HeadType } from '../domain/reference-data/head-types.ts';

/*
 * schema.org JSON-LD for search engines (SEO is part of done). Pure builders: the
 * views pass what they know, these return plain objects, and `serializeJsonLd` makes the text
 * of a `<script type="application/ld+json">`.
 */

/** One schema.org node; `@context` is set on the top-level node only. */
export type JsonLdNode = { '@type': string } & { [key: string]: unknown };

const context = 'https://schema.org';

/** Leaves out keys whose value is absent, so the output never carries `null` claims. */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => {
      if (value === undefined || value === null || value === '') return false;
      return !Array.isArray(value) || value.length > 0;
    }),
  ) as T;
}

function nonBlank(value: string | null | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function absoluteUrl(value: string | null | undefined, base: string): string | undefined {
  const text = nonBlank(value);
  if (text === undefined) return undefined;
  try {
    return new URL(text, base).href;
  } catch {
    return undefined;
  }
}

function geoCoordinates(lat: number | null | undefined, lon: number | null | undefined) {
  if (typeof lat !== 'number' || typeof lon !== 'number') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lon };
}

/** The agency that offers a listing or a stay, as the offer's `offeredBy`. */
function agentNode(agent: { name: string; url?: string | null } | null | undefined) {
  return agent
    ? compact({ '@type': 'RealEstateAgent', name: agent.name, url: nonBlank(agent.url) })
    : undefined;
}

/**
 * The text of a JSON-LD `<script>`: JSON with every '<' escaped as `\u003c`, so content such
 * as '</script>' in a description can never close the element; `JSON.parse` reads it back
 * unchanged.
 *
 * @example serializeJsonLd({ name: '</script>' }) // '{"name":"\\u003c/script>"}'
 */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type AgencyJsonLdInput = {
  agency: Site['agency'];
  locale: Locale;
  /** Absolute URL of the home page in the locale. */
  url: string;
  /** Absolute or site-relative logo URL, used when the agency has no logo of its own. */
  logo?: string | null;
};

/**
 * The agency as a schema.org RealEstateAgent (name, address, telephone, e-mail, url, logo,
 * geo, VAT number, BIV licence, social profiles), for the home page. The city is named in the
 * page's language.
 */
export function agencyJsonLd(input: AgencyJsonLdInput): JsonLdNode {
  const { agency, locale, url } = input;
  const logo = absoluteUrl(agency.logo, url) ?? absoluteUrl(input.logo, url);
  const image = absoluteUrl(agency.image, url) ?? logo;
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: nonBlank(agency.street),
    postalCode: nonBlank(agency.zip),
    addressLocality: pickLocalized(agency.city, locale, { fallback: true }) ?? undefined,
    addressCountry: nonBlank(agency.country),
  });
  const biv = nonBlank(agency.biv);
  return compact({
    '@context': context,
    '@type': 'RealEstateAgent',
    '@id': new URL('#agency', url).href,
    name: agency.name,
    url,
    email: nonBlank(agency.email),
    telephone: nonBlank(agency.phone),
    logo,
    image,
    address: Object.keys(address).length > 1 ? address : undefined,
    geo: geoCoordinates(agency.lat, agency.lon),
    vatID: nonBlank(agency.vat),
    // Belgian estate agents are licensed by the BIV/IPI; the number identifies the licence.
    identifier: biv && { '@type': 'PropertyValue', propertyID: 'BIV', value: biv },
    sameAs: agency.social.flatMap(({ url: profile }) => absoluteUrl(profile, url) ?? []),
  });
}

/** schema.org types that describe the property of a listing, by head type. */
export type ListingPropertyType = 'House' | 'Apartment' | 'Accommodation' | 'Residence' | 'Place';

const propertyTypes: Record<HeadType, ListingPropertyType> = {
  HOUSE: 'House',
  APARTMENT: 'Apartment',
  // A building let as several units, and business premises: places people use, not homes.
  INVESTMENT: 'Accommodation',
  COMMERCIAL: 'Accommodation',
  INDUSTRIAL: 'Accommodation',
  OTHER: 'Accommodation',
  // A new-build development of several units.
  PROJECT: 'Residence',
  // Land and parking spaces are places, not accommodation.
  PLOT: 'Place',
  GARAGE: 'Place',
};

/** Types that accept floorSize and room counts (schema.org Accommodation and its kinds). */
const accommodationTypes: ReadonlySet<ListingPropertyType> = new Set([
  'House',
  'Apartment',
  'Accommodation',
]);

/**
 * The schema.org type of the property behind a listing: a project is a Residence; otherwise
 * the head type decides (house, apartment, place for land and garages, accommodation for the
 * rest and for unknown head types).
 *
 * @example listingPropertyType({ isProject: false, general: { headType: { id: 2 } } }) // 'Apartment'
 */
export function listingPropertyType(summary: {
  isProject: boolean;
  general: { headType: { id: number } };
}): ListingPropertyType {
  if (summary.isProject) return 'Residence';
  const headType = headTypeById(summary.general.headType.id);
  return headType ? propertyTypes[headType.value] : 'Accommodation';
}

/** What the detail page knows about a listing, beyond its card data. */
export type ListingJsonLdInput = {
  summary: EstateSummary;
  locale: Locale;
  /** Absolute URL of the detail page in the locale. */
  url: string;
  /** The page's title; by default the card's title rule (`toListingCard`). */
  name?: string | null;
  /** Plain-text description in the locale. */
  description?: string | null;
  /** Picture URLs, main picture first (relative ones resolve against `url`); default: the thumbnail. */
  images?: readonly string[];
  /** Living area in m². */
  livingArea?: number | null;
  /** Number of rooms, when the source counts them. */
  rooms?: number | null;
  /** The agency that offers the listing. */
  offeredBy?: { name: string; url?: string | null } | null;
};

function listingAddress(summary: EstateSummary, locale: Locale): JsonLdNode | undefined {
  const { address } = summary.general;
  let streetAddress: string | undefined;
  // spec 2: an address that is not visible shows no street; the town is public (as on the cards)
  if (address.visible) {
    const street = streetName(address, locale);
    const number = nonBlank(address.number);
    const box = nonBlank(address.box);
    const house = number && box ? `${number}/${box}` : number;
    streetAddress = street === null ? undefined : [street, house].filter(Boolean).join(' ');
  }
  const node = compact({
    '@type': 'PostalAddress',
    streetAddress,
    postalCode: nonBlank(address.city?.zip),
    addressLocality: cityName(address.city, locale) ?? undefined,
    addressCountry: nonBlank(address.country?.id),
  });
  return Object.keys(node).length > 1 ? node : undefined;
}

function isoDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A property for sale or to rent as a schema.org RealEstateListing in the page's language: an
 * Offer in euro (no price when sold or unknown, spec 2; availability SoldOut for a sold or let
 * listing; a monthly price for a rental), and the property as its schema.org type (see
 * `listingPropertyType`) with address, floor size in m², room counts and pictures. Geo
 * coordinates are left out when the address is not visible, so the exact spot stays private.
 */
export function realEstateListingJsonLd(input: ListingJsonLdInput): JsonLdNode {
  const { summary, locale, url } = input;
  const card = toListingCard(summary, { locale, site: { hiddenStatus: [] } });
  const name = nonBlank(input.name) ?? nonBlank(card.title);
  const given = input.images?.length ? input.images : [summary.thumbnail];
  const images = given.flatMap((image) => absoluteUrl(image, url) ?? []);
  const rental = isForRent(summary);
  const type = listingPropertyType(summary);
  const isAccommodation = accommodationTypes.has(type);
  const livingArea = positive(input.livingArea);
  const geo = summary.general.address.geoLocation;

  const offer = compact({
    '@type': 'Offer',
    url,
    price: card.price ?? undefined,
    priceCurrency: 'EUR', // spec 9: the currency is the euro
    priceSpecification:
      rental && card.price !== null
        ? {
            '@type': 'UnitPriceSpecification',
            price: card.price,
            priceCurrency: 'EUR',
            unitCode: 'MON',
          }
        : undefined,
    availability: card.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    businessFunction: rental
      ? 'http://purl.org/goodrelations/v1#LeaseOut'
      : 'http://purl.org/goodrelations/v1#Sell',
    offeredBy: agentNode(input.offeredBy),
  });

  const property = compact({
    '@type': type,
    name,
    address: listingAddress(summary, locale),
    geo: summary.general.address.visible ? geoCoordinates(geo?.lat, geo?.lon) : undefined,
    floorSize:
      isAccommodation && livingArea !== undefined
        ? { '@type': 'QuantitativeValue', value: livingArea, unitCode: 'MTK', unitText: 'm²' }
        : undefined,
    numberOfRooms: isAccommodation ? positive(input.rooms) : undefined,
    numberOfBedrooms: isAccommodation ? (card.bedrooms ?? undefined) : undefined,
    numberOfBathroomsTotal: isAccommodation ? (card.bathrooms ?? undefined) : undefined,
    image: images,
  });

  return compact({
    '@context': context,
    '@type': 'RealEstateListing',
    url,
    name,
    description: nonBlank(input.description),
    inLanguage: locale,
    datePosted: isoDate(summary.publicationDate),
    image: images,
    offers: offer,
    mainEntity: property,
  });
}

/**
 * The site as a schema.org WebSite in the page's language, for the home page: its name (the
 * agency's site name search engines show), address and publisher (the agency's node).
 */
export function webSiteJsonLd(input: {
  name: string;
  locale: Locale;
  /** Absolute URL of the home page in the locale. */
  url: string;
}): JsonLdNode {
  return compact({
    '@context': context,
    '@type': 'WebSite',
    '@id': new URL('#website', input.url).href,
    name: nonBlank(input.name),
    url: input.url,
    inLanguage: input.locale,
    publisher: { '@id': new URL('#agency', input.url).href },
  });
}

/**
 * The breadcrumb shown on a page as a schema.org BreadcrumbList: each step with its position,
 * name and absolute URL; a step without a link (the page itself) takes `pageUrl`.
 */
export function breadcrumbJsonLd(
  items: readonly { label: string; href?: string | undefined }[],
  pageUrl: string,
): JsonLdNode {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) =>
      compact({
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        item: absoluteUrl(item.href, pageUrl) ?? (index === items.length - 1 ? pageUrl : undefined),
      }),
    ),
  };
}

/** What a holiday unit's page knows for its structured data. */
export type HolidayUnitJsonLdInput = {
  unit: RentalUnit;
  periods: readonly RentalPeriod[];
  locale: Locale;
  /** Absolute URL of the unit's page in the locale. */
  url: string;
  name: string;
  description?: string | null;
  /** Picture URLs, main picture first. */
  images: readonly string[];
  /** The unit's kind in the page's language (apartment, chalet, …). */
  kind?: string | null;
  /** Names of the period types (week, weekend, …) in the page's language. */
  periodName?: (type: string) => string | null;
  /** The agency that lets the unit. */
  offeredBy?: { name: string; url?: string | null } | null;
};

/** The nights between two ISO days. */
function nights(from: string, to: string): number | undefined {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return Number.isFinite(days) && days > 0 ? Math.round(days) : undefined;
}

/**
 * A holiday unit as a schema.org VacationRental: the rented place (an Accommodation with its
 * capacity, bedrooms and bathrooms) in its town, its pictures, and an Offer per period still
 * free, in euro for that stay (its dates, the number of nights the price is for).
 */
export function holidayUnitJsonLd(input: HolidayUnitJsonLdInput): JsonLdNode {
  const { unit, locale, url } = input;
  const { general } = unit;
  const images = input.images.flatMap((image) => absoluteUrl(image, url) ?? []);
  const address = compact({
    '@type': 'PostalAddress',
    postalCode: nonBlank(general.zip),
    addressLocality: nonBlank(general.city),
    // The agency's units are Belgian (the coast and the Ardennes).
    addressCountry: 'BE',
  });
  const offers = input.periods
    .filter((period) => period.available && period.price > 0)
    .map((period) => {
      const stay = nights(period.from, period.to);
      return compact({
        '@type': 'Offer',
        name: nonBlank(input.periodName?.(period.type)),
        url,
        price: period.price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        availabilityStarts: period.from,
        availabilityEnds: period.to,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: compact({
          '@type': 'UnitPriceSpecification',
          price: period.price,
          priceCurrency: 'EUR',
          referenceQuantity: stay && {
            '@type': 'QuantitativeValue',
            value: stay,
            unitCode: 'DAY',
          },
        }),
        offeredBy: agentNode(input.offeredBy),
      });
    });
  return compact({
    '@context': context,
    '@type': 'VacationRental',
    '@id': `${url}#rental`,
    identifier: String(unit.id),
    name: input.name,
    description: nonBlank(input.description),
    url,
    inLanguage: locale,
    image: images,
    address: Object.keys(address).length > 1 ? address : undefined,
    // The page names the town, not the spot: the structured data says no more.
    containsPlace: compact({
      '@type': 'Accommodation',
      additionalType: nonBlank(input.kind),
      occupancy: { '@type': 'QuantitativeValue', maxValue: general.maxOccupation },
      numberOfBedrooms: general.rooms.bedrooms,
      numberOfBathroomsTotal: general.rooms.bathrooms,
      floorLevel: typeof general.floor === 'number' ? String(general.floor) : undefined,
    }),
    makesOffer: offers,
  });
}
