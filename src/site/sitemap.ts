import { locales, type Locale } from '../domain/locales.ts';
import type { StaticPage } from './static-pages.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap index: one sitemap per language. */
export function sitemapIndex(origin: URL): string {
  const entries = locales
    .map(
      (locale) =>
        `<sitemap><loc>${escapeXml(new URL(`/sitemap-${locale}.xml`, origin).href)}</loc></sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/**
 * One language's public pages with their alternates in every language and x-default (nl);
 * token shells, redirects, favourites and 404s are left out (not indexable).
 */
export function localeSitemap(pages: readonly StaticPage[], locale: Locale, origin: URL): string {
  // Each path stands in five places (its own and four alternates' entries): resolved once.
  const resolved = new Map<string, string>();
  const url = (path: string) => {
    let href = resolved.get(path);
    if (href === undefined) {
      href = escapeXml(new URL(path, origin).href);
      resolved.set(path, href);
    }
    return href;
  };
  const entries = pages
    .filter((page) => page.indexable && page.locale === locale)
    .map((page) => {
      const links = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(page.alternates[other])}"/>`,
        )
        .join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.alternates.nl)}"/>`;
      return `<url><loc>${url(page.path)}</loc>${links}${fallback}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`;
}
