import { expect, test, type Page } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { axe, openPageType, searchService, sitemapPaths, startedListingMap } from './helpers.ts';

/** A small phone: the narrowest screen the site is made for. */
const phone = { width: 360, height: 740 };

/** Whether the page is wider than the screen, with the widest culprits when it is. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth, clientWidth, wide };
  });
}

/**
 * One path of each page type of a language, with the status it answers: the listing screens in
 * both views, the holiday rentals on a search from their address (their inline script reads it).
 */
async function pageOfEachType(page: Page, locale: Locale): Promise<[string, number][]> {
  const paths = await sitemapPaths(page, locale);
  const [project] = await searchService({
    query: { match: { isProject: true } },
    pagination: { from: 0, size: 1 },
  });
  const projectPrefix = `${buildPath('estateDetailShort', locale, { estateId: project!.id })}/`;
  const offerPrefix = buildPath('estateDetailShort', locale, { estateId: 1 }).replace(/1$/, '');
  const holidayPrefix = buildPath('holidayRentalUnit', locale, { rentalUnitId: 1 }).replace(
    /1$/,
    '',
  );
  const detail = paths.find(
    (path) =>
      path.startsWith(offerPrefix) &&
      !path.startsWith(projectPrefix) &&
      path.split('/').length === 5,
  );
  const projectDetail = paths.find(
    (path) => path.startsWith(projectPrefix) && path.split('/').length === 5,
  );
  const unit = paths.find((path) => path.startsWith(projectPrefix) && path.split('/').length === 6);
  const holidayUnit = paths.find((path) => path.startsWith(holidayPrefix));
  const token = 'YWJjZGVmZ2hpamtsbW5vcA';
  const found = [detail, projectDetail, unit, holidayUnit];
  expect(found.every(Boolean), `detail pages of ${locale}: ${found.join(', ')}`).toBe(true);
  return [
    buildPath('home', locale),
    ...(['buy', 'rent', 'projects'] as const).flatMap((screen) => [
      buildPath(screen, locale),
      `${buildPath(screen, locale)}?view=map`,
    ]),
    ...(found as string[]),
    `${buildPath('holidayRentals', locale)}?guests=2`,
    buildPath('favorites', locale),
    buildPath('subscribe', locale),
    buildPath('subscribeSuccess', locale),
    buildPath('editSubscription', locale, { token }),
    buildPath('unsubscribe', locale, { token }),
    buildPath('cancelAppointment', locale, { appointmentId: 'a0b1c2' }),
    buildPath('privacy', locale),
  ]
    .map((path): [string, number] => [path, 200])
    .concat([[`/${locale}/no-such-page`, 404]]);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: phone });

  // Dutch, the site's language, and German, whose long compound words are the likeliest to
  // overflow; the other two languages are opened at desktop width (site-pages.spec.ts). Each
  // page is also checked as every page type must be (`openPageType`): with its islands live,
  // nothing in the console, nothing the Content-Security-Policy refuses.
  for (const locale of ['nl', 'de'] as const) {
    test(`no page type scrolls sideways or refuses its own scripts (${locale})`, async ({
      page,
    }) => {
      for (const [path, status] of await pageOfEachType(page, locale)) {
        await openPageType(page, path, status);
        if (path.includes('view=map')) {
          await startedListingMap(page);
        }
        const width = await sidewaysScroll(page);
        expect(width.scrollWidth, `${path} is wider than the phone: ${width.wide.join(', ')}`).toBe(
          width.clientWidth,
        );
      }
    });
  }

  test('the listing filters fold behind one button that counts them, results on the first screen', async ({
    page,
  }) => {
    await page.goto(`${buildPath('buy', 'nl')}?price-min=1&price-max=100000000`);
    const toggle = page.locator('summary.listing-filters__toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveText('Filters(2)');
    await expect(toggle).toHaveAccessibleName('Filters, 2 actief');
    // Folded before the first paint: the fields are hidden and the first result is on screen.
    await expect(page.locator('#filter-type')).toBeHidden();
    const firstCard = page.locator('[data-result]').first();
    const top = (await firstCard.boundingBox())?.y ?? Infinity;
    expect(top).toBeLessThan(phone.height);
    // The island hydrates (its view switch shows) without unfolding the filters.
    await expect(page.getByRole('group', { name: 'Weergave' })).toBeVisible();
    await expect(page.locator('#filter-type')).toBeHidden();
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

    await toggle.click();
    await expect(page.locator('.listing-filters__fold')).toHaveAttribute('open', '');
    await expect(page.locator('#filter-type')).toBeVisible();
    await expect(page.locator('#filter-price-min')).toHaveValue('1');
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

    // A filter chosen in the fold counts at once.
    await page.locator('#filter-bedrooms').selectOption('2');
    await expect(toggle).toContainText('(3)');

    // Widened to a desktop, the fold opens for good and its button goes.
    await page.locator('summary.listing-filters__toggle').click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('#filter-type')).toBeVisible();
  });
});

test.describe('a listing on a 360 px phone, on a slow processor', () => {
  test.use({ viewport: phone });

  // The page may be painted while the island's markup is still arriving (more likely the slower
  // the processor): the fold and the map's slot must look right from whichever paint comes first.
  for (const view of ['', '?view=map']) {
    test(`does not move once shown (${view || 'list'})`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${buildPath('rent', 'fr')}${view}`);
      // Until the island has hydrated (its view switch shows), and the map drawn if asked for.
      await expect(page.getByRole('group', { name: 'Affichage' })).toBeVisible({ timeout: 30_000 });
      if (view) {
        await startedListingMap(page);
        // "Search in this area" leaves the map's zoom buttons free to press.
        const button = await page.locator('.results-map__search-area').boundingBox();
        const zoom = await page.locator('.maplibregl-ctrl-zoom-in').boundingBox();
        expect(button && zoom && button.x + button.width <= zoom.x).toBe(true);
      }
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      // Cumulative layout shift: 0.1 is where "good" ends (web.dev's Core Web Vitals).
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    });
  }
});

test.describe('the listing filters elsewhere', () => {
  test('stay unfolded on a desktop, without a fold button (fr)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(buildPath('buy', 'fr'));
    await expect(page.locator('#filter-type')).toBeVisible();
    await expect(page.locator('summary.listing-filters__toggle')).toBeHidden();
  });

  test('stay usable on a phone without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(buildPath('buy', 'nl'));
    await expect(page.locator('#filter-type')).toBeVisible();
    await page.locator('#filter-bedrooms').selectOption('3');
    await page.locator('.listing-filters__form').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/bedrooms=3/);
    await context.close();
  });
});
