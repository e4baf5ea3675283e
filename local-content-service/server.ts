import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createServiceApp } from './app.ts';
import { serviceConfig } from './config.ts';
import { demoNowFor, generateDemoData, type DemoData } from './demo-data/generate.ts';
import { MediaLibrary } from './media.ts';
import { writeDemoData } from './seed-store.ts';
import { Store } from './store.ts';

export type RunningService = {
  url: string;
  store: Store;
  /** The demo it seeded on this start, with its date; null when the database had a site. */
  seeded: { data: DemoData; now: Date } | null;
  invalidate: ReturnType<typeof createServiceApp>['invalidate'];
  close: () => Promise<void>;
};

/**
 * Starts the local content service; seeds the default demo first when the database has no
 * site yet (the embedded default of `npm start`).
 */
export async function startService(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningService> {
  const config = serviceConfig(env);
  const store = new Store(config.databasePath);
  let seeded: RunningService['seeded'] = null;
  if (store.siteIds().length === 0) {
    const started = performance.now();
    const now = demoNowFor(env);
    const data = generateDemoData({
      estates: config.defaultEstates,
      siteId: config.defaultSiteId,
      now,
    });
    writeDemoData(store, data);
    seeded = { data, now };
    console.log(
      `content service: seeded ${config.defaultEstates} demo estates in ${Math.round(performance.now() - started)} ms`,
    );
  }
  // Listening first: with SERVICE_PORT=0 the port, and so the public media URL, is known only
  // once the system has chosen it.
  const answering: { app?: ReturnType<typeof createServiceApp>['app'] } = {};
  const server = serve({
    fetch: (request) => answering.app!.fetch(request),
    hostname: config.host,
    port: config.port,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const created = createServiceApp({
    store,
    media: new MediaLibrary(config.dataDir),
    allowOrigin: config.allowOrigin,
    publicUrl: env.SERVICE_PUBLIC_URL || `http://${config.host}:${port}`,
  });
  answering.app = created.app;
  const { invalidate } = created;
  return {
    url: `http://${config.host}:${port}`,
    store,
    seeded,
    invalidate,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}
