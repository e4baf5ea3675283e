import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDirs } from '../../publish/site-build.ts';
import { crawlSite, isAlive, type Crawl } from './lib/crawl.ts';
import { product } from './lib/product.ts';
import { firstLines } from './lib/report.ts';

/*
 * The deployment of deploy/: Debian's nginx with deploy/nginx/agency-site.conf, in front of the
 * running product's published build and site server, as a web team installs it (only the paths,
 * the port and the server's address are this test's). The product-level crawl runs through it.
 * This file runs after the one that removes listings (tests/product/sequencer.ts), so the build
 * it serves has listings that left the site.
 */

const nginxBinary = '/usr/sbin/nginx';
/** What nginx sends with the pages that stand in for other URLs (404, 410, token shells). */
const standIn = 'public, max-age=0, must-revalidate';
const deployDir = resolve('deploy/nginx');

let work: string;
let nginx: ChildProcess | undefined;
let origin: string;
let publishRoot: string;
let crawl: Crawl;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The deploy files with this machine's paths and ports in place of the documented ones. */
async function configuration(port: number): Promise<string> {
  const siteServer = new URL(product().site).host;
  const site = (await readFile(join(deployDir, 'agency-site.conf'), 'utf8'))
    .replaceAll('/srv/agency-site/.builds/site', publishRoot)
    .replaceAll(
      '/etc/nginx/snippets/agency-site-proxy.conf',
      join(deployDir, 'agency-site-proxy.conf'),
    )
    .replace('server 127.0.0.1:4321;', `server ${siteServer};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:80;', '');
  await writeFile(join(work, 'agency-site.conf'), site);
  // Debian's main configuration, as far as a site needs it; run by the test's own user (root
  // in CI: then its workers read the build as root too, the test's files being private).
  return [
    'worker_processes 1;',
    `pid ${join(work, 'nginx.pid')};`,
    `error_log ${join(work, 'error.log')} warn;`,
    process.getuid?.() === 0 ? 'user root;' : '',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(work, kind)};`,
    ),
    `  include ${join(work, 'agency-site.conf')};`,
    '}',
  ].join('\n');
}

async function startNginx(): Promise<void> {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await writeFile(join(work, 'nginx.conf'), await configuration(port));
  const args = ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'];
  const test = spawn(nginxBinary, ['-t', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  test.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((done) => test.once('exit', done));
  if (code !== 0) throw new Error(`nginx refuses the deploy configuration:\n${output}`);
  nginx = spawn(nginxBinary, args, { stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/nl/`).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (tries === 100) throw new Error('nginx did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The rules the served build wrote for static hosts, one `from to status` per line. */
async function redirectRules(): Promise<{ from: string; to: string; status: number }[]> {
  const text = await readFile(join(publishRoot, 'current', '_redirects'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.startsWith('/') && status)
    .map(([from, to, status]) => ({ from: from!, to: to!, status: Number.parseInt(status!, 10) }));
}

const get = (path: string, init?: RequestInit) =>
  fetch(new URL(path, origin), { redirect: 'manual', ...init });

beforeAll(async () => {
  const { dataDir, site, service } = product();
  publishRoot = publishDirs({ DATA_DIR: dataDir }).root;
  work = await mkdtemp(join(tmpdir(), 'nginx-deploy-'));
  await startNginx();
  crawl = await crawlSite({
    site: origin,
    sameSite: [new URL(site).origin],
    checkedOrigins: [new URL(service).origin],
    needles: [],
    cacheDir: work,
  });
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  if (nginx && nginx.exitCode === null) await new Promise((done) => nginx!.once('exit', done));
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the site behind nginx, configured from deploy/', () => {
  it('serves every page of every language and the sitemaps, every link alive', () => {
    for (const locale of ['nl', 'fr', 'en', 'de']) expect(crawl.pages).toContain(`/${locale}/`);
    expect(crawl.sitemapPaths.length).toBeGreaterThan(100);
    const dead = Object.entries(crawl.answers)
      .filter(([, answer]) => !isAlive(answer))
      .map(
        ([url, answer]) => `${url} ${answer.status} (from ${crawl.linkedFrom[url]?.join(', ')})`,
      );
    expect(firstLines(dead)).toEqual([]);
    const notOk = crawl.sitemapPaths.filter((path) => crawl.answers[path]?.status !== 200);
    expect(firstLines(notOk)).toEqual([]);
  });

  it('sends each page once with the build security headers and its caching, and assets for a year', async () => {
    const page = await get('/fr/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src/);
    expect(page.headers.get('content-security-policy')).not.toContain(',');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // Kept at a CDN until a publish purges it, asked again by browsers.
    expect(page.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400',
    );
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/fr/', { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const html = await page.text();
    const stylesheet = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    expect(stylesheet).toBeDefined();
    const css = await get(stylesheet!, { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('content-encoding')).toBe('gzip');
  });

  it('redirects short links and old slugs, and answers 410 with its page for what left the site', async () => {
    const rules = await redirectRules();
    const moved = rules.find((rule) => rule.status === 301 && !rule.from.includes(':'));
    const gone = rules.filter((rule) => rule.status === 410 && !/[:*]/.test(rule.from));
    expect(moved).toBeDefined();
    expect(gone.length).toBeGreaterThan(0);
    const redirect = await get(moved!.from);
    expect([redirect.status, redirect.headers.get('location')]).toEqual([
      301,
      expect.stringMatching(new RegExp(`${moved!.to.replace(/[.?]/g, '\\$&')}$`)),
    ]);
    for (const rule of gone) {
      const answer = await get(rule.from);
      expect(answer.status, rule.from).toBe(410);
      // Sent at addresses no purge names: a CDN asks again each time.
      expect(answer.headers.get('cache-control'), rule.from).toBe(standIn);
      expect(await answer.text()).toContain('<html lang="' + rule.from.slice(1, 3) + '"');
    }
  });

  it('answers an unknown path with the 404 page of its language', async () => {
    const missing = await get('/de/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(standIn);
    expect(await missing.text()).toContain('<html lang="de"');
  });

  it('never sends the rule files themselves', async () => {
    for (const path of ['/_redirects', '/_headers', '/nginx-rewrites.conf'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('passes the site ajax routes, the webhook and a one-click unsubscribe to the site server', async () => {
    const ids = crawl.sitemapPaths
      .map((path) => /^\/nl\/aanbod\/(\d+)\//.exec(path)?.[1])
      .filter(Boolean)
      .slice(0, 2);
    const estates = await get(`/nl/ajax/estates?ids=${ids.join(',')}`);
    expect(estates.status).toBe(200);
    // The site server's own caching, not the one nginx gives files.
    expect(estates.headers.get('cache-control')).not.toMatch(/s-maxage|must-revalidate/);
    expect(((await estates.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);

    expect((await get('/hooks/status')).status).toBe(200);

    const unsubscribe = await get('/nl/hou-me-op-de-hoogte/uitschrijven/no-such-token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);
    // The token page itself is still a file nginx sends.
    const page = await get('/nl/hou-me-op-de-hoogte/uitschrijven/no-such-token');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
