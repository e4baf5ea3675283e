import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingBaseFilter,
  listingKindOf,
  listingKinds,
  listingSearchBody,
  type ListingKind,
} from '../../src/domain/listing-kinds.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { expectedScreen as expectedScreenOf } from '../product/lib/screens.ts';
import { startHarness, type Harness } from './service-harness.ts';

/*
 * Every estate of the local content service, of both data sources, on exactly the screens its
 * status puts it on, through the same search bodies the pages and islands send. The expected
 * screens are written from spec 4 and 9 (tests/product/lib/screens.ts), not taken from the
 * site's own table.
 */

/** The screen spec 4 and 9 give a listing, none as null (the product tests' table). */
const expectedScreen = (summary: EstateSummary): ListingKind | null =>
  expectedScreenOf(summary) ?? null;

let harness: Harness;
let everything: EstateSummary[];
const onScreen = new Map<ListingKind, Set<number>>();

async function searchAll(body: ReturnType<typeof listingSearchBody>): Promise<EstateSummary[]> {
  const found: EstateSummary[] = [];
  for (let from = 0; ; from += 500) {
    const answer = await harness.api.searchEstates({ ...body, pagination: { from, size: 500 } });
    if (answer.error !== undefined) throw answer.error;
    found.push(...answer.results);
    if (found.length >= answer.total || answer.results.length === 0) return found;
  }
}

beforeAll(async () => {
  harness = await startHarness(600);
  everything = await searchAll({ query: {} });
  for (const kind of listingKinds) {
    const found = await searchAll(listingSearchBody(kind, listingBaseFilter(kind)));
    onScreen.set(kind, new Set(found.map((summary) => summary.id)));
  }
});

afterAll(() => harness.close());

describe('listing screens over both data sources', () => {
  it('has listings of every kind to judge: both sources, sold and to let, projects', () => {
    const guid = everything.filter((summary) => summary.guid);
    expect(guid.length).toBeGreaterThan(50);
    expect(guid.filter((summary) => summary.status.id === 3).length).toBeGreaterThan(10);
    expect(guid.filter((summary) => [1, 6, 7].includes(summary.status.id)).length).toBeGreaterThan(
      5,
    );
    expect(guid.filter((summary) => [4, 8, 10].includes(summary.status.id)).length).toBeGreaterThan(
      5,
    );
    expect(everything.filter((summary) => summary.isProject).length).toBeGreaterThan(0);
  });

  it('puts every estate on exactly the screens its status and source say', () => {
    const wrong: string[] = [];
    for (const summary of everything) {
      const expected = expectedScreen(summary);
      for (const kind of listingKinds) {
        const shown = onScreen.get(kind)!.has(summary.id);
        if (shown !== (kind === expected)) {
          const source = summary.guid ? 'guid' : 'old';
          wrong.push(`${summary.id} (${source} status ${summary.status.id}) ${kind}: ${shown}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with the domain rule the cards, alerts and pages read', () => {
    for (const summary of everything) expect(listingKindOf(summary)).toBe(expectedScreen(summary));
  });

  it('lists back-office listings for sale on the buy screen and none of its sold ones', () => {
    const buy = onScreen.get('buy')!;
    const guid = everything.filter((summary) => summary.guid && !summary.isProject);
    expect(guid.filter((summary) => summary.status.id === 3).every((s) => buy.has(s.id))).toBe(
      true,
    );
    expect(guid.filter((summary) => summary.isSold).some((s) => buy.has(s.id))).toBe(false);
  });
});
