import { expect, test } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import { searchService, serviceUrl, visit } from './helpers.ts';

/*
 * Addresses that keep working: the language switcher keeps the visitor's search, and a saved
 * project unit is that unit on the favourites page (its own card and link, removable).
 */

test.describe('the language switcher', () => {
  test('keeps the search of a listing screen, also after the filters change', async ({ page }) => {
    const towns = await searchService<{
      id: number;
      general: { address: { city: { id: number } | null } };
    }>({ query: { match: { isProject: false } }, pagination: { from: 0, size: 1 } });
    const town = towns[0]!.general.address.city!.id;
    const search = `?city=${town}&price-max=900000`;
    await visit(page, `${buildPath('buy', 'nl')}${search}`);
    const switcher = page.getByRole('navigation', { name: 'Kies een taal' });
    const french = switcher.getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', `${buildPath('buy', 'fr')}${search}`);

    // The island writes a changed filter into the address; the links follow it. It is changed
    // once the island shows the search of the address (the built page shows none).
    const maximum = page.getByLabel('Maximumprijs');
    await expect(maximum).toHaveValue('900000');
    await maximum.fill('500000');
    await expect(page).toHaveURL(/price-max=500000/);
    await french.click();
    await expect(page).toHaveURL(`${buildPath('buy', 'fr')}?city=${town}&price-max=500000`);
    await expect(page.getByLabel('Prix maximum')).toHaveValue('500000');
    await expect(
      page
        .getByRole('navigation', { name: 'Choisir la langue' })
        .getByRole('link', { name: 'Deutsch' }),
    ).toHaveAttribute('href', `${buildPath('buy', 'de')}?city=${town}&price-max=500000`);
  });
});

test.describe('the language switcher without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain link to the same screen in the other language', async ({ page }) => {
    await page.goto(`${buildPath('rent', 'nl')}?price-max=1500`);
    await expect(page.locator('a[data-keep-search][hreflang^="en"]')).toHaveAttribute(
      'href',
      buildPath('rent', 'en'),
    );
  });
});

test.describe('a favourite project unit', () => {
  test('shows as that unit, links to its page, and can be removed', async ({ page }) => {
    type Found = { id: number; children: { general: { id: number } }[] };
    const projects = await searchService<Found>({
      query: { match: { isProject: true } },
      pagination: { from: 0, size: 20 },
    });
    const project = projects.find((candidate) => candidate.children.length > 1)!;
    const unitId = project.children[1]!.general.id;
    const record = (await (
      await fetch(`${serviceUrl}/sites/demo/estates/group/${project.id}`)
    ).json()) as { children: { id: number; status: { id: number } }[] };
    expect(record.children.some((unit) => unit.id === unitId)).toBe(true);

    // Its short link leads to its page under the project.
    const short = await page.request.get(
      buildPath('estateDetailShort', 'en', { estateId: unitId }),
      {
        maxRedirects: 0,
      },
    );
    expect(short.status()).toBe(301);
    const unitPage = short.headers().location!;
    expect(unitPage).toMatch(new RegExp(`^/en/offer/${project.id}/[^/]+/${unitId}$`));

    await visit(page, buildPath('favorites', 'en'));
    await page.evaluate(
      (id) => localStorage.setItem('favorites', JSON.stringify([id])),
      String(unitId),
    );
    await visit(page, buildPath('favorites', 'en'));
    const grid = page.locator('#favorites-grid');
    await expect(grid.locator('article')).toHaveCount(1);
    const card = grid.locator(`article[data-estate-id="${unitId}"]`);
    await expect(card).toHaveCount(1);
    await expect(card.locator('a.card__link')).toHaveAttribute('href', unitPage);
    const heart = card.getByRole('button', { name: /as a favourite/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await page.request.get(unitPage)).status()).toBe(200);

    await heart.click();
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
  });
});
