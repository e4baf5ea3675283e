import { expect, test, type Page, type Request } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import { axe, serviceUrl, visit } from './helpers.ts';

/** How many units the service finds for a rental query (what the island must show). */
async function serviceTotal(query: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${serviceUrl}/sites/demo/rental-units`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { total: { value: number } }).total.value;
}

/** The stays (arrival_departure) the service offers of one period type. */
async function serviceStays(type: string): Promise<string[]> {
  const response = await fetch(`${serviceUrl}/sites/demo/rental-units/filters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: {} }),
  });
  const { periodDates } = (await response.json()) as {
    periodDates: { from: string; to: string; type?: string }[];
  };
  const stays = periodDates.filter((stay) => stay.type === type);
  return [...new Set(stays.map((stay) => `${stay.from}_${stay.to}`))].sort();
}

const isSearch = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/rental-units');

/**
 * The search form once its island has hydrated (when the browser is idle): the page shows the
 * form with the build's choices before that.
 */
async function searchForm(page: Page) {
  await page.locator('astro-island[component-export="HolidaySearch"]:not([ssr])').waitFor();
  const form = page.getByRole('search');
  await expect(form).toBeVisible();
  return form;
}

const axeViolations = async (page: Page) =>
  (await axe(page).analyze()).violations.map((violation) => violation.id);

test.describe('holiday rental search', () => {
  test('filters go to the address, the count follows, and back restores (nl)', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (isSearch(request)) searches.push(request.postData() ?? '');
    });
    const path = buildPath('holidayRentals', 'nl');
    await visit(page, path);
    const form = await searchForm(page);
    const ownList = page.locator('[data-holiday-static]');
    const total = await ownList.locator('article').count();
    await expect(ownList.getByRole('heading', { level: 2 })).toHaveText(`${total} resultaten`);
    // Nothing filtered: the page's own list is the answer, the service is not asked.
    expect(searches).toEqual([]);

    await form.getByLabel('Regio').selectOption({ label: 'Kust' });
    await expect(page).toHaveURL(/\?location=COAST$/);
    const coast = await serviceTotal({ location: ['COAST'] });
    const results = page.locator('.holiday-search__results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(`${coast} resultaten`);
    await expect(page.locator('[data-island="holiday-search"]').getByRole('status')).toHaveText(
      `${coast} resultaten`,
    );
    await expect(ownList).toBeHidden();
    await expect(results.locator('article')).toHaveCount(coast);
    for (const badge of await results.locator('.holiday-unit-card__location').allInnerTexts()) {
      expect(badge).toBe('Kust');
    }

    await form.getByLabel('Aantal personen').selectOption('6');
    await expect(page).toHaveURL(/\?location=COAST&guests=6$/);
    const coastSix = await serviceTotal({ location: ['COAST'], minOccupation: 6 });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${coastSix} resultaten?$`),
    );
    expect(await axeViolations(page)).toEqual([]);

    // A result opens its unit page; back returns to the same search.
    const first = results.locator('article a').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(form.getByLabel('Aantal personen')).toHaveValue('6');

    await page.goBack();
    await expect(page).toHaveURL(/\?location=COAST$/);
    await expect(form.getByLabel('Aantal personen')).toHaveValue('');
    await expect(form.getByLabel('Regio')).toHaveValue('COAST');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(`${coast} resultaten`);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(form.getByLabel('Regio')).toHaveValue('');
    await expect(ownList).toBeVisible();
    await expect(ownList.locator('article')).toHaveCount(total);
    await expect(results).toHaveCount(0);
  });

  test('the submit button applies what the form shows and takes the keyboard to the results (en)', async ({
    page,
  }) => {
    await visit(page, buildPath('holidayRentals', 'en'));
    const form = await searchForm(page);
    const submit = form.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toHaveAttribute('type', 'submit');
    // A choice the form holds without a change event (as a browser restoring a form sets it):
    // only the submit applies it.
    const region = form.getByLabel('Region');
    await expect(region.locator('option[value="COAST"]')).toHaveCount(1);
    await region.evaluate((select: HTMLSelectElement) => {
      select.value = 'COAST';
    });
    await expect(page).not.toHaveURL(/location=/);
    await submit.press('Enter');
    await expect(page).toHaveURL(/\?location=COAST$/);
    const coast = await serviceTotal({ location: ['COAST'] });
    const count = page.locator('.holiday-search__results').getByRole('heading', { level: 2 });
    await expect(count).toHaveText(new RegExp(`^${coast} results?$`));
    await expect(count).toBeFocused();
  });

  test('a stay narrows to units free in it, and clearing shows every unit (fr)', async ({
    page,
  }) => {
    await visit(page, buildPath('holidayRentals', 'fr'));
    const form = await searchForm(page);
    const stay = form.getByLabel('Séjour');
    // The stays come from the service's option sets: wait for them.
    await expect(stay.locator('option')).not.toHaveCount(1);
    const value = await stay.locator('option').nth(1).getAttribute('value');
    const [from, to] = (value ?? '').split('_');
    await stay.selectOption(value ?? '');
    await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
    await expect(form.getByLabel('Arrivée à partir du')).toHaveValue(from!);
    const free = await serviceTotal({ from, to });
    const results = page.locator('.holiday-search__results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${free} résultats?$`),
    );

    await form.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/locations-de-vacances$/);
    await expect(page.locator('[data-holiday-static]')).toBeVisible();
    // Focus stays in the form rather than falling back to the page.
    await expect(form.getByLabel('Région')).toBeFocused();
  });

  test('a period type narrows the units and the stays, and back restores (de)', async ({
    page,
  }) => {
    const path = buildPath('holidayRentals', 'de');
    await visit(page, path);
    const form = await searchForm(page);
    const period = form.getByLabel('Zeitraum');
    // The types come from the service's option sets, named as on a unit's page.
    await expect(period.locator('option')).toHaveText(['Alle', 'Woche', 'Wochenende', 'Midweek']);

    await period.selectOption({ label: 'Wochenende' });
    await expect(page).toHaveURL(/\?period=WEEKEND$/);
    const weekends = await serviceTotal({ periodType: ['WEEKEND'] });
    const results = page.locator('.holiday-search__results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${weekends} Ergebnis(se)?$`),
    );
    await expect(results.locator('article')).toHaveCount(weekends);
    await expect(page.locator('[data-holiday-static]')).toBeHidden();
    // Only weekend stays are offered now.
    const stayValues = await form
      .getByLabel('Aufenthalt', { exact: true })
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(stayValues.toSorted()).toEqual(await serviceStays('WEEKEND'));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(period).toHaveValue('');
    await expect(page.locator('[data-holiday-static]')).toBeVisible();
    await expect(results).toHaveCount(0);
  });

  test('opens on a search from its address (en)', async ({ page }) => {
    await visit(page, `${buildPath('holidayRentals', 'en')}?location=ARDENNES&guests=4`);
    const form = await searchForm(page);
    await expect(form.getByLabel('Region')).toHaveValue('ARDENNES');
    await expect(form.getByLabel('Guests')).toHaveValue('4');
    const expected = await serviceTotal({ location: ['ARDENNES'], minOccupation: 4 });
    const results = page.locator('.holiday-search__results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(
      new RegExp(`^${expected} results?$`),
    );
    await expect(page.locator('[data-holiday-static]')).toBeHidden();
    for (const badge of await results.locator('.holiday-unit-card__location').allInnerTexts()) {
      expect(badge).toBe('Ardennes');
    }
  });

  test('a failed search says so, keeps the choice and retries (en)', async ({ page }) => {
    await visit(page, buildPath('holidayRentals', 'en'));
    const form = await searchForm(page);
    const search = (url: URL) => url.pathname.endsWith('/rental-units');
    await page.route(search, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await form.getByLabel('Region').selectOption({ label: 'Coast' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The holiday rentals could not be loaded.');
    await expect(page).toHaveURL(/\?location=COAST$/);
    await expect(form.getByLabel('Region')).toHaveValue('COAST');
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(search);
    await alert.getByRole('button', { name: 'Try again' }).click();
    const coast = await serviceTotal({ location: ['COAST'] });
    const heading = page.locator('.holiday-search__results').getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(`${coast} results`);
    await expect(heading).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
