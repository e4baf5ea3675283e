import { beforeAll, describe, expect, it } from 'vitest';
import { isAlive, type Crawl } from './lib/crawl.ts';
import { product, productCrawl, serviceEstates } from './lib/product.ts';
import { firstLines } from './lib/report.ts';
import { hiddenStatuses, type ServiceEstate } from './lib/service-data.ts';

let crawl: Crawl;
let estates: Map<string, ServiceEstate>;
let hidden: number[];

beforeAll(async () => {
  crawl = await productCrawl();
  estates = new Map((await serviceEstates()).map((estate) => [String(estate.id), estate]));
  hidden = await hiddenStatuses(product().service);
  const dead = Object.values(crawl.answers).filter((answer) => !isAlive(answer)).length;
  console.log(
    `crawl: ${crawl.pages.length} pages read, ${Object.keys(crawl.answers).length} links checked, ${dead} dead; sitemaps list ${crawl.sitemapPaths.length} URLs`,
  );
});

describe('a crawl of every language from its home page and of the sitemaps', () => {
  it('reads the home page of every language and every page of the sitemaps', () => {
    for (const locale of ['nl', 'fr', 'en', 'de']) expect(crawl.pages).toContain(`/${locale}/`);
    expect(crawl.sitemapPaths.length).toBeGreaterThan(100);
  });

  it('finds every link, picture, stylesheet and script answering 200 or a 301 to a 200', () => {
    const dead = Object.entries(crawl.answers)
      .filter(([, answer]) => !isAlive(answer))
      .map(
        ([url, answer]) =>
          `${url} ${answer.status}${answer.location ? ` -> ${answer.location} ${answer.target}` : ''} (from ${crawl.linkedFrom[url]?.join(', ') ?? 'sitemap'})`,
      );
    expect(firstLines(dead)).toEqual([]);
  });

  it('reaches every URL of the sitemaps by links from a home page', () => {
    const reached = new Set(crawl.reachedFromHome);
    // Grouped by what the page shows (the estate's source, kind and status), with an example.
    const groups = new Map<string, string[]>();
    for (const path of crawl.sitemapPaths.filter((candidate) => !reached.has(candidate))) {
      const match = /^\/[a-z]{2}\/[^/]+\/(\d+)(?:\/[^/]+(?:\/(\d+))?)?$/.exec(path);
      const estate = match ? estates.get(match[2] ?? match[1]!) : undefined;
      const group = estate
        ? `${estate.source} source ${estate.kind}, status ${estate.statusId}`
        : path.split('/').slice(0, 3).join('/');
      groups.set(group, [...(groups.get(group) ?? []), path]);
    }
    expect(
      [...groups].map(([group, paths]) => `${paths.length} × ${group}, e.g. ${paths[0]}`),
    ).toEqual([]);
  });

  it('lists in the sitemaps only pages that answer 200', () => {
    const notOk = crawl.sitemapPaths.filter((path) => crawl.answers[path]?.status !== 200);
    expect(firstLines(notOk)).toEqual([]);
  });

  it('draws every card as a link to a detail page that answers 200, unless its status is hidden', () => {
    const wrong: string[] = [];
    for (const [page, cards] of Object.entries(crawl.cards)) {
      for (const card of cards) {
        const estate = estates.get(card.id);
        const inert = estate !== undefined && hidden.includes(estate.statusId);
        if (inert && card.href !== null)
          wrong.push(`${page}: card ${card.id} of a hidden status links`);
        if (!inert && card.href === null) wrong.push(`${page}: card ${card.id} has no link`);
        if (card.href !== null && crawl.answers[card.href]?.status !== 200)
          wrong.push(
            `${page}: card ${card.id} links to ${card.href} (${crawl.answers[card.href]?.status})`,
          );
      }
    }
    expect(firstLines(wrong)).toEqual([]);
  });
});
