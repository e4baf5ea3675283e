import type { APIRoute, GetStaticPaths } from 'astro';
import { getRenderPlan } from '../site/build-plan.ts';
import { writesPageLists } from '../site/build-state.ts';
import { getStaticPageList } from '../site/site-data.ts';
import { nginxSnippet, redirectsFile, rewriteRules } from '../site/rewrite-rules.ts';

/**
 * Rewrite rules for static hosts, written by the build next to the pages: `_redirects`
 * (Netlify, Cloudflare Pages) and an nginx snippet. The site server reads `_redirects` too.
 */
// An incremental build whose pages are the published build's keeps its rules (build-state.ts).
export const getStaticPaths = (async () =>
  writesPageLists(await getRenderPlan())
    ? [{ params: { rewrites: '_redirects' } }, { params: { rewrites: 'nginx-rewrites.conf' } }]
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const rules = rewriteRules((await getStaticPageList()).pages);
  const body = params.rewrites === '_redirects' ? redirectsFile(rules) : nginxSnippet(rules);
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
