import type { APIRoute } from 'astro';
import { getStaticPageList } from '../site/site-data.ts';
import { sitemapIndex, sitemapParts } from '../site/sitemap.ts';

export const GET: APIRoute = async ({ site }) => {
  const { pages } = await getStaticPageList();
  return new Response(sitemapIndex(site ?? new URL('http://localhost:4321'), sitemapParts(pages)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
