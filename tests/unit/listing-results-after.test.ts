import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EstateIndex, indexEstate } from '../../local-content-service/estate-index.ts';
import {
  listingBaseFilter,
  listingKinds,
  listingSearchBody,
} from '../../src/domain/listing-kinds.ts';
import { resultsAfterChanges, type ListingChange } from '../../src/domain/listing-results-after.ts';
import type { SearchFilter } from '../../src/domain/search-filters.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';

type Listing = {
  id: number;
  title: string;
  transactionId: number;
  statusId: number;
  isProject: boolean;
  price: number | null;
  day: number;
  cityId: number;
};

function summary(listing: Listing): EstateSummary {
  return {
    id: listing.id,
    uri: null,
    guid: null,
    isSold: false,
    isProject: listing.isProject,
    status: { id: listing.statusId },
    publicationDate: `2026-05-0${listing.day}T08:00:00Z`,
    general: {
      title: { nl: listing.title },
      subType: { id: 30, name: { nl: 'Woning' } },
      headType: { id: 1 },
      transaction: { id: listing.transactionId, name: { nl: 'Te koop' } },
      address: {
        visible: true,
        street: null,
        city: {
          id: listing.cityId,
          zip: '9000',
          name: { nl: `Stad ${listing.cityId}` },
          alias: null,
        },
      },
      price: listing.price,
      totalPrice: null,
    },
    bedroom_count: 2,
    children: [],
  };
}

const listingArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: fc.constantFrom<string>('Loft', 'Villa', 'Huis'),
    transactionId: fc.constantFrom(1, 2, 3, 9, 10),
    statusId: fc.constantFrom(1, 2, 3, 4, 9, 10),
    isProject: fc.boolean(),
    price: fc.option(fc.constantFrom(150_000, 250_000, 400_000), { nil: null }),
    // Few days, so the sort meets ties that only the tie-breaker orders.
    day: fc.integer({ min: 1, max: 3 }),
    cityId: fc.integer({ min: 1, max: 3 }),
  });

/** What the bundled service answers for a screen's search, every result. */
function searched(listings: readonly Listing[], body: ReturnType<typeof listingSearchBody>) {
  const index = new EstateIndex(listings.map((listing) => indexEstate(summary(listing))));
  const { total, page } = index.search({
    query: body.query ?? {},
    sort: body.sort?.map((entry) => ({ ...entry, order: entry.order ?? 'asc' })),
    pagination: { from: 0, size: 10_000 },
  });
  return { total, results: page.map((found) => found.summary) };
}

/** Each screen's unfiltered search, by date (the default) and by price. */
const bodies = listingKinds.flatMap((kind) =>
  [listingBaseFilter(kind), { ...listingBaseFilter(kind), sortType: 'price' } as SearchFilter].map(
    (filter) => listingSearchBody(kind, filter),
  ),
);

const matched = (listing: Listing) => ({ summary: summary(listing) });

describe('listing results after a few listings changed', () => {
  it("are the service's answer whenever they are given, and are given for a new title", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 14 })
          .chain((size) =>
            fc.tuple(...Array.from({ length: size }, (_, index) => listingArbitrary(index + 1))),
          ),
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 16 }),
            change: fc.oneof(
              fc.constant<'title'>('title'),
              fc.constant<'gone'>('gone'),
              listingArbitrary(0),
            ),
          }),
          { maxLength: 3 },
        ),
        (before, edits) => {
          const after = new Map(before.map((listing) => [listing.id, listing]));
          for (const { id, change } of edits) {
            const old = after.get(id);
            if (change === 'gone') after.delete(id);
            else if (change === 'title') {
              if (old) after.set(id, { ...old, title: `${old.title} (new)` });
            } else after.set(id, { ...change, id });
          }
          const previous = new Map(before.map((listing) => [listing.id, listing]));
          const changes: ListingChange[] = [];
          for (const id of new Set([...previous.keys(), ...after.keys()])) {
            const [was, is] = [previous.get(id), after.get(id)];
            if (was === is) continue;
            changes.push({
              ...(was && { before: matched(was) }),
              ...(is && { after: matched(is) }),
            });
          }
          const onlyTitles = edits.every(({ change }) => change === 'title');
          for (const body of bodies) {
            const expected = searched([...after.values()], body);
            const kept = resultsAfterChanges(searched(before, body), body, changes);
            if (kept) expect(kept).toEqual(expected);
            else expect(onlyTitles).toBe(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('asks the service when the query reads a listing otherwise than its last answer did', () => {
    const body = bodies[0]!;
    const villa = {
      id: 1,
      title: 'Villa',
      transactionId: 1,
      statusId: 1,
      isProject: false,
      price: 1,
      day: 1,
      cityId: 1,
    };
    const answer = searched([villa], body);
    // An answer that left out a listing the query selects: the two disagree on the query.
    const retitled = { ...villa, title: 'Villa (new)' };
    const change = { before: matched(villa), after: matched(retitled) };
    expect(resultsAfterChanges(answer, body, [change])?.results).toEqual([summary(retitled)]);
    expect(resultsAfterChanges({ total: 0, results: [] }, body, [change])).toBeNull();
  });
});
