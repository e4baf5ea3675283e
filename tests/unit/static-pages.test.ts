import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listingKindOf } from '../../src/domain/listing-kinds.ts';
import {
  buildState,
  pageRecord,
  stampChanges,
  type RecordKey,
  type RenderPlan,
} from '../../src/site/build-state.ts';
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
import {
  listingPagesPerSitemap,
  listingSitemapCount,
  listingSitemapOf,
  localeSitemap,
  pageLastModified,
  sitemapFile,
  sitemapFilePattern,
  sitemapIndex,
  sitemapParts,
  sitemapsToWrite,
  type SitemapPart,
} from '../../src/site/sitemap.ts';
import { projectEntityLink } from '../../src/domain/slugs.ts';
import {
  gonePath,
  rememberedAlternates,
  shellPath,
  staticPages,
  type StaticPage,
} from '../../src/site/static-pages.ts';
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

  it('indexes the detail pages of listings on a screen only, and units of projects', () => {
    const details = pages.flatMap((page) =>
      page.page.kind === 'estate' ||
      page.page.kind === 'project' ||
      page.page.kind === 'projectEntity'
        ? [{ ...page, estateId: page.page.estateId }]
        : [],
    );
    for (const page of details) {
      const entry = entries.find((candidate) => candidate.id === page.estateId)!;
      const onScreen = listingKindOf(entry.summary) !== null;
      expect(page.indexable, `${page.path}`).toBe(onScreen || page.page.kind === 'projectEntity');
    }
    expect(details.some((page) => !page.indexable)).toBe(true);
    const sitemap = localeSitemap(pages, 'nl', origin);
    for (const page of details.filter((candidate) => candidate.locale === 'nl')) {
      expect(sitemap.includes(`${origin.origin}${page.path}<`)).toBe(page.indexable);
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
    // Listing detail pages are indexed while on a screen (tested above).
    for (const page of pages.filter(
      (candidate) => !['estate', 'project'].includes(candidate.page.kind),
    )) {
      expect(page.indexable, `${page.path}`).toBe(
        !closed.includes(page.page.kind) && page.page.kind !== 'redirect',
      );
    }
  });
});

describe("the estates' paths kept between rebuilds", () => {
  const fresh = (estates: typeof entries) =>
    staticPages({ estates, rentalUnits, pages: data.pages }).map(({ path }) => path);
  const kept = (estates: typeof entries, codeDigest = 'code') =>
    staticPages({
      estates,
      rentalUnits,
      pages: data.pages,
      estateAlternates: rememberedAlternates(codeDigest),
    });

  it('are the paths a new build makes, made again only for an estate whose slug data changed', () => {
    const first = kept(entries);
    expect(first.map(({ path }) => path)).toEqual(fresh(entries));
    // One estate's subtype changes: its slug changes, the others are taken as they were.
    const [moved, ...rest] = entries;
    const general = moved!.linkInput.general!;
    const renamed = {
      ...moved!,
      linkInput: {
        ...moved!.linkInput,
        general: { ...general, subType: { name: { ...general.subType!.name, nl: 'Villa' } } },
      },
    };
    const changed = [renamed, ...rest];
    const second = kept(changed);
    expect(second.map(({ path }) => path)).toEqual(fresh(changed));
    const detail = (built: typeof first, id: number) =>
      built.find(
        (page) =>
          page.page.kind !== 'redirect' &&
          'estateId' in page.page &&
          page.page.estateId === id &&
          page.locale === 'nl',
      )!;
    expect(detail(second, renamed.id).path).not.toBe(detail(first, renamed.id).path);
    expect(detail(second, rest[0]!.id).alternates).toBe(detail(first, rest[0]!.id).alternates);
    // Other code may make other paths: nothing is taken from a build of it.
    expect(detail(kept(changed, 'other code'), rest[0]!.id).alternates).not.toBe(
      detail(second, rest[0]!.id).alternates,
    );
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

  it('holds the rules of a site of 40,000 listings, as many as no call takes as arguments', () => {
    // Each listing's short link in four languages, each with a wildcard for its old slugs.
    const large = Array.from({ length: 160_000 }, (_, index) => {
      const estateId = 100_000 + index;
      const locale = locales[index % 4]!;
      const to = `/${locale}/aanbod/${estateId}/huis`;
      return {
        ...pages.find((page) => page.page.kind === 'redirect')!,
        locale,
        path: buildPath('estateDetailShort', locale, { estateId }),
        page: { kind: 'redirect' as const, to, estateId },
      };
    });
    const many = rewriteRules([...pages, ...large]);
    expect(many.length).toBeGreaterThan(2 * large.length);
    const last = large.at(-1)!;
    const compiled = compileRewrites(parseRedirectsFile(redirectsFile(many)));
    expect(compiled(`${last.path}/oude-slug`)).toMatchObject({
      to: last.page.to,
      status: 301,
    });
    expect(nginxSnippet(many)).toContain(`location = ${last.path} { return 301`);
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

describe('rules that keep every listing address alive', () => {
  const plain = records.find((record) => record.source === 'skarabee')!;
  const backOffice = records.find((record) => record.source === 'v2')!;
  const project = records.find(
    (record) => record.source === 'group' && record.project.children.length > 1,
  )!;
  if (project.source !== 'group') throw new Error('the demo data has a project');
  const [unit, removedUnit] = project.project.children;
  const detailOf = (id: number, locale: 'nl' | 'fr' | 'en' | 'de') =>
    pages.find(
      (page) =>
        (page.page.kind === 'estate' || page.page.kind === 'project') &&
        page.page.estateId === id &&
        page.locale === locale,
    )!.path;
  const trace = { screen: 'buy', headTypeId: 1, city: null } as const;
  const goneAt = '2026-11-01T00:00:00.000Z';
  const unitPath = projectEntityLink(project.project, removedUnit!.id, 'nl');
  const withGone = staticPages({
    // The plain estate left, and so did one unit of the project.
    estates: entries
      .filter((entry) => entry.id !== plain.id)
      .map((entry) =>
        entry.id === project.id
          ? { ...entry, unitIds: entry.unitIds.filter((id) => id !== removedUnit!.id) }
          : entry,
      ),
    rentalUnits,
    pages: data.pages,
    gone: {
      [plain.id]: { ...trace, goneAt },
      [removedUnit!.id]: { ...trace, screen: 'projects', goneAt, paths: [unitPath] },
    },
  });
  const rules = rewriteRules(pages);
  const goneRules = rewriteRules(withGone);
  const through = (all: typeof rules) => compileRewrites(parseRedirectsFile(redirectsFile(all)));

  it('redirects any old slug of a listing to its current page, but not the current page itself', () => {
    for (const record of [plain, backOffice, project]) {
      for (const locale of locales) {
        const short = buildPath('estateDetailShort', locale, { estateId: record.id });
        const rule = through(rules)(`${short}/villa-te-koop-in-9000-gent`);
        expect(rule).toEqual({
          from: `${short}/*`,
          to: detailOf(record.id, locale),
          status: 301,
          unlessFile: true,
        });
      }
    }
    // The current page matches the same rule, which applies only where no page exists.
    expect(matchRewrite(rules, detailOf(plain.id, 'nl'))?.unlessFile).toBe(true);
    expect(redirectsFile(rules)).toContain(
      `${buildPath('estateDetailShort', 'nl', { estateId: plain.id })}/* ${detailOf(plain.id, 'nl')} 301\n`,
    );
  });

  it('gives every project unit a short link and sends its own uri to its page under the project', () => {
    for (const locale of locales) {
      const short = buildPath('estateDetailShort', locale, { estateId: unit!.id });
      const target = projectEntityLink(project.project, unit!.id, locale);
      expect(pages.some((page) => page.path === target)).toBe(true);
      expect(matchRewrite(rules, short)).toEqual({ from: short, to: target, status: 301 });
      expect(matchRewrite(rules, `${short}/appartement-te-koop`)?.to).toBe(target);
    }
    // The uri the content service gives a unit: a property slug under the unit's own id.
    expect(unit!.uri).toMatch(new RegExp(`^/nl/aanbod/${unit!.id}/`));
    expect(matchRewrite(rules, unit!.uri!)?.to).toBe(
      projectEntityLink(project.project, unit!.id, 'nl'),
    );
  });

  it("sends a unit's old slug under its project to the unit's page, not the project's", () => {
    const match = through(rules);
    for (const locale of locales) {
      const projectShort = buildPath('estateDetailShort', locale, { estateId: project.id });
      const target = projectEntityLink(project.project, unit!.id, locale);
      expect(match(`${projectShort}/an-old-slug/${unit!.id}`)).toMatchObject({
        to: target,
        status: 301,
      });
      expect(match(`${projectShort}/an-old-slug/${unit!.id}/`)?.to).toBe(target);
      // The unit's own page matches too, where it applies only where no page exists.
      expect(match(decodeURI(target))?.unlessFile).toBe(true);
      expect(match(`${projectShort}/an-old-slug`)?.to).toBe(detailOf(project.id, locale));
    }
  });

  it('matches an encoded address and its decoded form alike', () => {
    const match = through(goneRules);
    const encoded = unitPath.replace(/[^/]+(?=\/\d+$)/, (slug) => encodeURIComponent(`${slug}é`));
    const rules410 = rewriteRules(withGone).map((rule) =>
      rule.from === unitPath ? { ...rule, from: encoded } : rule,
    );
    const compiled = compileRewrites(rules410);
    expect(compiled(encoded)?.status).toBe(410);
    expect(compiled(decodeURI(encoded))?.status).toBe(410);
    expect(match(unitPath)?.status).toBe(410);
  });

  it('answers 410 with the gone page of its language for every address of a removed listing', () => {
    const match = through(goneRules);
    for (const locale of locales) {
      const short = buildPath('estateDetailShort', locale, { estateId: plain.id });
      for (const path of [short, `${short}/any-old-slug`]) {
        expect(match(path)).toMatchObject({ to: gonePath('buy-1-0', locale), status: 410 });
      }
      const unitShort = buildPath('estateDetailShort', locale, { estateId: removedUnit!.id });
      expect(match(unitShort)).toMatchObject({ to: gonePath('projects-1-0', locale), status: 410 });
    }
    // Its old page under the project (still on the site) too, while the project's other old
    // slugs still redirect to the project.
    expect(match(unitPath)).toMatchObject({ to: gonePath('projects-1-0', 'nl'), status: 410 });
    const projectShort = buildPath('estateDetailShort', 'nl', { estateId: project.id });
    expect(match(`${projectShort}/old/${removedUnit!.id + 1000}`)?.status).toBe(301);
    const gonePages = withGone.filter((page) => page.page.kind === 'gone');
    expect(gonePages.map((page) => page.path).sort()).toEqual(
      locales.flatMap((l) => [gonePath('buy-1-0', l), gonePath('projects-1-0', l)]).sort(),
    );
    for (const page of gonePages) expect(page.indexable).toBe(false);
  });

  it('writes the 410 and old-slug rules for nginx, the gone page served with its status', () => {
    const snippet = nginxSnippet(goneRules);
    const short = buildPath('estateDetailShort', 'fr', { estateId: plain.id });
    expect(snippet).toContain(
      `location = ${short} { error_page 410 ${gonePath('buy-1-0', 'fr')}/index.html; return 410; }`,
    );
    expect(snippet).toContain(`location ^~ ${short}/ { error_page 410`);
    const live = buildPath('estateDetailShort', 'de', { estateId: backOffice.id });
    expect(snippet).toContain(
      `location ${live}/ { if (!-f $request_filename/index.html) { return 301 ${detailOf(backOffice.id, 'de')}; }`,
    );
    // A unit's old slugs: a regular expression nginx checks after the project's plain prefix.
    const projectShort = buildPath('estateDetailShort', 'nl', { estateId: project.id });
    expect(snippet).toContain(
      `location ~ "^${projectShort}/[^/]+/${unit!.id}/?$" { if (!-f $request_filename/index.html) { return 301 ${projectEntityLink(project.project, unit!.id, 'nl')}; }`,
    );
    // nginx matches decoded paths: an encoded project slug is written decoded, quoted if need be.
    const encoded = nginxSnippet([
      { from: '/fr/offre/1/R%C3%A9sidence-Le-Phare/2', to: '/fr/gone/x', status: 410 },
      { from: '/fr/offre/3/Hof%3B%7B%7D/4', to: '/fr/gone/x', status: 410 },
    ]);
    expect(encoded).toContain('location = /fr/offre/1/Résidence-Le-Phare/2 {');
    expect(encoded).toContain('location = "/fr/offre/3/Hof;{}/4" {');
    const locations = snippet.split('\n').filter((line) => line.startsWith('location'));
    const names = locations.map((line) => line.slice(0, line.indexOf(' {')));
    expect(new Set(names).size).toBe(names.length);
  });
});

/** Listing pages in every language, as static pages, for listings with these ids. */
const listingPagesOf = (ids: readonly number[]): StaticPage[] =>
  ids.flatMap((estateId) => {
    const alternates = Object.fromEntries(
      locales.map((locale) => [locale, `/${locale}/aanbod/${estateId}/villa`]),
    ) as StaticPage['alternates'];
    return locales.map((locale) => ({
      locale,
      path: alternates[locale],
      page: { kind: 'estate', estateId } as const,
      alternates,
      indexable: true,
    }));
  });
const pathsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap', () => {
  it("indexes every language's sitemap of the site's pages and its listing sitemaps", () => {
    const parts = sitemapParts(pages);
    const index = sitemapIndex(origin, parts);
    for (const locale of locales)
      expect(index).toContain(`https://www.immohorizon.example/sitemap-${locale}.xml`);
    // A small site: one sitemap per language, of all its pages.
    expect(pathsIn(index)).toHaveLength(locales.length);
    const fr = pathsIn(
      localeSitemap(
        pages,
        parts.find((part) => part.locale === 'fr')!,
        origin,
      ),
    );
    const frPages = pages.filter((page) => page.indexable && page.locale === 'fr');
    expect(fr).toEqual(frPages.map((page) => origin.origin + page.path));
    expect(frPages.some((page) => page.page.kind === 'estate')).toBe(true);
    for (const part of parts) expect(sitemapFile(part)).toMatch(sitemapFilePattern);
  });

  it('lists each public page in exactly one sitemap of its language', () => {
    const mixed = [...pages, ...listingPagesOf(Array.from({ length: 9_000 }, (_, i) => 5 + i * 7))];
    const parts = sitemapParts(mixed);
    expect(parts.filter((part) => part.locale === 'fr')).toHaveLength(1 + 4);
    const listed = parts.flatMap((part) => pathsIn(localeSitemap(mixed, part, origin)));
    const indexable = mixed
      .filter((page) => page.indexable)
      .map((page) => origin.origin + page.path);
    expect(listed.toSorted()).toEqual(indexable.toSorted());
    for (const part of parts.filter((candidate) => candidate.shard)) {
      const size = pathsIn(localeSitemap(mixed, part, origin)).length;
      expect(size).toBeGreaterThan(listingPagesPerSitemap / 2);
      expect(size).toBeLessThan(listingPagesPerSitemap * 2);
    }
  });

  it('keeps a listing in its sitemap as listings come and go, and doubles the count as they double', () => {
    expect([0, 3_750, 3_751, 7_500, 7_501, 40_000, 120_000].map(listingSitemapCount)).toEqual([
      1, 1, 2, 2, 4, 16, 32,
    ]);
    const sitemapOf = (id: number) => listingSitemapOf(id, 4);
    for (const id of [1, 2, 1_000, 4_567_890]) {
      expect(sitemapOf(id)).toBeGreaterThanOrEqual(1);
      expect(sitemapOf(id)).toBeLessThanOrEqual(4);
    }
    const before = listingPagesOf([10, 20, 30, 40, 50]);
    const after = listingPagesOf([10, 30, 40, 50, 60]);
    const part = { locale: 'nl' as const, shard: { index: sitemapOf(30), count: 4 } };
    expect(pathsIn(localeSitemap(after, part, origin))).toContain(
      `${origin.origin}/nl/aanbod/30/villa`,
    );
    const same = [10, 40, 50].filter(
      (id) => sitemapOf(id) !== sitemapOf(20) && sitemapOf(id) !== sitemapOf(60),
    );
    for (const id of same) {
      const mine = { locale: 'nl' as const, shard: { index: sitemapOf(id), count: 4 } };
      expect(localeSitemap(after, mine, origin)).toBe(localeSitemap(before, mine, origin));
    }
  });

  it('is written again where a listing changed, came or left, or the published build lacks it', () => {
    const parts = sitemapParts(listingPagesOf(Array.from({ length: 8_000 }, (_, i) => i + 1)));
    const count = parts.find((part) => part.shard)!.shard!.count;
    expect(count).toBe(4);
    const names = (chosen: readonly SitemapPart[]) => chosen.map(sitemapFile).toSorted();
    const all = names(parts);
    const partial = (changed: RecordKey[], removed: RecordKey[] = []): RenderPlan => ({
      mode: 'partial',
      changed,
      removed,
      removedPaths: [],
      pathsChanged: false,
    });
    const everything = () => true;
    expect(names(sitemapsToWrite(parts, { mode: 'full', reason: 'code' }, everything))).toEqual(
      all,
    );
    const sites = locales.map((locale) => `sitemap-${locale}.xml`);
    expect(names(sitemapsToWrite(parts, partial(['unit:4', 'listing:buy:2']), everything))).toEqual(
      sites.toSorted(),
    );
    const of = (id: number) => listingSitemapOf(id, count);
    const gone = [2, 3, 4, 5, 6].find((id) => of(id) !== of(1))!;
    expect(
      names(sitemapsToWrite(parts, partial(['estate:1'], [`estate:${gone}`]), everything)),
    ).toEqual(
      [
        ...sites,
        ...locales.flatMap((locale) => [
          `sitemap-${locale}-${count}-${of(1)}.xml`,
          `sitemap-${locale}-${count}-${of(gone)}.xml`,
        ]),
      ].toSorted(),
    );
    const lacking = (file: string) => !file.startsWith('sitemap-fr-');
    expect(names(sitemapsToWrite(parts, partial([]), lacking))).toEqual(
      [...sites, ...all.filter((file) => /^sitemap-fr-\d/.test(file))].toSorted(),
    );
  });

  it('writes from its memory what it wrote before, and again what changed', () => {
    const site = listingPagesOf([1, 2, 3]);
    const part = { locale: 'en' as const, shard: null };
    const wholePart = { locale: 'en' as const, shard: { index: 1, count: 1 } };
    const first = { last: undefined, next: new Map() };
    const dated = (date: string) => (page: StaticPage) =>
      page.path.includes('/2/') ? date : '2026-01-01';
    const written = localeSitemap(site, wholePart, origin, dated('2026-02-02'), first);
    expect(first.next.size).toBe(3);
    expect(localeSitemap(site, part, origin)).not.toContain('/aanbod/');
    // What the memory holds is what is written again: a marked entry comes back as marked.
    const kept = first.next.get('/en/aanbod/1/villa')!;
    first.next.set('/en/aanbod/1/villa', { ...kept, text: `${kept.text}<!-- kept -->` });
    const second = { last: first.next, next: new Map() };
    const moved = localeSitemap(site, wholePart, origin, dated('2026-03-03'), second);
    expect(moved).toBe(
      written.replace('2026-02-02', '2026-03-03').replace('</url>', '</url><!-- kept -->'),
    );
    const renamed = site.map((page) =>
      page.page.kind === 'estate' && page.page.estateId === 3
        ? { ...page, alternates: { ...page.alternates, fr: '/fr/offre/3/maison' } }
        : page,
    );
    const third = { last: second.next, next: new Map() };
    expect(localeSitemap(renamed, wholePart, origin, dated('2026-03-03'), third)).toContain(
      'hreflang="fr" href="https://www.immohorizon.example/fr/offre/3/maison"',
    );
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
    const parts = sitemapParts(paged);
    for (const part of parts) {
      const xml = localeSitemap(paged, part, origin, pageLastModified(state));
      expect(validate(xml, 'sitemap.xsd'), sitemapFile(part)).toBe('');
    }
    expect(validate(sitemapIndex(origin, parts), 'siteindex.xsd')).toBe('');
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
