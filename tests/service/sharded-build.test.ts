import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePublisher } from '../../server/publish/site-build.ts';
import { startService, type RunningService } from '../../service/server.ts';

/*
 * A full build in shards (src/site/build-shards.ts, issue 4): the content synced once, two
 * `astro build` processes at once, their output merged. It must publish the same site as one
 * process does, file for file, with a Content-Security-Policy that allows every page's scripts.
 */

let dir: string;
let service: RunningService;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sharded-build-test-'));
  service = await startService({
    DATA_DIR: join(dir, 'data'),
    SERVICE_PORT: '0',
    DEMO_ESTATES: '24',
    DEMO_NOW: '2026-11-22T09:00:00Z',
  });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Publishes one full build with this many shards; returns the published directory. */
async function publishWith(shards: number): Promise<{ root: string; shardsUsed?: number }> {
  const publisher = sitePublisher({
    ...process.env,
    CONTENT_SERVICE_URL: service.url,
    SITE_URL: 'http://127.0.0.1:4999',
    PUBLISH_ROOT: join(dir, `site-${shards}`),
    BUILD_CACHE_DIR: join(dir, `cache-${shards}`),
    BUILD_SHARDS: String(shards),
  });
  await publisher.trigger();
  const status = await publisher.readStatus();
  return {
    root: join(publisher.root, (await publisher.currentBuild())!),
    shardsUsed: status.lastBuild?.shards,
  };
}

/** Every file of a build with the digest of its bytes. */
async function fingerprint(root: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    result.set(
      path.slice(root.length),
      createHash('sha1')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return result;
}

describe('a sharded full build', () => {
  it('publishes the same files as a build in one process', { timeout: 600_000 }, async () => {
    const single = await publishWith(1);
    const sharded = await publishWith(2);
    expect(single.shardsUsed).toBe(1);
    expect(sharded.shardsUsed).toBe(2);
    const [one, two] = await Promise.all([fingerprint(single.root), fingerprint(sharded.root)]);
    // The Dutch estate pages and their short links (24 estates), and the rest: all there.
    expect(
      [...two.keys()].filter((path) => path.includes('/aanbod/')).length,
    ).toBeGreaterThanOrEqual(48);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    const differing = [...one].filter(([path, digest]) => two.get(path) !== digest);
    expect(differing.map(([path]) => path)).toEqual([]);

    // The host's default 404 is the Dutch 404 page, copied after the build.
    expect(one.get('/404.html')).toBeDefined();
    expect(one.get('/404.html')).toBe(one.get('/nl/404/index.html'));
    // Every page kind links one stylesheet, the same one (one render-blocking request).
    const stylesheets = new Set<string>();
    for (const path of ['/nl/index.html', '/fr/acheter/index.html', '/en/favorites/index.html']) {
      const html = await readFile(join(single.root, path), 'utf8');
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, path).toHaveLength(1);
      stylesheets.add(links[0]!);
    }
    const detail = [...one.keys()].find((path) =>
      /^\/de\/angebot\/\d+\/[^/]+\/index\.html$/.test(path),
    );
    const detailHtml = await readFile(join(single.root, detail!), 'utf8');
    expect(
      [...detailHtml.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual([...stylesheets]);
    expect(stylesheets.size).toBe(1);
  });
});
