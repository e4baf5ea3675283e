import { expect, test } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import { expectLinksResolve, searchService, sitemapPaths, visitClean } from './helpers.ts';

const locales = ['nl', 'fr', 'en', 'de'] as const;

test.describe('every page type in every language', () => {
  for (const locale of locales) {
    test(`fixed screens in ${locale}`, async ({ page }) => {
      for (const route of [
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
      ] as const) {
        await visitClean(page, buildPath(route, locale));
        await expect(page.locator('h1')).toHaveCount(1);
      }
      await visitClean(page, buildPath('home', locale));
      await expectLinksResolve(page);
    });

    test(`detail pages of both sources, projects and units in ${locale}`, async ({ page }) => {
      const paths = await sitemapPaths(page, locale);
      const [old] = await searchService({
        query: { match: { isProject: false } },
        pagination: { from: 0, size: 1 },
      });
      const backOffice = (
        await searchService({ query: {}, pagination: { from: 0, size: 500 } })
      ).find((estate) => estate.guid);
      const [project] = await searchService({
        query: { match: { isProject: true } },
        pagination: { from: 0, size: 1 },
      });
      for (const estate of [old, backOffice, project]) {
        const prefix = buildPath('estateDetailShort', locale, { estateId: estate!.id });
        const detail = paths.find(
          (path) => path.startsWith(`${prefix}/`) && path.split('/').length === 5,
        );
        expect(detail, `detail of ${estate!.id}`).toBeTruthy();
        await visitClean(page, detail!);
        await expectLinksResolve(page);
        // The short link leads to the canonical one.
        await page.goto(prefix);
        await expect(page).toHaveURL(
          new RegExp(`${detail!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
      }
      const unit = paths.find(
        (path) =>
          path.startsWith(
            `${buildPath('estateDetailShort', locale, { estateId: project!.id })}/`,
          ) && path.split('/').length === 6,
      );
      expect(unit, 'a project unit page').toBeTruthy();
      await visitClean(page, unit!);
      const holiday = paths.find((path) =>
        path.startsWith(
          buildPath('holidayRentalUnit', locale, { rentalUnitId: 1 }).replace(/\/1$/, '/'),
        ),
      );
      await visitClean(page, holiday!);
    });

    test(`token pages, CMS pages and the 404 in ${locale}`, async ({ page }) => {
      await visitClean(page, buildPath('unsubscribe', locale, { token: 'YWJjZGVmZ2hpamtsbW5vcA' }));
      await expect(page.locator('body')).not.toContainText('YWJjZGVmZ2hpamtsbW5vcA');
      await visitClean(
        page,
        buildPath('editSubscription', locale, { token: 'YWJjZGVmZ2hpamtsbW5vcA' }),
      );
      await visitClean(page, buildPath('cancelAppointment', locale, { appointmentId: 'a0b1c2' }));
      await visitClean(page, `/${locale}/does-not-exist-at-all`, 404);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
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
