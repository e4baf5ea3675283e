import type { APIRoute } from 'astro';

/** Open to every crawler except the ajax routes and the token shells; points at the sitemap. */
export const GET: APIRoute = ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/ajax/',
    'Disallow: /*/shell/',
    `Sitemap: ${new URL('/sitemap-index.xml', origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
