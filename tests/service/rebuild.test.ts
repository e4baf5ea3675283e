import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sidecar, sitePublisher } from '../../publish/site-build.ts';
import { ResidentAstro } from '../../publish/resident-astro.ts';
import { startService, type RunningService } from '../../local-content-service/server.ts';
import { formatCurrency } from '../../src/domain/formats.ts';
import {
  listingBaseFilter,
  listingKinds,
  listingSearchBody,
} from '../../src/domain/listing-kinds.ts';
import { listingPageCount, listingPagePath } from '../../src/domain/listing-pages.ts';
import {
  decodeMarkerSnapshot,
  markerSnapshotDigest,
  markerTileJsonPath,
} from '../../src/domain/marker-snapshot.ts';
import type { ListingManifest } from '../../src/domain/listing-manifest.ts';

/*
 * `npm run rebuild` for real: the local content service with a small data set, the
 * real Astro build, the real publisher. One build, then changes in the service, then the
 * incremental rebuild: what changed is rendered, what was removed is gone (pages, short links,
 * sitemap, alternates), the rest is the published build's files, and the previous build is
 * untouched. Slow (three builds), so one sequence of steps.
 */

type StoredEstate = {
  id: number;
  parentId: number | null;
  children?: unknown[];
  general: { title: Record<string, string> };
};

let dir: string;
let service: RunningService;
let publisher: ReturnType<typeof sitePublisher>;
// The incremental builds run as the site server runs them: in one resident worker.
const resident = new ResidentAstro();
let serviceClosed = false;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-test-'));
  service = await startService({
    DATA_DIR: join(dir, 'data'),
    SERVICE_PORT: '0',
    DEMO_ESTATES: '24',
    DEMO_NOW: '2026-11-22T09:00:00Z',
  });
  publisher = sitePublisher(
    {
      ...process.env,
      CONTENT_SERVICE_URL: service.url,
      SITE_URL: 'http://127.0.0.1:4999',
      PUBLISH_ROOT: join(dir, 'site'),
      BUILD_CACHE_DIR: join(dir, 'cache'),
      BUILD_LOG_LEVEL: 'warn',
      // The third publish prunes the first build, which becomes the next build's copy.
      PUBLISH_KEEP: '2',
    },
    // As the site server: the copy the next build starts from is linked ahead.
    { resident, linkAhead: true },
  );
}, 60_000);

afterAll(async () => {
  await resident.close();
  if (!serviceClosed) await service?.close();
  await rm(dir, { recursive: true, force: true });
});

const currentDir = async () => join(publisher.root, (await publisher.currentBuild())!);
const page = (root: string, path: string) =>
  readFile(join(root, decodeURI(path), 'index.html'), 'utf8');
const manifestOf = async (root: string) =>
  JSON.parse(await readFile(sidecar(root, 'listings'), 'utf8')) as ListingManifest;
/** The ids on the listing maps' marker snapshots of a build, every listing screen together. */
/** For each listing kind: the snapshot the TileJSON under its snapshot's digest names. */
const tileSnapshots = async (root: string) => {
  const pairs: { kind: string; tiles: string; snapshot: string }[] = [];
  for (const kind of listingKinds) {
    const snapshot = markerSnapshotDigest(await readFile(join(root, 'markers', `${kind}.json`)));
    const tilejson = JSON.parse(
      await readFile(join(root, markerTileJsonPath(kind, snapshot)), 'utf8'),
    ) as { snapshot: string };
    pairs.push({ kind, tiles: tilejson.snapshot, snapshot });
  }
  return pairs;
};

/** Each kind's tiles were made from the snapshot published with them. */
const expectTilesOfTheirSnapshots = async (root: string) => {
  for (const { kind, tiles, snapshot } of await tileSnapshots(root))
    expect(tiles, kind).toBe(snapshot);
};

const markerIds = async (root: string) => {
  const ids: number[] = [];
  for (const kind of listingKinds) {
    const file = await readFile(join(root, 'markers', `${kind}.json`), 'utf8');
    ids.push(...decodeMarkerSnapshot(JSON.parse(file)).markers.map((marker) => marker.id));
  }
  return ids;
};

/** Every file of a build with the digest of its bytes. */
async function fingerprint(root: string): Promise<Map<string, string>> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  const result = new Map<string, string>();
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    result.set(
      path.slice(root.length),
      createHash('sha1')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return result;
}

/** Every later page of each listing screen shows the service's results for it, and no other page exists. */
async function expectListingPagesOfTheService(root: string): Promise<void> {
  for (const kind of listingKinds) {
    const body = listingSearchBody(kind, listingBaseFilter(kind));
    const answer = (await (
      await fetch(`${service.url}/sites/demo/estates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, pagination: { from: 0, size: 500 } }),
      })
    ).json()) as { total: { value: number }; results: { id: number }[] };
    const pages = listingPageCount(answer.total.value);
    for (let number = 2; number <= pages + 1; number += 1) {
      const path = listingPagePath(kind, 'en', number);
      if (number > pages) {
        expect(existsSync(join(root, path, 'index.html')), path).toBe(false);
        continue;
      }
      const html = await page(root, path);
      const shown = [...html.matchAll(/class="card__link" href="\/en\/offer\/(\d+)\//g)].map(
        (match) => Number(match[1]),
      );
      const expected = answer.results.slice((number - 1) * 15, number * 15).map((e) => e.id);
      expect(shown, path).toEqual(expected.filter((id) => shown.includes(id)));
      expect(html, path).toContain(`${(number - 1) * 15 + 1}–`);
    }
  }
}

describe('npm run rebuild', () => {
  it(
    'renders only what changed, removes what is gone, publishes nothing when nothing changed, and keeps the site when the service is down',
    { timeout: 600_000 },
    async () => {
      // 1. The first publish: a full build.
      await publisher.trigger();
      const first = await currentDir();
      expect((await publisher.readStatus()).lastBuild?.mode).toBe('full');
      const firstManifest = await manifestOf(first);
      const estates = service.store.documents<StoredEstate>('demo', 'estate');
      const plain = estates.filter((estate) => !estate.parentId && !estate.children?.length);
      const [changed, removed, untouched] = [plain[0]!, plain[1]!, plain[2]!];
      const pathsOf = (id: number) => firstManifest.estates.find((e) => e.id === String(id))!.paths;
      const removedPaths = Object.values(pathsOf(removed.id));
      const untouchedPath = pathsOf(untouched.id).nl!;
      expect(removedPaths).toHaveLength(4);
      for (const path of removedPaths) expect(await page(first, path)).toContain('<html');
      const firstUntouched = await page(first, untouchedPath);
      const firstChanged = await page(first, pathsOf(changed.id).en!);
      expect(await markerIds(first)).toContain(removed.id);
      await expectTilesOfTheirSnapshots(first);
      // Once published, a copy of the build is linked for the next one.
      await publisher.copies.settled();
      const aheadOfFirst = await stat(join(publisher.root, `.linked-${basename(first)}`));
      const firstDirIno = (await stat(first)).ino;

      // 2. One estate gets a new title, one is withdrawn.
      const title = `Renovated loft ${Date.now()}`;
      service.store.putDocument('demo', 'estate', changed.id, {
        ...changed,
        general: { ...changed.general, title: { ...changed.general.title, en: title } },
      });
      service.store.deleteDocument('demo', 'estate', removed.id);
      service.invalidate();
      await publisher.trigger();
      const second = await currentDir();
      expect(second).not.toBe(first);
      const status = await publisher.readStatus();
      expect(status.lastBuild).toMatchObject({ mode: 'partial', changed: 1, removed: 1 });
      // Built in the resident worker, which stays for the next build.
      const worker = resident.pid;
      expect(worker).toBeDefined();
      // The check handed the summaries it read to the build, which followed.
      const handOver = join(dir, 'cache', 'check-summaries.json');
      expect(existsSync(handOver)).toBe(true);
      expect(await page(second, pathsOf(changed.id).en!)).toContain(title);
      for (const path of removedPaths) {
        expect(existsSync(join(second, decodeURI(path), 'index.html'))).toBe(false);
      }
      // Its short link, its sitemap entries and the other languages' alternates went with it.
      const redirects = await readFile(join(second, '_redirects'), 'utf8');
      for (const path of removedPaths) expect(redirects).not.toContain(` ${path} `);
      const sitemap = await readFile(join(second, 'sitemap-nl.xml'), 'utf8');
      expect(sitemap).not.toContain(removedPaths[0]);
      expect(sitemap).toContain(pathsOf(changed.id).nl);
      // The later pages of the listings follow the listings: each shows its 15 as the service
      // orders them now, and a page the listing no longer fills is gone.
      await expectListingPagesOfTheService(second);
      // The unfiltered maps' snapshots are written by every build, incremental ones too.
      expect(await markerIds(second)).not.toContain(removed.id);
      expect(await markerIds(second)).toContain(untouched.id);
      // Their cluster tiles follow: made again for a snapshot that changed, kept for one that did not.
      await expectTilesOfTheirSnapshots(second);
      const secondManifest = await manifestOf(second);
      expect(secondManifest.estates.map((e) => e.id)).not.toContain(String(removed.id));
      // An unchanged estate's page is the published file itself (a hard link), not a copy.
      expect(await page(second, untouchedPath)).toBe(firstUntouched);
      const [a, b] = await Promise.all(
        [first, second].map((root) => stat(join(root, untouchedPath, 'index.html'))),
      );
      expect(b?.ino).toBe(a?.ino);
      // The build started from the copy linked ahead, which it took whole.
      expect((await stat(second)).ino).toBe(aheadOfFirst.ino);
      expect(existsSync(join(publisher.root, `.linked-${basename(first)}`))).toBe(false);
      // The previous build (kept for rollback) is exactly as it was.
      expect(await page(first, pathsOf(changed.id).en!)).toBe(firstChanged);
      for (const path of removedPaths) expect(await page(first, path)).toContain('<html');

      // 3. Nothing changed: nothing is published, the check said so before any build, and
      // nothing is left behind in the publish root.
      await publisher.copies.settled();
      const aheadOfSecond = join(publisher.root, `.linked-${basename(second)}`);
      const aheadOfSecondIno = (await stat(aheadOfSecond)).ino;
      const publishedBefore = (await readdir(publisher.root)).sort();
      await publisher.trigger();
      expect(await currentDir()).toBe(second);
      expect((await readdir(publisher.root)).sort()).toEqual(publishedBefore);
      const unchanged = await publisher.readStatus();
      expect(unchanged.lastUnchangedAt).not.toBeNull();
      expect(unchanged.lastUnchangedBeforeBuild).toBe(true);
      // No build followed, so no summaries were written for one (25 MB at 10,000 estates).
      expect(existsSync(handOver)).toBe(false);

      // 3a. The webhook names an estate that did not change: Astro runs, finds the published
      // build's data and stops before rendering. In the resident worker that is no failure, and
      // the worker stays.
      await publisher.trigger({ changedIds: [String(changed.id)] });
      expect(await currentDir()).toBe(second);
      // No new build is kept, and the copy it took is given back whole for the next build.
      expect((await readdir(publisher.root)).sort()).toEqual(publishedBefore);
      expect((await stat(aheadOfSecond)).ino).toBe(aheadOfSecondIno);
      const named = await publisher.readStatus();
      expect(named.lastError).toBeNull();
      expect(named.lastUnchangedBeforeBuild).toBe(false);
      expect(named.lastUnchangedAt! > unchanged.lastUnchangedAt!).toBe(true);
      expect(resident.pid).toBe(worker);

      // 3b. A holiday period's price changes (in no estate summary): the check sees it.
      type Period = { id: number; unitId: number; price: number };
      const [unitId, periods] = service.store
        .documents<Period[]>('demo', 'rentalPeriods')
        .map((list) => [list[0]!.unitId, list] as const)[0]!;
      const price = periods[0]!.price + 1234;
      service.store.putDocument('demo', 'rentalPeriods', unitId, [
        { ...periods[0]!, price },
        ...periods.slice(1),
      ]);
      service.invalidate();
      await publisher.trigger();
      const third = await currentDir();
      // The same worker built it, with the new data (the period's price below).
      expect(resident.pid).toBe(worker);
      expect(third).not.toBe(second);
      expect((await publisher.readStatus()).lastBuild).toMatchObject({ mode: 'partial' });
      expect(await page(third, `/nl/vakantie/${unitId}`)).toContain(formatCurrency(price, 'nl'));
      // The same pages as before: the rewrite rules are the published build's file; the
      // sitemap is written again, as the unit's page changed: its <lastmod> says when.
      const [was, is] = await Promise.all(
        [second, third].map((root) => stat(join(root, '_redirects'))),
      );
      expect(is?.ino).toBe(was?.ino);
      const unitLastmod = async (root: string) =>
        new RegExp(`/nl/vakantie/${unitId}</loc><lastmod>([^<]+)</lastmod>`).exec(
          await readFile(join(root, 'sitemap-nl.xml'), 'utf8'),
        )?.[1];
      const [lastmodBefore, lastmodAfter] = await Promise.all([second, third].map(unitLastmod));
      expect(lastmodBefore).toBeDefined();
      expect(lastmodAfter! > lastmodBefore!).toBe(true);
      const before = await fingerprint(third);
      // The first build, pruned, was made the copy the next build starts from: the third's files.
      await publisher.copies.settled();
      expect(await publisher.builds()).toEqual([basename(second), basename(third)]);
      const aheadOfThird = join(publisher.root, `.linked-${basename(third)}`);
      expect((await stat(aheadOfThird)).ino).toBe(firstDirIno);
      expect(await fingerprint(aheadOfThird)).toEqual(before);
      for (const file of ['sitemap-nl.xml', `nl/vakantie/${unitId}/index.html`]) {
        const [copied, published] = await Promise.all(
          [aheadOfThird, third].map((root) => stat(join(root, file))),
        );
        expect(copied?.ino).toBe(published?.ino);
      }

      // 4. The service down: the rebuild fails, the published site is byte-identical.
      await service.close();
      serviceClosed = true;
      await expect(publisher.trigger()).rejects.toThrow(/build failed/);
      expect(await currentDir()).toBe(third);
      expect(await fingerprint(third)).toEqual(before);
      expect((await publisher.readStatus()).lastError?.message).toMatch(/build failed/);
    },
  );
});
