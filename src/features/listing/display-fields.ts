import type { DisplayField } from '../../schemas/estate-query.ts';

/**
 * How a display field's value is shown: as it is, as a price (spec 2: a sold listing shows no
 * price), a count or an energy label.
 */
export type DisplayFormat = 'text' | 'price' | 'count' | 'energy';

/** A display field of grouped results (spec 3) with how its value is shown. */
export type ListingDisplayField = DisplayField & { format: DisplayFormat };

/**
 * The display-field configuration of grouped results (spec 3: a value, a label per language, a
 * visibility flag, an optional fallback field). The site settings carry none yet, so this is
 * the agency default; it travels with the grouping in the search body (spec 7: groupOptions).
 * The transaction is configured but hidden: a buy or rent screen shows one transaction only.
 */
export const groupedDisplayFields: readonly ListingDisplayField[] = [
  {
    value: 'general.title',
    fallback: 'general.subType.name',
    label: { nl: 'Pand', fr: 'Bien', en: 'Property', de: 'Immobilie' },
    visible: true,
    format: 'text',
  },
  {
    value: 'general.address.city.name',
    label: { nl: 'Gemeente', fr: 'Commune', en: 'Town', de: 'Gemeinde' },
    visible: true,
    format: 'text',
  },
  {
    value: 'general.transaction.name',
    label: { nl: 'Transactie', fr: 'Transaction', en: 'Transaction', de: 'Transaktion' },
    visible: false,
    format: 'text',
  },
  {
    value: 'bedroom_count',
    label: { nl: 'Slaapkamers', fr: 'Chambres', en: 'Bedrooms', de: 'Schlafzimmer' },
    visible: true,
    format: 'count',
  },
  {
    value: 'energy.energyLabel',
    label: { nl: 'Energielabel', fr: 'Label énergétique', en: 'Energy label', de: 'Energieklasse' },
    visible: true,
    format: 'energy',
  },
  {
    value: 'general.price',
    fallback: 'general.totalPrice',
    label: { nl: 'Prijs', fr: 'Prix', en: 'Price', de: 'Preis' },
    visible: true,
    format: 'price',
  },
];

/** The fields as the wire format knows them (spec 3), without how they are shown. */
export function wireDisplayFields(fields: readonly ListingDisplayField[]): DisplayField[] {
  return fields.map(({ format: _format, ...field }) => field);
}
