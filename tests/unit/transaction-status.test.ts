import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { backOfficeStatuses } from '../../src/schemas/back-office-listing.ts';
import {
  backOfficeStatusId,
  dataSources,
  hasGuid,
  isForRent,
  isRentalBackOfficeStatus,
  isSold,
  marketOf,
  searchStatusOf,
  statusFromTrans,
  statusIdOf,
  statusIdsBySource,
  statusNameOf,
  statusQueryClause,
  transactionIdsForStatus,
  transWordOf,
} from '../../src/domain/transaction-status.ts';

const oldSource = (id: number) => ({ status: { id } });
const guidSource = (id: number) => ({
  status: { id },
  guid: '6f1c2a9e-4b1d-4e7a-9c55-0d2b7f3e8a10',
});

/** Every id either source uses, and a few beyond, so each one is checked against the table. */
const allIds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('sold status (spec 4)', () => {
  it.each(allIds)('old-source id %i is sold only when it is 5 or 6', (id) => {
    expect(isSold(oldSource(id))).toBe(id === 5 || id === 6);
  });

  it.each(allIds)('guid id %i is sold only when it is 1, 6 or 7', (id) => {
    expect(isSold(guidSource(id))).toBe(id === 1 || id === 6 || id === 7);
  });

  it('reads the same id differently per source', () => {
    expect(isSold(oldSource(1))).toBe(false);
    expect(isSold(guidSource(1))).toBe(true);
    expect(isSold(oldSource(5))).toBe(true);
    expect(isSold(guidSource(5))).toBe(false);
  });

  it('treats a null or blank guid as the old source', () => {
    expect(isSold({ status: { id: 5 }, guid: null })).toBe(true);
    expect(isSold({ status: { id: 5 }, guid: '  ' })).toBe(true);
    expect(isSold({ status: { id: 1 }, guid: '' })).toBe(false);
  });

  it('never calls an id sold that neither table lists', () => {
    fc.assert(
      fc.property(fc.integer(), fc.option(fc.string()), (id, guid) => {
        fc.pre(![1, 5, 6, 7].includes(id));
        expect(isSold({ status: { id }, guid })).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('for-rent status (spec 4)', () => {
  it.each(allIds)('old-source id %i is for rent only when it is 2, 4, 6 or 8', (id) => {
    expect(isForRent(oldSource(id))).toBe([2, 4, 6, 8].includes(id));
  });

  it.each(allIds)('guid id %i is for rent only when it is 2, 4, 6, 8 or 10', (id) => {
    expect(isForRent(guidSource(id))).toBe([2, 4, 6, 8, 10].includes(id));
  });

  it('counts 10 as for rent only with a guid', () => {
    expect(isForRent(oldSource(10))).toBe(false);
    expect(isForRent(guidSource(10))).toBe(true);
  });

  it('treats id 6 (rented) as both sold and for rent in both sources', () => {
    for (const listing of [oldSource(6), guidSource(6)]) {
      expect(isSold(listing)).toBe(true);
      expect(isForRent(listing)).toBe(true);
    }
  });
});

describe('status table per data source', () => {
  it.each(dataSources)('gives each id of the %s source one status', (source) => {
    const ids = Object.values(statusIdsBySource[source]).flat();
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('agrees with the old source sold and rent sets of spec 4', () => {
    const t = statusIdsBySource.old;
    expect(isSold(oldSource(t.SOLD[0]))).toBe(true);
    expect(isSold(oldSource(t.RENTED[0]))).toBe(true);
    expect(isSold(oldSource(t.FOR_SALE[0]))).toBe(false);
    expect(isSold(oldSource(t.TAKEN_OVER[0]))).toBe(false);
    for (const rent of [...t.TO_RENT, ...t.RENTED]) expect(isForRent(oldSource(rent))).toBe(true);
    for (const notRent of [t.FOR_SALE, t.TAKE_OVER, t.SOLD, t.TAKEN_OVER].flat()) {
      expect(isForRent(oldSource(notRent))).toBe(false);
    }
  });

  it('reads every id of each table back as its status', () => {
    for (const source of dataSources) {
      for (const [name, ids] of Object.entries(statusIdsBySource[source])) {
        for (const id of ids) {
          const listing = source === 'guid' ? guidSource(id) : oldSource(id);
          expect(statusNameOf(listing)).toBe(name);
        }
      }
    }
  });

  it('knows no status for an id outside the table', () => {
    expect(statusNameOf(oldSource(9))).toBeUndefined();
    expect(statusNameOf(guidSource(11))).toBeUndefined();
  });
});

describe('search status of a listing', () => {
  it.each([
    [oldSource(1), 'FOR_SALE'],
    [guidSource(3), 'FOR_SALE'],
    [oldSource(2), 'TO_RENT'],
    [oldSource(4), 'TO_RENT'],
    [oldSource(8), 'TO_RENT'],
    [guidSource(2), 'TO_RENT'],
    [guidSource(4), 'TO_RENT'],
    [guidSource(8), 'TO_RENT'],
    [guidSource(10), 'TO_RENT'],
  ] as const)('puts %o under %s', (listing, status) => {
    expect(searchStatusOf(listing)).toBe(status);
  });

  it.each([
    oldSource(3),
    oldSource(5),
    oldSource(6),
    oldSource(7),
    guidSource(1),
    guidSource(5),
    guidSource(6),
    guidSource(7),
  ])('puts %o (sold, rented or taken over) under no search status', (listing) => {
    expect(searchStatusOf(listing)).toBeUndefined();
  });

  it('finds the market a sold or rented listing left', () => {
    expect(marketOf(oldSource(5))).toBe('FOR_SALE');
    expect(marketOf(guidSource(1))).toBe('FOR_SALE');
    expect(marketOf(oldSource(6))).toBe('TO_RENT');
    expect(marketOf(guidSource(6))).toBe('TO_RENT');
    expect(marketOf(guidSource(10))).toBe('TO_RENT');
  });
});

describe('back-office statuses (spec 4)', () => {
  it('gives every back-office status a distinct guid-scheme id', () => {
    const ids = backOfficeStatuses.map(backOfficeStatusId);
    expect(new Set(ids).size).toBe(backOfficeStatuses.length);
  });

  it.each(backOfficeStatuses)(
    'maps %s to an id that is sold exactly when the status is',
    (status) => {
      const listing = guidSource(backOfficeStatusId(status));
      const soldNames = ['SOLD', 'RENTED', 'TAKEN_OVER'];
      expect(isSold(listing)).toBe(soldNames.includes(status));
    },
  );

  it.each(backOfficeStatuses)(
    'maps %s to an id that is for rent exactly when it is a rental',
    (status) => {
      const listing = guidSource(backOfficeStatusId(status));
      expect(isForRent(listing)).toBe(isRentalBackOfficeStatus(status));
    },
  );

  it('calls only TO_RENT and RENTED rentals', () => {
    expect(backOfficeStatuses.filter(isRentalBackOfficeStatus)).toEqual(['TO_RENT', 'RENTED']);
  });

  it('gives TO_RENT the rent ids of the guid table', () => {
    expect(statusIdsBySource.guid.TO_RENT).toEqual([2, 4, 8, 10]);
    expect(backOfficeStatusId('TO_RENT')).toBe(statusIdOf('guid', 'TO_RENT'));
  });
});

describe('guid detection', () => {
  it('needs a non-blank guid', () => {
    expect(hasGuid({ guid: 'abc' })).toBe(true);
    expect(hasGuid({ guid: ' ' })).toBe(false);
    expect(hasGuid({ guid: null })).toBe(false);
    expect(hasGuid({})).toBe(false);
  });
});

describe('trans words (spec 5, 9)', () => {
  it('reads kopen as FOR_SALE and huren as TO_RENT', () => {
    expect(statusFromTrans('kopen')).toBe('FOR_SALE');
    expect(statusFromTrans('huren')).toBe('TO_RENT');
  });

  it('ignores any other word, including inherited property names', () => {
    for (const word of ['', 'buy', 'KOPEN ', 'verhuren', 'constructor', '__proto__', 'toString']) {
      expect(statusFromTrans(word)).toBeUndefined();
    }
  });

  it('writes the word back for each status', () => {
    expect(statusFromTrans(transWordOf('FOR_SALE'))).toBe('FOR_SALE');
    expect(statusFromTrans(transWordOf('TO_RENT'))).toBe('TO_RENT');
  });
});

describe('status filter ids (spec 7)', () => {
  it('matches the for-sale id of each source by its own table', () => {
    expect(transactionIdsForStatus('FOR_SALE', 'old')).toEqual([1]);
    expect(transactionIdsForStatus('FOR_SALE', 'guid')).toEqual([3]);
  });

  it('matches the rent ids that are not sold', () => {
    expect(transactionIdsForStatus('TO_RENT', 'old')).toEqual([2, 4, 8]);
    expect(transactionIdsForStatus('TO_RENT', 'guid')).toEqual([2, 4, 8, 10]);
  });

  it('never matches an id its source calls sold', () => {
    for (const status of ['FOR_SALE', 'TO_RENT'] as const) {
      for (const id of transactionIdsForStatus(status, 'old')) {
        expect(isSold(oldSource(id))).toBe(false);
      }
      for (const id of transactionIdsForStatus(status, 'guid')) {
        expect(isSold(guidSource(id))).toBe(false);
      }
    }
  });

  it('asks each source for its own ids', () => {
    expect(statusQueryClause('FOR_SALE')).toEqual({
      anyOf: [
        { exists: { guid: false }, terms: { 'transaction.id': [1] } },
        { exists: { guid: true }, terms: { 'transaction.id': [3] } },
      ],
    });
  });
});
