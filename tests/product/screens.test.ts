import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/domain/routes.ts';
import {
  listingBaseFilter,
  listingKindOf,
  listingKinds,
  listingSearchBody,
  type ListingKind,
} from '../../src/domain/listing-kinds.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { locales, type Crawl } from './lib/crawl.ts';
import { product, productCrawl } from './lib/product.ts';
import { expectedScreen } from './lib/screens.ts';
import { firstLines } from './lib/report.ts';
import { allSummaries } from './lib/service-data.ts';

let crawl: Crawl;
let summaries: EstateSummary[];

beforeAll(async () => {
  crawl = await productCrawl();
  summaries = await allSummaries(product().service);
});

/** The site's one table of status ids per source says where each listing belongs. */
const expectedOn = (kind: ListingKind) =>
  summaries
    .filter((summary) => listingKindOf(summary) === kind)
    .map((summary) => String(summary.id))
    .sort();

/**
 * The difference of what a screen shows from what it should, grouped by source and status:
 * "missing: 63 × guid source, status 3 (e.g. 500000, 500009, 500010)".
 */
function difference(kind: ListingKind, shown: Set<string>): string[] {
  const expected = new Set(expectedOn(kind));
  const groups = new Map<string, string[]>();
  const add = (what: string, id: string) => {
    const summary = summaries.find((candidate) => String(candidate.id) === id);
    const group = summary
      ? `${what}: ${summary.guid ? 'guid' : 'old'} source${summary.isProject ? ' project' : ''}, status ${summary.status.id}`
      : `${what}: not in the service`;
    groups.set(group, [...(groups.get(group) ?? []), id]);
  };
  for (const id of expected) if (!shown.has(id)) add('missing', id);
  for (const id of shown) if (!expected.has(id)) add('extra', id);
  return [...groups].map(([group, ids]) => {
    const [what, rest] = group.split(': ');
    return `${what}: ${ids.length} × ${rest} (e.g. ${ids.slice(0, 3).join(', ')})`;
  });
}

describe('every estate of the service on exactly the screens its status and source say', () => {
  it("places by the site's status table every listing on the screen the spec's ids give", () => {
    const disagree = summaries
      .filter((summary) => (listingKindOf(summary) ?? undefined) !== expectedScreen(summary))
      .map(
        (summary) =>
          `${summary.id} (${summary.guid ? 'guid' : 'old'} source, status ${summary.status.id}): site ${listingKindOf(summary)}, spec ${expectedScreen(summary)}`,
      );
    expect(firstLines(disagree)).toEqual([]);
  });

  it('has listings of both sources on the buy and rent screens and projects on theirs', () => {
    for (const kind of listingKinds) expect(expectedOn(kind).length, kind).toBeGreaterThan(0);
    for (const kind of ['buy', 'rent'] as const) {
      const sources = new Set(
        summaries
          .filter((summary) => listingKindOf(summary) === kind)
          .map((summary) => Boolean(summary.guid)),
      );
      expect(sources.size, kind).toBe(2);
    }
  });

  for (const kind of listingKinds) {
    it(`shows on the ${kind} screen's crawlable pages, in every language, exactly its listings`, () => {
      const problems: string[] = [];
      for (const locale of locales) {
        const screen = buildPath(kind, locale);
        const pages = crawl.pages.filter(
          (page) =>
            page === screen || page.startsWith(`${screen}/`) || page.startsWith(`${screen}?`),
        );
        const shown = new Set(
          pages.flatMap((page) => (crawl.cards[page] ?? []).map((card) => card.id)),
        );
        problems.push(...difference(kind, shown).map((line) => `${screen}: ${line}`));
      }
      expect(firstLines(problems)).toEqual([]);
    });

    it(`finds through the ${kind} screen's live search exactly its listings`, async () => {
      const shown = new Set<string>();
      for (let from = 0; ; from += 500) {
        const body = {
          ...listingSearchBody(kind, listingBaseFilter(kind)),
          pagination: { from, size: 500 },
        };
        const response = await fetch(`${product().service}/sites/demo/estates`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const page = (await response.json()) as {
          total: { value: number };
          results: EstateSummary[];
        };
        for (const result of page.results) shown.add(String(result.id));
        if (page.results.length < 500) break;
      }
      expect(firstLines(difference(kind, shown))).toEqual([]);
    });
  }
});
