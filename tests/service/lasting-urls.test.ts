import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../site-server/site-app.ts';
import { sitePublisher } from '../../publish/site-build.ts';
import { startService, type RunningService } from '../../local-content-service/server.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { slugMaxBytes } from '../../src/domain/slugs.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { ListingManifest } from '../../src/domain/listing-manifest.ts';

/*
 * Addresses that last, through the real build and the site server over HTTP: the local content
 * service with a small demo, a full build, then listings sold, withdrawn and cut from a project,
 * and incremental rebuilds. Short links and old slugs answer 301 to the current page; every kind
 * of removed listing (old source, back office, project, unit) answers 410 with the translated
 * page that offers similar listings, and still does one build later. A street name longer than
 * a file name may be is published under a slug cut to size.
 */

type StoredEstate = {
  id: number;
  isSold: boolean;
  status: { id: number };
  general: {
    address: { visible: boolean; street: Record<string, string>; street_address: string };
    parentId: number | null;
    project: boolean | null;
    transaction: { id: number; name: Record<string, string> };
    title: Record<string, string> | null;
  };
  children: { general: { id: number } }[];
};
type StoredListing = { id: number; guid: string; archived: boolean };

let dir: string;
let service: RunningService;
let publisher: ReturnType<typeof sitePublisher>;
let site: { url: string; close: () => Promise<void> } | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lasting-urls-'));
  service = await startService({
    DATA_DIR: join(dir, 'data'),
    SERVICE_PORT: '0',
    DEMO_ESTATES: '60',
    DEMO_NOW: '2026-11-22T09:00:00Z',
  });
  publisher = sitePublisher({
    ...process.env,
    CONTENT_SERVICE_URL: service.url,
    SITE_URL: 'http://127.0.0.1:4999',
    PUBLISH_ROOT: join(dir, 'site'),
    BUILD_CACHE_DIR: join(dir, 'cache'),
    BUILD_LOG_LEVEL: 'warn',
    BUILD_RESIDENT: '0',
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The site server on the build published now, over HTTP. */
async function serveCurrent(): Promise<void> {
  await site?.close();
  const root = join(publisher.root, (await publisher.currentBuild())!);
  const app = await createSiteApp({ root, env: { SITE_URL: 'http://127.0.0.1:4999' } });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const get = (path: string) => fetch(`${site!.url}${path}`, { redirect: 'manual' });
const short = (locale: Locale, estateId: number) =>
  buildPath('estateDetailShort', locale, { estateId });

async function expectRedirect(path: string, to: string): Promise<void> {
  const response = await get(path);
  expect(response.status, path).toBe(301);
  expect(response.headers.get('location'), path).toBe(to);
  expect((await get(to)).status, to).toBe(200);
}

const goneTitle = {
  nl: 'Dit aanbod is niet meer beschikbaar',
  fr: 'Ce bien n&#39;est plus disponible',
  en: 'This listing is no longer available',
  de: 'Dieses Angebot ist nicht mehr verfügbar',
} as const;

async function expectGone(path: string, locale: Locale): Promise<void> {
  const response = await get(path);
  expect(response.status, path).toBe(410);
  const html = await response.text();
  expect(html, path).toContain(`<html lang="${locale}`);
  expect(html.replaceAll('&#x27;', '&#39;').replaceAll("'", '&#39;'), path).toContain(
    goneTitle[locale],
  );
  expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  // Links to the listing screens, and cards of similar listings that lead somewhere.
  expect(html, path).toContain(`href="${buildPath('buy', locale)}"`);
  const cardLinks = [...html.matchAll(/class="card__link" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(cardLinks.length, path).toBeGreaterThan(0);
  expect((await get(cardLinks[0]!)).status, cardLinks[0]).toBe(200);
}

describe('addresses that last', () => {
  it(
    'redirects short links and old slugs, and answers 410 for every kind of removed listing, across rebuilds',
    { timeout: 900_000 },
    async () => {
      // A street name of 300 characters, which once stopped every build (ENAMETOOLONG).
      const longStreet = `${'Steenweg naar de Oude Watermolen van Sint-Hubertus '.repeat(6).slice(0, 297)} 12`;
      // The last listing for sale (status 1) whose address is shown: the steps below take the first.
      const longOne = service.store
        .documents<StoredEstate>('demo', 'estate')
        .filter((estate) => estate.general.parentId == null && !estate.general.project)
        .findLast((estate) => estate.status.id === 1 && estate.general.address.visible);
      const street = Object.fromEntries(['nl', 'fr', 'en', 'de'].map((l) => [l, longStreet]));
      service.store.putDocument('demo', 'estate', longOne!.id, {
        ...longOne,
        general: {
          ...longOne!.general,
          address: { ...longOne!.general.address, street, street_address: longStreet },
        },
      });
      service.invalidate();

      await publisher.trigger();
      const first = join(publisher.root, (await publisher.currentBuild())!);
      const manifest = JSON.parse(
        await readFile(`${first}.listings.json`, 'utf8'),
      ) as ListingManifest;
      const pathsOf = (id: number) => manifest.estates.find((e) => e.id === String(id))!.paths;
      const estates = service.store.documents<StoredEstate>('demo', 'estate');
      const plain = estates.filter(
        (estate) => estate.general.parentId == null && !estate.general.project,
      );
      const forSale = plain.filter((estate) => !estate.isSold);
      const soldOne = plain.find((estate) => estate.isSold)!;
      const [selling, withdrawn] = forSale as [StoredEstate, StoredEstate];
      const project = estates.find(
        (estate) => estate.general.project && estate.children.length > 1,
      )!;
      const [keptUnit, cutUnit] = project.children.map((child) => child.general.id) as [
        number,
        number,
      ];
      const backOffice = service.store
        .documents<StoredListing>('demo', 'backOffice')
        .find((listing) => !listing.archived)!;
      expect([selling, withdrawn, soldOne, project, backOffice]).not.toContain(undefined);
      const sellingBefore = pathsOf(selling.id);

      await serveCurrent();
      // The long street's page is published, in every language, under a slug cut at a word
      // within the limit; its short link and the sitemap name that same page.
      const longPaths = pathsOf(longOne!.id);
      expect(Object.keys(longPaths)).toHaveLength(4);
      for (const path of Object.values(longPaths)) {
        const slug = decodeURIComponent(path.split('/')[4]!);
        expect(new TextEncoder().encode(slug).length, path).toBeLessThanOrEqual(slugMaxBytes);
        expect(slug, path).toMatch(/^[a-z0-9-]+-steenweg-naar-de-oude-watermolen-[a-z0-9-]+$/);
        expect((await get(path)).status, path).toBe(200);
      }
      await expectRedirect(short('en', longOne!.id), longPaths.en!);
      const sitemap = await readFile(join(first, 'sitemap-nl.xml'), 'utf8');
      expect(sitemap).toContain(`${longPaths.nl}</loc>`);
      // A short link leads to the canonical page, in every language; so does a unit's.
      await expectRedirect(short('nl', selling.id), sellingBefore.nl!);
      await expectRedirect(short('fr', selling.id), sellingBefore.fr!);
      const keptUnitPage = (await get(short('de', keptUnit))).headers.get('location')!;
      expect(keptUnitPage).toMatch(new RegExp(`^/de/angebot/${project.id}/[^/]+/${keptUnit}$`));
      await expectRedirect(short('de', keptUnit), keptUnitPage);
      const cutUnitPath = (await get(short('nl', cutUnit))).headers.get('location')!;
      expect((await get(cutUnitPath)).status).toBe(200);

      // 2. One listing is sold (its slug changes), others leave: an old-source estate, a
      // back-office listing, and one unit of a project that stays.
      service.store.putDocument('demo', 'estate', selling.id, {
        ...selling,
        isSold: true,
        status: soldOne.status,
        general: { ...selling.general, transaction: soldOne.general.transaction },
      });
      service.store.deleteDocument('demo', 'estate', withdrawn.id);
      service.store.deleteDocument('demo', 'backOffice', backOffice.id);
      service.store.deleteDocument('demo', 'estate', cutUnit);
      service.invalidate();
      await publisher.trigger();
      expect((await publisher.readStatus()).lastBuild).toMatchObject({ mode: 'partial' });
      await serveCurrent();

      const second = join(publisher.root, (await publisher.currentBuild())!);
      const sellingNow = (
        JSON.parse(await readFile(`${second}.listings.json`, 'utf8')) as ListingManifest
      ).estates.find((e) => e.id === String(selling.id))!.paths;
      expect(sellingNow.nl).not.toBe(sellingBefore.nl);
      // The old slug (a bookmark, a search engine's link) and any other slug redirect.
      await expectRedirect(sellingBefore.nl!, sellingNow.nl!);
      await expectRedirect(sellingBefore.en!, sellingNow.en!);
      await expectRedirect(`${short('de', selling.id)}/irgendwas`, sellingNow.de!);
      await expectRedirect(short('nl', selling.id), sellingNow.nl!);
      expect((await get(sellingNow.fr!)).status).toBe(200);

      const checkGone = async () => {
        // Old source: its short link, its old page, any slug.
        await expectGone(short('nl', withdrawn.id), 'nl');
        await expectGone(pathsOf(withdrawn.id).fr!, 'fr');
        await expectGone(`${short('en', withdrawn.id)}/a-slug`, 'en');
        // Back office (guid source).
        await expectGone(short('de', backOffice.id), 'de');
        await expectGone(pathsOf(backOffice.id).nl!, 'nl');
        // A unit cut from a project: its short link, its uri and its page under the project.
        await expectGone(short('fr', cutUnit), 'fr');
        await expectGone(`${short('nl', cutUnit)}/appartement-te-koop`, 'nl');
        await expectGone(cutUnitPath, 'nl');
        // An address that never existed is still a 404.
        expect((await get('/nl/aanbod/99999999')).status).toBe(404);
      };
      await checkGone();
      // The project and its other unit are still there.
      await expectRedirect(short('de', keptUnit), keptUnitPage);
      expect((await get(pathsOf(project.id).nl!)).status).toBe(200);

      // 3. The whole project leaves, in the next build: it and its units answer 410, and the
      // listings removed before are remembered.
      service.store.deleteDocument('demo', 'estate', project.id);
      for (const child of project.children) {
        service.store.deleteDocument('demo', 'estate', child.general.id);
      }
      service.invalidate();
      await publisher.trigger();
      expect((await publisher.readStatus()).lastBuild).toMatchObject({ mode: 'partial' });
      await serveCurrent();
      await checkGone();
      await expectGone(pathsOf(project.id).fr!, 'fr');
      await expectGone(short('nl', project.id), 'nl');
      await expectGone(short('en', keptUnit), 'en');
      await expectGone(keptUnitPage, 'de');
      const rules = await readFile(
        join(publisher.root, (await publisher.currentBuild())!, '_redirects'),
        'utf8',
      );
      expect(rules).toContain(`${short('nl', withdrawn.id)} /nl/gone/`);
      const nginx = await readFile(
        join(publisher.root, (await publisher.currentBuild())!, 'nginx-rewrites.conf'),
        'utf8',
      );
      expect(nginx).toContain(
        `location = ${short('nl', backOffice.id)} { error_page 410 /nl/gone/`,
      );
    },
  );
});
