import { expect, test, type Page } from '@playwright/test';
import { listingSearchBody, type ListingKind } from '../../src/domain/listing-kinds.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { filterFromSearch } from '../../src/features/listing/url-state.ts';
import {
  expectAxeClean,
  islandPropsOf,
  searchService,
  serviceUrl,
  setChoice,
  visit,
} from './helpers.ts';

/** How many listings the service finds for a listing address (what the page must show). */
async function serviceTotal(kind: ListingKind, search: string): Promise<number> {
  const body = listingSearchBody(kind, filterFromSearch(search, kind));
  const response = await fetch(`${serviceUrl}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { total: { value: number } }).total.value;
}

/** Collects console errors from now on; the returned check fails on any. */
function watchConsole(page: Page): () => void {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors).toEqual([]);
}

/** The island has hydrated once its view switch shows (it is hidden until React runs). */
async function waitForIsland(page: Page): Promise<void> {
  await expect(page.locator('.listing-view')).toBeVisible();
}

const results = (page: Page) => page.locator('[data-listing-results]');
const cards = (page: Page) => results(page).locator('article.card');
const count = (page: Page) => page.locator('.listing__count');

const countText: Record<Locale, (total: number) => string> = {
  nl: (total) => `${total} ${total === 1 ? 'resultaat' : 'resultaten'}`,
  fr: (total) => `${total} ${total <= 1 ? 'résultat' : 'résultats'}`,
  en: (total) => `${total} ${total === 1 ? 'result' : 'results'}`,
  de: (total) => `${total} ${total === 1 ? 'Ergebnis' : 'Ergebnisse'}`,
};

test.describe('listing search', () => {
  test('keeps the pre-rendered first page without asking the service again', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/estates$/.test(request.url())) {
        searches.push(request.url());
      }
    });
    // The scripts the page runs, and which of them carry zod (its core names its state `_zod`).
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.text().then(
          (text) => ({ url: response.url(), zod: text.includes('_zod') }),
          // A script still arriving as the test ends has no body to read: it is not counted.
          () => ({ url: response.url(), zod: false }),
        ),
      );
    });
    const withZod = async () =>
      (await Promise.all(scripts)).filter(({ zod }) => zod).map(({ url }) => url);

    await visit(page, buildPath('buy', 'nl'));
    await waitForIsland(page);
    await expect(cards(page)).toHaveCount(15);
    const total = await serviceTotal('buy', '');
    await expect(count(page)).toHaveText(countText.nl(total));
    await expect(page.getByText(`15 van ${total} getoond`)).toBeVisible();
    expect(searches).toEqual([]);
    // Nothing to check yet, so no schemas: they load with the first search.
    expect(await withZod()).toEqual([]);
    // The town list for browsers without scripts stays unparsed text; the combobox serves.
    await expect(page.locator('#filter-city-list')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Gemeente' })).toBeVisible();

    await setChoice(page, 'filter-type', { index: 0 });
    await expect(page).toHaveURL(/\?type=\d+$/);
    await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
  });

  test('reads the filter from the address, writes every change back and restores it on back', async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    const start = '?type=1&bedrooms=3';
    await visit(page, `${buildPath('buy', 'nl')}${start}`);
    await waitForIsland(page);
    await expect(page.locator('#filter-type')).toHaveText('Huis');
    await expect(page.getByLabel('Slaapkamers', { exact: true })).toHaveValue('3');
    const first = await serviceTotal('buy', start);
    await expect(count(page)).toHaveText(countText.nl(first));

    // a change searches at once and gets its own history entry; types add up
    await setChoice(page, 'filter-type', '2');
    await expect(page).toHaveURL(/\?type=1&type=2&bedrooms=3$/);
    const second = await serviceTotal('buy', '?type=1&type=2&bedrooms=3');
    await expect(count(page)).toHaveText(countText.nl(second));
    await expectAxeClean(page, 'filtered');

    // typed prices search once typing rests
    await page.getByLabel('Maximumprijs').fill('400000');
    await expect(page).toHaveURL(/\?type=1&type=2&price-max=400000&bedrooms=3$/);
    const third = await serviceTotal('buy', '?type=1&type=2&price-max=400000&bedrooms=3');
    await expect(count(page)).toHaveText(countText.nl(third));

    // the back button restores the previous search and its results
    await page.goBack();
    await expect(page).toHaveURL(/\?type=1&type=2&bedrooms=3$/);
    await expect(page.getByLabel('Maximumprijs')).toHaveValue('');
    await expect(count(page)).toHaveText(countText.nl(second));
    await page.goBack();
    await expect(page).toHaveURL(/\?type=1&bedrooms=3$/);
    await expect(page.locator('#filter-type')).toHaveText('Huis');
    await page.locator('#filter-type').click();
    await expect(page.locator('input[name="type"][value="2"]')).not.toBeChecked();
    await expect(page.locator('input[name="type"][value="1"]')).toBeChecked();
    await expect(count(page)).toHaveText(countText.nl(first));

    // a shared link reproduces the search exactly
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.locator('.listing-view')).toBeVisible();
    await expect(other.locator('#filter-type')).toHaveText('Huis');
    await expect(other.locator('.listing__count')).toHaveText(countText.nl(first));
    await other.close();
    checkConsole();
  });

  // The combobox's keys, chips and axe check with the list open: tests/islands/city-combobox.test.tsx.
  test('a town chosen in the city combobox goes to the address, and its chip takes it away', async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    await visit(page, buildPath('rent', 'fr'));
    await waitForIsland(page);
    const city = page.getByRole('combobox', { name: 'Localité' });
    const data = (await islandPropsOf(page, 'ListingIsland')) as {
      prerendered: { options: { locations: { id: number; zip: string }[] } };
    };
    const firstTown = data.prerendered.options.locations[0]!;
    await city.fill(firstTown.zip);
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await city.press('ArrowDown');
    await city.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?city=${firstTown.id}$`));
    const chip = page.getByRole('list', { name: 'Communes choisies' }).getByRole('listitem');
    await expect(chip).toHaveCount(1);
    await expect(count(page)).toHaveText(
      countText.fr(await serviceTotal('rent', `?city=${firstTown.id}`)),
    );
    await chip.getByRole('button').click();
    await expect(page).toHaveURL(/\/fr\/louer$/);
    checkConsole();
  });

  test('sorts by price, ascending first', async ({ page }) => {
    const checkConsole = watchConsole(page);
    await visit(page, buildPath('buy', 'fr'));
    await waitForIsland(page);
    await page.getByLabel('Trier par').selectOption('price');
    await expect(page).toHaveURL(/\?sort=price$/);
    await expect(page.getByLabel('Ordre')).toHaveValue('asc');
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    const prices = await cards(page)
      .locator('.card__price')
      .allInnerTexts()
      .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByLabel('Ordre').selectOption('desc');
    await expect(page).toHaveURL(/\?sort=price&order=desc$/);
    checkConsole();
  });

  // The order of the groups of a whole listing: tests/islands/grouped-results.test.tsx.
  test('groups by type on request, in the address', async ({ page }) => {
    const checkConsole = watchConsole(page);
    await visit(page, buildPath('buy', 'fr'));
    await waitForIsland(page);
    await page.getByLabel('Regrouper par').selectOption('type');
    await expect(page).toHaveURL(/\?group=type$/);
    await expect(page.locator('[data-group-heading]').first()).toBeVisible();
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expectAxeClean(page, 'grouped');
    checkConsole();
  });

  test('pre-renders page 2 with 15 card links and a next link; "load more" still appends in place', async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    const path = buildPath('buyPage', 'nl', { page: 2 });
    const total = await serviceTotal('buy', '');
    const body = listingSearchBody('buy', filterFromSearch('', 'buy'));
    const expected = await searchService({ ...body, pagination: { from: 15, size: 30 } });
    const idOf = (href: string | null) => Number(/\/aanbod\/(\d+)/.exec(href ?? '')?.[1]);

    // What a crawler reads: the static HTML, before any script.
    const html = await (await page.request.get(path)).text();
    const staticLinks = [
      ...new Set([...html.matchAll(/class="card__link" href="([^"]+)"/g)].map((m) => m[1]!)),
    ];
    expect(staticLinks.map(idOf)).toEqual(expected.slice(0, 15).map((estate) => estate.id));
    expect(html).toContain('href="/nl/kopen/pagina/3" rel="next"');
    expect(html).toContain('href="/nl/kopen" rel="prev"');

    await visit(page, path);
    await waitForIsland(page);
    await expect(cards(page)).toHaveCount(15);
    await expect(page.getByText(`16–30 van ${total} getoond`)).toBeVisible();
    const more = page.getByRole('button', { name: 'Meer resultaten tonen' });
    await expect(more).toHaveAttribute('href', '/nl/kopen/pagina/3');
    await more.click();
    // The service answers in the browser; a busy machine can take more than the default wait.
    await expect(cards(page)).toHaveCount(30, { timeout: 30_000 });
    await expect(page.getByText(`16–45 van ${total} getoond`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const links = await cards(page)
      .locator('a.card__link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.map(idOf)).toEqual(expected.map((estate) => estate.id));
    await expect(cards(page).nth(15).locator('a')).toBeFocused();
    // The next page is now the fourth.
    await expect(more).toHaveAttribute('href', '/nl/kopen/pagina/4');
    await expectAxeClean(page, 'page 2 and more');
    checkConsole();
  });

  test("a search asked on a later page starts from the first result, on the screen's own address", async ({
    page,
  }) => {
    const later = buildPath('buyPage', 'fr', { page: 2 });
    await visit(page, later);
    await waitForIsland(page);
    await page
      .getByRole('group', { name: 'Affichage' })
      .getByRole('button', { name: 'Carte' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${buildPath('buy', 'fr')}\\?view=map$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${later}$`));
    await expect(cards(page)).toHaveCount(15);
    await expect(page.getByText(/^16–30 sur \d+ affichés$/)).toBeVisible();
  });

  test('switches to the map and back', async ({ page }) => {
    const checkConsole = watchConsole(page);
    await visit(page, buildPath('projects', 'fr'));
    await waitForIsland(page);
    const views = page.getByRole('group', { name: 'Affichage' });
    await views.getByRole('button', { name: 'Carte' }).click();
    await expect(page).toHaveURL(/\?view=map$/);
    await expect(views.getByRole('button', { name: 'Carte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[data-listing-map]')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectAxeClean(page, 'map');
    await views.getByRole('button', { name: 'Galerie' }).click();
    await expect(page).toHaveURL(/\/fr\/projets$/);
    await expect(cards(page).first()).toBeVisible();
    checkConsole();
  });

  test('opened on the map, gives the map its room before the island draws it', async ({ page }) => {
    // No bundled code comes: what the first paint shows is the page's own doing.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${buildPath('buy', 'nl')}?view=map`);
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-listing-opened-map', '');
    await expect(cards(page)).toHaveCount(15);
    await expect(cards(page).first()).toBeHidden();
    const room = await page
      .locator('.listing__results')
      .evaluate((results) => getComputedStyle(results, '::after').minHeight);
    expect(room).toBe(
      await page.evaluate(
        () => `${32 * parseFloat(getComputedStyle(document.documentElement).fontSize)}px`,
      ),
    );
    // Opened on the gallery, the built cards show at once.
    await page.goto(buildPath('buy', 'nl'));
    await expect(root).not.toHaveAttribute('data-listing-opened-map');
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows a translated error with a retry when the service fails, keeping the filters', async ({
    page,
  }) => {
    const checkConsole = watchConsole(page);
    await visit(page, buildPath('buy', 'fr'));
    await waitForIsland(page);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/sites/demo/estates', async (route) => {
      await answered;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.getByLabel('Chambres', { exact: true }).selectOption('2');
    // while it loads: skeletons of the card's size, the results marked busy
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    await expect(results(page).locator('.card--skeleton')).toHaveCount(15);
    await expectAxeClean(page, 'loading');
    answer();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Une erreur s'est produite");
    await expect(page).toHaveURL(/\?bedrooms=2$/);
    await expect(page.getByLabel('Chambres', { exact: true })).toHaveValue('2');
    await expectAxeClean(page, 'error');

    await page.unroute('**/sites/demo/estates');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(count(page)).toHaveText(countText.fr(await serviceTotal('buy', '?bedrooms=2')));
    await expect(page.getByLabel('Chambres', { exact: true })).toHaveValue('2');
    checkConsole();
  });
});

test.describe('listing search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first results and sends the plain form to the same page', async ({ page }) => {
    await page.goto(buildPath('rent', 'nl'));
    await expect(cards(page)).toHaveCount(15);
    await expect(count(page)).toHaveText(countText.nl(await serviceTotal('rent', '')));
    // Towns come from a plain select here: the combobox needs scripts, and is hidden.
    const town = page.getByRole('combobox', { name: 'Gemeente' });
    expect(await town.evaluate((element) => element.tagName)).toBe('SELECT');
    await town.selectOption({ index: 1 });
    const townId = await town.inputValue();
    // The type's checkboxes open without scripts too (a native disclosure).
    await setChoice(page, 'filter-type', { index: 0 });
    await page.getByLabel('Maximumprijs').fill('1500');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/nl/huren\\?city=${townId}&type=\\d+.*&price-max=1500`),
    );
    // (axe needs JavaScript in the page; the same markup is checked in the tests above)
  });
});
