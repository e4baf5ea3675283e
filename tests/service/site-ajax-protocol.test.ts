import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../site-server/forms/rate-limit.ts';
import { cspHashSource, siteScriptHashes } from '../../src/site/build-security-headers.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import {
  call,
  formMeta,
  inlineScript,
  siteUrl,
  startTestSite,
  type TestSite,
} from './site-ajax-harness.ts';

/*
 * What the ajax routes refuse before any handler runs (413, 405, 415, 403), where the client
 * address comes from, and the security headers on every answer of the site server.
 */

let h: Harness;
let smtp: TestSmtp;
let site: TestSite;

beforeAll(async () => {
  h = await startHarness(40);
  smtp = await startTestSmtp();
  site = await startTestSite({ service: h, smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});

afterAll(async () => {
  await site.close();
  await smtp.close();
  await h.close();
});

const contact = () => ({
  ...formMeta(),
  name: 'Jan',
  email: 'jan@example.be',
  message: 'Hallo',
});

/** A raw request, to see the headers Node's fetch would hide or add. */
function rawPost(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('ajax request checks', () => {
  it('refuses a body over 64 KiB with 413 and closes the connection', async () => {
    const big = Buffer.from(JSON.stringify({ ...contact(), message: 'x'.repeat(70_000) }));
    const answer = await rawPost(
      '/nl/ajax/contact-form-handler',
      { 'content-type': 'application/json', 'content-length': String(big.length), origin: siteUrl },
      big,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.text)).toEqual({ error: 'form.error.too.long' });
  });

  it('takes a body just under the limit to the handler', async () => {
    const response = await call(site, 'POST', '/nl/ajax/contact-form-handler', {
      ...contact(),
      message: 'x'.repeat(60_000),
    });
    // Too long for the form, not for the server: the schema answers.
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { message: 'form.error.too.long' } });
  });

  it('answers a wrong method with 405 and the methods the route allows', async () => {
    const get = await call(site, 'GET', '/nl/ajax/contact-form-handler');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'form.error.invalid' });
    const post = await call(site, 'POST', '/nl/ajax/estate/1', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const token = await fetch(`${site.url}/nl/ajax/notifications/abc`, {
      method: 'PATCH',
      headers: { origin: siteUrl },
    });
    expect(token.status).toBe(405);
    expect(token.headers.get('allow')).toBe('GET, HEAD, PUT, DELETE');
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${site.url}/nl/ajax/contact-form-handler`, {
        method: 'POST',
        headers: { 'content-type': type, origin: siteUrl },
        body: JSON.stringify(contact()),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'form.error.invalid' });
    }
    const confirm = await fetch(`${site.url}/nl/ajax/notifications/abc/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      body: 'confirm',
    });
    expect(confirm.status).toBe(415);
  });

  it('takes a JSON type with parameters or a +json suffix', async () => {
    const response = await fetch(`${site.url}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...contact(), email: 'x' }),
    });
    expect(response.status).toBe(400);
  });

  it("answers another site's Origin with 403, and takes the site's own or none", async () => {
    const evil = await call(site, 'POST', '/nl/ajax/contact-form-handler', contact(), {
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: 'form.error.invalid' });
    const opaque = await call(site, 'GET', '/nl/ajax/search-city?q=a', undefined, {
      origin: 'null',
    });
    expect(opaque.status).toBe(403);
    const own = await call(site, 'GET', '/nl/ajax/search-city?q=a', undefined, { origin: siteUrl });
    expect(own.status).toBe(200);
    const none = await call(site, 'GET', '/nl/ajax/search-city?q=a');
    expect(none.status).toBe(200);
  });

  it('refuses a post a plain form of another site can send, unless the browser says it is the site', async () => {
    const form = 'name=Jan&email=jan%40example.be&message=Hallo';
    const post = (headers: Record<string, string>) =>
      fetch(`${site.url}/nl/ajax/contact-form-handler`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      });
    // A browser that names no origin: only Sec-Fetch-Site tells where the form was.
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'form.error.invalid' });
    }
    // From the site itself it reaches the next check: a form body is not JSON.
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(415);
    expect((await post({ origin: siteUrl })).status).toBe(415);
  });

  it('answers an unknown ajax path with JSON 404, and leaves other languages to the pages', async () => {
    const unknown = await call(site, 'GET', '/en/ajax/no-such-route');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'form.error.not.found' });
    const otherLanguage = await call(site, 'GET', '/xx/ajax/search-city?q=a');
    expect(otherLanguage.status).toBe(404);
    expect(otherLanguage.headers.get('content-type')).toContain('text/html');
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: every post of the socket counts together', async () => {
    const own = await startTestSite({
      service: h,
      forms: {
        ...site.forms,
        parts: { ...site.forms.parts, rateLimiter: new RateLimiter() },
      },
    });
    try {
      const statuses: number[] = [];
      for (let post = 0; post < 6; post += 1) {
        const response = await call(own, 'POST', '/en/ajax/contact-form-handler', contact(), {
          'x-forwarded-for': `203.0.113.${post}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    } finally {
      await own.close();
    }
  });

  it('counts the client named by the trusted proxy with TRUST_PROXY=1, not what the client wrote', async () => {
    const own = await startTestSite({
      service: h,
      env: { TRUST_PROXY: '1' },
      forms: {
        ...site.forms,
        parts: { ...site.forms.parts, rateLimiter: new RateLimiter() },
      },
    });
    try {
      const statuses: number[] = [];
      for (let post = 0; post < 6; post += 1) {
        // The client forges the first entry; the proxy appends the address it saw.
        const response = await call(own, 'POST', '/en/ajax/contact-form-handler', contact(), {
          'x-forwarded-for': `10.0.0.${post}, 192.0.2.44`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      const another = await call(own, 'POST', '/en/ajax/contact-form-handler', contact(), {
        'x-forwarded-for': '192.0.2.45',
      });
      expect(another.status).toBe(202);
    } finally {
      await own.close();
    }
  });
});

describe('security headers', () => {
  const policyOf = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    return new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
  };

  it('sends the policy on pages, files, ajax answers and errors alike', async () => {
    const answers = await Promise.all([
      fetch(`${site.url}/`),
      fetch(`${site.url}/assets/app.js`),
      fetch(`${site.url}/nl/no-such-page`),
      call(site, 'GET', '/nl/ajax/search-city?q=a'),
      call(site, 'GET', '/nl/ajax/contact-form-handler'),
      fetch(`${site.url}/health`),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 200, 405, 200]);
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=()',
      );
    }
  });

  it("allows the site's own inline scripts by hash, not those its pages happen to carry", async () => {
    const policy = policyOf(await fetch(`${site.url}/`));
    const scripts = policy.get('script-src') ?? [];
    // The fake build wrote no _headers: the server makes the policy from the site's source.
    expect(scripts).toEqual(["'self'", ...siteScriptHashes()]);
    expect(scripts).not.toContain(cspHashSource(inlineScript));
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('lets the browser reach the content service and its pictures, and no one frame the site', async () => {
    const policy = policyOf(await fetch(`${site.url}/`));
    const service = new URL(h.url).origin;
    expect(policy.get('connect-src')).toEqual(["'self'", service]);
    expect(policy.get('img-src')).toContain(service);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('does not serve the build rule files', async () => {
    await Promise.all(
      ['_headers', '_redirects', 'nginx-security-headers.conf'].map(async (file) => {
        expect((await fetch(`${site.url}/${file}`)).status).toBe(404);
      }),
    );
  });
});

describe('compression', () => {
  it('gzips a page for a client that accepts gzip (not Brotli), and sends it plain to one that accepts neither', async () => {
    const text = `<!DOCTYPE html><title>Big</title>${'<p>Te koop in Gent</p>'.repeat(400)}`;
    await mkdir(join(site.root, 'nl', 'big'), { recursive: true });
    await writeFile(join(site.root, 'nl', 'big', 'index.html'), text);
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${site.url}/nl/big/`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const zipped = await get('gzip, deflate');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(text.length / 10);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(text);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(text);
  });
});

describe('GET /health', () => {
  it('tells anyone what a monitor needs, and where mail goes only with the rebuild secret', async () => {
    const own = await startTestSite({
      service: h,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      env: { REBUILD_SECRET: 'health-secret' },
      forms: site.forms,
    });
    try {
      const get = (headers: Record<string, string> = {}) => fetch(`${own.url}/health`, { headers });
      const open = await get();
      expect(open.headers.get('cache-control')).toBe('no-store');
      const text = await open.text();
      expect(JSON.parse(text)).toMatchObject({
        ok: true,
        build: { id: expect.any(String), builtAt: null },
        forms: { outbox: { failed: 0, pending: expect.any(Number) } },
      });
      // No path of the machine, no address of a server, no error text.
      expect(text).not.toMatch(/\/tmp|smtp:|127\.0\.0\.1|lastError|mail|securityHeaders/);
      const secrets: Record<string, string>[] = [
        { 'x-rebuild-secret': 'health-secret' },
        { authorization: 'Bearer health-secret' },
      ];
      for (const headers of secrets) {
        for (const path of ['/health', '/hooks/health']) {
          const full = await fetch(`${own.url}${path}`, { headers });
          expect(await full.json()).toMatchObject({
            ok: true,
            build: { securityHeaders: 'source' },
            forms: {
              outbox: { failed: 0, lastError: null },
              mail: `smtp://127.0.0.1:${smtp.port}`,
            },
          });
        }
      }
      const wrong = await get({ 'x-rebuild-secret': 'guess' });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toMatch(/smtp:/);
    } finally {
      await own.close();
    }
  });
});
