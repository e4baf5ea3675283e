import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { expectAxeClean, searchService, sitemapPaths, visit } from './helpers.ts';

const locales = ['nl', 'fr', 'en', 'de'] as const;

/**
 * One path of every page type of a language: the fixed screens, a property page of each
 * source, a project, a project unit, a holiday unit, the token pages and the 404.
 */
async function pageTypes(page: Page, locale: Locale): Promise<[string, number][]> {
  const paths = await sitemapPaths(page, locale);
  const [old] = await searchService({
    query: { match: { isProject: false } },
    pagination: { from: 0, size: 1 },
  });
  const backOffice = (await searchService({ query: {}, pagination: { from: 0, size: 500 } })).find(
    (estate) => estate.guid,
  );
  const [project] = await searchService({
    query: { match: { isProject: true } },
    pagination: { from: 0, size: 1 },
  });
  const details = [old, backOffice, project].map((estate) => {
    const prefix = buildPath('estateDetailShort', locale, { estateId: estate!.id });
    return paths.find((path) => path.startsWith(`${prefix}/`) && path.split('/').length === 5);
  });
  const projectPrefix = buildPath('estateDetailShort', locale, { estateId: project!.id });
  const unit = paths.find(
    (path) => path.startsWith(`${projectPrefix}/`) && path.split('/').length === 6,
  );
  const holiday = paths.find((path) =>
    path.startsWith(
      buildPath('holidayRentalUnit', locale, { rentalUnitId: 1 }).replace(/\/1$/, '/'),
    ),
  );
  const found = [...details, unit, holiday];
  expect(found.every(Boolean), `detail pages of ${locale}: ${found.join(', ')}`).toBe(true);
  const token = 'YWJjZGVmZ2hpamtsbW5vcA';
  return [
    ...(
      [
        'home',
        'buy',
        'rent',
        'projects',
        'holidayRentals',
        'privacy',
        'terms',
        'favorites',
        'subscribe',
        'subscribeSuccess',
        'detail',
      ] as const
    ).map((route) => buildPath(route, locale)),
    ...(found as string[]),
    buildPath('unsubscribe', locale, { token }),
    buildPath('editSubscription', locale, { token }),
    buildPath('cancelAppointment', locale, { appointmentId: 'a0b1c2' }),
  ]
    .map((path): [string, number] => [path, 200])
    .concat([[`/${locale}/does-not-exist-at-all`, 404]]);
}

// Every link of every page answering is the product crawl's (tests/product/crawl.test.ts), and
// the short links' redirects are the product's lasting-URL tests'; here a browser opens each
// page type at desktop width. Axe sweeps each page type once, in Dutch: the markup is the same in
// every language. The Dutch sweep comes in two halves, so the two workers share it. German is
// opened on a phone, islands live (phones.spec.ts).
const parts: { locale: Locale; name: string; from: number; to: number | undefined }[] = [
  { locale: 'nl', name: 'the fixed screens', from: 0, to: 11 },
  { locale: 'nl', name: 'the property, token and error pages', from: 11, to: undefined },
  ...(['fr', 'en'] as const).map((locale) => ({
    locale,
    name: 'every page type',
    from: 0,
    to: undefined,
  })),
];

test.describe('every page type at desktop width', () => {
  for (const { locale, name, from, to } of parts) {
    test(`${name} open without a console error, with one h1 in their language (${locale})`, async ({
      page,
    }) => {
      for (const [path, status] of (await pageTypes(page, locale)).slice(from, to)) {
        await visit(page, path, status);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
        if (locale === 'nl') await expectAxeClean(page, path);
      }
      // A token in the address is never written into the page.
      await page.goto(buildPath('unsubscribe', locale, { token: 'YWJjZGVmZ2hpamtsbW5vcA' }));
      await expect(page.locator('body')).not.toContainText('YWJjZGVmZ2hpamtsbW5vcA');
    });
  }
});

test.describe('search engines', () => {
  test('every page has a canonical link, four hreflang alternates and x-default', async ({
    page,
  }) => {
    await page.goto(buildPath('buy', 'fr'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/acheter$/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
    await expect(page.locator('link[hreflang="nl"]')).toHaveAttribute('href', /\/nl\/kopen$/);
  });

  test('robots.txt points at the sitemap index, which lists one sitemap per language', async ({
    page,
  }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
    const index = await (await page.request.get('/sitemap-index.xml')).text();
    for (const locale of locales) expect(index).toContain(`/sitemap-${locale}.xml`);
  });

  test('a property page describes itself as a RealEstateListing in its language', async ({
    page,
  }) => {
    const [estate] = await searchService({
      query: { match: { isProject: false } },
      pagination: { from: 0, size: 1 },
    });
    await page.goto(buildPath('estateDetailShort', 'de', { estateId: estate!.id }));
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const listing = data
      .map((text) => JSON.parse(text))
      .flat()
      .find((item) => item['@type'] === 'RealEstateListing');
    expect(listing).toBeTruthy();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );
  });

  test('the language switcher opens the same page in the other language', async ({ page }) => {
    await page.goto(buildPath('rent', 'nl'));
    await page.getByRole('link', { name: 'Deutsch' }).first().click();
    await expect(page).toHaveURL(/\/de\/mieten$/);
  });
});
