import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { keptForNextBuild } from '../site/build-memo.ts';
import { getBuildRecord } from '../site/build-plan.ts';
import { buildRequest } from '../site/build-request.ts';
import { getStaticPageList } from '../site/site-data.ts';
import {
  localeSitemap,
  pageLastModified,
  sitemapFile,
  sitemapParts,
  sitemapsToWrite,
  type SitemapMemory,
  type SitemapPart,
} from '../site/sitemap.ts';

// Which sitemaps a build writes: sitemapsToWrite; an incremental build keeps the others.
export const getStaticPaths = (async () => {
  const { pages } = await getStaticPageList();
  const { plan } = await getBuildRecord();
  const published = buildRequest().previous.dir;
  const parts = sitemapsToWrite(sitemapParts(pages), plan, (file) =>
    published ? existsSync(join(published, file)) : false,
  );
  return parts.map((part) => ({
    params: { part: sitemapFile(part).slice('sitemap-'.length, -'.xml'.length) },
    props: { part },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ part: SitemapPart }> = async ({ props: { part }, site }) => {
  const { pages } = await getStaticPageList();
  const { state } = await getBuildRecord();
  const origin = site ?? new URL('http://localhost:4321');
  // A resident renderer's next rebuild writes again only the entries that changed.
  const kept = keptForNextBuild<SitemapMemory>(
    `${sitemapFile(part)} ${origin.href}`,
    buildRequest().codeDigest,
  );
  const next: SitemapMemory = new Map();
  const body = localeSitemap(pages, part, origin, pageLastModified(state), {
    last: kept.last,
    next,
  });
  kept.keep(next);
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
