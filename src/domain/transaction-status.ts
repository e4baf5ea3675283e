import type { BackOfficeListing } from '../schemas/back-office-listing.ts';
import type { QueryClause } from '../schemas/estate-query.ts';
import { searchStatuses, type SearchStatus } from '../schemas/search-constants.ts';

/**
 * Transaction status (spec 4, 9). The status is a numeric id whose meaning depends on the data
 * source: listings of the old data source carry no guid, back-office (v2) listings carry one.
 * This module holds the one table of ids per source; the query builder, cards, detail pages,
 * alerts, marker snapshots and the local service's demo data all read it.
 *
 * Spec 4 and 9 fix the sold and rent sets of each source; the table fits them and spec 9's
 * STATUS group order 1,3,2,4,10,5,6:
 *
 * | status      | old source | guid source   |
 * |-------------|------------|---------------|
 * | FOR_SALE    | 1          | 3             |
 * | TO_RENT     | 2, 4, 8    | 2, 4, 8, 10   |
 * | TAKE_OVER   | 3          | 5             |
 * | SOLD        | 5          | 1             |
 * | RENTED      | 6          | 6             |
 * | TAKEN_OVER  | 7          | 7             |
 *
 * Sold: old 5, 6; guid 1, 6, 7. For rent: old 2, 4, 6, 8; guid 2, 4, 6, 8, 10 (RENTED, 6, is
 * both). An old-source TAKEN_OVER (7) is not sold by spec 4's letter.
 */

/** The two data sources (spec 4): the old one, and the back office whose listings carry a guid. */
export const dataSources = ['old', 'guid'] as const;
export type DataSource = (typeof dataSources)[number];

/** The back office's status names (spec 3 reference data "status"), used for both sources. */
export type StatusName = BackOfficeListing['status'];
export type BackOfficeStatus = StatusName;

/** spec 4, 9: the ids each status carries, per data source. */
export const statusIdsBySource = {
  old: {
    FOR_SALE: [1],
    TO_RENT: [2, 4, 8],
    TAKE_OVER: [3],
    SOLD: [5],
    RENTED: [6],
    TAKEN_OVER: [7],
  },
  guid: {
    FOR_SALE: [3],
    TO_RENT: [2, 4, 8, 10],
    TAKE_OVER: [5],
    SOLD: [1],
    RENTED: [6],
    TAKEN_OVER: [7],
  },
} as const satisfies Record<DataSource, Record<StatusName, readonly number[]>>;

/** spec 4, 9: sold ids per data source. */
export const soldStatusIds = { old: [5, 6], guid: [1, 6, 7] } as const satisfies Record<
  DataSource,
  readonly number[]
>;

/** spec 4, 9: rent ids per data source; 10 only with a guid. */
export const rentStatusIds = {
  old: [2, 4, 6, 8],
  guid: [2, 4, 6, 8, 10],
} as const satisfies Record<DataSource, readonly number[]>;

/** What the status rules read from a listing: its status id and, for the v2 source, its guid. */
export type StatusCarrier = {
  status: { id: number };
  guid?: string | null;
};

/**
 * A listing comes from the back office when it carries a guid; a blank guid is treated as
 * none, so a stray empty string does not switch the id table.
 */
export function hasGuid(listing: Pick<StatusCarrier, 'guid'>): boolean {
  return typeof listing.guid === 'string' && listing.guid.trim() !== '';
}

/** The data source whose id table a listing's status is read with. */
export function dataSourceOf(listing: Pick<StatusCarrier, 'guid'>): DataSource {
  return hasGuid(listing) ? 'guid' : 'old';
}

/**
 * The status a listing's id stands for in its own source's table, or undefined for an id the
 * table does not know.
 *
 * @example statusNameOf({ status: { id: 3 }, guid: 'c0ffee' }) // 'FOR_SALE'
 * @example statusNameOf({ status: { id: 3 } }) // 'TAKE_OVER'
 */
export function statusNameOf(listing: StatusCarrier): StatusName | undefined {
  const table: Record<StatusName, readonly number[]> = statusIdsBySource[dataSourceOf(listing)];
  const names = Object.keys(table) as StatusName[];
  return names.find((name) => table[name].includes(listing.status.id));
}

/**
 * The id a status carries in a source (the first, where a status has several), for data that
 * names its status and needs the number.
 *
 * @example statusIdOf('guid', 'RENTED') // 6
 */
export function statusIdOf(source: DataSource, status: StatusName): number {
  return statusIdsBySource[source][status][0];
}

/**
 * A sold listing shows its transaction name instead of a price (spec 2), so the id table of its
 * own data source decides (spec 4).
 *
 * @example isSold({ status: { id: 1 }, guid: 'c0ffee' }) // true: 1 is sold with a guid
 * @example isSold({ status: { id: 1 } }) // false: 1 is for sale in the old source
 */
export function isSold(listing: StatusCarrier): boolean {
  const ids: readonly number[] = soldStatusIds[dataSourceOf(listing)];
  return ids.includes(listing.status.id);
}

/**
 * Rentals show per-month prices and hide sale-only fields, so "for rent" is its own rule
 * (spec 4); id 10 counts only for guid listings.
 *
 * @example isForRent({ status: { id: 10 } }) // false: 10 means rent only with a guid
 */
export function isForRent(listing: StatusCarrier): boolean {
  const ids: readonly number[] = rentStatusIds[dataSourceOf(listing)];
  return ids.includes(listing.status.id);
}

/**
 * The guid-scheme id of a back-office status, so a v2 listing can be judged by `isSold` and
 * `isForRent` like any other.
 *
 * @example backOfficeStatusId('RENTED') // 6
 */
export function backOfficeStatusId(status: BackOfficeStatus): number {
  return statusIdOf('guid', status);
}

/** spec 4: the back office marks rentals with TO_RENT and RENTED (spec 5 hides fields for them). */
export function isRentalBackOfficeStatus(status: BackOfficeStatus): boolean {
  return status === 'TO_RENT' || status === 'RENTED';
}

export { searchStatuses, type SearchStatus };
export {
  statusFromTrans,
  transWordOf,
  transWords,
  type TransWord,
} from '../schemas/search-constants.ts';

/**
 * The search status a listing is found under, or undefined when it is on offer under neither:
 * FOR_SALE for its source's for-sale id, TO_RENT for a rent id that is not also sold (a rented
 * listing is no longer to let). Sold, taken-over and take-over listings are under neither.
 *
 * @example searchStatusOf({ status: { id: 4 }, guid: 'c0ffee' }) // 'TO_RENT'
 * @example searchStatusOf({ status: { id: 6 } }) // undefined: rented
 */
export function searchStatusOf(listing: StatusCarrier): SearchStatus | undefined {
  const source = dataSourceOf(listing);
  return searchStatuses.find((status) =>
    transactionIdsForStatus(status, source).includes(listing.status.id),
  );
}

/**
 * The market a listing belongs to: where it is on offer, or, once sold, rented or taken over,
 * the one it left, so its page can offer similar listings still on offer there.
 *
 * @example marketOf({ status: { id: 6 } }) // 'TO_RENT': rented
 * @example marketOf({ status: { id: 5 } }) // 'FOR_SALE': sold
 */
export function marketOf(listing: StatusCarrier): SearchStatus {
  return searchStatusOf(listing) ?? (isForRent(listing) ? 'TO_RENT' : 'FOR_SALE');
}

/**
 * Transaction ids a status filter matches in one data source: for sale its FOR_SALE id, to
 * rent its rent ids that are not sold.
 *
 * @example transactionIdsForStatus('TO_RENT', 'guid') // [2, 4, 8, 10]
 */
export function transactionIdsForStatus(status: SearchStatus, source: DataSource): number[] {
  const sold: readonly number[] = soldStatusIds[source];
  const ids: readonly number[] =
    status === 'FOR_SALE' ? statusIdsBySource[source].FOR_SALE : rentStatusIds[source];
  return ids.filter((id) => !sold.includes(id));
}

/**
 * The query part of a status filter (spec 7: status maps to `transaction.id`). The same id
 * means different statuses in the two sources, so the clause says, per source, which ids match:
 * listings without a guid by the old table, listings with one by the guid table.
 *
 * @example statusQueryClause('FOR_SALE')
 * // { anyOf: [{ exists: { guid: false }, terms: { 'transaction.id': [1] } },
 * //           { exists: { guid: true }, terms: { 'transaction.id': [3] } }] }
 */
export function statusQueryClause(status: SearchStatus): Pick<QueryClause, 'anyOf'> {
  return {
    anyOf: dataSources.map((source) => ({
      exists: { guid: source === 'guid' },
      terms: { 'transaction.id': transactionIdsForStatus(status, source) },
    })),
  };
}
