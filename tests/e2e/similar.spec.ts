import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import { marketOf, searchStatusOf } from '../../src/domain/transaction-status.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { expectAxeClean, serviceUrl, sitemapPaths, visit } from './helpers.ts';

type Locale = 'nl' | 'fr' | 'en' | 'de';

/** Estates as the service answers a search (the fields these tests read). */
async function search(query: unknown, size = 500): Promise<EstateSummary[]> {
  const response = await fetch(`${serviceUrl}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, pagination: { from: 0, size } }),
  });
  return ((await response.json()) as { results: EstateSummary[] }).results;
}

/** An estate for sale of a kind with several others on offer, and its detail page. */
async function estateWithSimilar(page: Page, locale: Locale) {
  const estates = await search({ match: { isProject: false }, terms: { 'transaction.id': [1] } });
  const kindOf = (estate: EstateSummary) =>
    `${estate.general.headType.id}:${estate.general.transaction.id}`;
  const counts = new Map<string, number>();
  for (const estate of estates) counts.set(kindOf(estate), (counts.get(kindOf(estate)) ?? 0) + 1);
  const estate = estates.find((candidate) => (counts.get(kindOf(candidate)) ?? 0) > 5)!;
  const prefix = buildPath('estateDetailShort', locale, { estateId: estate.id });
  const path = (await sitemapPaths(page, locale)).find(
    (candidate) => candidate.startsWith(`${prefix}/`) && candidate.split('/').length === 5,
  );
  expect(path, `detail page of ${estate.id}`).toBeTruthy();
  return { estate, path: path! };
}

/** A search of the similar estates island: same kind, no projects (store.ts). */
const isSimilarSearch = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith('/estates') &&
  /"headType\.id"/.test(request.postData() ?? '') &&
  /"isProject":false/.test(request.postData() ?? '');

const heading = (locale: Locale): string =>
  (JSON.parse(readFileSync(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>)[
    'detail.similar.heading'
  ]!;

test.describe('similar estates', () => {
  for (const locale of ['nl', 'de'] as const) {
    test(`load only when scrolled to, with cards of the same kind (${locale})`, async ({
      page,
    }) => {
      const { estate, path } = await estateWithSimilar(page, locale);
      const searches: Request[] = [];
      page.on('request', (request) => {
        if (isSimilarSearch(request)) searches.push(request);
      });
      await visit(page, path);
      // The page is open and idle; the section is far below: nothing asked yet.
      await page.waitForLoadState('networkidle');
      expect(searches).toEqual([]);
      await expect(page.locator('.similar-estates')).toHaveCount(0);

      await page.locator('[data-island="similar-estates"]').scrollIntoViewIfNeeded();
      const section = page.locator('.similar-estates');
      await expect(section).toBeVisible();
      expect(searches.length).toBeGreaterThan(0);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading(locale));
      const links = section.locator('article a');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);

      const shown = await search({
        terms: {
          id: await links.evaluateAll((all) =>
            all.map((a) => Number(a.closest('article')?.getAttribute('data-estate-id'))),
          ),
        },
      });
      expect(shown).toHaveLength(count);
      for (const other of shown) {
        expect(other.id).not.toBe(estate.id);
        expect(other.general.headType.id).toBe(estate.general.headType.id);
        // The same market, read with each listing's own source's ids (spec 4).
        expect(searchStatusOf(other)).toBe(marketOf(estate));
      }
      for (const href of await links.evaluateAll((all) =>
        all.map((a) => a.getAttribute('href') ?? ''),
      )) {
        expect(href).toMatch(new RegExp(`^/${locale}/[^/]+/\\d+/[^/]+$`));
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
      // The section drawn is the same in every language: one axe check.
      if (locale === 'nl') await expectAxeClean(page, 'similar estates');
    });
  }

  test('show nothing, not even a heading, when there are none (en)', async ({ page }) => {
    const { path } = await estateWithSimilar(page, 'en');
    await page.route(
      (url) => url.pathname.endsWith('/estates'),
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ total: { value: 0 }, results: [] }),
        }),
    );
    await visit(page, path);
    const island = page.locator('[data-island="similar-estates"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-state', 'loaded');
    await expect(island.getByRole('heading')).toHaveCount(0);
    await expect(island.locator('article')).toHaveCount(0);
  });

  test('keep the page as built, silently, when the service fails (fr)', async ({ page }) => {
    const { path } = await estateWithSimilar(page, 'fr');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (
        ['error', 'warning'].includes(message.type()) &&
        !/Failed to load resource/.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    await page.route(
      (url) => url.pathname.endsWith('/estates'),
      (route) => route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await visit(page, path);
    const island = page.locator('[data-island="similar-estates"]');
    const built = await island.locator('article').count();
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-state', 'failed');
    await expect(island.locator('article')).toHaveCount(built);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
