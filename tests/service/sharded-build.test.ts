import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePublisher } from '../../publish/site-build.ts';
import { startService, type RunningService } from '../../local-content-service/server.ts';

/*
 * A full build in shards (src/site/build-shards.ts): the content synced once, two
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
async function publishWith(
  shards: number,
  serviceUrl = service.url,
): Promise<{ root: string | null; shardsUsed?: number; error?: string }> {
  const publisher = sitePublisher({
    ...process.env,
    CONTENT_SERVICE_URL: serviceUrl,
    SITE_URL: 'http://127.0.0.1:4999',
    PUBLISH_ROOT: join(dir, `site-${shards}`),
    BUILD_CACHE_DIR: join(dir, `cache-${shards}`),
    BUILD_SHARDS: String(shards),
  });
  const failure = await publisher.trigger().then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const status = await publisher.readStatus();
  const current = await publisher.currentBuild();
  return {
    root: current ? join(publisher.root, current) : null,
    shardsUsed: status.lastBuild?.shards,
    ...(failure ? { error: failure } : {}),
  };
}

/**
 * The content service, except that every full record of the old data source answers 500: the
 * publisher's check and the small collections succeed, the estates' sync fails.
 */
async function serviceFailingRecords(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      if (/\/estates\/skarabee\//.test(request.url ?? '')) {
        response.writeHead(500).end('down');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      const answer = await fetch(new URL(request.url ?? '/', service.url), {
        method: request.method,
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every file of a build with the digest of its bytes. */
async function fingerprint(root: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    let content = await readFile(path, 'latin1');
    // A sitemap dates the pages that changed with no date of their own by the build's time.
    if (/sitemap-[a-z-]+\.xml$/.test(path))
      content = content.replace(/<lastmod>[^<]*<\/lastmod>/g, '');
    result.set(path.slice(root.length), createHash('sha1').update(content).digest('hex'));
  }
  return result;
}

describe('a sharded full build', () => {
  it('publishes the same files as a build in one process', { timeout: 600_000 }, async () => {
    const single = await publishWith(1);
    const sharded = await publishWith(2);
    expect(single.shardsUsed).toBe(1);
    expect(sharded.shardsUsed).toBe(2);
    const [one, two] = await Promise.all([fingerprint(single.root!), fingerprint(sharded.root!)]);
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
      const html = await readFile(join(single.root!, path), 'utf8');
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, path).toHaveLength(1);
      stylesheets.add(links[0]!);
    }
    const detail = [...one.keys()].find((path) =>
      /^\/de\/angebot\/\d+\/[^/]+\/index\.html$/.test(path),
    );
    const detailHtml = await readFile(join(single.root!, detail!), 'utf8');
    expect(
      [...detailHtml.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual([...stylesheets]);
    expect(stylesheets.size).toBe(1);
  });

  it(
    'fails, stopping its shards, when the estates cannot be synced, and publishes nothing',
    { timeout: 300_000 },
    async () => {
      const failing = await serviceFailingRecords();
      try {
        // Shards left waiting for the estates would outlive the test's time limit.
        const outcome = await publishWith(3, failing.url);
        expect(outcome.root).toBeNull();
        expect(outcome.error).toMatch(/estates sync/);
        expect(outcome.shardsUsed).toBeUndefined();
      } finally {
        await failing.close();
      }
    },
  );
});
