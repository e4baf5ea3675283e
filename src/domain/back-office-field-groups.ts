import type { Locale } from './locales.ts';
import {
  backOfficeFieldGroups,
  type BackOfficeFieldValue,
  type BackOfficeListing,
} from '../schemas/back-office-listing.ts';
import { hiddenBackOfficeFields } from './back-office-hiding.ts';
import { formatBackOfficeValue, type FormattedFieldValue } from './back-office-field-format.ts';
import { isTabHidden, type DetailTab } from './detail-tabs.ts';
import { isWallonia } from './wallonia.ts';
import { fieldLabels, translateFieldName } from './reference-data/index.ts';

export type BackOfficeGroupName = (typeof backOfficeFieldGroups)[number];

/** One shown field of a back-office listing. */
export type BackOfficeFieldRow = { key: string; label: string; value: FormattedFieldValue };

/** One group of shown fields, with its translated heading. */
export type BackOfficeFieldGroup = { group: string; label: string; rows: BackOfficeFieldRow[] };

/**
 * Fields that are the agency's own bookkeeping, not information for a visitor: the key board
 * number, the portal and advertiser ids and the texts written for SMS and portals. They are
 * never shown.
 */
export const backOfficeInternalFields: readonly string[] = [
  'general.key',
  'general.advertiser_id',
  'general.project_id',
  'other.sms_text',
  'other.portal_text',
];

/**
 * The detail tab (spec 2) each field group belongs to, so the page's hidden tab names hide the
 * matching groups of a back-office listing too; a group can also be hidden by its own name.
 * Groups mapped to null belong to no tab.
 */
export const backOfficeGroupTabs: Readonly<Record<BackOfficeGroupName, DetailTab | null>> = {
  general: null,
  financial: 'financial',
  notary_cost: 'financial',
  notary: 'financial',
  construction: 'technical',
  other: 'technical',
  layout: 'dimensions',
  comfort: 'comfort',
  certification: 'energy',
  planning: 'planning',
  flood_information: 'planning',
  media: null,
  project: null,
};

/**
 * spec 5 "Wallonia": as-built certificate, flood scores and heritage inventory are hidden
 * entirely there; these are the back-office keys for them (both spellings of the heritage key).
 */
export const walloniaHiddenBackOfficeFields: readonly string[] = [
  'certification.as_built_certificate',
  'flood_information.building_score',
  'flood_information.parcel_score',
  'planning.heritage_inventoried',
  'planning.inventoried_heritage',
];

// Within a group, fields follow the label table's order (written in reading order).
const labelOrder = new Map(Object.keys(fieldLabels).map((key, index) => [key, index]));

function compareKeys(a: string, b: string): number {
  const left = labelOrder.get(a) ?? Number.POSITIVE_INFINITY;
  const right = labelOrder.get(b) ?? Number.POSITIVE_INFINITY;
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function groupOf(key: string): string {
  return key.slice(0, key.indexOf('.'));
}

function isGroupHidden(group: string, hiddenTabs: readonly string[]): boolean {
  const tab = (backOfficeGroupTabs as Readonly<Record<string, DetailTab | null>>)[group];
  return isTabHidden(group, hiddenTabs) || (tab != null && isTabHidden(tab, hiddenTabs));
}

export type BackOfficeGroupOptions = {
  /** The page's hidden tab names (spec 2); a group is hidden by its own name or its tab's. */
  hiddenTabs?: readonly string[];
  /** Keys the page shows in a place of their own, left out of the groups. */
  omit?: readonly string[];
};

/**
 * The details of a back-office listing as the page shows them: its dotted fields grouped by
 * prefix, groups in the order of `backOfficeFieldGroups` (groups the list does not know come
 * after, by name), each with its translated heading and rows of translated label and formatted
 * value. Left out: fields hidden by the status, type and VAT rules (spec 5 "Back-office
 * conditional hiding"), the fields Wallonia does not have (spec 5), empty values (spec 5
 * "Display rules"), internal fields, the keys the page shows elsewhere (`options.omit`, e.g.
 * the virtual tour as a button), groups whose name or tab is in `options.hiddenTabs`, and
 * groups left without rows. An unknown field keeps its name wrapped in underscores as its
 * label (spec 5), so a missing label shows up in review.
 *
 * @example groupBackOfficeFields({ status: 'FOR_SALE', type: 'HOUSE', fields: { 'financial.price': 250000 } }, 'nl')
 * // [{ group: 'financial', label: 'Financieel', rows: [{ key: 'financial.price', label: 'Prijs', value: { text: '€ 250.000' } }] }]
 */
export function groupBackOfficeFields(
  listing: Pick<BackOfficeListing, 'status' | 'type' | 'fields'> & {
    address?: { region?: string | null } | null;
  },
  locale: Locale,
  options: BackOfficeGroupOptions = {},
): BackOfficeFieldGroup[] {
  const { hiddenTabs = [], omit = [] } = options;
  const hidden = hiddenBackOfficeFields(listing);
  if (isWallonia(listing.address?.region)) {
    for (const key of walloniaHiddenBackOfficeFields) hidden.add(key);
  }
  const byGroup = new Map<string, BackOfficeFieldRow[]>();
  const keys = Object.keys(listing.fields).sort(compareKeys);
  for (const key of keys) {
    if (hidden.has(key) || backOfficeInternalFields.includes(key) || omit.includes(key)) continue;
    const group = groupOf(key);
    if (isGroupHidden(group, hiddenTabs)) continue;
    const value = formatBackOfficeValue(key, listing.fields[key] as BackOfficeFieldValue, locale);
    if (value === null) continue;
    const rows = byGroup.get(group) ?? [];
    rows.push({ key, label: translateFieldName(key, locale), value });
    byGroup.set(group, rows);
  }
  const known: readonly string[] = backOfficeFieldGroups;
  const order = [
    ...known.filter((group) => byGroup.has(group)),
    ...[...byGroup.keys()].filter((group) => !known.includes(group)).sort(),
  ];
  return order.map((group) => ({
    group,
    label: translateFieldName(group, locale),
    rows: byGroup.get(group) ?? [],
  }));
}
