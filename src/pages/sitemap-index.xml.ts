import type { APIRoute } from 'astro';
import { sitemapIndex } from '../site/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(sitemapIndex(site ?? new URL('http://localhost:4321')), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
