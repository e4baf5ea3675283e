import type { DisplayField, GroupOption } from '../schemas/estate-query.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import { isVisibleValue } from './display-rules.ts';
import { headTypeGroupOrder, transactionGroupOrder } from './estate-query.ts';
import { localeTags, locales, type Locale } from './locales.ts';
import { pickLocalized } from './localized-text.ts';
import {
  dataSourceOf,
  isForRent,
  statusIdOf,
  statusIdsBySource,
  statusNameOf,
} from './transaction-status.ts';
import { nameCollator } from './known-order.ts';

/**
 * Grouped results (spec 9) and the display fields they show (spec 3 "Display-field
 * configuration"). The server already sorts by the group key; grouping here cuts the loaded
 * list into labelled groups in the same order, keeping the server's order inside each group.
 */

/** What grouping reads from an estate; `EstateSummary` fits it. */
export type GroupableEstate = {
  status: { id: number };
  guid?: string | null;
  general: {
    headType: { id: number };
    subType?: { name?: LocalizedString | null } | null;
    transaction: { id: number; name?: LocalizedString | null };
    address: { city?: { name: LocalizedString; alias?: LocalizedString | null } | null };
    price?: number | null;
    totalPrice?: number | null;
  };
};

/** One group of results; `key` is null for the group of estates that have no group key. */
export type EstateGroup<T> = { key: string | null; label: string; estates: T[] };

/**
 * spec 9: estates with no group key fall under the label Projecten. The spec gives the label in
 * Dutch for every language; a page that wants it translated passes `projectsLabel`.
 */
export const PROJECTS_GROUP_LABEL = 'Projecten';

/** A price band: from `min` (inclusive) up to `max` (exclusive; null is open-ended). */
export type PriceBand = { min: number; max: number | null };

function bandsFrom(lowerBounds: readonly number[]): PriceBand[] {
  return lowerBounds.map((min, index) => ({ min, max: lowerBounds[index + 1] ?? null }));
}

/** Sale price bands in euros, as Belgian portals cut them. */
export const salePriceBands: readonly PriceBand[] = bandsFrom([
  0, 200_000, 300_000, 400_000, 500_000, 750_000,
]);

/** Rent price bands in euros per month. */
export const rentPriceBands: readonly PriceBand[] = bandsFrom([0, 500, 750, 1_000, 1_500, 2_000]);

/** The "per month" after a rent band. */
export const perMonthTexts: Record<Locale, string> = {
  nl: 'per maand',
  fr: 'par mois',
  en: 'per month',
  de: 'pro Monat',
};

export type GroupLabels = {
  /** Name of a head type (the reference data's type labels); the id itself without it. */
  headTypeLabel?: (headTypeId: number) => string;
  /** Label of the group of estates without a group key; 'Projecten' without it. */
  projectsLabel?: string;
};

type KeyedGroup<T> = { key: string; label: string; rank: number[]; estates: T[] };

function collatorFor(locale: Locale): Intl.Collator {
  return nameCollator(localeTags[locale]);
}

/** Position in a fixed order; ids outside it come after, by id (spec 9). */
function orderRank(order: readonly number[], id: number): number[] {
  const index = order.indexOf(id);
  return index === -1 ? [1, id] : [0, index];
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function positivePrice(estate: GroupableEstate): number | null {
  const price = estate.general.price ?? estate.general.totalPrice;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
}

function cityName(estate: GroupableEstate, locale: Locale): string | null {
  const city = estate.general.address.city;
  if (!city) return null;
  // the locale's alias first (Bruxelles for fr), as the address and the server's sort do
  return pickLocalized(city.alias, locale) ?? pickLocalized(city.name, locale, { fallback: true });
}

/**
 * Formats a price band with `Intl`: "< € 200.000", "€ 200.000–300.000", "≥ € 750.000", with
 * "per maand" after rent bands.
 */
export function priceBandLabel(band: PriceBand, locale: Locale, rent: boolean): string {
  const format = new Intl.NumberFormat(localeTags[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const range =
    band.max === null
      ? `≥ ${format.format(band.min)}`
      : band.min === 0
        ? `< ${format.format(band.max)}`
        : format.formatRange(band.min, band.max);
  return rent ? `${range} ${perMonthTexts[locale]}` : range;
}

/** The band a price falls in, with its position among all bands (sale bands before rent). */
function priceBandOf(price: number, rent: boolean): { band: PriceBand; index: number } {
  const bands = rent ? rentPriceBands : salePriceBands;
  const position = bands.findLastIndex((band) => price >= band.min);
  const index = Math.max(position, 0);
  const band = bands[index] ?? { min: 0, max: null };
  return { band, index: rent ? salePriceBands.length + index : index };
}

/**
 * The id a listing's status has in the old source, in which spec 9's STATUS order is written:
 * a back-office id is taken to the same status's old id (its own when both tables list it), so
 * the sales of both sources make one group and a back-office sale (3) never joins the old
 * source's take-overs (3).
 */
function statusGroupId(estate: GroupableEstate): number {
  const id = estate.general.transaction.id;
  const listing = { status: { id }, guid: estate.guid ?? null };
  if (dataSourceOf(listing) === 'old') return id;
  const name = statusNameOf(listing);
  if (name === undefined) return id;
  const oldIds: readonly number[] = statusIdsBySource.old[name];
  return oldIds.includes(id) ? id : statusIdOf('old', name);
}

type GroupKey = { key: string; label: string; rank: number[] } | null;

function groupKeyOf(
  estate: GroupableEstate,
  option: GroupOption,
  locale: Locale,
  labels: GroupLabels,
): GroupKey {
  const { general } = estate;
  switch (option) {
    case 'TYPE': {
      const id = general.headType.id;
      const label = labels.headTypeLabel?.(id) ?? String(id);
      return { key: String(id), label, rank: orderRank(headTypeGroupOrder, id) };
    }
    case 'STATUS': {
      const id = statusGroupId(estate);
      const label = pickLocalized(general.transaction.name, locale, { fallback: true });
      return {
        key: String(id),
        label: label ?? String(id),
        rank: orderRank(transactionGroupOrder, id),
      };
    }
    case 'SUBTYPE': {
      const name = pickLocalized(general.subType?.name, locale, { fallback: true });
      return name === null ? null : { key: name, label: name, rank: [] };
    }
    case 'CITY': {
      const name = cityName(estate, locale);
      return name === null ? null : { key: name, label: name, rank: [] };
    }
    case 'PRICE': {
      const price = positivePrice(estate);
      if (price === null) return null;
      const rent = isForRent(estate);
      const { band, index } = priceBandOf(price, rent);
      return {
        key: `${rent ? 'rent' : 'sale'}:${band.min}`,
        label: priceBandLabel(band, locale, rent),
        rank: [index],
      };
    }
  }
}

/**
 * Cuts a result list into labelled groups in spec 9's order: TYPE by head type 1,3,7,2,4,6,10,
 * 5,9 and STATUS by transaction id 1,3,2,4,10,5,6 (unknown ids after, by id); SUBTYPE and CITY
 * by name in the visitor's language; PRICE by band, sale bands before rent bands. Estates
 * without a group key (no subtype, city or price: mostly projects) come last under 'Projecten'.
 * Within a group the input order is kept.
 *
 * Labels come from the data: the transaction, subtype and city names in the locale (another
 * language when it has none), price bands formatted with `Intl`; head types through
 * `labels.headTypeLabel`.
 *
 * @example groupEstates(estates, 'CITY', 'fr').map((group) => group.label) // ['Bruxelles', 'Gand']
 */
export function groupEstates<T extends GroupableEstate>(
  estates: readonly T[],
  option: GroupOption,
  locale: Locale,
  labels: GroupLabels = {},
): EstateGroup<T>[] {
  const groups = new Map<string, KeyedGroup<T>>();
  const withoutKey: T[] = [];
  for (const estate of estates) {
    const groupKey = groupKeyOf(estate, option, locale, labels);
    if (groupKey === null) {
      withoutKey.push(estate);
      continue;
    }
    const group = groups.get(groupKey.key);
    if (group) group.estates.push(estate);
    else groups.set(groupKey.key, { ...groupKey, estates: [estate] });
  }

  const collator = collatorFor(locale);
  const ordered = [...groups.values()].sort(
    (a, b) =>
      compareRanks(a.rank, b.rank) ||
      collator.compare(a.key, b.key) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const result: EstateGroup<T>[] = ordered.map(({ key, label, estates: members }) => ({
    key,
    label,
    estates: members,
  }));
  if (withoutKey.length > 0) {
    result.push({
      key: null,
      label: labels.projectsLabel ?? PROJECTS_GROUP_LABEL,
      estates: withoutKey,
    });
  }
  return result;
}

/** spec 3: only fields flagged visible are shown in grouped results. */
export function visibleDisplayFields(fields: readonly DisplayField[]): DisplayField[] {
  return fields.filter((field) => field.visible);
}

/**
 * The label of a display field in the visitor's language, another language when it has none,
 * and the field's value path as a last resort so a column is never blank.
 */
export function displayFieldLabel(field: DisplayField, locale: Locale): string {
  return pickLocalized(field.label, locale, { fallback: true }) ?? field.value;
}

/** A value a display field can show. */
export type DisplayValue = string | number | boolean | null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isLocalizedString(value: unknown): value is LocalizedString {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every(
      (key) =>
        (locales as readonly string[]).includes(key) &&
        (value[key] === null || value[key] === undefined || typeof value[key] === 'string'),
    )
  );
}

/**
 * The value at a dotted path (`general.address.city.zip`), reading own properties only so a
 * configured path can never reach an object's prototype.
 */
function valueAtPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A resolved value as something a cell can show; per-language texts in the locale. */
function displayable(value: unknown, locale: Locale): DisplayValue {
  if (isLocalizedString(value)) return pickLocalized(value, locale);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return isVisibleValue(value) ? value : null;
  }
  return null;
}

/**
 * The value a display field shows for one estate (spec 3): the value at the field's dotted path,
 * or at its fallback path when the first is empty (spec 5: empty, null, 0 and -1 count as empty).
 * Per-language texts are read in the visitor's language only: the fallback field, not another
 * language, stands in for a missing text. Objects that are not texts give null.
 *
 * @example displayFieldValue(estate, { value: 'general.price', fallback: 'general.totalPrice', label: {}, visible: true }, 'nl')
 */
export function displayFieldValue(
  estate: object,
  field: DisplayField,
  locale: Locale,
): DisplayValue {
  const first = displayable(valueAtPath(estate, field.value), locale);
  if (first !== null || !field.fallback) return first;
  return displayable(valueAtPath(estate, field.fallback), locale);
}
