import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildState, pageRecord, stampChanges } from '../../src/site/build-state.ts';
import { locales } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import {
  compileRewrites,
  matchRewrite,
  nginxSnippet,
  parseRedirectsFile,
  redirectsFile,
  rewriteRules,
} from '../../src/site/rewrite-rules.ts';
import { localeSitemap, pageLastModified, sitemapIndex } from '../../src/site/sitemap.ts';
import { shellPath, staticPages } from '../../src/site/static-pages.ts';
import { demoRecords } from '../fixtures/records.ts';

const { data, records, entries, rentalUnits } = demoRecords(80);
const pages = staticPages({ estates: entries, rentalUnits, pages: data.pages });
const origin = new URL('https://www.immohorizon.example');

describe('the pages the build writes', () => {
  it('has every fixed screen in all four languages, at the route table paths', () => {
    for (const locale of locales) {
      const paths = new Set(
        pages.filter((page) => page.locale === locale).map((page) => page.path),
      );
      for (const route of [
        'home',
        'buy',
        'rent',
        'projects',
        'holidayRentals',
        'privacy',
        'terms',
        'favorites',
        'subscribe',
        'subscribeSuccess',
        'detail',
      ] as const) {
        expect(paths.has(buildPath(route, locale)), `${route} ${locale}`).toBe(true);
      }
    }
  });

  it('writes the later pages of each listing screen in every language, open to search engines', () => {
    const paged = staticPages({
      estates: entries,
      rentalUnits,
      pages: data.pages,
      listingTotals: { buy: 31, rent: 15, projects: 0 },
    });
    const later = paged.filter((page) => page.page.kind === 'listing' && page.page.page > 1);
    expect(later.map((page) => page.path).sort()).toEqual(
      [
        '/nl/kopen/pagina/2',
        '/nl/kopen/pagina/3',
        '/fr/acheter/page/2',
        '/fr/acheter/page/3',
        '/en/buy/page/2',
        '/en/buy/page/3',
        '/de/kaufen/seite/2',
        '/de/kaufen/seite/3',
      ].sort(),
    );
    const second = later.find((page) => page.path === '/fr/acheter/page/2')!;
    expect(second.indexable).toBe(true);
    expect(second.alternates).toEqual({
      nl: '/nl/kopen/pagina/2',
      fr: '/fr/acheter/page/2',
      en: '/en/buy/page/2',
      de: '/de/kaufen/seite/2',
    });
    const xml = localeSitemap(paged, 'de', origin);
    expect(xml).toContain('<loc>https://www.immohorizon.example/de/kaufen/seite/3</loc>');
    expect(xml).toContain('hreflang="fr" href="https://www.immohorizon.example/fr/acheter/page/3"');
  });

  it('gives each path once', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes a detail page per estate and language, and a unit page per project child', () => {
    const details = pages.filter(
      (page) => page.page.kind === 'estate' || page.page.kind === 'project',
    );
    expect(details).toHaveLength(records.length * 4);
    const units = records.flatMap((record) =>
      record.source === 'group' ? record.project.children : [],
    );
    expect(pages.filter((page) => page.page.kind === 'projectEntity')).toHaveLength(
      units.length * 4,
    );
  });

  it('makes the short estate link a redirect to the canonical slug link of its language', () => {
    const record = records[0]!;
    const short = pages.find(
      (page) => page.path === buildPath('estateDetailShort', 'fr', { estateId: record.id }),
    )!;
    const detail = pages.find(
      (page) =>
        page.page.kind !== 'redirect' &&
        'estateId' in page.page &&
        page.page.estateId === record.id &&
        page.locale === 'fr',
    )!;
    expect(short.page).toEqual({ kind: 'redirect', to: detail.path, estateId: record.id });
    expect(short.indexable).toBe(false);
  });

  it('links each detail page to the same estate in the other languages', () => {
    const detail = pages.find((page) => page.page.kind === 'estate' && page.locale === 'nl')!;
    for (const locale of locales) {
      const other = pages.find((page) => page.path === detail.alternates[locale])!;
      expect(other.page).toEqual(detail.page);
      expect(other.locale).toBe(locale);
    }
  });

  it('keeps token shells, 404, success and the favourites (empty for a crawler) out of search engines', () => {
    const closed = ['shell', 'notFound', 'subscribeSuccess', 'favorites', 'detail'];
    for (const page of pages) {
      expect(page.indexable, `${page.path}`).toBe(
        !closed.includes(page.page.kind) && page.page.kind !== 'redirect',
      );
    }
  });
});

describe('rewrite rules for static hosts', () => {
  const rules = rewriteRules(pages);

  it('serves token routes from their language shell', () => {
    const token = 'c2VjcmV0LXRva2Vu';
    expect(matchRewrite(rules, buildPath('unsubscribe', 'nl', { token }))).toMatchObject({
      to: shellPath('unsubscribe', 'nl'),
      status: 200,
    });
    expect(matchRewrite(rules, buildPath('editSubscription', 'de', { token }))).toMatchObject({
      to: shellPath('editSubscription', 'de'),
      status: 200,
    });
    expect(
      matchRewrite(rules, buildPath('cancelAppointment', 'fr', { appointmentId: 'a1' })),
    ).toMatchObject({ to: shellPath('cancelAppointment', 'fr'), status: 200 });
  });

  it('redirects short links with 301 and sends unknown paths to their language 404', () => {
    const short = buildPath('estateDetailShort', 'en', { estateId: records[0]!.id });
    expect(matchRewrite(rules, short)?.status).toBe(301);
    expect(matchRewrite(rules, '/de/gibt-es-nicht')).toMatchObject({ to: '/de/404', status: 404 });
  });

  it('answers the same through the compiled matcher the site server uses', () => {
    const compiled = compileRewrites(parseRedirectsFile(redirectsFile(rules)));
    const paths = [
      ...pages.map((page) => page.path),
      '/nl/nergens',
      buildPath('unsubscribe', 'fr', { token: 't' }),
      buildPath('editSubscription', 'en', { token: 't' }),
      '/xx/yy',
    ];
    for (const path of paths) expect(compiled(path), path).toEqual(matchRewrite(rules, path));
  });

  it('writes the _redirects and nginx formats', () => {
    expect(redirectsFile(rules)).toMatch(/ 301!\n/);
    expect(redirectsFile(rules)).toContain(
      `${buildPath('unsubscribe', 'en', { token: 'x' }).replace(/x$/, '*')} ${shellPath('unsubscribe', 'en')} 200`,
    );
    expect(nginxSnippet(rules)).toContain(
      `location = ${buildPath('estateDetailShort', 'en', { estateId: records[0]!.id })} { return 301`,
    );
  });
});

describe('the sitemap', () => {
  it('indexes one sitemap per language', () => {
    const index = sitemapIndex(origin);
    for (const locale of locales)
      expect(index).toContain(`https://www.immohorizon.example/sitemap-${locale}.xml`);
  });

  it('lists public pages with alternates in every language and x-default, never token pages', () => {
    const xml = localeSitemap(pages, 'fr', origin);
    expect(xml).toContain('<loc>https://www.immohorizon.example/fr/acheter</loc>');
    expect(xml).toContain('hreflang="nl" href="https://www.immohorizon.example/nl/kopen"');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('/shell/');
    expect(xml).not.toContain(buildPath('favorites', 'fr'));
    // hreflang names languages, not countries: the site settings name no region.
    expect(xml).not.toMatch(/hreflang="[a-z]{2}-/);
  });
});

describe('the sitemaps against the sitemap protocol', () => {
  const schemas = fileURLToPath(new URL('../fixtures/sitemap-schema/', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  /** xmllint's verdict on a document against a schema: '' when valid, its complaints else. */
  const validate = (xml: string, schema: string): string => {
    const file = join(dir, 'sitemap.xml');
    writeFileSync(file, xml);
    try {
      execFileSync('xmllint', ['--noout', '--schema', join(schemas, schema), file], {
        stdio: 'pipe',
      });
      return '';
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? error);
    }
  };
  const paged = staticPages({
    estates: entries,
    rentalUnits,
    pages: data.pages,
    listingTotals: { buy: 40, rent: 20, projects: 3 },
  });
  const digests = new Map(
    paged.flatMap((page) => {
      const key = pageRecord(page.page);
      return key ? [[key, 'digest'] as const] : [];
    }),
  );
  const state = stampChanges(
    null,
    buildState({ codeDigest: 'code', frameDigest: 'frame', pages: paged, digests }),
    '2026-11-26T02:00:00Z',
    (key) => (key.startsWith('estate:') ? '2026-10-01T08:30:00Z' : undefined),
  );

  it("writes every language sitemap and the index as the protocol's schema allows", () => {
    for (const locale of locales) {
      const xml = localeSitemap(paged, locale, origin, pageLastModified(state));
      expect(validate(xml, 'sitemap.xsd'), locale).toBe('');
    }
    expect(validate(sitemapIndex(origin), 'siteindex.xsd')).toBe('');
  });

  it('is checked for real: a sitemap the protocol forbids is refused', () => {
    const xml = localeSitemap(paged, 'nl', origin, () => 'yesterday');
    expect(validate(xml, 'sitemap.xsd')).toMatch(/lastmod/);
    const regional = localeSitemap(paged, 'nl', origin).replace(
      /hreflang="en"/g,
      'hreflang="en_GB"',
    );
    expect(validate(regional, 'sitemap.xsd')).toMatch(/hreflang/);
  });

  it('dates each page: a listing when it last changed, text pages when the frame did, home at the latest', () => {
    const xml = localeSitemap(paged, 'nl', origin, pageLastModified(state));
    const lastmodOf = (path: string) =>
      new RegExp(`<loc>${origin.origin}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    const estate = paged.find((page) => page.page.kind === 'estate' && page.locale === 'nl')!;
    expect(lastmodOf(estate.path)).toBe('2026-10-01T08:30:00Z');
    expect(lastmodOf(buildPath('privacy', 'nl'))).toBe('2026-11-26T02:00:00Z');
    expect(lastmodOf(buildPath('home', 'nl'))).toBe('2026-11-26T02:00:00Z');
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length);
  });
});
