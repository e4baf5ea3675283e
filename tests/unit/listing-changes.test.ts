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
  type MatchedListing,
} from '../../src/domain/listing-changes.ts';
import { featureRoomTypes } from '../../src/domain/estate-query.ts';
import { energyGrades } from '../../src/domain/search-filters.ts';
import type { SearchFacts } from '../../src/domain/search-facts.ts';
import { defaultSearchFilter, serializeSearchFilter } from '../../src/domain/search-filters.ts';
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
  subTypeId?: number;
  /** The full record's facts (search-facts.ts); absent: a listing known by its summary. */
  facts?: SearchFacts;
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
      subType: { id: listing.subTypeId ?? 30, name: { nl: 'Woning', en: 'House' } },
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

/** A listing as the alerts test it: its summary and, when given, its record's facts. */
const listing = (item: Listing): MatchedListing => ({
  summary: summary(item),
  ...(item.facts && { facts: item.facts }),
});

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

  it('carries subtypes, areas, the EPC label and the "with …" choices as the listing URL does', () => {
    const filter = criteriaSearchFilter({
      ...forSale,
      subTypes: [101, 102],
      areaMin: 120,
      areaMax: 250,
      plotMin: 0,
      plotMax: 1_000,
      epc: 'B',
      garden: true,
      terrace: false,
      garage: true,
    });
    expect(filter).toEqual({
      ...defaultSearchFilter,
      status: 'FOR_SALE',
      subType: [101, 102],
      'area-min': 120,
      'area-max': 250,
      'plot-min': 0,
      'plot-max': 1_000,
      epc: 'B',
      garden: true,
      garage: true,
    });
    // The same search as the listing's address would hold it.
    expect(serializeSearchFilter(filter)).toBe(
      'trans=kopen&subType=101&subType=102&area-min=120&area-max=250&plot-min=0&plot-max=1000&epc=B&garden=1&garage=1',
    );
  });
});

describe('matchesCriteria', () => {
  it('matches the transaction by the id table of each data source (for sale: 1 old, 3 guid)', () => {
    expect(matchesCriteria(forSale, listing({ id: 1, transactionId: 1 }))).toBe(true);
    expect(matchesCriteria(forSale, listing({ id: 2, transactionId: 3, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(forSale, listing({ id: 3, transactionId: 2 }))).toBe(false);
    // The same ids mean take-over (old 3) and sold (guid 1): never announced as for sale.
    expect(matchesCriteria(forSale, listing({ id: 5, transactionId: 3 }))).toBe(false);
    expect(matchesCriteria(forSale, listing({ id: 6, transactionId: 1, guid: 'g' }))).toBe(false);
    const toRent: ListingCriteria = { ...forSale, transaction: 'TO_RENT' };
    expect(matchesCriteria(toRent, listing({ id: 4, transactionId: 10, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(toRent, listing({ id: 7, transactionId: 4, guid: 'g' }))).toBe(true);
    expect(matchesCriteria(toRent, listing({ id: 8, transactionId: 10 }))).toBe(false);
    expect(matchesCriteria(toRent, listing({ id: 9, transactionId: 6 }))).toBe(false);
  });

  it('reads an empty type or city list as any, and a list as one of those', () => {
    const house = listing({ id: 1, headTypeId: 1, cityId: 12 });
    expect(matchesCriteria(forSale, house)).toBe(true);
    expect(matchesCriteria({ ...forSale, headTypes: [1, 2], cities: [12] }, house)).toBe(true);
    expect(matchesCriteria({ ...forSale, headTypes: [2] }, house)).toBe(false);
    expect(matchesCriteria({ ...forSale, cities: [13] }, house)).toBe(false);
    expect(matchesCriteria({ ...forSale, cities: [13] }, listing({ id: 2, cityId: null }))).toBe(
      false,
    );
  });

  it('matches a bedroom count below 6 exactly, and 6 as "6 or more" (spec 9)', () => {
    const withBedrooms = (bedrooms: number | null) => listing({ id: 1, bedrooms });
    expect(matchesCriteria({ ...forSale, bedrooms: 3 }, withBedrooms(3))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 3 }, withBedrooms(4))).toBe(false);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(6))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(9))).toBe(true);
    expect(matchesCriteria({ ...forSale, bedrooms: 6 }, withBedrooms(5))).toBe(false);
    expect(matchesCriteria({ ...forSale, bedrooms: 1 }, withBedrooms(null))).toBe(false);
  });

  it('applies both price bounds inclusively, on the total price when there is no price', () => {
    const range: ListingCriteria = { ...forSale, priceMin: 200_000, priceMax: 300_000 };
    expect(matchesCriteria(range, listing({ id: 1, price: 200_000 }))).toBe(true);
    expect(matchesCriteria(range, listing({ id: 2, price: 300_000 }))).toBe(true);
    expect(matchesCriteria(range, listing({ id: 3, price: 300_001 }))).toBe(false);
    expect(matchesCriteria(range, listing({ id: 4, price: null, totalPrice: 250_000 }))).toBe(true);
  });

  it('keeps a listing without a price out of a price range, and in without one', () => {
    const noPrice = listing({ id: 1, price: null });
    expect(matchesCriteria({ ...forSale, priceMax: 300_000 }, noPrice)).toBe(false);
    expect(matchesCriteria(forSale, noPrice)).toBe(true);
  });

  describe('on the filters beyond spec 5', () => {
    /** A house that passes every filter below: its record's areas, label and rooms. */
    const facts: SearchFacts = {
      'dimensions.areaBuild': [180],
      'dimensions.areaGround': [600],
      'energy.energyLabel': ['B'],
      'rooms.value.id': [1, featureRoomTypes.terrace, featureRoomTypes.garage],
      'technical.directionGarden': ['S'],
    };
    const house: Listing = { id: 1, subTypeId: 102, facts };
    const strict: ListingCriteria = {
      ...forSale,
      subTypes: [102, 103],
      areaMin: 150,
      areaMax: 200,
      plotMin: 500,
      plotMax: 800,
      epc: 'B',
      garden: true,
      terrace: true,
      garage: true,
    };
    const without = (field: keyof SearchFacts): Listing => {
      const rest = { ...facts };
      delete rest[field];
      return { ...house, facts: rest };
    };
    const withFacts = (change: SearchFacts): Listing => ({
      ...house,
      facts: { ...facts, ...change },
    });

    it('reports a listing that passes all of them', () => {
      expect(matchesCriteria(strict, listing(house))).toBe(true);
    });

    it.each<[string, Listing]>([
      ['another subtype', { ...house, subTypeId: 101 }],
      ['a living area below the minimum', withFacts({ 'dimensions.areaBuild': [149] })],
      ['a living area above the maximum', withFacts({ 'dimensions.areaBuild': [201] })],
      ['no living area', without('dimensions.areaBuild')],
      ['a plot below the minimum', withFacts({ 'dimensions.areaGround': [499] })],
      ['a plot above the maximum', withFacts({ 'dimensions.areaGround': [801] })],
      ['no plot area', without('dimensions.areaGround')],
      ['a worse EPC label', withFacts({ 'energy.energyLabel': ['C'] })],
      ['a two-grade label that is a C today', withFacts({ 'energy.energyLabel': ['C_A'] })],
      ['no EPC label', without('energy.energyLabel')],
      ['no garden (no garden room, no garden orientation)', without('technical.directionGarden')],
      ['no terrace', withFacts({ 'rooms.value.id': [1, featureRoomTypes.garage] })],
      ['no garage', withFacts({ 'rooms.value.id': [1, featureRoomTypes.terrace] })],
      ['no record facts at all', { ...house, facts: {} }],
    ])('does not report a listing with %s', (_, failing) => {
      expect(matchesCriteria(strict, listing(failing))).toBe(false);
    });

    it('counts the bounds inclusively, a better label, a garden room and a two-grade label as its current grade', () => {
      const edge = withFacts({
        'dimensions.areaBuild': [200],
        'dimensions.areaGround': [500],
        'energy.energyLabel': ['B_A'],
        'rooms.value.id': [
          featureRoomTypes.garden,
          featureRoomTypes.terrace,
          featureRoomTypes.garage,
        ],
      });
      delete edge.facts!['technical.directionGarden'];
      expect(matchesCriteria(strict, listing(edge))).toBe(true);
      expect(
        matchesCriteria(strict, listing(withFacts({ 'energy.energyLabel': ['A_PLUS'] }))),
      ).toBe(true);
    });

    it('finds a project by any of its units, as the index of groups does', () => {
      const project = withFacts({
        'dimensions.areaBuild': [90, 175],
        'energy.energyLabel': ['D', 'A'],
      });
      expect(matchesCriteria(strict, listing(project))).toBe(true);
    });

    it('leaves a listing in when the subscription asks none of them', () => {
      expect(matchesCriteria(forSale, listing({ ...house, facts: {} }))).toBe(true);
      expect(matchesCriteria(forSale, listing({ id: 2 }))).toBe(true);
    });
  });

  const criteriaArbitrary: fc.Arbitrary<ListingCriteria> = fc.record(
    {
      transaction: fc.constantFrom(...searchStatuses),
      headTypes: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      cities: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
      priceMin: fc.integer({ min: 0, max: 600_000 }),
      priceMax: fc.integer({ min: 1, max: 900_000 }),
      bedrooms: fc.integer({ min: 1, max: 6 }),
      subTypes: fc.uniqueArray(fc.integer({ min: 101, max: 104 }), { maxLength: 2 }),
      areaMin: fc.integer({ min: 0, max: 300 }),
      areaMax: fc.integer({ min: 0, max: 300 }),
      plotMin: fc.integer({ min: 0, max: 1_000 }),
      plotMax: fc.integer({ min: 0, max: 1_000 }),
      epc: fc.constantFrom(...energyGrades),
      garden: fc.boolean(),
      terrace: fc.boolean(),
      garage: fc.boolean(),
    },
    { requiredKeys: ['transaction', 'headTypes', 'cities'] },
  );
  const rooms = [1, featureRoomTypes.garage, featureRoomTypes.terrace, featureRoomTypes.garden];
  const factsArbitrary: fc.Arbitrary<SearchFacts> = fc.record(
    {
      'dimensions.areaBuild': fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { maxLength: 2 }),
      'dimensions.areaGround': fc.uniqueArray(fc.integer({ min: 1, max: 1_000 }), {
        maxLength: 2,
      }),
      'energy.energyLabel': fc.uniqueArray(fc.constantFrom('A_PLUS', 'B', 'C_A', 'D', 'G'), {
        maxLength: 2,
      }),
      'rooms.value.id': fc.uniqueArray(fc.constantFrom(...rooms), { maxLength: 3 }),
      'technical.directionGarden': fc.constantFrom(['S'], ['NW']),
    },
    { requiredKeys: [] },
  );
  const listingArbitrary = fc
    .record({
      id: fc.integer({ min: 1, max: 10_000 }),
      transactionId: fc.constantFrom(1, 2, 3, 9, 10),
      headTypeId: fc.integer({ min: 1, max: 4 }),
      subTypeId: fc.integer({ min: 101, max: 104 }),
      cityId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      price: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
      totalPrice: fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: null }),
      bedrooms: fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
      facts: factsArbitrary,
    })
    .map(listing);

  it('selects exactly what the listing search returns for the same criteria', () => {
    fc.assert(
      fc.property(
        criteriaArbitrary,
        fc.uniqueArray(listingArbitrary, { selector: (item) => item.summary.id, maxLength: 20 }),
        (criteria, listings) => {
          // The bundled service's index, with the facts it reads from the full records.
          const index = new EstateIndex(
            listings.map((item) => indexEstate(item.summary, [], item.facts)),
          );
          const query = buildEstateQueryClause(criteriaSearchFilter(criteria));
          const searched = index.matching({ query }).map((found) => found.summary.id);
          const matches = criteriaMatcher(criteria);
          expect(listings.filter(matches).map((item) => item.summary.id)).toEqual(searched);
        },
      ),
      { numRuns: 500 },
    );
  });
});
