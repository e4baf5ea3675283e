import type { LocalizedString } from '../schemas/localized.ts';
import { defaultLocale, locales, type Locale } from './locales.ts';
import { buildPath } from './routes.ts';

/*
 * Slugs and detail links (spec 2 "Slugs and links").
 *
 * Choices the spec leaves open, made once here:
 * - A property slug is a clean, stable URL segment: diacritics are removed (NFKD; ß→ss, æ→ae,
 *   œ→oe, ø→o), apostrophes vanish (l'Église → leglise), every other run of characters outside
 *   a-z and 0-9 (spaces, dots, slashes, punctuation) becomes one dash, and the result is
 *   lower-cased with no leading or trailing dash.
 * - A project slug follows the spec's different rule: quotes, apostrophes and dots are removed,
 *   case and accents are kept, and the whole is url-encoded. Whitespace becomes a dash (a %20 in
 *   a URL reads badly), and '/', '\', '?', '#' and '%' are dropped because static hosts and
 *   proxies treat them specially even when encoded, as are the other signs that `decodeURI`
 *   leaves encoded (';', ',', '+', '&', ':', '@', '$', '='): a path holding one would not read
 *   back as the page's folder name.
 * - A text missing in the requested language falls back to nl, then fr, en and de: many de and
 *   some fr/en subtype labels are empty (spec 3), and the route resolves on the estate id, so a
 *   slug in another language beats a page that cannot be built. Only a text missing in every
 *   language counts as missing data, and that throws (spec 2, spec 8).
 * - When the address is not visible (address.visible === false) the street is left out, so the
 *   URL does not reveal what the page hides (spec 2 "If the address is not visible, nothing is
 *   shown"); zip and city stay, as on the listing card.
 * - A slug is at most `slugMaxBytes` bytes of UTF-8: each page is a folder named after its
 *   slug, and file systems refuse a name over 255 bytes (a 300-character street name stopped
 *   every build). A longer slug is cut at a dash, and it is the street (of a property) or the
 *   title (of a project) that is shortened, so the zip and city stay at the end.
 */

type Text = LocalizedString | null | undefined;

/** The address fields a slug reads; a full estate address fits. */
export interface SlugAddress {
  visible?: boolean | null;
  street_address?: string | null;
  street?: LocalizedString | null;
  number?: string | number | null;
  city?: {
    zip?: string | number | null;
    name?: LocalizedString | null;
    alias?: LocalizedString | null;
  } | null;
}

/** The estate fields a detail link reads; a full estate (or project) object fits. */
export interface EstateLinkInput {
  id?: number | string | null;
  general?: {
    id?: number | string | null;
    /** The project flag (spec 3): a project's link uses its title. */
    project?: boolean | null;
    title?: LocalizedString | null;
    subType?: { name?: LocalizedString | null } | null;
    transaction?: { name?: LocalizedString | null } | null;
    address?: SlugAddress | null;
  } | null;
  /** Some payloads carry the address beside `general` rather than inside it. */
  address?: SlugAddress | null;
}

/** A holiday rental unit, as far as its link is concerned. */
export interface RentalUnitLinkInput {
  id?: number | string | null;
}

/** A detail link could not be built: says which estate and which field. */
export class EstateLinkError extends Error {
  readonly estateId: number | string | undefined;
  readonly field: string | undefined;

  constructor(
    estateId: number | string | undefined,
    field: string | undefined,
    options?: { cause?: unknown },
  ) {
    const who = estateId === undefined ? 'an estate without id' : `estate ${estateId}`;
    const why =
      field !== undefined
        ? `${field} is missing`
        : options?.cause instanceof Error
          ? options.cause.message
          : String(options?.cause);
    super(`Cannot build the detail link of ${who}: ${why}`, options);
    this.name = 'EstateLinkError';
    this.estateId = estateId;
    this.field = field;
  }
}

/** Locale first, then the default language, then the rest (see the note at the top). */
const fallbackOrder = (locale: Locale): readonly Locale[] => [
  locale,
  ...[defaultLocale, ...locales].filter((l, i, all) => l !== locale && all.indexOf(l) === i),
];

function pickText(text: Text, locale: Locale): string | undefined {
  for (const l of fallbackOrder(locale)) {
    const value = text?.[l]?.trim();
    if (value) return value;
  }
  return undefined;
}

function present(value: string | number | null | undefined): string | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? undefined : text;
}

function estateIdOf(estate: EstateLinkInput): number | string | undefined {
  for (const id of [estate.id, estate.general?.id]) {
    if (present(id) !== undefined) return id ?? undefined;
  }
  return undefined;
}

function addressOf(estate: EstateLinkInput): SlugAddress | null | undefined {
  return estate.general?.address ?? estate.address;
}

function required<T>(estate: EstateLinkInput, value: T | undefined, field: string): T {
  if (value === undefined) throw new EstateLinkError(estateIdOf(estate), field);
  return value;
}

/** spec 2: 'a' in French, 'in' in the other languages. */
function placeWord(locale: Locale): string {
  return locale === 'fr' ? 'a' : 'in';
}

function cityOf(estate: EstateLinkInput): NonNullable<SlugAddress['city']> {
  return required(estate, addressOf(estate)?.city ?? undefined, 'address.city');
}

/** spec 2: city in the locale, the locale-specific alias before the name. */
function cityName(estate: EstateLinkInput, locale: Locale): string {
  const city = cityOf(estate);
  const name =
    present(city.alias?.[locale]) ??
    present(city.name?.[locale]) ??
    pickText(city.name, locale) ??
    pickText(city.alias, locale);
  return required(estate, name, 'address.city.name');
}

function zipOf(estate: EstateLinkInput): string {
  return required(estate, present(cityOf(estate).zip), 'address.city.zip');
}

/** Street and number, or nothing when the address is hidden or has no street. */
function streetOf(estate: EstateLinkInput, locale: Locale): string | undefined {
  const address = addressOf(estate);
  if (!address || address.visible === false) return undefined;
  const streetAddress = present(address.street_address);
  if (streetAddress) return streetAddress;
  const street = pickText(address.street, locale);
  return street ? [street, present(address.number)].filter(Boolean).join(' ') : undefined;
}

const transliterations: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
};

/** The most bytes (UTF-8) of a slug: well under the 255 a file system allows for a name. */
export const slugMaxBytes = 120;

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/**
 * `text` cut to at most `maxBytes` bytes of UTF-8 at its last dash that fits (never inside a
 * character); a first word longer than that is cut where the bytes run out.
 * @example cutAtDash('rue-de-la-gare', 10) // 'rue-de-la'
 */
export function cutAtDash(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  let cut = '';
  let bytes = 0;
  for (const character of text) {
    bytes += byteLength(character);
    if (bytes > maxBytes) break;
    cut += character;
  }
  const dash = cut.lastIndexOf('-');
  return (dash > 0 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}

/**
 * Joins `before`, the part that may be shortened, and `after` with dashes, within
 * `slugMaxBytes`: the long part is cut first, then (were the rest still too long) the whole.
 */
function fitSlug(before: string[], long: string, after: string[]): string {
  const join = (parts: string[]) => parts.filter((part) => part !== '').join('-');
  const whole = join([...before, long, ...after]);
  if (byteLength(whole) <= slugMaxBytes) return whole;
  const rest = join([...before, ...after]);
  const room = slugMaxBytes - byteLength(rest) - (rest === '' ? 0 : 1);
  const shortened = room > 0 ? cutAtDash(long, room) : '';
  return cutAtDash(join([...before, shortened, ...after]), slugMaxBytes);
}

/**
 * The parts already cleaned: a site's slugs repeat the same subtypes, transactions, towns and
 * zips in every language, and Unicode normalization is the costly part of a slug.
 */
const cleanParts = new Map<string, string>();

/** One part of a property slug as a clean segment: ascii, lower-case, dashes. */
function slugPart(text: string): string {
  let clean = cleanParts.get(text);
  if (clean === undefined) {
    // Bounded: streets are many, and each is met again mostly in the same build.
    if (cleanParts.size >= 50_000) cleanParts.clear();
    clean = cleanText(text);
    cleanParts.set(text, clean);
  }
  return clean;
}

function cleanText(text: string): string {
  return text
    .replace(/[ßẞæÆœŒøØłŁđĐ]/g, (c) => transliterations[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of a property detail link: subtype, transaction, 'a'/'in', street, zip and city in
 * the locale, joined with dashes and lower-cased (spec 2). Throws an `EstateLinkError` naming
 * the field when the subtype, transaction, zip or city is missing in every language.
 * @example propertySlug(house, 'fr') // 'maison-a-vendre-a-rue-de-leglise-5-1000-bruxelles'
 */
export function propertySlug(estate: EstateLinkInput, locale: Locale): string {
  const general = estate.general;
  const before = [
    required(estate, pickText(general?.subType?.name, locale), 'general.subType.name'),
    required(estate, pickText(general?.transaction?.name, locale), 'general.transaction.name'),
    placeWord(locale),
  ].map(slugPart);
  const street = slugPart(streetOf(estate, locale) ?? '');
  return fitSlug(before, street, [zipOf(estate), cityName(estate, locale)].map(slugPart));
}

/** The project slug before url-encoding; `buildPath` encodes it exactly once. */
function projectSlugText(project: EstateLinkInput, locale: Locale): string {
  const title = required(project, pickText(project.general?.title, locale), 'general.title');
  const clean = (text: string) =>
    text
      .replace(/["'.`´‘’“”„«»]/g, '') // spec 2: quotes, apostrophes and dots removed
      .replace(/[/\\?#%;,+&:@$=]/g, ' ')
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '');
  const place = [placeWord(locale), zipOf(project), cityName(project, locale)].join('-');
  return fitSlug([], clean(title), [clean(place)]);
}

/**
 * The slug of a project detail link: the title in the locale without quotes, apostrophes and
 * dots, then 'a'/'in', zip and city, url-encoded (spec 2). Case and accents are kept.
 * @example projectSlug(project, 'fr') // 'R%C3%A9sidence-Le-Phare-a-8400-Oostende'
 */
export function projectSlug(project: EstateLinkInput, locale: Locale): string {
  return encodeURIComponent(projectSlugText(project, locale));
}

/** Runs a link builder and rethrows any failure as an `EstateLinkError` (spec 8). */
function buildLink(estate: EstateLinkInput, build: (estateId: number | string) => string): string {
  try {
    return build(required(estate, estateIdOf(estate), 'id'));
  } catch (error) {
    if (error instanceof EstateLinkError) throw error;
    throw new EstateLinkError(estateIdOf(estate), undefined, { cause: error });
  }
}

/**
 * The detail link of a property: `/{lang}/{offer}/{estateId}/{property slug}` (spec 2). Missing
 * data throws an `EstateLinkError` (spec 8: the error is rethrown, never a broken link).
 */
export function estateDetailLink(estate: EstateLinkInput, locale: Locale): string {
  return buildLink(estate, (estateId) =>
    buildPath('estateDetail', locale, { estateId, slug: propertySlug(estate, locale) }),
  );
}

/** The detail link of a project: `/{lang}/{offer}/{estateId}/{project slug}` (spec 2). */
export function projectDetailLink(project: EstateLinkInput, locale: Locale): string {
  return buildLink(project, (estateId) =>
    buildPath('estateDetail', locale, { estateId, slug: projectSlugText(project, locale) }),
  );
}

/**
 * The link of one unit of a project: the project link plus `/{entity id}` (spec 2).
 * @example projectEntityLink(project, 4321, 'nl') // '/nl/aanbod/12/Residentie-Zeezicht-in-8400-Oostende/4321'
 */
export function projectEntityLink(
  project: EstateLinkInput,
  entityId: number | string,
  locale: Locale,
): string {
  return buildLink(project, (estateId) =>
    buildPath('projectEntityDetail', locale, {
      estateId,
      slug: projectSlugText(project, locale),
      entityId: required(project, present(entityId), 'entity id'),
    }),
  );
}

/**
 * The detail link of any estate: a project (general.project true) links by its title, any
 * other property by subtype, transaction and address.
 */
export function estateLink(estate: EstateLinkInput, locale: Locale): string {
  return estate.general?.project === true
    ? projectDetailLink(estate, locale)
    : estateDetailLink(estate, locale);
}

/**
 * The address of a holiday rental unit: the holidayRentalUnit route filled with its id
 * (spec 2).
 * @example rentalUnitLink({ id: 77 }, 'de') // '/de/feiertage/77'
 */
export function rentalUnitLink(unit: RentalUnitLinkInput, locale: Locale): string {
  const rentalUnitId = present(unit.id);
  if (rentalUnitId === undefined) {
    throw new Error('Cannot build the link of a holiday rental unit without id');
  }
  return buildPath('holidayRentalUnit', locale, { rentalUnitId });
}
