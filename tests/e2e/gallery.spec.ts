import { expect, test, type Page } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import { expectAxeClean, searchService, serviceUrl, sitemapPaths, visit } from './helpers.ts';

/*
 * The photo viewer on a real detail page: it opens over the page instead of leaving it for the
 * image file, moves by keys, buttons and swipes, shows the floor plan after the photos, closes
 * back to the photo, and opens directly on the photo an address names (`#photo-2`).
 */

/** A small phone: the narrowest screen the site is made for. */
const phone = { width: 360, height: 740 };

/** A listing with several photos and a floor plan drawn as a picture, and its detail page. */
async function listingWithPlan(page: Page, locale: Locale) {
  const paths = await sitemapPaths(page, locale);
  const found = await searchService({
    query: { match: { isProject: false } },
    pagination: { from: 0, size: 200 },
  });
  for (const { id } of found) {
    const prefix = `${buildPath('estateDetailShort', locale, { estateId: id })}/`;
    const path = paths.find(
      (candidate) => candidate.startsWith(prefix) && candidate.split('/').length === 5,
    );
    if (!path) continue;
    const estate = (await (
      await fetch(`${serviceUrl}/sites/demo/estates/skarabee/${id}`)
    ).json()) as Estate;
    const plan = estate.files.some((file) => /floorplan-\d+\.webp$/.test(file.link));
    if (plan && estate.pictures.length >= 4) return { photos: estate.pictures.length, path };
  }
  throw new Error('the demo data lacks a listing on the site with photos and a floor plan');
}

/** Whether the viewer's picture has loaded, and its width as drawn. */
const shownPicture = (page: Page) =>
  page.locator('.gallery-viewer__picture').evaluate((image: HTMLImageElement) => ({
    loaded: image.complete && image.naturalWidth > 0,
    alt: image.alt,
  }));

for (const { name, locale, viewport, texts } of [
  {
    name: 'desktop',
    locale: 'nl',
    viewport: { width: 1280, height: 800 },
    texts: { dialog: /^Foto's van /, next: 'Volgende afbeelding', close: 'Sluiten' },
  },
  {
    name: 'phone',
    locale: 'fr',
    viewport: phone,
    texts: { dialog: /^Photos de /, next: 'Image suivante', close: 'Fermer' },
  },
] as const) {
  test(`the photo viewer opens, moves and closes on the page (${name}, ${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const { photos, path } = await listingWithPlan(page, locale);
    const total = photos + 1;
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pages.push(request.url());
    });
    await visit(page, path);

    const viewer = page.getByRole('dialog', { name: texts.dialog });
    await page.locator('#photo-1').click();
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await expect.poll(() => shownPicture(page)).toMatchObject({ loaded: true });
    // The page's own address (the one Playwright keeps follows it a moment later).
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#photo-1');
    await expectAxeClean(page, `the viewer open (${name})`);

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: texts.next }).click();
    await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#photo-3');
    // A swipe to the left: the next photo.
    const stage = page.locator('.gallery-viewer__stage');
    const box = (await stage.boundingBox())!;
    const at = (x: number) => ({
      pointerId: 3,
      isPrimary: true,
      pointerType: 'touch',
      clientX: box.x + x,
      clientY: box.y + box.height / 2,
    });
    await stage.dispatchEvent('pointerdown', at(box.width * 0.8));
    await stage.dispatchEvent('pointerup', at(box.width * 0.2));
    await expect(viewer.getByText(`4 / ${total}`)).toBeVisible();
    await expect.poll(() => shownPicture(page)).toMatchObject({ loaded: true });

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.locator('#photo-1')).toBeFocused();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');

    // The floor plan, a picture among the documents, comes after the photos.
    await page.locator('.files a[data-gallery-item]').click();
    await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
    await expect.poll(() => shownPicture(page)).toMatchObject({ loaded: true });
    await viewer.getByRole('button', { name: texts.close }).click();
    await expect(viewer).toBeHidden();

    // Shared with the photo's address: a new visit opens the viewer on it.
    const shared = await page.context().newPage();
    await shared.setViewportSize(viewport);
    shared.on('request', (request) => {
      if (request.isNavigationRequest()) pages.push(request.url());
    });
    await visit(shared, `${path}#photo-2`);
    const sharedViewer = shared.getByRole('dialog', { name: texts.dialog });
    await expect(sharedViewer.getByText(`2 / ${total}`)).toBeVisible();
    await expect.poll(() => shownPicture(shared)).toMatchObject({ loaded: true });
    expect((await shownPicture(shared)).alt).toMatch(new RegExp(`^\\D*2\\D+${photos}\\b`));
    await shared.keyboard.press('Escape');
    await expect(shared.locator('#photo-2')).toBeFocused();

    // The visitor never left the site: no page but the site's own was asked for.
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
    expect(pages.filter((url) => !new URL(url).pathname.startsWith(path))).toEqual([]);
  });
}

test('without JavaScript the photos and the plan stay links to their image files', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { path } = await listingWithPlan(page, 'en');
  await visit(page, path);
  for (const link of [page.locator('#photo-2'), page.locator('.files a[data-gallery-item]')]) {
    const href = (await link.getAttribute('href'))!;
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest()),
      link.click(),
    ]);
    expect(response.url()).toBe(new URL(href, page.url()).href);
    expect(response.headers()['content-type']).toBe('image/webp');
    await page.goBack();
  }
  await context.close();
});
