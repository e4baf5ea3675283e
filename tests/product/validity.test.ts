import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/domain/routes.ts';
import { locs, type Crawl } from './lib/crawl.ts';
import { product, productCrawl, serviceEstates } from './lib/product.ts';
import type { ServiceEstate } from './lib/service-data.ts';

const run = promisify(execFile);
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as object);
const schemas = join(import.meta.dirname, '..', 'fixtures', 'sitemap-schema');
const languages = ['nl', 'fr'] as const;

let crawl: Crawl;
let estates: ServiceEstate[];
let dir: string;

beforeAll(async () => {
  crawl = await productCrawl();
  estates = await serviceEstates();
  dir = await mkdtemp(join(tmpdir(), 'product-validity-'));
  return () => rm(dir, { recursive: true, force: true });
});

/** One page of each type in a language, found among the crawled pages. */
function pagesOfEachType(locale: (typeof languages)[number]): Record<string, string> {
  const offer = buildPath('estateDetailShort', locale, { estateId: '0' }).replace(/\/0$/, '');
  const detailOf = (estate: ServiceEstate | undefined) =>
    estate &&
    crawl.pages.find((page) => {
      const match = new RegExp(`^${offer}/(\\d+)/[^/]+(?:/(\\d+))?$`).exec(page);
      return match && (match[2] ?? match[1]) === String(estate.id);
    });
  const firstOf = (test: (estate: ServiceEstate) => boolean) =>
    detailOf(estates.find((estate) => test(estate) && detailOf(estate)));
  const holiday = buildPath('holidayRentalUnit', locale, { rentalUnitId: '0' }).replace(/\/0$/, '');
  const types: Record<string, string | undefined> = {
    home: `/${locale}/`,
    buy: buildPath('buy', locale),
    rent: buildPath('rent', locale),
    projects: buildPath('projects', locale),
    'holiday rentals': buildPath('holidayRentals', locale),
    'holiday unit': crawl.pages.find((page) => page.startsWith(`${holiday}/`)),
    'estate (old source)': firstOf((estate) => estate.source === 'old' && estate.kind === 'estate'),
    'estate (back office)': firstOf((estate) => estate.source === 'guid'),
    project: firstOf((estate) => estate.kind === 'project'),
    unit: firstOf((estate) => estate.kind === 'unit'),
    favourites: buildPath('favorites', locale),
    'keep me informed': buildPath('subscribe', locale),
    'keep me informed, success': buildPath('subscribeSuccess', locale),
    privacy: buildPath('privacy', locale),
    terms: buildPath('terms', locale),
    'not found': `/${locale}/no-such-page`,
  };
  const missing = Object.entries(types).filter(([, path]) => !path);
  if (missing.length > 0)
    throw new Error(`no page found for ${missing.map(([type]) => type).join(', ')}`);
  return types as Record<string, string>;
}

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
};

describe('the markup', () => {
  it('of one page of each type in two languages has no error for the Nu Html Checker', async () => {
    const files = new Map<string, string>();
    for (const locale of languages) {
      for (const [type, path] of Object.entries(pagesOfEachType(locale))) {
        const file = join(dir, `${locale}-${type.replace(/\W+/g, '-')}.html`);
        await writeFile(file, await (await fetch(new URL(path, product().site))).text());
        files.set(`file:${file}`, `${type} ${path}`);
      }
    }
    // One Java start for every page: the checker reads them all in one run.
    const { stdout, stderr } = await run(
      'java',
      [
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = report.messages.filter((message) => message.type === 'error');
    const counts = new Map<string, number>();
    for (const error of errors)
      counts.set(
        files.get(error.url) ?? error.url,
        (counts.get(files.get(error.url) ?? error.url) ?? 0) + 1,
      );
    console.log(
      `Nu Html Checker: ${files.size} pages, ${errors.length} errors${[...counts].map(([page, count]) => `\n  ${count}\t${page}`).join('')}`,
    );
    expect(
      errors.map(
        (error) => `${files.get(error.url) ?? error.url}: ${error.message} ${error.extract ?? ''}`,
      ),
    ).toEqual([]);
  });

  it('of the sitemaps follows the sitemap protocol', async () => {
    const index = await (await fetch(new URL('/sitemap-index.xml', product().site))).text();
    const files: [string, string][] = [[join(dir, 'sitemap-index.xml'), 'siteindex.xsd']];
    await writeFile(files[0]![0], index);
    for (const loc of locs(index)) {
      const xml = await (await fetch(loc)).text();
      // The protocol's limits: 50,000 URLs and 50 MB a file.
      expect(locs(xml).length, loc).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(xml), loc).toBeLessThanOrEqual(50 * 1024 * 1024);
      const file = join(dir, new URL(loc).pathname.slice(1));
      await writeFile(file, xml);
      files.push([file, 'sitemap.xsd']);
    }
    expect(files.length).toBeGreaterThan(1);
    const invalid: string[] = [];
    for (const [file, schema] of files) {
      try {
        await run('xmllint', ['--noout', '--schema', join(schemas, schema), file]);
      } catch (error) {
        invalid.push(String((error as { stderr?: string }).stderr ?? error).slice(0, 2000));
      }
    }
    expect(invalid).toEqual([]);
  });
});
