import type { APIRoute, GetStaticPaths } from 'astro';
import { locales, type Locale } from '../domain/locales.ts';
import { getBuildRecord } from '../site/build-plan.ts';
import { getStaticPageList } from '../site/site-data.ts';
import { localeSitemap, pageLastModified } from '../site/sitemap.ts';

// Written by every build, incremental ones too: each change moves a page's <lastmod>.
export const getStaticPaths = (() =>
  locales.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const { pages } = await getStaticPageList();
  const { state } = await getBuildRecord();
  const body = localeSitemap(
    pages,
    params.lang as Locale,
    site ?? new URL('http://localhost:4321'),
    pageLastModified(state),
  );
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
