import { describe, expect, it, vi } from 'vitest';
import { createPublishHooks, scheduleRebuilds, secretMatches } from '../../server/publish/hooks.ts';
import type { PublishStatus } from '../../server/publish/publisher.ts';

function fakePublisher() {
  const status: PublishStatus = {
    current: 'build-1',
    lastPublishedAt: '2026-11-22T08:00:00.000Z',
    lastDurationMs: 1000,
    lastPages: 10,
    lastBuild: { mode: 'partial', changed: 1, removed: 0 },
    lastUnchangedAt: null,
    lastUnchangedBeforeBuild: false,
    lastError: null,
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

  it('reports the last publish on the status hook', async () => {
    const app = createPublishHooks({ publisher: fakePublisher(), secret: 'x' });
    const status = (await (
      await app.fetch(new Request('http://site/hooks/status'))
    ).json()) as PublishStatus;
    expect(status.current).toBe('build-1');
    expect(status.lastPages).toBe(10);
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
