import type { EnumEntry } from './enum-entry.ts';

/**
 * The property types of spec 3 ("type"), each with the head type id the content service uses
 * for it (estate `general.headType.id`, search term `type`).
 *
 * Head type id table (decided here, spec 9 orders TYPE groups by these ids 1,3,7,2,4,6,10,5,9):
 *
 * | id | value       | back-office type |
 * |----|-------------|------------------|
 * | 1  | HOUSE       | HOUSE            |
 * | 2  | APARTMENT   | APARTMENT        |
 * | 3  | PLOT        | PLOT             |
 * | 4  | COMMERCIAL  | COMMERCIAL       |
 * | 5  | GARAGE      | GARAGE           |
 * | 6  | PROJECT     | PROJECT          |
 * | 7  | INVESTMENT  | HOUSE            |
 * | 9  | OTHER       | none             |
 * | 10 | INDUSTRIAL  | COMMERCIAL       |
 *
 * Id 8 is not used: it is absent from the spec's group order, so no estate may carry it.
 */
export const types = [
  { value: 'HOUSE', id: 1, labels: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
  {
    value: 'APARTMENT',
    id: 2,
    labels: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  { value: 'PLOT', id: 3, labels: { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' } },
  {
    value: 'COMMERCIAL',
    id: 4,
    labels: {
      nl: 'Commercieel vastgoed',
      fr: 'Bien commercial',
      en: 'Commercial property',
      de: 'Gewerbeimmobilie',
    },
  },
  {
    value: 'GARAGE',
    id: 5,
    labels: {
      nl: 'Garage / parking',
      fr: 'Garage / parking',
      en: 'Garage / parking',
      de: 'Garage / Stellplatz',
    },
  },
  {
    value: 'PROJECT',
    id: 6,
    labels: { nl: 'Project', fr: 'Projet', en: 'Project', de: 'Projekt' },
  },
] as const satisfies readonly EnumEntry[];

export type Type = (typeof types)[number]['value'];

export type HeadTypeEntry = EnumEntry & {
  readonly id: number;
  /** The back-office type a head type belongs to; null for the catch-all OTHER. */
  readonly type: Type | null;
};

/**
 * Head types the content service uses beyond the six types of spec 3: an investment property
 * (a building let as several units) is listed apart from houses, industrial property apart from
 * other commercial property, and OTHER catches what the agency could not classify.
 */
const furtherHeadTypes = [
  {
    value: 'INVESTMENT',
    id: 7,
    type: 'HOUSE',
    labels: {
      nl: 'Opbrengsteigendom',
      fr: 'Immeuble de rapport',
      en: 'Investment property',
      de: 'Renditeobjekt',
    },
  },
  {
    value: 'OTHER',
    id: 9,
    type: null,
    labels: { nl: 'Andere', fr: 'Autre', en: 'Other', de: 'Sonstiges' },
  },
  {
    value: 'INDUSTRIAL',
    id: 10,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Industrieel vastgoed',
      fr: 'Bien industriel',
      en: 'Industrial property',
      de: 'Industrieimmobilie',
    },
  },
] as const satisfies readonly HeadTypeEntry[];

export type HeadType = Type | (typeof furtherHeadTypes)[number]['value'];

/** Every head type of the content service, by id. */
export const headTypes: readonly (HeadTypeEntry & { readonly value: HeadType })[] = [
  ...types.map((entry) => ({ ...entry, type: entry.value })),
  ...furtherHeadTypes,
].sort((a, b) => a.id - b.id);

const headTypesById = new Map(headTypes.map((entry) => [entry.id, entry]));
const headTypesByValue = new Map<string, HeadTypeEntry & { readonly value: HeadType }>(
  headTypes.map((entry) => [entry.value, entry]),
);

/**
 * The head type the content service means by a numeric id; estates and filter options carry
 * only the id. Unknown ids give undefined.
 *
 * @example headTypeById(3)?.value // 'PLOT'
 */
export function headTypeById(
  id: number | null | undefined,
): (HeadTypeEntry & { readonly value: HeadType }) | undefined {
  return id === null || id === undefined ? undefined : headTypesById.get(id);
}

/**
 * The numeric id to send to the content service for a head type value (search term `type`
 * maps to `headType.id`, spec 7). Unknown values give undefined.
 *
 * @example headTypeIdOf('GARAGE') // 5
 */
export function headTypeIdOf(value: string | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : headTypesByValue.get(value)?.id;
}
