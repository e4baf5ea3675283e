import type { APIRoute, GetStaticPaths } from 'astro';
import { locales, type Locale } from '../domain/locales.ts';
import { getStaticPageList } from '../site/site-data.ts';
import { localeSitemap } from '../site/sitemap.ts';

export const getStaticPaths = (() =>
  locales.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const { pages } = await getStaticPageList();
  const body = localeSitemap(
    pages,
    params.lang as Locale,
    site ?? new URL('http://localhost:4321'),
  );
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
