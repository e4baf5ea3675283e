import pMap from 'p-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingKinds } from '../../src/domain/listing-kinds.ts';
import { locales, type Crawl } from './lib/crawl.ts';
import { hiddenAddressNeedles } from './lib/hidden-addresses.ts';
import { firstLines } from './lib/report.ts';
import { product, productCrawl, serviceEstates } from './lib/product.ts';
import type { ServiceEstate } from './lib/service-data.ts';

/** spec 2: "If the address is not visible, nothing is shown" — on no route of the site. */
let crawl: Crawl;
let estates: ServiceEstate[];
let needles: Map<string, number[]>;

beforeAll(async () => {
  crawl = await productCrawl();
  estates = await serviceEstates();
  needles = hiddenAddressNeedles(estates);
});

/** The needles an answer carries, as "what (estate ids)". */
const carried = (text: string) =>
  [...needles]
    .filter(([needle]) => text.includes(needle))
    .map(([needle, ids]) => `"${needle}" (${ids.join(', ')})`);

async function scan(paths: string[]): Promise<string[]> {
  const found = await pMap(
    paths,
    async (path) => {
      const response = await fetch(new URL(path, product().site));
      const hits = carried(await response.text());
      return hits.length > 0 ? `${path}: ${hits.join(', ')}` : undefined;
    },
    { concurrency: 6 },
  );
  return found.filter((line): line is string => line !== undefined);
}

describe('a hidden address', () => {
  it('is a case the demo has: estates of both sources with their address hidden', () => {
    const hidden = estates.filter((estate) => estate.address?.visible === false);
    expect(new Set(hidden.map((estate) => estate.source))).toEqual(new Set(['old', 'guid']));
    expect(needles.size).toBeGreaterThan(0);
  });

  it('appears in no page, sitemap, JSON-LD or Open Graph tag', () => {
    const found = Object.entries(crawl.needles)
      .filter(([, pages]) => pages.length > 0)
      .map(
        ([needle, pages]) =>
          `"${needle}" (${needles.get(needle)!.join(', ')}) in ${pages.length} answers, e.g. ${pages.slice(0, 3).join(', ')}`,
      );
    expect(firstLines(found)).toEqual([]);
  });

  it('appears in no ajax answer about an estate or its similar estates', async () => {
    const topLevel = estates.filter((estate) => estate.kind !== 'unit');
    const paths = [
      ...estates
        .filter((estate) => estate.address?.visible === false)
        .flatMap((estate) => locales.map((locale) => `/${locale}/ajax/estate/${estate.id}`)),
      ...topLevel.map((estate) => `/nl/ajax/similar-estate/${estate.id}`),
    ];
    expect(firstLines(await scan(paths))).toEqual([]);
  });

  it('appears in no marker snapshot of the listing maps', async () => {
    expect(await scan(listingKinds.map((kind) => `/markers/${kind}.json`))).toEqual([]);
  });
});
