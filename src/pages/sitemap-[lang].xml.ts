import type { APIRoute, GetStaticPaths } from 'astro';
import { locales, type Locale } from '../domain/locales.ts';
import { getRenderPlan } from '../site/build-plan.ts';
import { writesPageLists } from '../site/build-state.ts';
import { getStaticPageList } from '../site/site-data.ts';
import { localeSitemap } from '../site/sitemap.ts';

// An incremental build whose pages are the published build's keeps its sitemaps (build-state.ts).
export const getStaticPaths = (async () =>
  writesPageLists(await getRenderPlan())
    ? locales.map((lang) => ({ params: { lang } }))
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const { pages } = await getStaticPageList();
  const body = localeSitemap(
    pages,
    params.lang as Locale,
    site ?? new URL('http://localhost:4321'),
  );
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
