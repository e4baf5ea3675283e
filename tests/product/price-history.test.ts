import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales, type Crawl } from './lib/crawl.ts';
import { product, productCrawl } from './lib/product.ts';

/**
 * The demo starts with a price history (npm start seeds it with the demo's content): its first
 * build already shows lowered prices, on the cards and in the history of their detail pages,
 * in every language.
 */
let crawl: Crawl;
let texts: Record<string, Record<string, string>>;

beforeAll(async () => {
  crawl = await productCrawl();
  texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => [
        locale,
        JSON.parse(await readFile(`src/i18n/${locale}.json`, 'utf8')) as Record<string, string>,
      ]),
    ),
  );
});

describe("the demo's lowered prices", () => {
  it('show in the history of their detail pages and on their cards, in every language', async () => {
    const answer = await fetch(new URL('/price-drops.json', product().site));
    const { drops } = (await answer.json()) as { drops: Record<string, { price: number }> };
    const ids = Object.keys(drops);
    expect(ids.length).toBeGreaterThan(0);
    const id = ids[0]!;
    for (const locale of locales) {
      const detail = crawl.sitemapPaths.find((path) =>
        new RegExp(`^/${locale}/[^/]+/${id}/`).test(path),
      );
      expect(detail, `${locale} detail page of ${id}`).toBeDefined();
      const html = await (await fetch(new URL(detail!, product().site))).text();
      expect(html, detail).toContain(texts[locale]!['detail.price.history.title']);
      expect(html, detail).toContain(texts[locale]!['detail.price.history.first']);
    }
    // The listing pages that show its card say so on it, in the page's language.
    const listed = crawl.pages.filter((page) =>
      (crawl.cards[page] ?? []).some((card) => card.id === id && !page.includes(`/${id}/`)),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const page of listed.slice(0, 4)) {
      const html = await (await fetch(new URL(page, product().site))).text();
      const locale = page.split('/')[1]!;
      const card = html.match(
        new RegExp(`<article[^>]*data-estate-id="${id}"[\\s\\S]*?</article>`),
      );
      expect(card?.[0], page).toContain(`card__lowered">${texts[locale]!['card.price.lowered']}<`);
    }
  });
});
