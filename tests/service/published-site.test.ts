import { mkdir, mkdtemp, rename, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { publishedSite, publishingServer } from '../../site-server/published-site.ts';
import { Publisher } from '../../publish/publisher.ts';

/** Points `current` at a build the way the publisher does (a new link renamed over the old). */
async function point(root: string, name: string) {
  await mkdir(join(root, name), { recursive: true });
  const temporary = join(root, `current.${name}`);
  await symlink(name, temporary);
  await rename(temporary, join(root, 'current'));
}

describe('publishedSite', () => {
  it('answers 503 before the first publish, then serves the build the pointer names', async () => {
    const root = await mkdtemp(join(tmpdir(), 'published-'));
    let clock = 0;
    const made: string[] = [];
    const site = publishedSite({
      root,
      checkEveryMs: 1000,
      now: () => clock,
      createApp: async (dir) => {
        made.push(basename(dir));
        return { fetch: () => new Response(basename(dir)) };
      },
    });
    const get = async () => {
      const response = await site.fetch(new Request('http://site/nl/'));
      const cacheControl = response.headers.get('cache-control');
      return { status: response.status, text: await response.text(), cacheControl };
    };
    expect(await get()).toMatchObject({ status: 503, cacheControl: 'no-store' });

    await point(root, 'build-1');
    clock += 1000;
    expect(await get()).toMatchObject({ status: 200, text: 'build-1' });

    // Another process publishes: followed once the check interval has passed.
    await point(root, 'build-2');
    clock += 10;
    expect((await get()).text).toBe('build-1');
    clock += 1000;
    expect((await get()).text).toBe('build-2');

    // A publish in this process is followed at once.
    await point(root, 'build-3');
    await site.refresh();
    expect((await get()).text).toBe('build-3');
    expect(site.current()).toBe('build-3');
    // One app per build, not one per request.
    expect(made).toEqual(['build-1', 'build-2', 'build-3']);
  });
});

/** A request over HTTP from a loopback address of our choosing (127.0.0.0/8 is all loopback). */
function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { ...options, localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('the publishing front over HTTP', () => {
  it('sends the security headers on every answer, and makes a secret guesser wait', async () => {
    const root = await mkdtemp(join(tmpdir(), 'published-'));
    const publisher = new Publisher({
      root,
      build: async (outDir) => {
        await mkdir(join(outDir, 'nl'), { recursive: true });
        await writeFile(join(outDir, 'nl', 'index.html'), 'home');
        return { pages: 1 };
      },
      log: () => {},
    });
    const front = publishingServer({
      publisher,
      // A build's app that sets no header of its own: the front still sends them.
      createApp: async () => ({ fetch: () => new Response('home') }),
      env: { REBUILD_SECRET: 'front-secret', CONTENT_SERVICE_URL: 'http://127.0.0.1:4322' },
    });
    const server = serve({ fetch: front.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rebuild = (from: string, secret: string) =>
      requestFrom(from, `${url}/hooks/rebuild`, {
        method: 'POST',
        headers: { 'x-rebuild-secret': secret },
      });
    try {
      const answers = [await requestFrom('127.0.0.2', `${url}/nl/`)];
      expect(answers[0]!.status).toBe(503);
      for (let guess = 0; guess < 6; guess += 1) {
        answers.push(await rebuild('127.0.0.2', `guess-${guess}`));
      }
      expect(answers.slice(1).map((answer) => answer.status)).toEqual([
        401, 401, 401, 401, 401, 429,
      ]);
      expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
      // Another address, the content service's, is not held up by the guesser.
      const accepted = await rebuild('127.0.0.3', 'front-secret');
      expect(accepted.status).toBe(202);
      answers.push(accepted);
      for (let waited = 0; !(await publisher.currentBuild()); waited += 1) {
        if (waited > 200) throw new Error('nothing was published');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await front.site.refresh();
      const status = await requestFrom('127.0.0.2', `${url}/hooks/status`);
      expect(JSON.parse(status.body)).toMatchObject({ current: await publisher.currentBuild() });
      answers.push(status, await requestFrom('127.0.0.2', `${url}/nl/`));
      expect(answers.at(-1)!.status).toBe(200);
      for (const answer of answers) {
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['permissions-policy']).toContain('camera=()');
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    } finally {
      front.stop();
      (server as Server).closeAllConnections();
      server.close();
    }
  });
});
