import { describe, expect, it, vi } from 'vitest';
import { RateLimiter } from '../../site-server/forms/rate-limit.ts';
import {
  createPublishHooks,
  failedSecretLimit,
  scheduleRebuilds,
  secretMatches,
} from '../../site-server/hooks.ts';
import type { PublishStatus } from '../../publish/publisher.ts';

function fakePublisher() {
  const status: PublishStatus = {
    current: 'build-1',
    lastPublishedAt: '2026-11-22T08:00:00.000Z',
    lastDurationMs: 1000,
    lastPages: 10,
    lastBuild: { mode: 'partial', changed: 1, removed: 0 },
    lastUnchangedAt: null,
    lastUnchangedBeforeBuild: false,
    lastError: {
      at: '2026-11-22T07:00:00.000Z',
      message: 'GET http://10.1.2.3:4322/sites/demo failed; /srv/agency/.builds/site is full',
    },
    running: false,
    queued: false,
    builds: ['build-1'],
  };
  return { trigger: vi.fn(() => Promise.resolve()), readStatus: vi.fn(async () => status) };
}

const post = (headers: Record<string, string> = {}) =>
  new Request('http://site/hooks/rebuild', { method: 'POST', headers });

describe('the rebuild webhook', () => {
  it('starts a rebuild with the right secret', async () => {
    const publisher = fakePublisher();
    const app = createPublishHooks({ publisher, secret: 's3cret-value' });
    const response = await app.fetch(post({ 'x-rebuild-secret': 's3cret-value' }));
    expect(response.status).toBe(202);
    expect(publisher.trigger).toHaveBeenCalledTimes(1);
    const bearer = await app.fetch(post({ authorization: 'Bearer s3cret-value' }));
    expect(bearer.status).toBe(202);
  });

  it('passes the estates the content service names, or a full sync, to the rebuild', async () => {
    const publisher = fakePublisher();
    const app = createPublishHooks({ publisher, secret: 's3cret-value' });
    const send = (body: string) =>
      app.fetch(
        new Request('http://site/hooks/rebuild', {
          method: 'POST',
          headers: { 'x-rebuild-secret': 's3cret-value', 'content-type': 'application/json' },
          body,
        }),
      );
    expect((await send('{"estates": [12, "v2-guid-1"]}')).status).toBe(202);
    expect(publisher.trigger).toHaveBeenLastCalledWith({
      changedIds: ['12', 'v2-guid-1'],
      fullSync: false,
    });
    expect((await send('{"full": true}')).status).toBe(202);
    expect(publisher.trigger).toHaveBeenLastCalledWith({ changedIds: [], fullSync: true });
    // A body it cannot read starts nothing.
    for (const bad of ['{"estates": "12"}', 'not json', '{"estates": ["../x"]}', '{"other": 1}']) {
      expect((await send(bad)).status).toBe(400);
    }
    expect(publisher.trigger).toHaveBeenCalledTimes(2);
  });

  it('rejects a wrong or missing secret with 401 and builds nothing', async () => {
    const publisher = fakePublisher();
    const app = createPublishHooks({ publisher, secret: 's3cret-value' });
    const attempts: Record<string, string>[] = [
      { 'x-rebuild-secret': 's3cret-valuf' },
      { 'x-rebuild-secret': '' },
      {},
    ];
    for (const headers of attempts) {
      expect((await app.fetch(post(headers))).status).toBe(401);
    }
    expect(publisher.trigger).not.toHaveBeenCalled();
  });

  it('is off when no secret is configured', async () => {
    const publisher = fakePublisher();
    const app = createPublishHooks({ publisher, secret: undefined });
    expect((await app.fetch(post({ 'x-rebuild-secret': '' }))).status).toBe(404);
    expect(publisher.trigger).not.toHaveBeenCalled();
  });

  it('reports the last publish on the status hook: no error text without the secret', async () => {
    const app = createPublishHooks({ publisher: fakePublisher(), secret: 'x' });
    const get = (headers: Record<string, string> = {}) =>
      app.fetch(new Request('http://site/hooks/status', { headers }));
    const open = await get();
    const text = await open.text();
    expect(JSON.parse(text)).toMatchObject({
      current: 'build-1',
      lastPages: 10,
      lastBuild: { mode: 'partial', changed: 1, removed: 0 },
      lastError: { at: '2026-11-22T07:00:00.000Z' },
      running: false,
    });
    expect(text).not.toMatch(/10\.1\.2\.3|\/srv|message/);
    const full = (await (await get({ authorization: 'Bearer x' })).json()) as PublishStatus;
    expect(full.lastError?.message).toMatch(/10\.1\.2\.3/);
    expect((await get({ 'x-rebuild-secret': 'y' })).status).toBe(401);
  });
});

describe('wrong secrets', () => {
  it('makes a client that keeps guessing wait, and lets every other client in', async () => {
    let clock = Date.UTC(2026, 10, 22, 8);
    const publisher = fakePublisher();
    const app = createPublishHooks({
      publisher,
      secret: 's3cret-value',
      // Behind one proxy: the client is the address it names.
      trustedProxyHops: 1,
      failures: new RateLimiter({ now: () => clock }),
    });
    const from = (client: string, secret: string) =>
      app.fetch(post({ 'x-forwarded-for': client, 'x-rebuild-secret': secret }));
    const statuses: number[] = [];
    for (let guess = 0; guess < failedSecretLimit.limit + 2; guess += 1) {
      statuses.push((await from('198.51.100.7', `guess-${guess}`)).status);
      clock += 1000;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Waiting, even the right secret is not compared: guessing costs time.
    const waiting = await from('198.51.100.7', 's3cret-value');
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The status hook is refused to a secret it would compare, and open without one.
    const status = (headers: Record<string, string>) =>
      app.fetch(new Request('http://site/hooks/status', { headers }));
    expect(
      (await status({ 'x-forwarded-for': '198.51.100.7', 'x-rebuild-secret': 'x' })).status,
    ).toBe(429);
    expect((await status({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(200);
    // Another client (the content service) is let in with the right secret.
    expect((await from('203.0.113.9', 's3cret-value')).status).toBe(202);
    expect(publisher.trigger).toHaveBeenCalledTimes(1);
    // Once the window has passed, the guesser's client may try again.
    clock += retryAfter * 1000;
    expect((await from('198.51.100.7', 's3cret-value')).status).toBe(202);
  });
});

describe('secretMatches', () => {
  it('needs the exact secret and never matches an empty configured one', () => {
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abd', 'abc')).toBe(false);
    expect(secretMatches('abcd', 'abc')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('the rebuild schedule', () => {
  it('triggers every interval and stops', () => {
    vi.useFakeTimers();
    try {
      const publisher = fakePublisher();
      const stop = scheduleRebuilds(publisher, 60);
      vi.advanceTimersByTime(180_000);
      expect(publisher.trigger).toHaveBeenCalledTimes(3);
      stop();
      vi.advanceTimersByTime(180_000);
      expect(publisher.trigger).toHaveBeenCalledTimes(3);
      expect(scheduleRebuilds(publisher, 0)).toBeTypeOf('function');
    } finally {
      vi.useRealTimers();
    }
  });
});
