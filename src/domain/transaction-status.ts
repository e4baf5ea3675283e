import type { BackOfficeListing } from '../schemas/back-office-listing.ts';

/**
 * Transaction status (spec 4, 9). The status is a numeric id whose meaning depends on the data
 * source: listings of the old data source carry no guid, back-office (v2) listings carry one.
 *
 * Old data source (no guid), decided here to fit spec 4's sold and rent sets and spec 9's
 * STATUS group order 1,3,2,4,10,5,6:
 *
 * | id | name                 | sold | for rent |
 * |----|----------------------|------|----------|
 * | 1  | FOR_SALE             |      |          |
 * | 2  | TO_RENT              |      | yes      |
 * | 3  | TAKE_OVER            |      |          |
 * | 4  | TO_RENT_UNDER_OPTION |      | yes      |
 * | 5  | SOLD                 | yes  |          |
 * | 6  | RENTED               | yes  | yes      |
 * | 7  | TAKEN_OVER           |      |          |
 * | 8  | TO_RENT_SHORT_TERM   |      | yes      |
 *
 * Guid (back-office) source: sold ids 1, 6, 7; rent ids 2, 4, 6, 8 and 10. The back office
 * names its status with a string; `backOfficeStatusIds` maps each name to its numeric id.
 */
export const transactionStatusIds = {
  FOR_SALE: 1,
  TO_RENT: 2,
  TAKE_OVER: 3,
  TO_RENT_UNDER_OPTION: 4,
  SOLD: 5,
  RENTED: 6,
  TAKEN_OVER: 7,
  TO_RENT_SHORT_TERM: 8,
} as const;

export type TransactionStatusName = keyof typeof transactionStatusIds;

/** The back office's status names (spec 3 reference data "status"). */
export type BackOfficeStatus = BackOfficeListing['status'];

/**
 * Numeric id of each back-office status in the guid scheme. SOLD, RENTED and TAKEN_OVER are the
 * three sold ids (1, 6, 7); TO_RENT takes 10, the rent id only guid listings use; TAKE_OVER keeps
 * the old source's 3; FOR_SALE takes 9, an id neither source reads as sold or for rent.
 */
export const backOfficeStatusIds = {
  FOR_SALE: 9,
  TO_RENT: 10,
  TAKE_OVER: 3,
  SOLD: 1,
  RENTED: 6,
  TAKEN_OVER: 7,
} as const satisfies Record<BackOfficeStatus, number>;

/** spec 4, 9: sold ids per data source. */
export const soldStatusIds = { oldSource: [5, 6], guidSource: [1, 6, 7] } as const;

/** spec 4, 9: rent ids per data source; 10 only with a guid. */
export const rentStatusIds = { oldSource: [2, 4, 6, 8], guidSource: [2, 4, 6, 8, 10] } as const;

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

/**
 * A sold listing shows its transaction name instead of a price (spec 2), so the id table of its
 * own data source decides (spec 4).
 *
 * @example isSold({ status: { id: 1 }, guid: 'c0ffee' }) // true: 1 is sold with a guid
 * @example isSold({ status: { id: 1 } }) // false: 1 is for sale in the old source
 */
export function isSold(listing: StatusCarrier): boolean {
  const ids: readonly number[] = hasGuid(listing)
    ? soldStatusIds.guidSource
    : soldStatusIds.oldSource;
  return ids.includes(listing.status.id);
}

/**
 * Rentals show per-month prices and hide sale-only fields, so "for rent" is its own rule
 * (spec 4); id 10 counts only for guid listings.
 *
 * @example isForRent({ status: { id: 10 } }) // false: 10 means rent only with a guid
 */
export function isForRent(listing: StatusCarrier): boolean {
  const ids: readonly number[] = hasGuid(listing)
    ? rentStatusIds.guidSource
    : rentStatusIds.oldSource;
  return ids.includes(listing.status.id);
}

/**
 * The guid-scheme id of a back-office status, so a v2 listing can be judged by `isSold` and
 * `isForRent` like any other.
 *
 * @example backOfficeStatusId('RENTED') // 6
 */
export function backOfficeStatusId(status: BackOfficeStatus): number {
  return backOfficeStatusIds[status];
}

/** spec 4: the back office marks rentals with TO_RENT and RENTED (spec 5 hides fields for them). */
export function isRentalBackOfficeStatus(status: BackOfficeStatus): boolean {
  return status === 'TO_RENT' || status === 'RENTED';
}

/** The statuses a visitor can search on: the two the `trans` words of spec 5 and 9 produce. */
export const searchStatuses = ['FOR_SALE', 'TO_RENT'] as const;
export type SearchStatus = (typeof searchStatuses)[number];

/** spec 5, 9: the Dutch words of the address (`trans=kopen`) and the status they mean. */
export const transWords = { kopen: 'FOR_SALE', huren: 'TO_RENT' } as const satisfies Record<
  string,
  SearchStatus
>;
export type TransWord = keyof typeof transWords;

/**
 * Reads the `trans` word of the address; any other value is ignored (spec 5), so the result is
 * undefined rather than a guess.
 *
 * @example statusFromTrans('huren') // 'TO_RENT'
 */
export function statusFromTrans(word: string): SearchStatus | undefined {
  return Object.hasOwn(transWords, word) ? transWords[word as TransWord] : undefined;
}

/** The `trans` word that means a search status; the inverse of `statusFromTrans`. */
export function transWordOf(status: SearchStatus): TransWord {
  return status === 'FOR_SALE' ? 'kopen' : 'huren';
}

/**
 * Transaction ids a status filter matches (spec 7: status maps to `transaction.id`). The index
 * holds both data sources, so a status means its id in either table: for sale 1 (old) or 9
 * (guid), to rent 2 (old) or 10 (guid).
 */
export function transactionIdsForStatus(status: SearchStatus): number[] {
  return status === 'FOR_SALE'
    ? [transactionStatusIds.FOR_SALE, backOfficeStatusIds.FOR_SALE]
    : [transactionStatusIds.TO_RENT, backOfficeStatusIds.TO_RENT];
}
