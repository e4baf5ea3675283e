import { expect, test } from '@playwright/test';
import { buildPath } from '../../src/domain/routes.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { axe, searchService, serviceUrl, visit } from './helpers.ts';

test.describe('favourites', () => {
  test('a shared link opens the same list in another browser, which adds it to its own', async ({
    browser,
    baseURL,
  }) => {
    const nl = uiStrings.nl;
    const offered = await searchService<{ id: number }>({
      query: { match: { isProject: false } },
      pagination: { from: 0, size: 3 },
    });
    const [a, b, c] = offered.map((estate) => String(estate.id)) as [string, string, string];
    const withFavourites = async (ids: string[]) => {
      const context = await browser.newContext({
        baseURL,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await context.addInitScript(
        (stored) => localStorage.getItem('favorites') ?? localStorage.setItem('favorites', stored),
        JSON.stringify(ids),
      );
      return context;
    };

    // Shared from one browser: the link is copied and shown.
    const mine = await withFavourites([a, b]);
    const page = await mine.newPage();
    await visit(page, buildPath('favorites', 'nl'));
    await expect(page.locator('#favorites-grid article')).toHaveCount(2);
    await page.getByRole('button', { name: nl['favorites.share'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: nl['favorites.share.copied'] }),
    ).toBeVisible();
    const link = await page.getByLabel(nl['favorites.share.link']).inputValue();
    expect(link).toBe(`${baseURL}${buildPath('favorites', 'nl')}?shared=${a},${b}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await mine.close();

    // Opened in another browser that keeps a favourite of its own.
    const theirs = await withFavourites([c]);
    const other = await theirs.newPage();
    await visit(other, link);
    const shared = other.getByRole('region', { name: nl['favorites.shared.title'] });
    await expect(shared.locator('article')).toHaveCount(2);
    expect(
      await shared
        .locator('article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-estate-id'))),
    ).toEqual([a, b]);
    await expect(shared.getByRole('link', { name: nl['favorites.shared.own'] })).toHaveAttribute(
      'href',
      buildPath('favorites', 'nl'),
    );
    expect((await axe(other).analyze()).violations.map((v) => v.id)).toEqual([]);
    await shared.getByRole('button', { name: nl['favorites.shared.merge'] }).click();
    await expect(
      other.getByRole('status').filter({ hasText: nl['favorites.shared.merged'] }),
    ).toBeVisible();
    expect(new URL(other.url()).search).toBe('');
    await expect(other.locator('#favorites-grid article')).toHaveCount(3);
    expect(JSON.parse((await other.evaluate(() => localStorage.getItem('favorites')))!)).toEqual([
      c,
      a,
      b,
    ]);
    await theirs.close();
  });

  test('a heart on the listing keeps the estate on the favourites page until removed', async ({
    page,
  }) => {
    await visit(page, buildPath('buy', 'en'));
    const firstCard = page.locator('#main article').first();
    const title = (await firstCard.locator('h2, h3').first().innerText()).trim();
    // One name, pressed or not: the state is announced once, by aria-pressed.
    const heart = firstCard.getByRole('button', { name: `Save ${title} as a favourite` });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(`Save ${title} as a favourite`);
    const count = page.locator('.site-header__favorites [data-favorites-count]');
    await expect(count).toHaveText('1');
    await expect(count).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('favorites'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

    // Kept in the browser: still a favourite after a reload.
    await page.reload();
    await expect(
      page
        .locator('#main article')
        .first()
        .getByRole('button', { name: `Save ${title} as a favourite` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await visit(page, buildPath('favorites', 'en'));
    const grid = page.locator('#favorites-grid');
    const card = grid.locator('article', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page.locator('[data-favorites-empty]')).toBeHidden();

    await card.getByRole('button', { name: `Save ${title} as a favourite` }).click();
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    // The agency's words for it (spec 7: its translations), else the built-in text.
    const agency = (await (await fetch(`${serviceUrl}/translations/en`)).json()) as Record<
      string,
      string
    >;
    await expect(page.locator('[data-favorites-empty]')).toHaveText(
      agency['favorites.no.estates'] ?? uiStrings.en['favorites.no.estates'],
    );
    await expect(count).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
  });

  test('shows a sold favourite with its transaction and no price, and a hidden-status one without a link', async ({
    page,
  }) => {
    // From the service: the site's hidden statuses, a listing with one, and a sold listing.
    const site = (await (await fetch(`${serviceUrl}/sites/demo`)).json()) as {
      hiddenStatus: number[];
    };
    type Found = {
      id: number;
      isSold: boolean;
      general: { price: number | null; transaction: { name: Record<string, string> } };
    };
    const search = async (match: Record<string, unknown>) =>
      searchService<Found>({ query: { match }, pagination: { from: 0, size: 100 } });
    const hidden = (await search({ 'status.id': site.hiddenStatus[0] }))[0];
    const sold = (await search({ isProject: false })).find(
      (estate) => estate.isSold && (estate.general.price ?? 0) > 0,
    );
    if (!hidden || !sold) throw new Error('the e2e data has no hidden-status or sold listing');

    await visit(page, buildPath('favorites', 'en'));
    await page.evaluate(
      (ids) => localStorage.setItem('favorites', JSON.stringify(ids)),
      [String(hidden.id), String(sold.id)],
    );
    await visit(page, buildPath('favorites', 'en'));
    const grid = page.locator('#favorites-grid');
    await expect(grid.locator('article')).toHaveCount(2);

    const inert = grid.locator(`article[data-estate-id="${hidden.id}"]`);
    await expect(inert.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(inert.locator('a')).toHaveCount(0);
    // Still a favourite the visitor can remove.
    await expect(inert.getByRole('button', { name: /^Save .+ as a favourite$/ })).toBeVisible();

    const soldCard = grid.locator(`article[data-estate-id="${sold.id}"]`);
    const transaction = sold.general.transaction.name.en;
    if (!transaction) throw new Error('the sold listing has no English transaction name');
    await expect(soldCard.locator('.card__sold')).toHaveText(transaction);
    await expect(soldCard.locator('a')).toHaveCount(1);
    // It has a price, which a sold card does not show.
    await expect(soldCard).not.toContainText('€');
  });

  test('the favourites page is axe clean with a favourite loaded and when empty', async ({
    page,
  }) => {
    await visit(page, buildPath('favorites', 'nl'));
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();

    await visit(page, buildPath('buy', 'nl'));
    await page.locator('#main article').first().locator('button[aria-pressed]').click();
    await visit(page, buildPath('favorites', 'nl'));
    await expect(page.locator('#favorites-grid article')).toHaveCount(1);
    await expect(page.locator('#favorites-grid')).toHaveAttribute('aria-busy', 'false');
    // visit checked the page as it opened; this checks it with the loaded card.
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('islands start only after the first paint: favourites, listing and detail pages', async ({
    page,
  }) => {
    // Before any page script: when an island first changes what its mount point shows. The parser's own
    // insertions are dropped when parsing ends (readyState "interactive"), before any deferred
    // or module script runs.
    await page.addInitScript(() => {
      const seen = { at: null as number | null };
      (window as unknown as { __island: typeof seen }).__island = seen;
      let parsed = false;
      const observer = new MutationObserver((records) => {
        if (!parsed || seen.at !== null) return;
        // Astro's own end-of-island comment, taken away as parsing ends, shows nothing.
        const shows = (record: MutationRecord) =>
          record.type === 'attributes' ||
          [...record.addedNodes, ...record.removedNodes].some(
            (node) => node.nodeType !== Node.COMMENT_NODE,
          );
        const changed = records.some(
          (record) =>
            (record.target as Element).closest?.('[data-island], astro-island') && shows(record),
        );
        if (changed) seen.at = performance.now();
      });
      // Elements added or removed, or shown (the listing's hearts and view switch): what a
      // visitor would see change, not the mount scripts' own marks.
      observer.observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['hidden'],
      });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        observer.takeRecords();
        parsed = true;
      });
    });
    const paintThenIsland = async () => {
      await page.waitForFunction(
        () => (window as unknown as { __island: { at: number | null } }).__island.at !== null,
      );
      return page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        island: (window as unknown as { __island: { at: number | null } }).__island.at,
      }));
    };
    const expectAfterPaint = ({
      paint,
      island,
    }: {
      paint: number | null;
      island: number | null;
    }) => {
      expect(paint).not.toBeNull();
      expect(island).not.toBeNull();
      expect(island!).toBeGreaterThanOrEqual(paint!);
    };

    await visit(page, buildPath('favorites', 'fr'));
    await expect(page.locator('[data-favorites-empty]')).toBeVisible();
    expectAfterPaint(await paintThenIsland());

    // The listing's hearts (and the header's count) are islands too.
    await page.goto(buildPath('buy', 'nl'));
    expectAfterPaint(await paintThenIsland());

    const detail = await page.locator('#main article a').first().getAttribute('href');
    expect(detail).toBeTruthy();
    await page.goto(detail!);
    expectAfterPaint(await paintThenIsland());
  });

  test('the heart on a detail page adds to the same list', async ({ page }) => {
    await visit(page, buildPath('buy', 'en'));
    const link = page.locator('#main article a').first();
    const title = (await link.innerText()).trim();
    await link.click();
    const heart = page.getByRole('button', { name: `Save ${title} as a favourite` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(`Save ${title} as a favourite`);
    await expect(page.locator('.site-header__favorites [data-favorites-count]')).toHaveText('1');
  });
});
