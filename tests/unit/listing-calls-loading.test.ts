import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingSearchBody } from '../../src/domain/listing-kinds.ts';
import { listingFilterValuesBody } from '../../src/features/listing/query.ts';
import { listingCalls } from '../../src/features/listing/listing-calls.ts';
import { prerenderedFilter } from '../../src/features/listing/url-state.ts';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { PAGE_SIZE } from '../../src/domain/estate-query.ts';
import { createServiceApp } from '../../local-content-service/app.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { Store } from '../../local-content-service/store.ts';

// How often the content-service client (and its schemas) was asked for, and how many of those
// loads fail, as a chunk that does not arrive would.
const client = vi.hoisted(() => ({ loads: 0, failures: 0 }));
vi.mock('../../src/content-service/index.ts', async (importOriginal) => {
  client.loads += 1;
  if (client.failures > 0) {
    client.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

// A seeded local service of its own: the shared harness brings the client along, loaded.
let url = '';
let close = () => Promise.resolve();
beforeAll(async () => {
  const store = new Store(':memory:');
  writeDemoData(store, generateDemoData({ estates: 40, seed: 7, siteId: 'demo' }));
  const server = serve({
    fetch: createServiceApp({ store }).app.fetch,
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('the listing service loads its client on the first call', () => {
  it('loads nothing when made, answers a failed load as an error, and loads again on retry', async () => {
    client.failures = 1;
    const service = listingCalls({ baseUrl: url, siteId: 'demo' });
    expect(client.loads).toBe(0);

    const query = listingSearchBody('buy', prerenderedFilter('buy'));
    const failed = await service.searchEstates(query);
    expect(failed.results).toEqual([]);
    expect(failed.error).toBeInstanceOf(Error);

    const retried = await service.searchEstates(query);
    expect(client.loads).toBe(2);
    expect(retried.error).toBeUndefined();
    expect(retried.total).toBeGreaterThan(PAGE_SIZE);
    expect(retried.results).toHaveLength(PAGE_SIZE);

    // Loaded once, kept: the filter values come through the same client.
    const values = await service.filterValues(
      listingFilterValuesBody('buy', prerenderedFilter('buy')),
    );
    expect(values.headTypes?.length).toBeGreaterThan(0);
    expect(client.loads).toBe(2);
  });

  it("reaches fetch in the caller's own turn once the client is loaded, as prepare loads it", async () => {
    const query = listingSearchBody('buy', prerenderedFilter('buy'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      // Not loaded: the first search reaches fetch only once the client has come.
      const cold = listingCalls({ baseUrl: url, siteId: 'demo' });
      const coldAnswer = cold.searchEstates(query);
      expect(fetchSpy).not.toHaveBeenCalled();
      await coldAnswer;

      // Prepared: with the client loaded ahead, a search starts its request before the caller's
      // event ends, so a click's request is on its way before React renders what it changed.
      const service = listingCalls({ baseUrl: url, siteId: 'demo' });
      service.prepare?.();
      // The modules are in the cache (the first client loaded them): a task later, every step of
      // the load has run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      fetchSpy.mockClear();
      const answer = service.searchEstates(query);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect((await answer).results).toHaveLength(PAGE_SIZE);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
