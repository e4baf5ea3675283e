import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import { createServiceApp } from '../../local-content-service/app.ts';
import { generateDemoData, type DemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { Store } from '../../local-content-service/store.ts';

export type Harness = {
  url: string;
  data: DemoData;
  store: Store;
  api: ReturnType<typeof createContentService>;
  /** Tells the service its stored data changed (see createServiceApp). */
  invalidate: ReturnType<typeof createServiceApp>['invalidate'];
  close: () => Promise<void>;
};

/** A seeded local content service on a free loopback port, with a client pointed at it. */
export async function startHarness(
  estates = 120,
  now = new Date('2026-11-01T09:00:00Z'),
): Promise<Harness> {
  const store = new Store(':memory:');
  const data = generateDemoData({ estates, seed: 7, siteId: 'demo', now });
  writeDemoData(store, data);
  const { app, invalidate } = createServiceApp({ store, now: () => now });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    data,
    store,
    api: createContentService(new HttpClient({ baseUrl: url, siteId: 'demo', logError: () => {} })),
    invalidate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
