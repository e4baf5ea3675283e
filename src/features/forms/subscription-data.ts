import type { Locale } from '../../domain/locales.ts';
import { formLimits } from '../../forms/form-limits.ts';
import type { SubscriptionCriteria } from '../../forms/schemas.ts';
import { energyGrades } from '../../schemas/energy-grades.ts';
import { MAX_AREA, MAX_PRICE, type SearchStatus } from '../../schemas/search-constants.ts';
import { criteriaFeatures } from './criteria-features.ts';
import type { CriteriaValues } from './payloads.ts';
import { isRecord } from '../../lib/is-record.ts';

/*
 * A subscription as its {token} page receives it from the site server (route
 * `GET notifications/{token}`: the handler's `subscription` view), and its criteria as the
 * edit form's controls hold them. The site server made that view from a subscription it stored
 * after checking it with `subscriptionCriteriaSchema`; this page checks the shape it relies on
 * by the same rules without zod, which would be most of the page's code before the visitor has
 * done anything. Only the known fields are kept.
 */

export type SubscriptionView = {
  email: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
  status: 'pending' | 'confirmed';
};

// Every language and transaction, by the type checker's count: their modules are the estate
// cards' (a chunk this page has no other use for).
const knownLocales: Record<Locale, true> = { nl: true, fr: true, en: true, de: true };
const knownTransactions: Record<SearchStatus, true> = { FOR_SALE: true, TO_RENT: true };
const isKey = <K extends string>(known: Record<K, true>, value: unknown): value is K =>
  typeof value === 'string' && Object.hasOwn(known, value);

/** Absent: none; else a whole number within the bounds, or `false` when it is not one. */
function whole(value: unknown, min: number, max: number): number | undefined | false {
  if (value === undefined) return undefined;
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : false;
}

/** A list of ids (absent: none), each once; `false` when it is not one. */
function ids(value: unknown): number[] | false {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > formLimits.listLength) return false;
  if (!value.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return false;
  return [...new Set(value as number[])];
}

/** Absent: none; else one of the EPC grades, or `false`. */
function grade(value: unknown): SubscriptionCriteria['epc'] | false {
  if (value === undefined) return undefined;
  return energyGrades.find((known) => known === value) ?? false;
}

/** A "with …" choice: absent or false is none, true asks for it; anything else is `false`. */
function feature(value: unknown): true | undefined | false {
  if (value === undefined || value === false) return undefined;
  return value === true ? true : false;
}

/** Bounds in order; an absent bound always is. */
const ordered = (min: number | false | undefined, max: number | false | undefined) =>
  min === undefined || max === undefined || min === false || max === false || min <= max;

function criteriaOf(value: unknown): SubscriptionCriteria | null {
  if (!isRecord(value)) return null;
  const { transaction } = value;
  if (!isKey(knownTransactions, transaction)) return null;
  const headTypes = ids(value.headTypes);
  const cities = ids(value.cities);
  const priceMin = whole(value.priceMin, 0, MAX_PRICE);
  const priceMax = whole(value.priceMax, 1, MAX_PRICE);
  const bedrooms = whole(value.bedrooms, 1, formLimits.bedrooms);
  const estateId = whole(value.estateId, 1, Number.MAX_SAFE_INTEGER);
  // The listing's filters beyond spec 5; a subscription stored before them has none.
  const subTypes = ids(value.subTypes);
  const areaMin = whole(value.areaMin, 0, MAX_AREA);
  const areaMax = whole(value.areaMax, 0, MAX_AREA);
  const plotMin = whole(value.plotMin, 0, MAX_AREA);
  const plotMax = whole(value.plotMax, 0, MAX_AREA);
  const epc = grade(value.epc);
  const features = criteriaFeatures.map((name) => [name, feature(value[name])] as const);
  const parts = [
    headTypes,
    cities,
    priceMin,
    priceMax,
    bedrooms,
    estateId,
    subTypes,
    areaMin,
    areaMax,
    plotMin,
    plotMax,
    epc,
    ...features.map(([, wanted]) => wanted),
  ];
  if (parts.includes(false)) return null;
  if (!ordered(priceMin, priceMax) || !ordered(areaMin, areaMax) || !ordered(plotMin, plotMax)) {
    return null;
  }
  const bound = (name: string, value: number | false | undefined) =>
    value === undefined ? {} : { [name]: value as number };
  return {
    transaction,
    headTypes: headTypes as number[],
    cities: cities as number[],
    ...bound('priceMin', priceMin),
    ...bound('priceMax', priceMax),
    ...bound('bedrooms', bedrooms),
    ...(value.subTypes !== undefined && { subTypes: subTypes as number[] }),
    ...bound('areaMin', areaMin),
    ...bound('areaMax', areaMax),
    ...bound('plotMin', plotMin),
    ...bound('plotMax', plotMax),
    ...(epc && { epc }),
    ...Object.fromEntries(features.filter(([, wanted]) => wanted === true)),
    ...bound('estateId', estateId),
  };
}

/** The subscription of an answer body (`{ subscription }`), or null when it does not read. */
export function readSubscription(body: unknown): SubscriptionView | null {
  if (!isRecord(body) || !isRecord(body.subscription)) return null;
  const { email, locale, status } = body.subscription;
  const criteria = criteriaOf(body.subscription.criteria);
  if (
    !criteria ||
    typeof email !== 'string' ||
    !isKey(knownLocales, locale) ||
    (status !== 'pending' && status !== 'confirmed')
  )
    return null;
  return { email, locale, criteria, status };
}

/**
 * Stored criteria as the form's texts; an absent bound is an empty field.
 * @example criteriaValues({ transaction: 'TO_RENT', headTypes: [2], cities: [], priceMax: 900 }).priceMax // '900'
 */
export function criteriaValues(criteria: SubscriptionCriteria): CriteriaValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    transaction: criteria.transaction,
    headTypes: criteria.headTypes.map(String),
    cities: criteria.cities.map(String),
    priceMin: text(criteria.priceMin),
    priceMax: text(criteria.priceMax),
    bedrooms: text(criteria.bedrooms),
    subTypes: (criteria.subTypes ?? []).map(String),
    areaMin: text(criteria.areaMin),
    areaMax: text(criteria.areaMax),
    plotMin: text(criteria.plotMin),
    plotMax: text(criteria.plotMax),
    epc: criteria.epc ?? '',
    features: criteriaFeatures.filter((name) => criteria[name] === true),
  };
}
