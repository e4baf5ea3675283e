import type { Browser, Page } from '@playwright/test';
import { launchTestChromium } from '../lib/chromium.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/domain/routes.ts';
import { productCrawl, product, serviceEstates } from './lib/product.ts';
import { firstLines } from './lib/report.ts';
import { hiddenStatuses, type ServiceEstate } from './lib/service-data.ts';

/**
 * Cards the islands draw in the browser (after a sort, a filter, "load more", on the favourites
 * page, among similar estates) link to a detail page that answers 200, whatever the listing's
 * source, unless its status is one the site hides (spec 2: then the card is inert).
 */
let browser: Browser;
let estates: Map<string, ServiceEstate>;
let hidden: number[];
let sitemapPaths: string[];

beforeAll(async () => {
  browser = await launchTestChromium();
  estates = new Map((await serviceEstates()).map((estate) => [String(estate.id), estate]));
  hidden = await hiddenStatuses(product().service);
  sitemapPaths = (await productCrawl()).sitemapPaths;
});

afterAll(async () => {
  await browser?.close();
});

type DrawnCard = { id: string; href: string | null };

const drawnCards = (page: Page, scope = 'body') =>
  page.locator(`${scope} article.card`).evaluateAll((cards) =>
    cards.map((card) => ({
      id: card.getAttribute('data-estate-id') ?? '',
      href: card.querySelector('a[href]')?.getAttribute('href') ?? null,
    })),
  );

/** What is wrong with the cards drawn: a link missing, a link where none belongs, a dead link. */
async function cardProblems(where: string, cards: DrawnCard[]): Promise<string[]> {
  const problems: string[] = [];
  for (const card of cards) {
    const estate = estates.get(card.id);
    const describe = estate
      ? `${estate.source} ${estate.kind} ${card.id} (status ${estate.statusId})`
      : `card ${card.id}`;
    const inert = estate !== undefined && hidden.includes(estate.statusId);
    if (inert) {
      if (card.href !== null)
        problems.push(`${where}: ${describe} of a hidden status links to ${card.href}`);
      continue;
    }
    if (card.href === null) {
      problems.push(`${where}: ${describe} has no link`);
      continue;
    }
    const response = await fetch(new URL(card.href, product().site), { redirect: 'manual' });
    if (response.status !== 200)
      problems.push(`${where}: ${describe} links to ${card.href} (${response.status})`);
  }
  return problems;
}

async function openPage(path: string, init?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext({ baseURL: product().site });
  // Pictures are the crawl's to check; here they would only slow the browser down.
  await context.route(/\.(webp|avif|jpe?g|png)(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await init?.(page);
  await page.goto(path);
  return page;
}

const settled = (page: Page) =>
  page.locator('[data-listing-results][aria-busy="false"]').first().waitFor({ timeout: 30_000 });

/** Clicks "load more" up to `times` times, or until there is no more. */
async function loadMore(page: Page, times: number): Promise<void> {
  const more = page.locator('[data-listing-results] button', { hasText: 'Meer resultaten tonen' });
  for (let clicks = 0; clicks < times && (await more.isVisible()); clicks += 1) {
    const before = await page.locator('[data-listing-results] article.card').count();
    await more.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-listing-results] article.card').length > count,
      before,
      { timeout: 30_000 },
    );
    await settled(page);
  }
}

describe('cards drawn by the islands', () => {
  for (const kind of ['buy', 'rent'] as const) {
    it(`link to a detail page that answers 200 on the ${kind} screen after a sort and "load more", for listings of both sources`, async () => {
      const page = await openPage(buildPath(kind, 'nl'));
      await page.locator('.listing-view').waitFor();
      await page.locator('#filter-sort').selectOption('price');
      await page.waitForURL(/sort=price/);
      await settled(page);
      await loadMore(page, 3);
      const cards = await drawnCards(page, '[data-listing-results]');
      expect(cards.length).toBeGreaterThan(15);
      // Sorted by price, the first pages mix the sources: both kinds of card are drawn.
      expect(new Set(cards.map((card) => estates.get(card.id)?.source))).toEqual(
        new Set(['old', 'guid']),
      );
      const problems = await cardProblems(`${kind} sorted by price`, cards);
      await page.context().close();
      expect(firstLines(problems)).toEqual([]);
    });
  }

  it('link to a detail page that answers 200 on the rent screen after a filter', async () => {
    const page = await openPage(buildPath('rent', 'nl'));
    await page.locator('.listing-view').waitFor();
    // The type choices load when their list first opens.
    await page.locator('#filter-type').click();
    await page.locator('input[name="type"]').first().waitFor();
    // Two types are enough to redraw the results twice; every type would only take longer.
    const types = await page
      .locator('input[name="type"]')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).slice(0, 2));
    expect(types).toHaveLength(2);
    const problems: string[] = [];
    let drawn = 0;
    for (const type of types) {
      // Exactly this type: check it, then uncheck the one before.
      await page.locator(`input[name="type"][value="${type}"]`).check();
      for (const other of types.filter((value) => value !== type)) {
        await page.locator(`input[name="type"][value="${other}"]`).uncheck();
      }
      await page.waitForURL((url) => url.searchParams.getAll('type').join() === type);
      await settled(page);
      await loadMore(page, 3);
      const cards = await drawnCards(page, '[data-listing-results]');
      drawn += cards.length;
      problems.push(...(await cardProblems(`rent, type ${type}`, cards)));
    }
    await page.context().close();
    expect(drawn).toBeGreaterThan(0);
    expect(firstLines(problems)).toEqual([]);
  });

  it('link to a detail page that answers 200 on the favourites page, for favourites of every kind', async () => {
    const all = [...estates.values()];
    const pick = (test: (estate: ServiceEstate) => boolean) => all.filter(test).slice(0, 2);
    const favourites = [
      ...pick(
        (estate) => estate.source === 'old' && estate.kind === 'estate' && estate.statusId === 1,
      ),
      ...pick((estate) => estate.source === 'guid' && estate.statusId === 3),
      ...pick((estate) => estate.source === 'guid' && [2, 4, 8, 10].includes(estate.statusId)),
      ...pick((estate) => estate.kind === 'project'),
      ...pick((estate) => estate.kind === 'unit'),
      ...pick((estate) => hidden.includes(estate.statusId)),
    ].map((estate) => String(estate.id));
    const page = await openPage(buildPath('favorites', 'nl'), (page) =>
      page.addInitScript(
        (ids) => localStorage.setItem('favorites', JSON.stringify(ids)),
        favourites,
      ),
    );
    // The page asks the service once for every favourite: drawn when that answer is in.
    await page.locator('main article.card').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const cards = await drawnCards(page, 'main');
    await page.context().close();
    const problems = await cardProblems('favourites', cards);
    // Each favourite shows as itself (a unit as that unit, not as its project).
    const missing = favourites.filter((id) => !cards.some((card) => card.id === id));
    expect([
      ...problems,
      ...missing.map((id) => `favourite ${id} (${estates.get(id)?.kind}) not shown`),
    ]).toEqual([]);
  });

  it('link to a detail page that answers 200 among the similar estates of detail pages of both sources', async () => {
    const problems: string[] = [];
    let drawn = 0;
    const detailPaths = ['old', 'guid'].flatMap((source) => {
      const candidates = [...estates.values()].filter(
        (estate) =>
          estate.source === source &&
          estate.kind === 'estate' &&
          [1, 2, 3].includes(estate.statusId),
      );
      return candidates
        .map((estate) =>
          sitemapPaths.find((path) => new RegExp(`^/nl/aanbod/${estate.id}/`).test(path)),
        )
        .filter((path): path is string => Boolean(path))
        .slice(0, 1);
    });
    for (const path of detailPaths) {
      const page = await openPage(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .locator('.similar-estates article.card')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      const cards = await drawnCards(page, '.similar-estates');
      drawn += cards.length;
      problems.push(...(await cardProblems(`similar to ${path}`, cards)));
      await page.context().close();
    }
    expect(drawn).toBeGreaterThan(0);
    expect(firstLines(problems)).toEqual([]);
  });
});
