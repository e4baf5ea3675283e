import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { searchService, serviceUrl, visit } from './helpers.ts';

/*
 * The agency's own words (spec 7: GET /translations/{locale}) reach the visitor in the page the
 * build wrote and in what the islands draw in the browser. The demo agency has its own texts for
 * the favourites page and the card's "no picture" label in every language.
 */

/** The texts the agency keeps in the content service for a language. */
async function agencyTexts(locale: Locale): Promise<Record<string, string>> {
  const response = await fetch(`${serviceUrl}/translations/${locale}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

for (const locale of ['en', 'nl'] as const) {
  test(`the favourites page and the cards its island draws speak the agency's words in ${locale}`, async ({
    page,
  }) => {
    const texts = await agencyTexts(locale);
    for (const key of ['favorites.title', 'favorites.no.estates', 'card.no.picture']) {
      expect(texts[key], `the demo agency's ${key}`).toBeTruthy();
    }
    const site = (await (await fetch(`${serviceUrl}/sites/demo`)).json()) as {
      hiddenStatus: number[];
    };
    type Found = { id: number; thumbnail?: string | null; status: { id: number } };
    const withoutPicture = (
      await searchService<Found>({ query: {}, pagination: { from: 0, size: 500 } })
    ).find(
      (summary) => summary.thumbnail == null && !site.hiddenStatus.includes(summary.status.id),
    );
    if (!withoutPicture) throw new Error('the e2e data has no listing without a picture');

    // The heading is the page's; the empty message shows once the island found no favourites.
    await visit(page, buildPath('favorites', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['favorites.title']!);
    expect(await page.title()).toContain(texts['favorites.title']);
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    await expect(page.locator('[data-favorites-empty]')).toHaveText(texts['favorites.no.estates']!);

    // A saved listing without a picture: the island draws its card with the agency's label.
    await page.evaluate(
      (id) => localStorage.setItem('favorites', JSON.stringify([id])),
      String(withoutPicture.id),
    );
    await visit(page, buildPath('favorites', locale));
    const card = page.locator(`#favorites-grid article[data-estate-id="${withoutPicture.id}"]`);
    await expect(card.locator('.card__placeholder')).toHaveText(texts['card.no.picture']!);
    await expect(page.locator('[data-favorites-empty]')).toBeHidden();
  });
}
