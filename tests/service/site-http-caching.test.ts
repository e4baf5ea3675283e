import { serve } from '@hono/node-server';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../site-server/site-app.ts';
import { writeSecurityHeaderFiles } from '../../src/site/build-security-headers.ts';
import { redirectsFile, rewriteRules } from '../../src/site/rewrite-rules.ts';
import { parseHeadersFile } from '../../src/site/security-headers.ts';
import { shellPath } from '../../src/site/static-pages.ts';

/*
 * The build's files as the site server sends them over HTTP: validators and 304s for pages,
 * token shells and every other file, never for a 404; Brotli (and gzip) with the right Vary,
 * decoding to the file itself; each kind of file with its caching policy, and the same policy
 * in the files written for static hosts.
 */

const revalidate =
  'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';
/** Pages sent in place of other URLs: revalidated by a CDN too, as no purge can name those URLs. */
const standIn = 'public, max-age=0, must-revalidate';
const crawlers =
  'public, max-age=3600, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';
const immutable = 'public, max-age=31536000, immutable';

/** A page of some weight (compression starts at 1 KB), named by its text. */
const page = (text: string) =>
  `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>${text}</title></head>` +
  `<body>${`<p>${text}: een woning met tuin en garage.</p>`.repeat(60)}</body></html>`;

let root: string;
let server: Server;
let base: string;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET over HTTP as a browser sends it, the body as it came (not decoded). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const write = async (path: string, text: string) => {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), text);
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-http-caching-'));
  await write('nl/kopen/index.html', page('Kopen'));
  await write('nl/404/index.html', page('Niet gevonden'));
  await write('fr/404/index.html', page('Introuvable'));
  await write(`${shellPath('unsubscribe', 'nl').slice(1)}/index.html`, page('Uitschrijven'));
  await write('_redirects', redirectsFile(rewriteRules([])));
  await write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('robots.txt', 'User-agent: *\nAllow: /\n');
  await write('sitemap-index.xml', '<?xml version="1.0"?><sitemapindex/>');
  await write(
    'sitemap-nl.xml',
    `<?xml version="1.0"?><urlset>${'<url><loc>https://immo.be/nl/</loc></url>'.repeat(40)}</urlset>`,
  );
  await write('assets/client.Ab12Cd34.js', 'export const go = () => "go";\n'.repeat(80));
  await write('markers/buy.json', JSON.stringify({ markers: Array(200).fill([1, 2, 3]) }));
  await writeSecurityHeaderFiles(root, { CONTENT_SERVICE_URL: 'https://api.immo.be' });
  const app = await createSiteApp({ root, env: { SITE_URL: 'https://immo.be' } });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

describe('a page of the site server', () => {
  it('answers 304 without a body to the ETag it gave, and to a date not before its own', async () => {
    const first = await get('/nl/kopen');
    expect(first.status).toBe(200);
    const tag = first.headers.etag!;
    expect(tag).toMatch(/^"[^"]+"$/); // strong
    expect(first.headers['last-modified']).toBeTruthy();

    const again = await get('/nl/kopen', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe(revalidate);
    expect(again.headers['content-security-policy']).toBeTruthy();

    const byDate = await get('/nl/kopen', { 'if-modified-since': first.headers['last-modified']! });
    expect(byDate.status).toBe(304);
    const earlier = new Date(Date.parse(first.headers['last-modified']!) - 60_000).toUTCString();
    expect((await get('/nl/kopen', { 'if-modified-since': earlier })).status).toBe(200);
    // An ETag that does not match decides, whatever the date says.
    const other = await get('/nl/kopen', {
      'if-none-match': '"an-older-page"',
      'if-modified-since': first.headers['last-modified']!,
    });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(page('Kopen'));
  });

  it('keeps its ETag when rendered again with the same bytes, and changes it with them', async () => {
    const before = await get('/nl/kopen');
    const later = new Date(Date.now() + 120_000);
    await writeFile(join(root, 'nl/kopen/index.html'), page('Kopen'));
    await utimes(join(root, 'nl/kopen/index.html'), later, later);
    const same = await get('/nl/kopen', { 'if-none-match': before.headers.etag! });
    expect(same.status).toBe(304);
    expect(same.headers['last-modified']).not.toBe(before.headers['last-modified']);

    await writeFile(join(root, 'nl/kopen/index.html'), page('Kopen, nieuw'));
    const changed = await get('/nl/kopen', { 'if-none-match': before.headers.etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(changed.body.toString()).toBe(page('Kopen, nieuw'));
    await writeFile(join(root, 'nl/kopen/index.html'), page('Kopen'));
  });

  it('gives each encoding its own strong ETag and confirms only the one the client would get', async () => {
    const plain = await get('/nl/kopen');
    const br = await get('/nl/kopen', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/nl/kopen', { 'accept-encoding': 'gzip' });
    const tags = [plain, br, gzip].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"/);
    const brAgain = await get('/nl/kopen', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': br.headers.etag!,
    });
    expect(brAgain.status).toBe(304);
    expect(brAgain.headers.vary).toMatch(/accept-encoding/i);
    // A client that now takes gzip only holds no gzip copy: it gets one.
    const switched = await get('/nl/kopen', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag!,
    });
    expect(switched.status).toBe(200);
    expect(gunzipSync(switched.body).toString()).toBe(page('Kopen'));
  });
});

describe('conditions a page ignores or refuses', () => {
  it('ignores an If-Modified-Since that is no HTTP date, and answers a failed If-Match with 412', async () => {
    const first = await get('/nl/kopen');
    for (const date of ['1', 'yesterday', '2099-01-01']) {
      expect((await get('/nl/kopen', { 'if-modified-since': date })).status, date).toBe(200);
    }
    // The obsolete forms of the date still count (RFC 9110 §5.6.7).
    const time = new Date(Date.parse(first.headers['last-modified']!) + 60_000);
    const asctime = time
      .toUTCString()
      .replace(/^(\w+), (\d+) (\w+) (\d+) ([\d:]+) GMT$/, '$1 $3 $2 $5 $4');
    expect((await get('/nl/kopen', { 'if-modified-since': asctime })).status).toBe(304);
    expect((await get('/nl/kopen', { 'if-match': '"another"' })).status).toBe(412);
    expect((await get('/nl/kopen', { 'if-match': first.headers.etag! })).status).toBe(200);
    expect((await get('/nl/kopen', { 'if-match': `W/${first.headers.etag!}` })).status).toBe(412);
    const before = new Date(Date.parse(first.headers['last-modified']!) - 60_000).toUTCString();
    expect((await get('/nl/kopen', { 'if-unmodified-since': before })).status).toBe(412);
  });
});

describe('a range of a file', () => {
  const whole = page('Kopen');

  it('answers one range of bytes with 206 and its Content-Range', async () => {
    const first = await get('/nl/kopen');
    expect(first.headers['accept-ranges']).toBe('bytes');
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=100-', 100, whole.length - 1],
      ['bytes=-20', whole.length - 20, whole.length - 1],
      ['bytes=10-999999', 10, whole.length - 1],
    ] as const) {
      const part = await get('/nl/kopen', { range });
      expect(part.status, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(part.body.toString(), range).toBe(whole.slice(start, end + 1));
      expect(part.headers.etag, range).toBe(first.headers.etag);
    }
  });

  it('sends the whole file for a Range that is not well-formed, of another unit or of several ranges', async () => {
    for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=0-1,3-4', 'items=0-1', 'bytes=', '0-9']) {
      const answer = await get('/nl/kopen', { range });
      expect(answer.status, range).toBe(200);
      expect(answer.headers['content-range'], range).toBeUndefined();
      expect(answer.body.toString(), range).toBe(whole);
    }
  });

  it('answers a range past the end with 416 and the length', async () => {
    for (const range of [`bytes=${whole.length}-`, 'bytes=99999999-99999999', 'bytes=-0']) {
      const answer = await get('/nl/kopen', { range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${whole.length}`);
      expect(answer.body.length, range).toBe(0);
    }
  });

  it('sends the range only while If-Range names the version sent, else the whole file', async () => {
    const first = await get('/nl/kopen');
    const range = 'bytes=0-9';
    for (const ifRange of [first.headers.etag!, first.headers['last-modified']!]) {
      expect((await get('/nl/kopen', { range, 'if-range': ifRange })).status, ifRange).toBe(206);
    }
    for (const ifRange of [
      '"an-older-page"',
      `W/${first.headers.etag!}`,
      'Mon, 01 Jan 2024 00:00:00 GMT',
    ]) {
      const answer = await get('/nl/kopen', { range, 'if-range': ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.toString(), ifRange).toBe(whole);
    }
  });

  it('ranges over the bytes of the encoding sent, and never over a 404 page', async () => {
    const br = await get('/nl/kopen', { 'accept-encoding': 'br' });
    const part = await get('/nl/kopen', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.body).toEqual(br.body.subarray(0, 10));
    expect(part.headers['content-range']).toBe(`bytes 0-9/${br.body.length}`);
    const missing = await get('/nl/no-such-page', { range: 'bytes=0-9' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-range']).toBeUndefined();
  });
});

describe('a HEAD request', () => {
  it('gets the headers of the GET, validators and length included, without the body', async () => {
    const accept = { 'accept-encoding': 'br' };
    const full = await get('/nl/kopen', accept);
    const head = await get('/nl/kopen', accept, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['etag', 'last-modified', 'content-length', 'content-encoding', 'vary']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
    expect(
      (await get('/nl/kopen', { ...accept, 'if-none-match': full.headers.etag! }, 'HEAD')).status,
    ).toBe(304);
  });
});

describe('a token shell and a 404 page', () => {
  it('answers a token link with its shell, validated like any page', async () => {
    const first = await get('/nl/hou-me-op-de-hoogte/uitschrijven/a1b2c3');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(page('Uitschrijven'));
    expect(first.headers['cache-control']).toBe(standIn);
    // Every token shows the same shell: its ETag holds for another token's link too.
    const other = await get('/nl/hou-me-op-de-hoogte/uitschrijven/z9y8x7', {
      'if-none-match': first.headers.etag!,
    });
    expect(other.status).toBe(304);
    const byDate = await get('/nl/hou-me-op-de-hoogte/uitschrijven/a1b2c3', {
      'if-modified-since': first.headers['last-modified']!,
    });
    expect(byDate.status).toBe(304);
  });

  it("answers a missing page with its language's 404 page, whatever the request's conditions", async () => {
    for (const conditions of [
      {} as Record<string, string>,
      { 'if-none-match': '*' },
      { 'if-modified-since': new Date(Date.now() + 3_600_000).toUTCString() },
    ]) {
      const answer = await get('/fr/n-existe-pas', conditions);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe(page('Introuvable'));
      // No validator: the 404 page is no representation of the URL asked for.
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(standIn);
    }
    const br = await get('/nl/bestaat-niet', { 'accept-encoding': 'br' });
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page('Niet gevonden'));
  });
});

describe('compression', () => {
  it('sends Brotli to a client that accepts it, varying on Accept-Encoding, equal to the file', async () => {
    for (const [path, file] of [
      ['/nl/kopen', 'nl/kopen/index.html'],
      ['/assets/client.Ab12Cd34.js', 'assets/client.Ab12Cd34.js'],
      ['/sitemap-nl.xml', 'sitemap-nl.xml'],
      ['/markers/buy.json', 'markers/buy.json'],
    ] as const) {
      const identity = await get(path);
      expect(identity.headers['content-encoding'], path).toBeUndefined();
      expect(identity.headers.vary, path).toMatch(/accept-encoding/i);
      expect(identity.body.equals(await readFile(join(root, file))), path).toBe(true);

      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(identity.body.length);
      expect(brotliDecompressSync(br.body).equals(identity.body), path).toBe(true);
    }
  });

  it('honours the weights a client gives: gzip when Brotli is refused or weighed lower', async () => {
    for (const accept of ['gzip, br;q=0', 'br;q=0.5, gzip', 'gzip, deflate']) {
      const answer = await get('/nl/kopen', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(page('Kopen'));
    }
    const none = await get('/nl/kopen', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});

describe('caching policy', () => {
  it('gives each kind of file its Cache-Control', async () => {
    const expected: Record<string, string> = {
      '/favicon.svg': 'public, max-age=86400',
      '/robots.txt': crawlers,
      '/sitemap-index.xml': crawlers,
      '/sitemap-nl.xml': crawlers,
      '/assets/client.Ab12Cd34.js': immutable,
      '/markers/buy.json': revalidate,
      '/nl/kopen': revalidate,
    };
    for (const [path, value] of Object.entries(expected)) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(value);
      expect(answer.headers.etag, path).toBeTruthy();
    }
  });

  it('writes the same policy into _headers, one rule per path, none in the rule for every path', async () => {
    const file = await readFile(join(root, '_headers'), 'utf8');
    const rules = new Map<string, string[]>();
    let current = '';
    for (const line of file.split('\n')) {
      if (/^\S/.test(line)) rules.set((current = line.trim()), []);
      else if (line.trim()) rules.get(current)!.push(line.trim());
    }
    expect(rules.get('/assets/*')).toEqual([`Cache-Control: ${immutable}`]);
    expect(rules.get('/favicon.svg')).toEqual(['Cache-Control: public, max-age=86400']);
    expect(rules.get('/robots.txt')).toEqual([`Cache-Control: ${crawlers}`]);
    // Every sitemap (the index, each language's, its listing sitemaps) under one rule.
    expect(rules.get('/sitemap-*')).toEqual([`Cache-Control: ${crawlers}`]);
    for (const path of ['/nl/*', '/de/*', '/markers/*', '/']) {
      expect(rules.get(path), path).toEqual([`Cache-Control: ${revalidate}`]);
    }
    expect(parseHeadersFile(file)?.['Cache-Control']).toBeUndefined();
  });

  it('writes the same policy into the nginx snippet, for every answer', async () => {
    const snippet = await readFile(join(root, 'nginx-security-headers.conf'), 'utf8');
    expect(snippet).toContain('add_header Cache-Control $site_cache_control always;');
    // nginx runs the `set`s in order: the default, then each `if` whose pattern matches.
    const fallback = /^set \$site_cache_control "([^"]+)";$/m.exec(snippet)?.[1];
    const conditions = [
      ...snippet.matchAll(/^if \(\$uri ~ "([^"]+)"\) \{ set \$site_cache_control "([^"]+)"; \}$/gm),
    ].map(([, pattern, value]) => ({ pattern: new RegExp(pattern!), value: value! }));
    const nginx = (path: string) =>
      conditions.reduce((value, rule) => (rule.pattern.test(path) ? rule.value : value), fallback);
    for (const path of [
      '/assets/client.Ab12Cd34.js',
      '/favicon.svg',
      '/robots.txt',
      '/sitemap-nl.xml',
      '/markers/buy.json',
      '/nl/kopen',
    ]) {
      expect(nginx(path), path).toBe((await get(path)).headers['cache-control']);
    }
    // nginx sends a stand-in page through an internal redirect, which sets $uri to its file.
    expect(nginx('/fr/404/index.html')).toBe(standIn);
    expect(nginx('/nl/shell/unsubscribe/index.html')).toBe(standIn);
    expect(nginx('/assets/client.Ab12Cd34.js')).toBe(immutable);
  });
});
