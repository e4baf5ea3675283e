import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/domain/routes.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { locales, type Crawl } from './lib/crawl.ts';
import { product, productCrawl, serviceEstates } from './lib/product.ts';
import { hiddenStatuses, type ServiceEstate } from './lib/service-data.ts';

/**
 * URLs that last (a short link and any slug of a listing lead to its current page) and a listing
 * that left the site answering 410. This file runs last (tests/product/sequencer.ts): it removes
 * listings from the running product.
 */
const kinds = ['old source', 'back office', 'project', 'unit'] as const;
type Kind = (typeof kinds)[number];

let crawl: Crawl;
const picked = new Map<Kind, ServiceEstate>();
/** The canonical path of each picked listing in each language, as the sitemaps give it. */
const canonical = new Map<Kind, Record<string, string>>();

const offer = (locale: Locale) =>
  buildPath('estateDetailShort', locale, { estateId: '0' }).replace(/\/0$/, '');
const detailId = (path: string) => /^\/[a-z]{2}\/[^/]+\/(\d+)(?:\/[^/]+(?:\/(\d+))?)?$/.exec(path);

async function answer(path: string) {
  const response = await fetch(new URL(path, product().site), { redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, location: response.headers.get('location'), body };
}

beforeAll(async () => {
  crawl = await productCrawl();
  const estates = await serviceEstates();
  const hidden = await hiddenStatuses(product().service);
  const shown = estates.filter((estate) => !hidden.includes(estate.statusId));
  const inSitemap = (estate: ServiceEstate, locale: Locale) =>
    crawl.sitemapPaths.find((path) => {
      const match = detailId(path);
      return (
        path.startsWith(`${offer(locale)}/`) &&
        match &&
        (match[2] ?? match[1]) === String(estate.id)
      );
    });
  const choose = (kind: Kind, test: (estate: ServiceEstate) => boolean) => {
    const estate = shown.find((candidate) => test(candidate) && inSitemap(candidate, 'nl'));
    if (!estate) return;
    picked.set(kind, estate);
    canonical.set(
      kind,
      Object.fromEntries(locales.map((locale) => [locale, inSitemap(estate, locale)!])),
    );
  };
  choose('old source', (estate) => estate.source === 'old' && estate.kind === 'estate');
  choose('back office', (estate) => estate.source === 'guid');
  choose('project', (estate) => estate.kind === 'project');
  const project = picked.get('project');
  choose('unit', (estate) => estate.kind === 'unit' && estate.parentId !== project?.id);
});

describe('URLs that last', () => {
  it('has a listing of every kind in the sitemaps to try', () => {
    expect([...picked.keys()].sort()).toEqual([...kinds].sort());
  });

  for (const kind of kinds) {
    it(`answers a ${kind}'s short link with 301 to its page, which answers 200`, async () => {
      const estate = picked.get(kind)!;
      const problems: string[] = [];
      for (const locale of locales) {
        const target = canonical.get(kind)![locale]!;
        const short = await answer(`${offer(locale)}/${estate.id}`);
        if (
          short.status !== 301 ||
          new URL(short.location ?? '', product().site).pathname !== target
        )
          problems.push(
            `${offer(locale)}/${estate.id}: ${short.status} -> ${short.location}, expected 301 -> ${target}`,
          );
        const page = await answer(target);
        if (page.status !== 200) problems.push(`${target}: ${page.status}`);
      }
      expect(problems).toEqual([]);
    });

    it(`answers a ${kind}'s stale slug with 301 to its current page`, async () => {
      const estate = picked.get(kind)!;
      const problems: string[] = [];
      for (const locale of locales) {
        const target = canonical.get(kind)![locale]!;
        const stale =
          kind === 'unit'
            ? `${offer(locale)}/${estate.parentId}/an-old-slug/${estate.id}`
            : `${offer(locale)}/${estate.id}/an-old-slug-sold-in-somewhere`;
        const found = await answer(stale);
        if (
          found.status !== 301 ||
          new URL(found.location ?? '', product().site).pathname !== target
        )
          problems.push(
            `${stale}: ${found.status} -> ${found.location}, expected 301 -> ${target}`,
          );
      }
      expect(problems).toEqual([]);
    });
  }

  it('answers 410 with a translated page for a listing of every kind that left the site', async () => {
    const { control, site, rebuildSecret } = product();
    const removals: [string, number][] = [];
    for (const kind of kinds) {
      const estate = picked.get(kind)!;
      if (kind === 'back office') removals.push(['backOffice', estate.id]);
      else if (kind === 'project') {
        removals.push(['estate', estate.id]);
        for (const unit of (await serviceEstates()).filter(
          (candidate) => candidate.parentId === estate.id,
        ))
          removals.push(['estate', unit.id]);
      } else removals.push(['estate', estate.id]);
    }
    for (const [documentKind, id] of removals) {
      const removed = await fetch(`${control}/remove/${documentKind}/${id}`, { method: 'POST' });
      expect(removed.status, `${documentKind} ${id}`).toBe(204);
    }
    const before = (await (await fetch(`${site}/hooks/status`)).json()) as { current: string };
    const triggered = await fetch(`${site}/hooks/rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': rebuildSecret, 'content-type': 'application/json' },
      body: JSON.stringify({ estates: removals.map(([, id]) => id) }),
    });
    expect(triggered.status).toBe(202);
    for (let waited = 0; ; waited += 1) {
      const status = (await (await fetch(`${site}/hooks/status`)).json()) as {
        current: string;
        running: boolean;
        lastError: string | null;
      };
      if (status.current !== before.current && !status.running) break;
      if (waited > 240) throw new Error(`no new publish: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const problems: string[] = [];
    for (const kind of kinds) {
      const estate = picked.get(kind)!;
      const bodies = new Set<string>();
      for (const locale of locales) {
        for (const path of [canonical.get(kind)![locale]!, `${offer(locale)}/${estate.id}`]) {
          const found = await answer(path);
          if (found.status !== 410) problems.push(`${kind} ${path}: ${found.status}, expected 410`);
          else if (!new RegExp(`<html lang="${locale}(-[A-Z]{2})?"`).test(found.body))
            problems.push(`${kind} ${path}: 410 page not in ${locale}`);
          bodies.add(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(found.body)?.[1] ?? '');
        }
      }
      if (bodies.size < locales.length) problems.push(`${kind}: the 410 page is not translated`);
    }
    expect(problems).toEqual([]);
  });
});
