import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSourceDigest } from '../../publish/source-check.ts';
import { handedSummaries } from '../../src/site/loaders/handed-summaries.ts';
import { startHarness } from './service-harness.ts';

/*
 * The no-change check asks the content service several things at once. When one request fails
 * before the others have answered (the service half down), the check must fail once, with that
 * error, and leave no other request's failure unhandled: an unhandled rejection in the publisher
 * is a crash waiting to happen (and failed CI once, in the rebuild test).
 */
describe('the no-change check when the service fails part-way', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('rejects once and leaves no request’s failure unhandled', async () => {
    server = createServer((request, response) => {
      const fail = () => response.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
      // The search (every estate's summary) and the holiday units answer last.
      if (request.url?.endsWith('/estates') || request.url?.includes('/rental-units')) {
        setTimeout(fail, 150);
      } else fail();
    });
    await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(
        contentSourceDigest({ CONTENT_SERVICE_URL: `http://127.0.0.1:${port}`, SITE_ID: 'demo' }),
      ).rejects.toThrow();
      // Long enough for the slow answers to arrive and be rejected.
      await new Promise((settle) => setTimeout(settle, 400));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('the no-change check against the local service', () => {
  it('digests the same answers the same way, sees a changed summary, and hands over what the build reads', async () => {
    const harness = await startHarness(80);
    const env = { CONTENT_SERVICE_URL: harness.url, SITE_ID: 'demo' };
    const dir = await mkdtemp(join(tmpdir(), 'source-check-'));
    try {
      const first = await contentSourceDigest(env);
      expect((await contentSourceDigest(env)).digest).toBe(first.digest);
      const groups = harness.data.estates.filter((estate) => estate.general.parentId == null);
      expect(first.estates()).toBe(groups.length + harness.data.backOfficeListings.length);
      const file = join(dir, 'summaries.json');
      await first.handOver(file);
      expect((await handedSummaries(file))?.map((summary) => summary.id)).toHaveLength(
        first.estates()!,
      );

      const estate = groups[0]!;
      harness.store.putDocument('demo', 'estate', estate.id, {
        ...estate,
        general: { ...estate.general, title: { ...estate.general.title, nl: 'Anders' } },
      });
      harness.invalidate('demo', { estate: [estate.id] });
      expect((await contentSourceDigest(env)).digest).not.toBe(first.digest);
    } finally {
      await harness.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
