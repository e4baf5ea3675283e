import { Parser } from 'htmlparser2';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pMap from 'p-map';

export const locales = ['nl', 'fr', 'en', 'de'] as const;

/** How one checked URL answered: its status and, for a redirect, where it led and how that answered. */
export type Answer = { status: number; location?: string; target?: number };

export type Crawl = {
  /** Same-origin HTML pages read and followed, as paths. */
  pages: string[];
  /** Pages reached by links from the home pages alone (before the sitemaps were read). */
  reachedFromHome: string[];
  /** Every URL of the sitemaps, as paths. */
  sitemapPaths: string[];
  /** Every checked URL (site paths; other checked origins in full) and its answer. */
  answers: Record<string, Answer>;
  /** For each checked URL, up to three pages that link to it. */
  linkedFrom: Record<string, string[]>;
  /** For each page, its `a href` links to site paths. */
  anchors: Record<string, string[]>;
  /** For each page that has some, its estate cards (links resolved to site paths). */
  cards: Record<string, Card[]>;
  /** For each needle asked for, the pages whose HTML carries it. */
  needles: Record<string, string[]>;
};

/** An estate card on a page: the estate it shows and its link (null: drawn inert). */
export type Card = { id: string; href: string | null };

/** The links a page gives (what a crawler or a browser would request) and its estate cards. */
export function pageLinks(html: string): { anchors: string[]; resources: string[]; cards: Card[] } {
  const anchors: string[] = [];
  const resources: string[] = [];
  const cards: Card[] = [];
  let card: Card | undefined;
  let depth = 0;
  const srcset = (value: string) =>
    value
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0])
      .filter((url): url is string => Boolean(url));
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (card && name === 'article') depth += 1;
        const estateId = attributes['data-estate-id'];
        const isCard =
          name === 'article' &&
          estateId !== undefined &&
          /(^|\s)card(\s|$)/.test(attributes.class ?? '');
        if (isCard && !card) {
          const found: Card = { id: estateId, href: null };
          card = found;
          depth = 1;
          cards.push(found);
        }
        if (name === 'a' && attributes.href !== undefined) {
          anchors.push(attributes.href);
          if (card && card.href === null) card.href = attributes.href;
        }
        if (name === 'link' && attributes.href !== undefined) {
          const rel = (attributes.rel ?? '').toLowerCase();
          if (!/\b(preconnect|dns-prefetch)\b/.test(rel)) resources.push(attributes.href);
        }
        if ((name === 'img' || name === 'script' || name === 'source') && attributes.src)
          resources.push(attributes.src);
        if ((name === 'img' || name === 'source') && attributes.srcset)
          resources.push(...srcset(attributes.srcset));
      },
      onclosetag(name) {
        if (card && name === 'article' && --depth === 0) card = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { anchors, resources, cards };
}

const followable = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * Crawls the site from every language's home page, then from the sitemaps, checking every link
 * (a href, link href but preconnect, img src/srcset, script src). Pages of the site are read and
 * followed; URLs of the `checkedOrigins` (the content service's pictures) are only checked;
 * other origins are left alone. The result is kept in `cacheDir`, so the product tests share
 * one crawl.
 */
export async function crawlSite(options: {
  site: string;
  checkedOrigins: string[];
  needles: string[];
  cacheDir: string;
  /** Origins the pages name that are this site too (SITE_URL, when a proxy serves it). */
  sameSite?: string[];
}): Promise<Crawl> {
  const cacheFile = join(options.cacheDir, 'product-crawl.json');
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as Crawl;
  const site = new URL(options.site);
  const answers = new Map<string, Answer>();
  const linkedFrom = new Map<string, string[]>();
  const anchors: Record<string, string[]> = {};
  const cards: Record<string, Card[]> = {};
  const needles: Record<string, string[]> = Object.fromEntries(
    options.needles.map((needle) => [needle, []]),
  );
  const pages = new Set<string>();
  const queued = new Set<string>();

  const own = new Set([site.origin, ...(options.sameSite ?? [])]);
  const keyOf = (url: URL) => (own.has(url.origin) ? `${url.pathname}${url.search}` : url.href);

  const note = (key: string, from: string) => {
    const list = linkedFrom.get(key) ?? [];
    if (list.length < 3 && !list.includes(from)) list.push(from);
    linkedFrom.set(key, list);
  };

  async function check(url: URL): Promise<{ answer: Answer; html?: string }> {
    const response = await fetch(url, { redirect: 'manual' });
    const answer: Answer = { status: response.status };
    let html: string | undefined;
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? '';
      answer.location = location;
      const target = await fetch(new URL(location, url), { redirect: 'manual' });
      answer.target = target.status;
      await target.body?.cancel();
      await response.body?.cancel();
    } else if (
      url.origin === site.origin &&
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').includes('text/html')
    ) {
      html = await response.text();
    } else {
      await response.body?.cancel();
    }
    return { answer, html };
  }

  async function visit(start: string[]): Promise<void> {
    let frontier = start.filter((key) => !queued.has(key));
    for (const key of frontier) queued.add(key);
    while (frontier.length > 0) {
      const next: string[] = [];
      await pMap(
        frontier,
        async (key) => {
          const url = new URL(key, site);
          const { answer, html } = await check(url);
          answers.set(key, answer);
          if (html === undefined) return;
          pages.add(key);
          for (const needle of options.needles)
            if (html.includes(needle)) needles[needle]!.push(key);
          const links = pageLinks(html);
          const pageAnchors: string[] = [];
          for (const [href, isAnchor] of [
            ...links.anchors.map((href) => [href, true] as const),
            ...links.resources.map((href) => [href, false] as const),
          ]) {
            let target: URL;
            try {
              target = new URL(href, url);
            } catch {
              answers.set(`malformed ${href}`, { status: 0 });
              note(`malformed ${href}`, key);
              continue;
            }
            if (!followable(target)) continue;
            target.hash = '';
            const targetKey = keyOf(target);
            if (own.has(target.origin)) {
              if (isAnchor) pageAnchors.push(targetKey);
            } else if (!options.checkedOrigins.includes(target.origin)) continue;
            note(targetKey, key);
            if (!queued.has(targetKey)) {
              queued.add(targetKey);
              next.push(targetKey);
            }
          }
          anchors[key] = [...new Set(pageAnchors)];
          if (links.cards.length > 0)
            cards[key] = links.cards.map((found) => ({
              id: found.id,
              href: found.href === null ? null : keyOf(new URL(found.href, url)),
            }));
        },
        { concurrency: 8 },
      );
      frontier = next;
    }
  }

  await visit(locales.map((locale) => `/${locale}/`));
  const reachedFromHome = [...queued].filter((key) => !key.includes('://'));

  const index = await (await fetch(new URL('/sitemap-index.xml', site))).text();
  const sitemapPaths: string[] = [];
  for (const sitemap of locs(index)) {
    const sitemapKey = keyOf(new URL(sitemap));
    const response = await fetch(new URL(sitemapKey, site));
    answers.set(sitemapKey, { status: response.status });
    const xml = await response.text();
    for (const needle of options.needles)
      if (xml.includes(needle)) needles[needle]!.push(sitemapKey);
    sitemapPaths.push(...locs(xml).map((loc) => keyOf(new URL(loc))));
  }
  await visit(sitemapPaths);

  const crawl: Crawl = {
    pages: [...pages],
    reachedFromHome,
    sitemapPaths,
    answers: Object.fromEntries(answers),
    linkedFrom: Object.fromEntries(linkedFrom),
    anchors,
    cards,
    needles,
  };
  await writeFile(cacheFile, JSON.stringify(crawl));
  return crawl;
}

/** The `<loc>` of a sitemap or sitemap index. */
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

/** A checked URL is alive when it answers 200, or 301 to a URL that answers 200. */
export function isAlive(answer: Answer): boolean {
  return answer.status === 200 || (answer.status === 301 && answer.target === 200);
}
