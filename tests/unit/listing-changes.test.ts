import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EstateIndex, indexEstate } from '../../local-content-service/estate-index.ts';
import { buildEstateQueryClause } from '../../src/domain/estate-query.ts';
import {
  criteriaMatcher,
  criteriaSearchFilter,
  diffListings,
  isAnnounceable,
  listedPrice,
  matchesCriteria,
  type ListingCriteria,
} from '../../src/domain/listing-changes.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import { searchStatuses } from '../../src/domain/transaction-status.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { ListingManifest, ListingManifestEntry } from '../../src/domain/listing-manifest.ts';

type Listing = {
  id: number;
  transactionId?: number;
  statusId?: number;
  guid?: string | null;
  isSold?: boolean;
  headTypeId?: number;
  cityId?: number | null;
  price?: number | null;
  totalPrice?: number | null;
  bedrooms?: number | null;
};

/** A listing-card summary with only the fields the alerts read set on purpose. */
function summary(listing: Listing): EstateSummary {
  const transactionId = listing.transactionId ?? 1;
  return {
    id: listing.id,
    uri: null,
    guid: listing.guid ?? null,
    isSold: listing.isSold ?? false,
    isProject: false,
    status: { id: listing.statusId ?? transactionId },
    publicationDate: '2026-05-01T08:00:00Z',
    general: {
      title: null,
      subType: { id: 30, name: { nl: 'Woning', en: 'House' } },
      headType: { id: listing.headTypeId ?? 1 },
      transaction: { id: transactionId, name: { nl: 'Te koop', en: 'For sale' } },
      address: {
        visible: true,
        street: null,
        city:
          listing.cityId === null
            ? null
            : {
                id: listing.cityId ?? 1,
                zip: String(9000 + (listing.cityId ?? 1)),
                name: { nl: `Stad ${listing.cityId ?? 1}` },
                alias: null,
              },
      },
      price: listing.price === undefined ? 250_000 : listing.price,
      totalPrice: listing.totalPrice ?? null,
    },
    bedroom_count: listing.bedrooms === undefined ? 3 : listing.bedrooms,
    children: [],
  };
}

const entry = (listing: Listing): ListingManifestEntry => ({
  id: String(listing.id),
  summary: summary(listing),
  paths: { nl: `/nl/aanbod/${listing.id}`, en: `/en/offer/${listing.id}` },
});

const manifest = (...listings: Listing[]): ListingManifest => ({
  builtAt: '2026-05-02T06:00:00.000Z',
  estates: listings.map(entry),
});

const ids = (entries: readonly ListingManifestEntry[]) => entries.map((item) => item.id);

const forSale: ListingCriteria = { transaction: 'FOR_SALE', headTypes: [], cities: [] };

describe('diffListings', () => {
  it('alerts nothing on the very first publish, when there is no previous manifest', () => {
    expect(diffListings(null, manifest({ id: 1 }, { id: 2 }))).toEqual({
      added: [],
      priceDrops: [],
      removed: [],
    });
  });

  it('finds the listings that are new in this publish', () => {
    const changes = diffListings(manifest({ id: 1 }), manifest({ id: 1 }, { id: 2 }, { id: 3 }));
    expect(ids(changes.added)).toEqual(['2', '3']);
    expect(changes.priceDrops).toEqual([]);
  });

  it('does not count a sold listing as added, by the flag or by the sold ids of its source', () => {
    const changes = diffListings(
      manifest(),
      manifest(
        { id: 1, isSold: true },
        { id: 2, statusId: 5 }, // spec 4: sold in the old source
        { id: 3, statusId: 1, guid: 'c0ffee' }, // spec 4: 1 is sold with a guid
        { id: 4, statusId: 1 }, // for sale in the old source
      ),
    );
    expect(ids(changes.added)).toEqual(['4']);
  });

  it("does not count a listing whose status the site hides as added (spec 2 'inert card')", () => {
    const changes = diffListings(manifest(), manifest({ id: 1, statusId: 3 }, { id: 2 }), {
      hiddenStatus: [3],
    });
    expect(ids(changes.added)).toEqual(['2']);
  });

  it('counts a listing back on the market as added again', () => {
    const changes = diffListings(
      manifest({ id: 1, statusId: 5 }, { id: 2, statusId: 3 }),
      manifest({ id: 1, statusId: 1 }, { id: 2, statusId: 1 }),
      { hiddenStatus: [3] },
    );
    expect(ids(changes.added)).toEqual(['1', '2']);
  });

  it('reports a lower card price as a price drop, with the previous price', () => {
    const changes = diffListings(
      manifest({ id: 1, price: 300_000 }, { id: 2, price: null, totalPrice: 500_000 }),
      manifest({ id: 1, price: 280_000 }, { id: 2, price: null, totalPrice: 450_000 }),
    );
    expect(changes.added).toEqual([]);
    expect(
      changes.priceDrops.map(({ entry: item, previousPrice }) => [item.id, previousPrice]),
    ).toEqual([
      ['1', 300_000],
      ['2', 500_000],
    ]);
  });

  it('reports no drop for a price that rises, stays, appears or disappears', () => {
    const changes = diffListings(
      manifest(
        { id: 1, price: 300_000 },
        { id: 2, price: 300_000 },
        { id: 3, price: null },
        { id: 4, price: 300_000 },
      ),
      manifest(
        { id: 1, price: 310_000 },
        { id: 2, price: 300_000 },
        { id: 3, price: 200_000 },
        { id: 4, price: 0 }, // spec 5: 0 is empty, the card shows no price
      ),
    );
    expect(changes.priceDrops).toEqual([]);
  });

  it('reports no drop for a listing that was sold at the lower price', () => {
    const changes = diffListings(
      manifest({ id: 1, price: 300_000 }),
      manifest({ id: 1, price: 280_000, statusId: 5 }),
    );
    expect(changes).toEqual({ added: [], priceDrops: [], removed: [] });
  });

  it('lists the ids gone from the manifest as removed', () => {
    expect(diffListings(manifest({ id: 1 }, { id: 2 }), manifest({ id: 2 })).removed).toEqual([
      '1',
    ]);
  });

  const listingArbitrary = fc.record({
    id: fc.integer({ min: 1, max: 12 }),
    statusId: fc.constantFrom(1, 2, 3, 5, 6),
    guid: fc.constantFrom(null, 'g'),
    price: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
  });
  const manifestArbitrary = fc
    .uniqueArray(listingArbitrary, { selector: (listing) => listing.id, maxLength: 12 })
    .map((listings) => manifest(...listings));

  it('finds no change between a publish and itself', () => {
    fc.assert(
      fc.property(manifestArbitrary, (published) => {
        expect(diffListings(published, published)).toEqual({
          added: [],
          priceDrops: [],
          removed: [],
        });
      }),
    );
  });

  it('announces only available listings, each once, as added or as a drop but never both', () => {
    fc.assert(
      fc.property(manifestArbitrary, manifestArbitrary, (previous, next) => {
        const { added, priceDrops, removed } = diffListings(previous, next);
        const announced = [...ids(added), ...priceDrops.map((drop) => drop.entry.id)];
        expect(new Set(announced).size).toBe(announced.length);
        for (const item of [...added, ...priceDrops.map((drop) => drop.entry)]) {
          expect(isAnnounceable(item.summary)).toBe(true);
        }
        for (const drop of priceDrops) {
          expect(listedPrice(drop.entry.summary)).toBeLessThan(drop.previousPrice);
        }
        const nextIds = new Set(ids(next.estates));
        expect(removed).toEqual(ids(previous.estates).filter((id) => !nextIds.has(id)));
      }),
    );
  });
});

describe('criteriaSearchFilter', () => {
  it('leaves out empty lists and a minimum price of 0, as the search does (spec 5)', () => {
    expect(criteriaSearchFilter({ ...forSale, priceMin: 0 })).toEqual({
      ...defaultSearchFilter,
      status: 'FOR_SALE',
    });
  });

  it('carries types, cities, price bounds and bedrooms into the search filter', () => {
    expect(
      criteriaSearchFilter({
        transaction: 'TO_RENT',
        headTypes: [1, 2],
        cities: [12],
        priceMin: 500,
        priceMax: 900,
        bedrooms: 2,
      }),
    ).toEqual({
      ...defaultSearchFilter,
      status: 'TO_RENT',
      type: [1, 2],
      city: [12],
      'price-min': 500,
      'price-max': 900,
      bedrooms: 2,
    });
  });
});

describe('matchesCriteria', () => {
  it('matches the transaction by the id table of each data source (for sale: 1 old, 3 guid)', () => {
    expect(matchesCriteria(forSale, summary({ id: 1, transactionId: 1 }))).toBe(true);
    expect(matchesCriteria(forSale, summary({ id: 2, transactionId: 3, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(forSale, summary({ id: 3, transactionId: 2 }))).toBe(false);
    // The same ids mean take-over (old 3) and sold (guid 1): never announced as for sale.
    expect(matchesCriteria(forSale, summary({ id: 5, transactionId: 3 }))).toBe(false);
    expect(matchesCriteria(forSale, summary({ id: 6, transactionId: 1, guid: 'g' }))).toBe(false);
    const toRent: ListingCriteria = { ...forSale, transaction: 'TO_RENT' };
    expect(matchesCriteria(toRent, summary({ id: 4, transactionId: 10, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(toRent, summary({ id: 7, transactionId: 4, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(toRent, summary({ id: 8, transactionId: 10 }))).toBe(false);
    expect(matchesCriteria(toRent, summary({ id: 9, transactionId: 6 }))).toBe(false);
  });

  it('reads an empty type or city list as any, and a list as one of those', () => {
    const house = summary({ id: 1, headTypeId: 1, cityId: 12 });
    expect(matchesCriteria(forSale, house)).toBe(true);
    expect(matchesCriteria({ ...forSale, headTypes: [1, 2], cities: [12] }, house)).toBe(true);
    expect(matchesCriteria({ ...forSale, headTypes: [2] }, house)).toBe(false);
    expect(matchesCriteria({ ...forSale, cities: [13] }, house)).toBe(false);
    expect(matchesCriteria({ ...forSale, cities: [13] }, summary({ id: 2, cityId: null }))).toBe(
      false,
    );
  });

  it('matches a bedroom count below 6 exactly, and 6 as "6 or more" (spec 9)', () => {
    const withBedrooms = (bedrooms: number | null) => summary({ id: 1, bedrooms });
    expect(matchesCriteria({ ...forSale, bedrooms: 3 }, withBedrooms(3))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 3 }, withBedrooms(4))).toBe(false);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(6))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(9))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(5))).toBe(false);
    expect(matchesCriteria({ ...forSale, bedrooms: 1 }, withBedrooms(null))).toBe(false);
  });

  it('applies both price bounds inclusively, on the total price when there is no price', () => {
    const range: ListingCriteria = { ...forSale, priceMin: 200_000, priceMax: 300_000 };
    expect(matchesCriteria(range, summary({ id: 1, price: 200_000 }))).toBe(true);
    expect(matchesCriteria(range, summary({ id: 2, price: 300_000 }))).toBe(true);
    expect(matchesCriteria(range, summary({ id: 3, price: 300_001 }))).toBe(false);
    expect(matchesCriteria(range, summary({ id: 4, price: null, totalPrice: 250_000 }))).toBe(true);
  });

  it('keeps a listing without a price out of a price range, and in without one', () => {
    const noPrice = summary({ id: 1, price: null });
    expect(matchesCriteria({ ...forSale, priceMax: 300_000 }, noPrice)).toBe(false);
    expect(matchesCriteria(forSale, noPrice)).toBe(true);
  });

  const criteriaArbitrary: fc.Arbitrary<ListingCriteria> = fc.record(
    {
      transaction: fc.constantFrom(...searchStatuses),
      headTypes: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      cities: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      priceMin: fc.integer({ min: 0, max: 600_000 }),
      priceMax: fc.integer({ min: 1, max: 900_000 }),
      bedrooms: fc.integer({ min: 1, max: 6 }),
    },
    { requiredKeys: ['transaction', 'headTypes', 'cities'] },
  );
  const summaryArbitrary = fc
    .record({
      id: fc.integer({ min: 1, max: 10_000 }),
      transactionId: fc.constantFrom(1, 2, 3, 9, 10),
      headTypeId: fc.integer({ min: 1, max: 4 }),
      cityId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      price: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
      totalPrice: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
      bedrooms: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
    })
    .map(summary);

  it('selects exactly what the listing search returns for the same criteria', () => {
    fc.assert(
      fc.property(
        criteriaArbitrary,
        fc.uniqueArray(summaryArbitrary, { selector: (item) => item.id, maxLength: 20 }),
        (criteria, summaries) => {
          const index = new EstateIndex(summaries.map((item) => indexEstate(item)));
          const query = buildEstateQueryClause(criteriaSearchFilter(criteria));
          const searched = index.matching({ query }).map((found) => found.summary.id);
          const matches = criteriaMatcher(criteria);
          expect(summaries.filter(matches).map((item) => item.id)).toEqual(searched);
        },
      ),
      { numRuns: 300 },
    );
  });
});
