import type { Locale } from '../../src/domain/locales.ts';
import {
  headTypeIdOfSubType,
  subTypes,
  type SubTypeEntry,
} from '../../src/domain/reference-data/sub-types.ts';

/** The back-office type a subtype belongs to (spec 3), without PROJECT, which has no subtypes. */
export type Family = SubTypeEntry['type'];

/** Grammatical gender of the noun: Dutch de/het words, French m/f, German m/f/n. */
export type Gender = { nl: 'de' | 'het'; fr: 'm' | 'f'; de: 'm' | 'f' | 'n' };

/** A subtype the demo agency lists, with what the text templates need to write about it. */
export type PropertyKind = {
  subType: SubTypeEntry;
  headTypeId: number;
  family: Family;
  /** Relative frequency within its family. */
  weight: number;
  /** The noun in running text; always filled, unlike the reference labels (spec 3). */
  nouns: Record<Locale, string>;
  gender: Gender;
  /** A business that can be offered for takeover (statuses TAKE_OVER / TAKEN_OVER). */
  takeover: boolean;
};

type KindRow = readonly [
  value: string,
  weight: number,
  gender: `${Gender['nl']} ${Gender['fr']} ${Gender['de']}`,
  nouns?: Partial<Record<Locale, string>>,
  takeover?: boolean,
];

// The subtypes the demo agency lists, by family. Nouns are given where the reference label is
// empty or does not read as a noun in a sentence.
const kindRows: Record<Family, readonly KindRow[]> = {
  HOUSE: [
    ['HOUSE', 10, 'de f n'],
    ['VILLA', 5, 'de f f'],
    ['DETACHED_HOUSE', 4, 'de f n', { de: 'freistehendes Haus' }],
    ['SEMI_DETACHED_HOUSE', 4, 'de f f'],
    ['TERRACED_HOUSE', 6, 'de f n'],
    ['TOWN_HOUSE', 2, 'de f n'],
    ['MANSION', 2, 'het f n'],
    ['BUNGALOW', 2, 'de m m'],
    ['FARMHOUSE', 1, 'de f m'],
    ['FERMETTE', 2, 'de f n', { de: 'Bauernhaus' }],
    ['COTTAGE', 1, 'de m n'],
    ['COUNTRY_HOUSE', 1, 'het f n'],
    ['BEL_ETAGE', 1, 'de m n', { de: 'Hochparterrehaus' }],
    [
      'KANGAROO_HOUSE',
      0.6,
      'de f n',
      { fr: 'maison kangourou', en: 'kangaroo house', de: 'Mehrgenerationenhaus' },
    ],
    ['FISHERMANS_COTTAGE', 0.5, 'het f n'],
    ['CHALET', 0.6, 'het m n'],
    ['CASTLE', 0.15, 'het m n'],
    ['APARTMENT_BLOCK', 1.5, 'de m n'],
    ['MIXED_USE_BUILDING', 1, 'het m n', { nl: 'pand voor gemengd gebruik' }],
  ],
  APARTMENT: [
    ['APARTMENT', 14, 'het m f'],
    ['STUDIO', 3, 'de m f'],
    ['DUPLEX', 3, 'de m f'],
    ['PENTHOUSE', 1.5, 'het m n'],
    ['LOFT', 1, 'de m n'],
    ['GROUND_FLOOR', 2, 'het m f'],
    ['GARDEN_FLAT', 1.5, 'het m f', { fr: 'rez-de-jardin' }],
    ['SERVICE_FLAT', 1, 'de f f', { de: 'Seniorenwohnung' }],
    ['STUDENT_ROOM', 1.5, 'de m n'],
    ['TRIPLEX', 0.4, 'de m f', { de: 'Triplexwohnung' }],
    ['HOLIDAY_APARTMENT', 1, 'het m f'],
  ],
  PLOT: [
    ['BUILDING_PLOT', 10, 'de m n'],
    ['SUBDIVISION_LOT', 2, 'het m f', { de: 'Bauparzelle' }],
    ['AGRICULTURAL_LAND', 2, 'de m f'],
    ['MEADOW', 2, 'het f f'],
    ['FOREST', 1, 'het m m'],
    ['RECREATIONAL_LAND', 0.5, 'de m n'],
    ['INDUSTRIAL_LAND', 0.8, 'de m n'],
    ['DEVELOPMENT_LAND', 0.5, 'de m n'],
    ['ORCHARD', 0.3, 'de m m'],
  ],
  COMMERCIAL: [
    ['OFFICE', 3, 'het m n'],
    ['RETAIL', 3, 'de m n', {}, true],
    ['COMMERCIAL_PREMISES', 3, 'het m f', { de: 'Gewerbefläche' }],
    ['HORECA', 1.5, 'de m m', {}, true],
    ['RESTAURANT', 1, 'het m n', {}, true],
    ['CAFE', 1, 'het m f', {}, true],
    ['BUSINESS_TAKEOVER', 0.6, 'het m f', {}, true],
    ['FRITURE', 0.5, 'de f f', { de: 'Frittenbude' }, true],
    ['BAKERY', 0.4, 'de f f', {}, true],
    ['HAIRDRESSER', 0.4, 'het m m', {}, true],
    ['MEDICAL_PRACTICE', 1, 'de m f'],
    ['SHOWROOM', 0.5, 'de f m'],
    ['OFFICE_BUILDING', 0.5, 'het m n'],
    ['BED_AND_BREAKFAST', 0.4, 'de f f', { fr: "maison d'hôtes" }],
    ['WAREHOUSE', 1.5, 'het m f'],
    ['BUSINESS_UNIT', 1.5, 'de f f'],
    ['WORKSHOP', 1, 'de m f'],
    ['INDUSTRIAL_BUILDING', 1, 'het m f'],
  ],
  GARAGE: [
    ['CLOSED_GARAGE', 4, 'de m f', { de: 'geschlossene Garage' }],
    ['UNDERGROUND_PARKING', 3, 'de m m'],
    ['PARKING_SPACE', 2, 'de m m'],
    ['OUTDOOR_PARKING', 1, 'de m m'],
    ['CARPORT', 0.5, 'de m m'],
    ['MOTORCYCLE_SPACE', 0.3, 'de m m', { de: 'Motorradstellplatz' }],
  ],
};

const subTypesByValue = new Map<string, SubTypeEntry>(
  subTypes.map((entry) => [entry.value, entry]),
);

// Acronyms (B&B, KMO-unit) keep their capitals.
function lowerFirst(text: string): string {
  if (/^[A-Z][A-Z&]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function buildKind(
  family: Family,
  [value, weight, gender, nouns = {}, takeover = false]: KindRow,
): PropertyKind {
  const subType = subTypesByValue.get(value);
  if (!subType) throw new Error(`unknown subtype ${value} in the demo-data kinds`);
  const [nl, fr, de] = gender.split(' ') as [Gender['nl'], Gender['fr'], Gender['de']];
  const label = (locale: Locale): string => {
    const own = subType.labels[locale];
    const text = nouns[locale] ?? (own ? own : null);
    if (text === null) throw new Error(`subtype ${value} needs a ${locale} noun`);
    // German nouns keep their capital; the others read lower-case inside a sentence.
    return locale === 'de' ? text : lowerFirst(text);
  };
  return {
    subType,
    headTypeId: headTypeIdOfSubType(subType),
    family,
    weight,
    nouns: { nl: label('nl'), fr: label('fr'), en: label('en'), de: label('de') },
    gender: { nl, fr, de },
    takeover,
  };
}

/** Every property kind of the demo agency, grouped by family. */
export const propertyKinds: Readonly<Record<Family, readonly PropertyKind[]>> = {
  HOUSE: kindRows.HOUSE.map((row) => buildKind('HOUSE', row)),
  APARTMENT: kindRows.APARTMENT.map((row) => buildKind('APARTMENT', row)),
  PLOT: kindRows.PLOT.map((row) => buildKind('PLOT', row)),
  COMMERCIAL: kindRows.COMMERCIAL.map((row) => buildKind('COMMERCIAL', row)),
  GARAGE: kindRows.GARAGE.map((row) => buildKind('GARAGE', row)),
};

/** The kind of a subtype value, for the few places that need one by name (project units). */
export function propertyKind(value: string): PropertyKind {
  for (const kinds of Object.values(propertyKinds)) {
    const kind = kinds.find((entry) => entry.subType.value === value);
    if (kind) return kind;
  }
  throw new Error(`no demo property kind for subtype ${value}`);
}

/** The head type id of a project (spec 3 type PROJECT). */
export const projectHeadTypeId = 6;
