import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnPurgeStep, diffBuilds, pendingFile, purgeSettings } from '../../publish/cdn-purge.ts';
import { Publisher, type SiteBuilder } from '../../publish/publisher.ts';

/*
 * The purge after a publish on real directories: what differs between two builds (a build links
 * the files it did not render again), and the hook that hands the URLs to a command and to an
 * HTTP endpoint (a loopback server here), with its deadline, its batches and the URLs a failed
 * purge keeps for the next one. The purge of a real site's publishes: site-builds.test.ts.
 */

const site = 'https://www.example.be';

async function put(root: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
}

/** `to` as a build starts it: every file of `from` linked, not copied. */
async function linkBuild(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await link(join(from, file), join(to, file));
  }
}

describe('diffBuilds', () => {
  it('finds the files added, changed and removed, not those linked or written the same', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cdn-diff-'));
    const before = join(dir, 'before');
    const after = join(dir, 'after');
    const files = {
      'index.html': 'home',
      'nl/kopen/index.html': 'listing',
      'nl/aanbod/1/huis/index.html': 'one',
      'nl/aanbod/2/flat/index.html': 'two',
      'nl/aanbod/3/loft/index.html': 'three',
      'nl/aanbod/3/index.html': 'stub of three',
      'sitemap-nl.xml': '<urlset/>',
      'markers/buy.json': '[1,2,3]',
      'assets/client.A1.js': 'old code',
      _redirects: '/nl/aanbod/3 /nl/aanbod/3/loft 301',
    };
    for (const [file, text] of Object.entries(files)) await put(before, file, text);
    await linkBuild(before, after, Object.keys(files));
    // Rendered again: one page with new text, one with the same bytes (a new inode all the same).
    await rm(join(after, 'nl/aanbod/1/huis/index.html'));
    await put(after, 'nl/aanbod/1/huis/index.html', 'one, cheaper');
    await rm(join(after, 'nl/aanbod/2/flat/index.html'));
    await put(after, 'nl/aanbod/2/flat/index.html', 'two');
    // A listing leaves with its folder; one arrives; the marker snapshot and the rules follow.
    await rm(join(after, 'nl/aanbod/3'), { recursive: true });
    await put(after, 'nl/aanbod/4/villa/index.html', 'four');
    await rm(join(after, 'markers/buy.json'));
    await put(after, 'markers/buy.json', '[1,2,4]');
    await rm(join(after, '_redirects'));
    await put(after, '_redirects', '/nl/aanbod/3 /nl/gone/x 410');
    await put(after, 'assets/client.B2.js', 'new code');
    // A file where a folder was, and the other way round.
    await rm(join(after, 'sitemap-nl.xml'));
    await put(after, 'sitemap-nl.xml/index.html', 'odd');

    expect(await diffBuilds(before, after)).toEqual({
      added: ['nl/aanbod/4/villa/index.html', 'sitemap-nl.xml/index.html'],
      changed: ['markers/buy.json', 'nl/aanbod/1/huis/index.html'],
      removed: ['nl/aanbod/3/index.html', 'nl/aanbod/3/loft/index.html', 'sitemap-nl.xml'],
    });
    await rm(dir, { recursive: true, force: true });
  });
});

describe('purgeSettings', () => {
  it('is off without a command or an endpoint, and names a malformed setting', () => {
    expect(purgeSettings({ SITE_URL: site })).toBeNull();
    expect(purgeSettings({ CDN_PURGE_COMMAND: 'true' })).toMatchObject({
      siteUrl: 'http://localhost:4321',
      batch: 30,
      timeoutMs: 10_000,
      delayMs: 2000,
      headers: {},
    });
    expect(() => purgeSettings({ CDN_PURGE_URL: 'x', CDN_PURGE_BATCH: '0' })).toThrow(
      /CDN_PURGE_URL/,
    );
    expect(() => purgeSettings({ CDN_PURGE_COMMAND: 'true', CDN_PURGE_BATCH: '0' })).toThrow(
      /CDN_PURGE_BATCH/,
    );
    expect(() =>
      purgeSettings({ CDN_PURGE_COMMAND: 'true', CDN_PURGE_HEADERS: 'Authorization: x' }),
    ).toThrow(/CDN_PURGE_HEADERS: a JSON object/);
  });
});

type Received = { url: string; headers: IncomingMessage['headers']; body: string };

describe('the purge after each publish', () => {
  let server: ReturnType<typeof createServer>;
  let endpoint: string;
  const received: Received[] = [];
  /** What the endpoint does: answer, fail, or take the request and never answer. */
  let mode: 'ok' | 'fail' | 'hang' = 'ok';
  const cut: string[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        if (mode === 'hang') {
          response.on('close', () => cut.push(body));
          return;
        }
        response
          .writeHead(mode === 'ok' ? 200 : 503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: mode === 'ok' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * A publisher whose builds are the pages given, each published build starting as links to the
   * one before (as the site's builds do), with the purge of `env` after each publish.
   */
  async function publisherWith(settings: (dir: string) => Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'cdn-purge-'));
    const env = settings(dir);
    const root = join(dir, 'site');
    let pages: Record<string, string> = {};
    const built = new Map<string, Record<string, string>>();
    const build: SiteBuilder = async (outDir, previousDir) => {
      const previous = (previousDir && built.get(previousDir)) || {};
      for (const [file, text] of Object.entries(pages)) {
        if (previousDir && previous[file] === text) {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await link(join(previousDir, file), join(outDir, file));
        } else await put(outDir, file, text);
      }
      built.set(outDir, pages);
      return { pages: Object.keys(pages).length };
    };
    const logged: string[] = [];
    const fullEnv = { ...process.env, SITE_URL: site, CDN_PURGE_DELAY_MS: '0', ...env };
    const publisher = new Publisher({
      root,
      build,
      afterPublish: cdnPurgeStep(fullEnv, root, (message) => logged.push(message)),
    });
    const publish = async (next: Record<string, string>) => {
      pages = next;
      await publisher.trigger();
    };
    return { dir, root, publisher, publish, logged };
  }

  const first = {
    'index.html': 'home',
    'nl/aanbod/1/huis/index.html': 'one at 300000',
    'fr/offre/1/maison/index.html': 'un à 300000',
    'nl/aanbod/2/flat/index.html': 'two',
    'nl/aanbod/3/loft/index.html': 'three',
    'price-drops.json': '{}',
  };
  const second = {
    ...first,
    'nl/aanbod/1/huis/index.html': 'one at 280000',
    'fr/offre/1/maison/index.html': 'un à 280000',
    'price-drops.json': '{"1":280000}',
    'nl/aanbod/4/villa/index.html': 'four',
  } as Record<string, string>;
  delete second['nl/aanbod/3/loft/index.html'];
  const secondUrls = [
    `${site}/fr/offre/1/maison`,
    `${site}/nl/aanbod/1/huis`,
    `${site}/nl/aanbod/3/loft`,
    `${site}/nl/aanbod/4/villa`,
    `${site}/price-drops.json`,
  ];

  it('hands the changed, added and removed URLs to the command and the endpoint', async () => {
    received.length = 0;
    mode = 'ok';
    const { dir, publish, logged } = await publisherWith((dir) => ({
      CDN_PURGE_COMMAND: `cat >> ${dir}/command.txt && printf '%s\\n--\\n' "$CDN_PURGE_URLS" >> ${dir}/command-env.txt`,
      CDN_PURGE_URL: `${endpoint}/zones/z1/purge_cache`,
      CDN_PURGE_HEADERS: '{"Authorization": "Bearer t0ken"}',
      CDN_PURGE_BATCH: '2',
    }));
    try {
      await publish(first);
      // The first publish has no build before it to compare with.
      expect(received).toEqual([]);
      await publish(second);
      const bodies = received.map((r) => JSON.parse(r.body) as { files: string[] });
      expect(bodies.map((b) => b.files.length)).toEqual([2, 2, 1]);
      expect(bodies.flatMap((b) => b.files)).toEqual(secondUrls);
      expect(received[0]!.url).toBe('/zones/z1/purge_cache');
      expect(received[0]!.headers.authorization).toBe('Bearer t0ken');
      expect(received[0]!.headers['content-type']).toBe('application/json');
      // The command got the same batches on its input and in CDN_PURGE_URLS.
      const stdin = await readFile(join(dir, 'command.txt'), 'utf8');
      expect(stdin.split('\n').filter(Boolean)).toEqual(secondUrls);
      const fromEnv = await readFile(join(dir, 'command-env.txt'), 'utf8');
      expect(fromEnv.split('\n--\n').filter(Boolean)).toEqual([
        secondUrls.slice(0, 2).join('\n'),
        secondUrls.slice(2, 4).join('\n'),
        secondUrls[4],
      ]);
      expect(logged).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('calls a template with {url} once per URL', async () => {
    received.length = 0;
    mode = 'ok';
    const { dir, publish } = await publisherWith(() => ({
      CDN_PURGE_URL: `${endpoint}/purge?url={url}&async=false`,
      CDN_PURGE_HEADERS: '{"AccessKey": "k"}',
    }));
    await publish(first);
    await publish(second);
    expect(received.map((r) => r.url)).toEqual(
      secondUrls.map((url) => `/purge?url=${encodeURIComponent(url)}&async=false`),
    );
    expect(received.every((r) => r.headers.accesskey === 'k' && r.body === '')).toBe(true);
    await rm(dir, { recursive: true, force: true });
  });

  it('cuts an endpoint that never answers at its deadline; the publish stands, the next purge takes the URLs', async () => {
    received.length = 0;
    cut.length = 0;
    mode = 'hang';
    const { dir, root, publisher, publish, logged } = await publisherWith(() => ({
      CDN_PURGE_URL: `${endpoint}/purge`,
      CDN_PURGE_TIMEOUT_MS: '500',
    }));
    try {
      await publish(first);
      await publish(second);
      // Cut: the endpoint saw its request end unanswered; the other batches were not tried.
      await expect.poll(() => cut.length).toBe(1);
      expect(received).toHaveLength(1);
      expect(logged.join('\n')).toMatch(
        /CDN purge failed after 0 of 5 URLs \(.*no answer within 500 ms.*\); the 5 others/,
      );
      // The site is the new build all the same.
      const status = await publisher.readStatus();
      expect(status.lastError).toBeNull();
      expect(await readFile(join(publisher.currentPath, 'price-drops.json'), 'utf8')).toBe(
        '{"1":280000}',
      );
      expect((await readFile(pendingFile(root), 'utf8')).split('\n').filter(Boolean)).toEqual(
        secondUrls,
      );
      // The next publish changes one page: its purge carries the URLs the cut one missed.
      received.length = 0;
      mode = 'ok';
      await publish({ ...second, 'nl/aanbod/2/flat/index.html': 'two, renovated' });
      const files = received.flatMap((r) => (JSON.parse(r.body) as { files: string[] }).files);
      expect(files.sort()).toEqual([...secondUrls, `${site}/nl/aanbod/2/flat`].sort());
      expect(existsSync(pendingFile(root))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('kills a command that hangs, with what it started, and keeps the URLs for the next purge', async () => {
    const { dir, root, publisher, publish, logged } = await publisherWith((dir) => ({
      // The shell waits for a child of its own, which would outlive it: both are stopped.
      CDN_PURGE_COMMAND: `sleep 30 & echo $! > ${dir}/child.pid; wait`,
      CDN_PURGE_TIMEOUT_MS: '300',
    }));
    try {
      await publish(first);
      await publish(second);
      expect(logged.join('\n')).toMatch(/the command gave no answer within 300 ms/);
      const child = Number(await readFile(join(dir, 'child.pid'), 'utf8'));
      // Gone, or a zombie its new parent has yet to reap.
      const running = () =>
        readFile(`/proc/${child}/stat`, 'utf8').then(
          (stat) => !/^\d+ \([^)]*\) Z/.test(stat),
          () => false,
        );
      await expect.poll(running).toBe(false);
      expect((await publisher.readStatus()).lastError).toBeNull();
      expect((await readFile(pendingFile(root), 'utf8')).split('\n').filter(Boolean)).toEqual(
        secondUrls,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the URLs of a batch the endpoint refused, and of the batches after it', async () => {
    received.length = 0;
    mode = 'fail';
    const { dir, root, publish, logged } = await publisherWith(() => ({
      CDN_PURGE_URL: `${endpoint}/purge`,
      CDN_PURGE_BATCH: '3',
    }));
    try {
      await publish(first);
      await publish(second);
      expect(received).toHaveLength(1);
      expect(logged.join('\n')).toMatch(/answered 503/);
      expect((await readFile(pendingFile(root), 'utf8')).split('\n').filter(Boolean)).toEqual(
        secondUrls,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('purges through the Cloudflare script of deploy/cdn, 30 URLs a call', async () => {
    received.length = 0;
    mode = 'ok';
    const urls = Array.from({ length: 65 }, (_, n) => `${site}/nl/aanbod/${n}/huis`);
    const script = (input: string) =>
      new Promise<{ code: number | null; errors: string }>((resolve) => {
        const child = spawn('deploy/cdn/cloudflare-purge.sh', {
          env: {
            PATH: process.env.PATH,
            CLOUDFLARE_ZONE_ID: 'zone1',
            CLOUDFLARE_API_TOKEN: 't0ken',
            CLOUDFLARE_API: endpoint,
          },
        });
        let errors = '';
        child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        child.once('close', (code) => resolve({ code, errors }));
        child.stdin.end(input);
      });
    expect(await script(`${urls.join('\n')}\n`)).toEqual({ code: 0, errors: '' });
    expect(received.map((r) => r.url)).toEqual(Array(3).fill('/zones/zone1/purge_cache'));
    expect(received[0]!.headers.authorization).toBe('Bearer t0ken');
    const bodies = received.map((r) => (JSON.parse(r.body) as { files: string[] }).files);
    expect(bodies.map((files) => files.length)).toEqual([30, 30, 5]);
    expect(bodies.flat()).toEqual(urls);
    // Refused by Cloudflare, or a line that is no encoded URL: the purge fails.
    mode = 'fail';
    expect((await script(`${urls[0]}\n`)).code).not.toBe(0);
    mode = 'ok';
    expect(await script('https://x.be/"]}\n')).toMatchObject({ code: 1 });
  });

  it('purges what a rollback changes back, after `npm run rollback`', async () => {
    const { dir, root, publisher, publish } = await publisherWith(() => ({}));
    try {
      await publish(first);
      await publish(second);
      const rolledBack = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['scripts/rollback.ts'], {
          env: {
            ...process.env,
            PUBLISH_ROOT: root,
            SITE_URL: site,
            CDN_PURGE_COMMAND: `cat >> ${dir}/rollback.txt`,
            CDN_PURGE_DELAY_MS: '0',
          },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('close', (code) => resolve({ code, output }));
      });
      expect(rolledBack.code, rolledBack.output).toBe(0);
      expect(await readFile(join(publisher.currentPath, 'price-drops.json'), 'utf8')).toBe('{}');
      const purged = (await readFile(join(dir, 'rollback.txt'), 'utf8')).split('\n');
      expect(purged.filter(Boolean)).toEqual(secondUrls);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
