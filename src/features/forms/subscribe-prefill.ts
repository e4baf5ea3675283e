import {
  areaFilterKeys,
  featureFilterKeys,
  LARGE_BEDROOM_COUNT,
  parseSearchFilter,
  serializeSearchFilter,
} from '../../domain/search-filters.ts';
import type { SearchStatus } from '../../domain/transaction-status.ts';
import { emptyCriteria } from './CriteriaFields.tsx';
import type { CriteriaValues } from './payloads.ts';

/*
 * "Keep me informed" opened from a listing (Listing.astro links to the subscribe page with
 * `?kind=buy|rent|projects` and, when the visitor searched, the listing's own filter parameters):
 * the criteria start as that search, so a visitor subscribes to what they were looking at.
 */

/** What a listing screen means for the transaction (spec 5: kopen FOR_SALE, huren TO_RENT). */
const kindTransactions: Readonly<Record<string, SearchStatus>> = {
  buy: 'FOR_SALE',
  rent: 'TO_RENT',
};

/**
 * The criteria a subscribe link carries: the listing's filter read as the listing reads it
 * (spec 5, extended form), its transaction from `status`/`trans` or else from `kind`, only the
 * types, subtypes and towns the form offers, a bedroom count up to "6 or more" (spec 9), and
 * the listing's own filters as they are: living and plot area, the EPC label, the "with …"
 * choices.
 * @example criteriaFromQuery('?kind=rent&city=12&price-max=900&garden=1', { headTypes: [1, 2], cities: [12] })
 * // { ...emptyCriteria, transaction: 'TO_RENT', cities: ['12'], priceMax: '900', features: ['garden'] }
 */
export function criteriaFromQuery(
  search: string,
  offered: {
    headTypes: readonly number[];
    cities: readonly number[];
    subTypes?: readonly number[];
  },
): CriteriaValues {
  const params = new URLSearchParams(search);
  const filter = parseSearchFilter(params, { form: 'extended' });
  const kind = params.get('kind')?.trim().toLowerCase() ?? '';
  const offeredOnly = (ids: readonly number[] | undefined, offer: readonly number[]) =>
    (ids ?? []).filter((id) => offer.includes(id)).map(String);
  const bedrooms = filter.bedrooms ?? filter['bed-min'];
  const price = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    transaction: filter.status ?? kindTransactions[kind] ?? emptyCriteria.transaction,
    headTypes: offeredOnly(filter.type, offered.headTypes),
    cities: offeredOnly(filter.city, offered.cities),
    priceMin: filter['price-min'] ? price(filter['price-min']) : '',
    priceMax: price(filter['price-max']),
    bedrooms: bedrooms === undefined ? '' : String(Math.min(bedrooms, LARGE_BEDROOM_COUNT)),
    subTypes: offeredOnly(filter.subType, offered.subTypes ?? []),
    areaMin: price(filter['area-min']),
    areaMax: price(filter['area-max']),
    plotMin: price(filter['plot-min']),
    plotMax: price(filter['plot-max']),
    epc: filter.epc ?? '',
    features: featureFilterKeys.filter((key) => filter[key] === true),
  };
}

/**
 * The filter parameters a subscription can hold: spec 5's names, and the listing's own
 * filters beyond it (README "Filters a buyer expects").
 */
const criteriaParams: readonly string[] = [
  'trans',
  'type',
  'subType',
  'city',
  'price-min',
  'price-max',
  'bedrooms',
  'bed-min',
  ...areaFilterKeys,
  'epc',
  ...featureFilterKeys,
];

/**
 * The subscribe link of a listing address: the link's own `kind`, plus the criteria of the
 * visitor's current search in their canonical form (sort, grouping and view are left behind).
 * @example subscribeHref('/en/keep-me-informed?kind=rent', '?city=12&sort=price') // '/en/keep-me-informed?kind=rent&city=12'
 */
export function subscribeHref(base: string, search: string): string {
  const [path = '', query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  const filter = new URLSearchParams(
    serializeSearchFilter(parseSearchFilter(search, { form: 'extended' })),
  );
  for (const name of criteriaParams) params.delete(name);
  for (const [name, value] of filter) if (criteriaParams.includes(name)) params.append(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
