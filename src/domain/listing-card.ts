import { positiveNumber } from './whole-numbers.ts';
import type { Locale } from './locales.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { Estate, Project, Sticker } from '../schemas/estate.ts';
import type { BackOfficeFieldValue, BackOfficeListing } from '../schemas/back-office-listing.ts';
import { pickLocalized } from './localized-text.ts';
import { cityName } from './address.ts';
import { isSold as isSoldByStatus, marketOf } from './transaction-status.ts';
import { isBackOfficeFieldHidden } from './back-office-hiding.ts';

/** What one listing card renders (spec 2 "Listing screen", spec 3 "Listing card view"). */
export type ListingCard = {
  id: string;
  /** The detail link, or null when the card is inert (status in the site's hiddenStatus). */
  href: string | null;
  title: string;
  thumbnail: string | null;
  /** False: the card shows the placeholder image with the translated 'no picture' label. */
  hasPicture: boolean;
  /** Raw sticker; the sticker rule (`sticker.ts`) turns it into label and colours. */
  sticker: Sticker | null;
  isSold: boolean;
  /** The transaction name shown as a label on a sold listing, else null. */
  soldLabel: string | null;
  /** Energy-label enumeration value ('B', 'C_A'), rendered as the badge. */
  energyLabel: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  zip: string | null;
  city: string | null;
  /** Null when the listing is sold or gives no price. */
  price: number | null;
  priceFrom: boolean;
  /** The price is a rent by the month (a listing to let), shown with its period. */
  monthlyRent: boolean;
  isProject: boolean;
  childIds: string[];
  /** The key of the favourites list: the id as a string (spec 4). */
  isFavoriteKey: string;
};

export type ListingCardOptions = {
  locale: Locale;
  /** Site settings; only `hiddenStatus` is read. */
  site: { hiddenStatus: readonly number[] };
  /** The detail link built by the route builder; when left out, the listing's `uri`. */
  href?: string | null;
};

function nonNegativeInteger(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function nonBlank(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** Lower-cases the first letter, so 'Te koop' reads well inside a sentence. */
function lowerFirst(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/** spec 2 "Slugs and links": 'à' in French, 'in' in the other languages. */
const placeWords: Record<Locale, string> = { nl: 'in', fr: 'à', en: 'in', de: 'in' };

/**
 * The title a card shows when the listing has none in the locale (only projects carry a
 * title, spec 3): subtype, transaction and city, as in the property slug — "Appartement te koop
 * in Gent", "Maison à vendre à Liège". Names fall back to another language rather than leave
 * a gap; missing parts are left out. Empty when nothing is known.
 */
export function composeListingTitle(summary: EstateSummary, locale: Locale): string {
  const subType = pickLocalized(summary.general.subType?.name, locale, { fallback: true });
  const transaction = pickLocalized(summary.general.transaction.name, locale, { fallback: true });
  const city = cityName(summary.general.address.city, locale);
  const words: string[] = [];
  if (subType !== null) words.push(subType);
  if (transaction !== null) {
    words.push(words.length > 0 ? lowerFirst(transaction, locale) : transaction);
  }
  if (city !== null) words.push(placeWords[locale], city);
  return words.join(' ');
}

/**
 * The card of one search result, for either data source. The card is inert (`href` null) when
 * the listing's status id is in the site's hiddenStatus (spec 2). A sold listing shows its
 * transaction name as a label and no price (spec 2); "sold" is the summary's `isSold` flag or
 * the transaction-status rule (sold ids 5, 6; with a guid 1, 6, 7).
 *
 * Title: `general.title` in the locale, else `composeListingTitle`, else the title in any
 * language. Price: `general.price`, else `general.totalPrice`; 0 and negative prices count as
 * absent (spec 5: 0 is empty).
 */
export function toListingCard(summary: EstateSummary, options: ListingCardOptions): ListingCard {
  const { locale, site } = options;
  const { general } = summary;
  const inert = site.hiddenStatus.includes(summary.status.id);
  const thumbnail = nonBlank(summary.thumbnail);
  // spec 4: the service's flag, or the sold ids of the listing's own data source
  const isSold = summary.isSold || isSoldByStatus(summary);
  const price = isSold
    ? null
    : (positiveNumber(general.price) ?? positiveNumber(general.totalPrice));
  const title =
    pickLocalized(general.title, locale) ||
    composeListingTitle(summary, locale) ||
    (pickLocalized(general.title, locale, { fallback: true }) ?? '');
  return {
    id: String(summary.id),
    href: inert ? null : (options.href ?? nonBlank(summary.uri)),
    title,
    thumbnail,
    hasPicture: thumbnail !== null,
    sticker: general.sticker ?? null,
    isSold,
    soldLabel: isSold ? pickLocalized(general.transaction.name, locale, { fallback: true }) : null,
    energyLabel: nonBlank(summary.energy?.energyLabel),
    bedrooms: nonNegativeInteger(summary.bedroom_count),
    bathrooms: nonNegativeInteger(summary.bathroom_count),
    zip: nonBlank(general.address.city?.zip),
    city: cityName(general.address.city, locale),
    price,
    priceFrom: price !== null && general.priceFrom === true,
    monthlyRent: price !== null && !summary.isProject && marketOf(summary) === 'TO_RENT',
    isProject: summary.isProject,
    childIds: summary.children.map((child) => String(child.general.id)),
    isFavoriteKey: String(summary.id),
  };
}

/** The first picture's thumbnail in the pictures' own order (`index`), or null. */
function firstThumbnail(
  pictures: readonly { file: string; thumbnail: string; index: number }[],
): string | null {
  const first = [...pictures].sort((a, b) => a.index - b.index)[0];
  return first ? (nonBlank(first.thumbnail) ?? nonBlank(first.file)) : null;
}

function summaryAddress(
  address: Estate['general']['address'],
): EstateSummary['general']['address'] {
  return {
    visible: address.visible,
    street: address.street,
    street_address: address.street_address,
    number: address.number,
    box: address.box,
    city: address.city,
    country: address.country,
    region: address.region,
    geoLocation: address.geoLocation,
  };
}

/**
 * The listing-card data of a full old-source estate or project, so a detail page (similar
 * estates, project units) renders the same card as the search. The bedroom and bathroom
 * counts are the estate's own fields, as in the search index (spec 7: bedrooms map to
 * bedroomCount); the price is `general.price`, else `price.value`.
 */
export function estateToSummary(estate: Estate | Project): EstateSummary {
  const { general } = estate;
  return {
    id: estate.id,
    uri: estate.uri,
    guid: estate.guid ?? general.guid,
    isSold: estate.isSold,
    isProject: general.project ?? estate.children.length > 0,
    status: { id: estate.status.id },
    publicationDate: estate.publicationDate,
    general: {
      title: general.title,
      subType: general.subType,
      headType: general.headType,
      transaction: general.transaction,
      address: summaryAddress(general.address),
      price: general.price ?? estate.price?.value,
      totalPrice: estate.price?.totalPrice,
      priceFrom: estate.price?.priceFrom,
      sticker: general.sticker,
    },
    energy: estate.energy
      ? { energyLabel: estate.energy.energyLabel, epcValue: estate.energy.epcValue }
      : null,
    bedroom_count: nonNegativeInteger(estate.bedroomCount),
    bathroom_count: nonNegativeInteger(estate.bathroomCount),
    children: estate.children.map((child) => ({ general: { id: child.general.id } })),
    thumbnail: firstThumbnail(estate.pictures),
  };
}

/** Reads a number from a dotted field; the back office sometimes sends numbers as text. */
function numberField(value: BackOfficeFieldValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function textField(value: BackOfficeFieldValue | undefined): string | null {
  return typeof value === 'string' ? nonBlank(value) : null;
}

/** Labels of the back office's enumeration values, from the reference data (spec 3). */
export type BackOfficeLabels = {
  /** Label of a status such as 'SOLD'; it becomes the transaction name (the sold label). */
  status?: (status: BackOfficeListing['status']) => LocalizedString | null;
  /** Label of a subtype value; it becomes the subtype name of the composed title. */
  subType?: (subType: string) => LocalizedString | null;
};

/**
 * The listing-card data of a back-office (guid) listing, read from its dotted fields:
 * `financial.price`, `construction.bedrooms_count`, `construction.bathrooms_count`,
 * `certification.energy_label`, `certification.epc_value`. Its numeric `statusId` is both the
 * status and the transaction id, and decides "sold" by the guid rule (1, 6, 7; spec 4). The back
 * office has no sticker, total price or "price from"; names come from `labels` (the reference
 * data) and stay null without it. A price hidden by the VAT rule (spec 5) is left out.
 */
export function backOfficeToSummary(
  listing: BackOfficeListing,
  labels: BackOfficeLabels = {},
): EstateSummary {
  const { fields } = listing;
  const energyLabel = textField(fields['certification.energy_label']);
  const epcValue = numberField(fields['certification.epc_value']);
  return {
    id: listing.id,
    uri: null,
    guid: listing.guid,
    isSold: isSoldByStatus({ status: { id: listing.statusId }, guid: listing.guid }),
    isProject: listing.type === 'PROJECT',
    status: { id: listing.statusId },
    publicationDate: listing.publicationDate,
    general: {
      title: listing.title,
      subType:
        listing.subTypeId == null
          ? null
          : { id: listing.subTypeId, name: labels.subType?.(listing.subType) ?? null },
      headType: { id: listing.headTypeId },
      transaction: { id: listing.statusId, name: labels.status?.(listing.status) ?? null },
      address: summaryAddress(listing.address),
      // spec 5: a price the back office hides (VAT regime) is in no card, search or island.
      price: isBackOfficeFieldHidden('financial.price', listing)
        ? null
        : numberField(fields['financial.price']),
      totalPrice: null,
      priceFrom: null,
      sticker: null,
    },
    energy: energyLabel !== null || epcValue !== null ? { energyLabel, epcValue } : null,
    bedroom_count: nonNegativeInteger(numberField(fields['construction.bedrooms_count'])),
    bathroom_count: nonNegativeInteger(numberField(fields['construction.bathrooms_count'])),
    children: [],
    thumbnail: firstThumbnail(listing.pictures),
  };
}
