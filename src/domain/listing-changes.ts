import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { QueryClause, SearchField } from '../schemas/estate-query.ts';
import type { ListingManifest, ListingManifestEntry } from './listing-manifest.ts';
import { buildEstateQueryClause } from './estate-query.ts';
import { toListingCard } from './listing-card.ts';
import { defaultLocale } from './locales.ts';
import type { SearchFacts } from './search-facts.ts';
import {
  defaultSearchFilter,
  featureFilterKeys,
  withFilter,
  type EnergyGrade,
  type SearchFilter,
} from './search-filters.ts';
import { hasGuid, searchStatusOf, type SearchStatus } from './transaction-status.ts';

/*
 * What changed between two published builds, as the "keep me informed" alerts see it (after a
 * publish the changed listings go to the alerts), and which of those listings a subscriber's
 * criteria select. A subscriber is told what a visitor running the same search on the listing would
 * newly find, so matching goes through the listing search's own query (spec 5, 7), never a second
 * reading of the criteria.
 */

/** A listing whose price went down between two publishes. */
export type PriceDrop = { entry: ListingManifestEntry; previousPrice: number };

/** The listings a publish brought, cheapened and took away. */
export type ListingChanges = {
  /** Announceable now, and absent, sold or hidden in the previous publish. */
  added: ListingManifestEntry[];
  /** Announceable in both publishes, with a lower listed price now. */
  priceDrops: PriceDrop[];
  /** Ids in the previous publish and no longer in this one. */
  removed: string[];
};

export type ListingChangeOptions = {
  /** The site's hiddenStatus (spec 2): such a listing's card is inert, so it is not announced. */
  hiddenStatus?: readonly number[];
};

/**
 * What a subscriber wants to hear about: the fields of the subscribe form, which are
 * the search filter's status, type, city, price-min, price-max and bedrooms (spec 3), and the
 * listing's filters beyond spec 5: subtypes, living and plot area, the EPC label at most and
 * "with garden / terrace / garage" (README "Filters a buyer expects"). Absent means any.
 */
export type ListingCriteria = {
  transaction: SearchStatus;
  headTypes: readonly number[];
  cities: readonly number[];
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedrooms?: number | undefined;
  subTypes?: readonly number[] | undefined;
  /** Living area in whole m² (`area-min`, `area-max`). */
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  /** Plot area in whole m² (`plot-min`, `plot-max`). */
  plotMin?: number | undefined;
  plotMax?: number | undefined;
  /** That EPC label or a better one. */
  epc?: EnergyGrade | undefined;
  garden?: boolean | undefined;
  terrace?: boolean | undefined;
  garage?: boolean | undefined;
  /** A subscription on this one listing's price: it selects that listing only. */
  estateId?: number | undefined;
};

/**
 * A listing as the alerts test it: its search summary and the facts of its full record the
 * search reads beyond it (a manifest entry has both; without facts, a filter on them finds
 * nothing, as on a missing value).
 */
export type MatchedListing = { summary: EstateSummary; facts?: SearchFacts | undefined };

const noSite = { hiddenStatus: [] } as const;

/**
 * The price a visitor sees on the listing's card (spec 2): none when sold, `general.price`
 * else `general.totalPrice`, 0 and negative counting as absent. Price drops compare these, so
 * a subscriber is told about a change they could see on the site.
 */
export function listedPrice(summary: EstateSummary): number | null {
  return toListingCard(summary, { locale: defaultLocale, site: noSite }).price;
}

/**
 * Whether a listing may be announced: on offer by the id table of its data source (for sale or
 * to rent; not sold, rented or taken over, spec 4), not flagged sold by the service, and its
 * status not in the site's hiddenStatus (spec 2: an inert card).
 */
export function isAnnounceable(
  summary: EstateSummary,
  hiddenStatus: readonly number[] = [],
): boolean {
  const card = toListingCard(summary, { locale: defaultLocale, site: noSite });
  return (
    !card.isSold &&
    searchStatusOf(summary) !== undefined &&
    !hiddenStatus.includes(summary.status.id)
  );
}

/** The entries of a manifest by id; a repeated id keeps its first entry, as the build does. */
function byId(manifest: ListingManifest): Map<string, ListingManifestEntry> {
  const entries = new Map<string, ListingManifestEntry>();
  for (const entry of manifest.estates) if (!entries.has(entry.id)) entries.set(entry.id, entry);
  return entries;
}

/**
 * Compares the listings of the previous publish with the next one. With no previous publish
 * (`null`, the very first build) nothing is new: every listing would be "added", and the
 * subscribers would get the whole catalogue instead of news, so the first publish alerts no one.
 *
 * A listing is added when it can be announced now (not sold, not hidden) and could not be
 * before (absent, sold or hidden): one back on the market is news again. A price drop is a
 * lower card price on a listing announceable in both publishes; a price that appears or
 * disappears is no drop. Removed lists the ids gone from the manifest.
 *
 * @example diffListings(yesterday, today).added.map((entry) => entry.id) // ['1204', '1210']
 */
export function diffListings(
  previous: ListingManifest | null,
  next: ListingManifest,
  options: ListingChangeOptions = {},
): ListingChanges {
  if (previous === null) return { added: [], priceDrops: [], removed: [] };
  const hidden = options.hiddenStatus ?? [];
  const before = byId(previous);
  const after = byId(next);
  const added: ListingManifestEntry[] = [];
  const priceDrops: PriceDrop[] = [];
  for (const entry of after.values()) {
    if (!isAnnounceable(entry.summary, hidden)) continue;
    const old = before.get(entry.id);
    if (!old || !isAnnounceable(old.summary, hidden)) {
      added.push(entry);
      continue;
    }
    const price = listedPrice(entry.summary);
    const previousPrice = listedPrice(old.summary);
    if (price !== null && previousPrice !== null && price < previousPrice) {
      priceDrops.push({ entry, previousPrice });
    }
  }
  const removed = [...before.keys()].filter((id) => !after.has(id));
  return { added, priceDrops, removed };
}

/**
 * The search filter a subscription stands for: the listing search with the same transaction,
 * types, subtypes, cities, price bounds, bedrooms, area bounds, EPC label and "with …" choices
 * (spec 5: empty lists and bounds are left out; a minimum price of 0 is no bound, as spec 5
 * counts 0 as empty). Its query string opens the listing with that search.
 *
 * @example criteriaSearchFilter({ transaction: 'TO_RENT', headTypes: [], cities: [12], priceMax: 900 })
 * // { ...defaultSearchFilter, status: 'TO_RENT', city: [12], 'price-max': 900 }
 */
export function criteriaSearchFilter(criteria: ListingCriteria): SearchFilter {
  let filter: SearchFilter = { ...defaultSearchFilter, status: criteria.transaction };
  filter = withFilter(filter, 'type', [...criteria.headTypes]);
  filter = withFilter(filter, 'subType', [...(criteria.subTypes ?? [])]);
  filter = withFilter(filter, 'city', [...criteria.cities]);
  if (criteria.priceMin !== undefined && criteria.priceMin > 0) {
    filter = withFilter(filter, 'price-min', criteria.priceMin);
  }
  filter = withFilter(filter, 'price-max', criteria.priceMax);
  filter = withFilter(filter, 'bedrooms', criteria.bedrooms);
  filter = withFilter(filter, 'area-min', criteria.areaMin);
  filter = withFilter(filter, 'area-max', criteria.areaMax);
  filter = withFilter(filter, 'plot-min', criteria.plotMin);
  filter = withFilter(filter, 'plot-max', criteria.plotMax);
  filter = withFilter(filter, 'epc', criteria.epc);
  for (const key of featureFilterKeys) {
    filter = withFilter(filter, key, criteria[key] === true ? true : undefined);
  }
  return filter;
}

type Scalar = string | number | boolean;

const present = (value: Scalar | null | undefined): Scalar[] =>
  value === null || value === undefined ? [] : [value];

/**
 * A listing's values of a backend field, as the estate index holds them (spec 7 mapping:
 * status → transaction.id, type → headType.id, city → address.city.id, bedrooms →
 * bedroomCount; the price is `general.price`, else `general.totalPrice`; areas, EPC label,
 * rooms and garden from the full record's facts, search-facts.ts).
 */
export function fieldValues({ summary, facts }: MatchedListing, field: SearchField): Scalar[] {
  const { general } = summary;
  const { city, country } = general.address;
  switch (field) {
    case 'id':
      return [summary.id];
    case 'transaction.id':
      return [general.transaction.id];
    case 'status.id':
      return [summary.status.id];
    case 'address.city.id':
      return present(city?.id);
    case 'address.city.zip':
      return present(city?.zip);
    case 'address.country.id':
      return present(country?.id);
    case 'headType.id':
      return [general.headType.id];
    case 'subType.id':
      return present(general.subType?.id);
    case 'bedroomCount':
      return present(summary.bedroom_count);
    case 'price':
      return present(general.price ?? general.totalPrice);
    case 'isProject':
      return [summary.isProject];
    case 'children.general.id':
      return [summary.id, ...summary.children.map((child) => child.general.id)];
    case 'publicationDate':
      return [Date.parse(summary.publicationDate)];
    case 'guid':
      return hasGuid(summary) ? [summary.guid as string] : [];
    case 'energy.energyLabel':
      // The index holds the record's labels (a project's units' too); a listing known by its
      // summary alone has the card's.
      return facts ? (facts[field] ?? []) : present(summary.energy?.energyLabel);
    case 'dimensions.areaBuild':
    case 'dimensions.areaGround':
    case 'rooms.value.id':
    case 'technical.directionGarden':
      return facts?.[field] ?? [];
    // Not part of a listing summary: a clause on them finds nothing, as on a missing value.
    case 'parentId':
    case 'children.collections':
      return [];
  }
}

/** The index compares a wire value '7' and a number 7 as equal. */
const same = (a: Scalar, b: Scalar) => a === b || String(a) === String(b);

const entriesOf = <V>(record: Partial<Record<SearchField, V>> | undefined) =>
  Object.entries(record ?? {}) as [SearchField, V][];

/**
 * Whether one listing satisfies a query clause: every part of it (terms: any listed value;
 * range: a number within the bounds; match: equal; exists: a value or none; anyOf: one of its
 * clauses; allOf: all of them), a missing value satisfying none.
 * Criteria hold no geo range, so their clause never carries `geo_distance`.
 */
export function clauseMatches(clause: QueryClause, listing: MatchedListing): boolean {
  return (
    entriesOf(clause.terms).every(([field, wanted]) =>
      fieldValues(listing, field).some((value) => wanted.some((term) => same(value, term))),
    ) &&
    entriesOf(clause.range).every(([field, { gte = -Infinity, lte = Infinity }]) =>
      fieldValues(listing, field).some(
        (value) => typeof value === 'number' && value >= gte && value <= lte,
      ),
    ) &&
    entriesOf(clause.match).every(([field, wanted]) =>
      fieldValues(listing, field).some((value) => same(value, wanted)),
    ) &&
    entriesOf(clause.exists).every(
      ([field, wanted]) => fieldValues(listing, field).length > 0 === wanted,
    ) &&
    (clause.anyOf === undefined || clause.anyOf.some((part) => clauseMatches(part, listing))) &&
    (clause.allOf ?? []).every((part) => clauseMatches(part, listing))
  );
}

/**
 * A test of listings against one subscription's criteria, built once for many listings. It
 * runs the query the listing search would send for the same filter (spec 5, 7): the
 * transaction by the ids of both data sources, types, subtypes and cities as lists, the price
 * bounds on the card price, bedrooms below 6 exactly while 6 means "6 or more" (spec 9), and
 * the area ranges, EPC labels and room clauses of the listing's own filters on the listing's
 * facts. Criteria on one listing's price (`estateId`) select that listing alone.
 *
 * @example manifest.estates.filter(criteriaMatcher(subscription.criteria))
 */
export function criteriaMatcher(criteria: ListingCriteria): (listing: MatchedListing) => boolean {
  const { estateId } = criteria;
  if (estateId !== undefined) return (listing) => listing.summary.id === estateId;
  const clause = buildEstateQueryClause(criteriaSearchFilter(criteria));
  return (listing) => clauseMatches(clause, listing);
}

/**
 * Whether a listing is one a subscriber asked to hear about (see `criteriaMatcher`, which
 * saves rebuilding the query when many listings are tested).
 *
 * @example matchesCriteria({ transaction: 'FOR_SALE', headTypes: [], cities: [], bedrooms: 6 }, { summary: villa })
 * // true when the villa is for sale with 6 bedrooms or more
 */
export function matchesCriteria(criteria: ListingCriteria, listing: MatchedListing): boolean {
  return criteriaMatcher(criteria)(listing);
}
