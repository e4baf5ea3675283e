import { safeUrl } from '../schemas/safe-url.ts';
import type { Locale } from './locales.ts';
import type { BackOfficeFieldValue } from '../schemas/back-office-listing.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import { isVisibleValue, yesNo } from './display-rules.ts';
import { displayEnumValue } from './enum-display.ts';
import {
  formatCurrency,
  formatDate,
  formatEpc,
  formatLength,
  formatNumber,
  formatPercentage,
  formatPricePerSquareMetre,
  formatSurface,
  formatYearlyEpc,
} from './formats.ts';
import { pickLocalized } from './localized-text.ts';
import type { EnumName } from './reference-data/index.ts';

/*
 * How a back-office field value reads on the detail page (spec 3 "Back-office listing",
 * spec 5 "Formats"). The back office sends bare values under dotted keys, so the kind of a
 * value is decided by its key, in this order:
 *
 * - booleans are yes/no, whatever the key;
 * - a few keys are named outright (`keyKinds`): price per m², VAT rate, the EPC figures;
 * - numbers by the field name (the part after the dot):
 *   `…_year` → a year as written (no thousands dot: 1997, not 1.997);
 *   `…_count`, `…_age_N` → a count; `…_id` → an identifier as written;
 *   `distance_…`, `…_width`, `…_depth`, `…_length`, `…_height` → metres;
 *   any field of the `layout` group, or a name holding `surface` or `area` → m² (spec 5);
 *   the `financial`, `notary_cost` and `notary` groups, or a name holding price, cost, fee,
 *   income, tax, rent, revenue, warranty, annuity or amount → euro (spec 5);
 *   anything else → a plain number with 0 to 7 decimals (spec 9);
 * - texts: a key with a reference list (`enumFields`) → its translated label; `…_date`, `…_at`
 *   or an ISO date → dd/mm/yyyy; an http(s) URL → a link; anything else as typed;
 * - per-language texts → the text in the visitor's language only.
 */

export type BackOfficeValueKind =
  | 'boolean'
  | 'currency'
  | 'pricePerSquareMetre'
  | 'percentage'
  | 'surface'
  | 'length'
  | 'epc'
  | 'yearlyEpc'
  | 'co2'
  | 'year'
  | 'count'
  | 'identifier'
  | 'number'
  | 'date'
  | 'url'
  | 'enum'
  | 'text'
  | 'localized';

/** Keys whose kind their name does not tell. */
export const keyKinds: Readonly<Record<string, BackOfficeValueKind>> = {
  'financial.price_per_square_meter': 'pricePerSquareMetre',
  'financial.vat_rate': 'percentage',
  'certification.epc_value': 'epc',
  'certification.net_energy_heating': 'epc',
  'certification.epc_year_value': 'yearlyEpc',
  'certification.co2_emission': 'co2',
  'certification.e_level': 'number',
  'certification.k_level': 'number',
};

/** The reference list(s) whose labels a text field's values are (spec 3 "Reference data"). */
export const enumFields: Readonly<Record<string, readonly EnumName[]>> = {
  'certification.energy_label': ['EnergyLabel'],
  'certification.electrical_certificate': ['ElectricityCertification'],
  'certification.electrical_certificate_conformity': ['Conformity'],
  'certification.heating_oil_certificate_conformity': ['Conformity'],
  'comfort.bathroom_type': ['BathroomType'],
  'comfort.common_heating': ['CommonHeating'],
  'comfort.common_meter': ['CommonMeter'],
  'comfort.common_meter_type': ['CommonMeterType'],
  'comfort.glazing_type': ['WindowGlazing'],
  'comfort.heating': ['Heating'],
  'comfort.kitchen_type': ['KitchenType'],
  'comfort.luxuryLevel': ['LuxuryLevel'],
  'comfort.outside_carpentry': ['Carpentry'],
  'construction.condition': ['Condition'],
  'construction.construction_type': ['ConstructionType'],
  'construction.roof_type': ['RoofType'],
  'other.available': ['FreeOn'],
  'other.environment': ['Environment'],
  'other.garden_orientation': ['Orientation'],
  'other.garden_type': ['Garden'],
  // The back office stores zoning codes here as well as residence kinds.
  'planning.destination': ['RecentDestination', 'Destination'],
  'planning.most_recent_destination': ['RecentDestination'],
  'planning.permission': ['Planning'],
  'planning.subdivision_permit': ['Planning'],
};

/**
 * Phases of `project.project_phase`, which no reference list of spec 3 covers; labelled here so
 * a visitor never reads a code.
 */
export const projectPhaseLabels: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  PLANNED: { nl: 'Gepland', fr: 'Planifié', en: 'Planned', de: 'Geplant' },
  UNDER_CONSTRUCTION: {
    nl: 'In aanbouw',
    fr: 'En construction',
    en: 'Under construction',
    de: 'Im Bau',
  },
  DELIVERED: { nl: 'Opgeleverd', fr: 'Livré', en: 'Completed', de: 'Fertiggestellt' },
};

const moneyGroups = new Set(['financial', 'notary_cost', 'notary']);
const moneyWords = /price|cost|fee|income|tax|rent|revenue|warranty|annuity|amount|increment/;
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function splitKey(key: string): { group: string; name: string } {
  const dot = key.indexOf('.');
  return dot < 0
    ? { group: '', name: key }
    : { group: key.slice(0, dot), name: key.slice(dot + 1) };
}

function numberKind(key: string): BackOfficeValueKind {
  const { group, name } = splitKey(key);
  if (/(^|_)year$/.test(name)) return 'year';
  if (/_count$|_age_\d+$/.test(name)) return 'count';
  if (/(^|_)id$/.test(name)) return 'identifier';
  if (/^distance_|_(width|depth|length|height)$/.test(name)) return 'length';
  if (group === 'layout' || /surface|area/.test(name)) return 'surface';
  if (moneyGroups.has(group) || moneyWords.test(name)) return 'currency';
  return 'number';
}

function textKind(key: string, text: string): BackOfficeValueKind {
  if (Object.hasOwn(enumFields, key) || key === 'project.project_phase') return 'enum';
  const { name } = splitKey(key);
  if (/_date$|_at$/.test(name) || isoDate.test(text.trim())) return 'date';
  if (/^https?:\/\//i.test(text.trim())) return 'url';
  return 'text';
}

/**
 * The kind of a back-office value, decided by its type and key (see the rules at the top).
 *
 * @example backOfficeValueKind('construction.construction_year', 1997) // 'year'
 * @example backOfficeValueKind('layout.bedroom1', 14) // 'surface'
 */
export function backOfficeValueKind(
  key: string,
  value: BackOfficeFieldValue | undefined,
): BackOfficeValueKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && value !== null) return 'localized';
  const named = keyKinds[key];
  if (typeof value === 'number') return named ?? numberKind(key);
  if (typeof value === 'string') return named === undefined ? textKind(key, value) : 'text';
  return 'text';
}

/** A shown value: its text, and a link target for URLs. */
export type FormattedFieldValue = { text: string; href?: string };

function formatNumberOfKind(kind: BackOfficeValueKind, value: number, locale: Locale): string {
  switch (kind) {
    case 'currency':
      return formatCurrency(value, locale);
    case 'pricePerSquareMetre':
      return formatPricePerSquareMetre(value, locale);
    case 'percentage':
      return formatPercentage(value, locale);
    case 'surface':
      return formatSurface(value, locale);
    case 'length':
      return formatLength(value, locale);
    case 'epc':
      return formatEpc(value, locale);
    case 'yearlyEpc':
      return formatYearlyEpc(value, locale);
    case 'co2':
      return `${formatNumber(value, locale)}\u00a0kg\u00a0CO₂/m²`;
    case 'year':
    case 'identifier':
      return String(value);
    default:
      return formatNumber(value, locale);
  }
}

function enumText(key: string, value: string, locale: Locale): string | null {
  if (key === 'project.project_phase') {
    const labels = projectPhaseLabels[value.trim()];
    return labels ? labels[locale] : value.trim();
  }
  return displayEnumValue(enumFields[key] ?? [], value, locale);
}

/**
 * The text a visitor reads for one back-office field, or null when the field is not shown
 * because its value is empty (spec 5: empty, null, 0 and -1 are hidden; `false` is a real
 * answer and reads "no").
 *
 * @example formatBackOfficeValue('financial.price', 325000, 'nl') // { text: '€ 325.000' }
 * @example formatBackOfficeValue('comfort.heating', 'GAS', 'en') // { text: 'Natural gas' }
 */
export function formatBackOfficeValue(
  key: string,
  value: BackOfficeFieldValue | undefined,
  locale: Locale,
): FormattedFieldValue | null {
  if (!isVisibleValue(value)) return null;
  const kind = backOfficeValueKind(key, value);
  if (typeof value === 'boolean') return { text: yesNo(value, locale) };
  if (typeof value === 'number') return { text: formatNumberOfKind(kind, value, locale) };
  if (typeof value === 'string') {
    const text = value.trim();
    if (kind === 'enum') {
      const label = enumText(key, text, locale);
      return label ? { text: label } : null;
    }
    if (kind === 'date') return { text: formatDate(text, locale) };
    if (kind === 'url') {
      const href = safeUrl(text, 'link');
      return href === null ? { text } : { text, href };
    }
    return { text };
  }
  const localized = pickLocalized(value as LocalizedString, locale);
  return localized === null ? null : { text: localized };
}
