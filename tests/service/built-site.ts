import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { formsConfig, startForms, type FormsRuntime } from '../../site-server/forms/runtime.ts';
import { renderBundlesDir } from '../../publish/renderer/bundle.ts';
import { ResidentRenderer } from '../../publish/renderer/resident-renderer.ts';
import { sitePublisher } from '../../publish/site-build.ts';
import { createSiteApp } from '../../site-server/site-app.ts';
import { generateDemoData, type DemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { startService, type RunningService } from '../../local-content-service/server.ts';
import { contentServiceFromEnv } from '../../src/content-service/index.ts';
import { hostileCorpus, type HostileCorpus } from '../fixtures/hostile-corpus.ts';

/*
 * The one site the tests of the real Astro build share (site-builds.test.ts), so that each build
 * path runs once in the service tests: the local content service with a small demo in which the
 * hostile corpus (tests/fixtures/hostile-corpus.ts) fills every text, HTML and URL field, except
 * for one clean estate whose street name is longer than a file name may be. The demo of this size
 * has one project: a copy of it under other ids gives a second, so that one project can lose a
 * unit and the other leave whole in the same rebuild. The site is built once in shards (the
 * publisher the incremental rebuilds then continue from, as the site server's: a resident
 * renderer, copies linked ahead) and once in one process, for comparison.
 */

/** Enough for old-source and back-office listings, sold ones, a project with units and holiday units. */
export const demoEstates = 50;
export const demoNow = '2026-11-01T09:00:00Z';

/** A street name of 300 characters, which once stopped every build (ENAMETOOLONG). */
export const longStreet = `${'Steenweg naar de Oude Watermolen van Sint-Hubertus '.repeat(6).slice(0, 297)} 12`;

type Estate = DemoData['estates'][number];

/** A copy of the data's project and its units under new ids, so the demo has two. */
function withSecondProject(data: DemoData): { data: DemoData; copy: number } {
  const project = data.estates.find((e) => e.general.project && e.children.length > 1)!;
  const units = data.estates.filter((e) => e.general.parentId === project.id);
  let next = Math.max(...data.estates.map((e) => e.id)) + 1;
  const ids = new Map([project, ...units].map((e) => [e.id, next++]));
  const renumber = (estate: Estate, parentId: number | null): Estate => {
    const id = ids.get(estate.id)!;
    return {
      ...estate,
      id,
      general: { ...estate.general, id, parentId, reference: `PR${String(id).padStart(6, '0')}` },
      children: estate.children.map((child) => ({ general: { id: ids.get(child.general.id)! } })),
    };
  };
  const copy = renumber(project, null);
  return {
    data: {
      ...data,
      estates: [...data.estates, copy, ...units.map((unit) => renumber(unit, copy.id))],
    },
    copy: copy.id,
  };
}

/**
 * The site's data: the corpus of `demoEstates`, a second project, and the last plain listing for
 * sale whose address is shown as the generator made it, on the long street (the tests take
 * their other listings from the first ones).
 */
export function siteData(trap: string): { corpus: HostileCorpus; data: DemoData; longId: number } {
  const now = new Date(demoNow);
  const corpus = hostileCorpus({ estates: demoEstates, now, trap });
  const clean = generateDemoData({ estates: demoEstates, siteId: 'demo', now });
  const long = clean.estates.findLast(
    (e) =>
      e.general.parentId == null &&
      !e.general.project &&
      e.status.id === 1 &&
      e.general.address.visible,
  )!;
  const street = Object.fromEntries(['nl', 'fr', 'en', 'de'].map((l) => [l, longStreet]));
  const longOne: Estate = {
    ...long,
    general: {
      ...long.general,
      address: { ...long.general.address, street, street_address: longStreet },
    },
  };
  const { data } = withSecondProject({
    ...corpus.data,
    estates: corpus.data.estates.map((e) => (e.id === long.id ? longOne : e)),
  });
  return { corpus, data, longId: long.id };
}

export type BuiltSite = {
  dir: string;
  /** The site's address (SITE_URL of the builds): HOSTILE_PORT, 4386 by default. */
  site: string;
  corpus: HostileCorpus;
  longId: number;
  service: RunningService;
  /** The environment the builds share, and the one of the comparison build. */
  env: NodeJS.ProcessEnv;
  /**
   * Publishes in shards; the incremental rebuilds follow on it in `renderer`, or in `astro
   * build` when they cannot (new code or site records).
   */
  publisher: ReturnType<typeof sitePublisher>;
  /** Where the incremental rebuilds of `publisher` render, over the bundle its builds keep. */
  renderer: ResidentRenderer;
  /** Published the same data once, in one process. */
  single: ReturnType<typeof sitePublisher>;
  /** Serves the build published now (ajax routes too), as the site server after a publish. */
  serveCurrent: () => Promise<void>;
  /** Counts what the trap URL of the corpus received. */
  trapHits: { n: number; where: string }[];
  /**
   * The CDN purges of `publisher` (publish/cdn-purge.ts): the URLs its endpoint (a loopback
   * server) received, and the file its command appends the URLs it reads to. `hang` makes the
   * endpoint take each request and never answer (the purge's deadline is 2 s); `cut` counts the
   * requests the purge gave up on.
   */
  cdn: { received: string[]; commandFile: string; hang: boolean; cut: number };
  close: () => Promise<void>;
};

/** Starts the service, builds the site both ways and serves the sharded build. */
export async function buildSite(dir: string): Promise<BuiltSite> {
  const port = Number(process.env.HOSTILE_PORT ?? 4386);
  const site = `http://127.0.0.1:${port}`;
  const trapHits: BuiltSite['trapHits'] = [];
  const trap = createServer((request, response) => {
    const n = Number(/\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    trapHits.push({ n, where: request.headers.referer ?? '' });
    response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/xss`;

  const cdn: BuiltSite['cdn'] = {
    received: [],
    commandFile: join(dir, 'cdn-command.txt'),
    hang: false,
    cut: 0,
  };
  const cdnEndpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (cdn.hang) {
        response.on('close', () => (cdn.cut += 1));
        return;
      }
      cdn.received.push(...(JSON.parse(body) as { files: string[] }).files);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => cdnEndpoint.listen(0, '127.0.0.1', resolve));
  const cdnUrl = `http://127.0.0.1:${(cdnEndpoint.address() as AddressInfo).port}/purge`;

  const { corpus, data, longId } = siteData(trapUrl);
  // A demo of one estate, replaced at once by the site's data.
  const service = await startService({
    DATA_DIR: join(dir, 'data'),
    SERVICE_PORT: '0',
    DEMO_ESTATES: '1',
    DEMO_NOW: demoNow,
  });
  writeDemoData(service.store, data);
  service.invalidate();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    CONTENT_SERVICE_URL: service.url,
    PUBLIC_CONTENT_SERVICE_URL: '',
    SITE_URL: site,
    BUILD_LOG_LEVEL: 'warn',
  };
  const renderer = new ResidentRenderer();
  const publisher = sitePublisher(
    {
      ...env,
      PUBLISH_ROOT: join(dir, 'site'),
      BUILD_CACHE_DIR: join(dir, 'cache'),
      BUILD_SHARDS: '2',
      // The third publish prunes the first build, which becomes the next build's copy.
      PUBLISH_KEEP: '2',
      // A CDN in front, told through both hooks.
      CDN_PURGE_COMMAND: `cat >> '${cdn.commandFile}'`,
      CDN_PURGE_URL: cdnUrl,
      CDN_PURGE_TIMEOUT_MS: '2000',
      CDN_PURGE_DELAY_MS: '0',
    },
    { renderer, linkAhead: true },
  );
  const single = sitePublisher({
    ...env,
    PUBLISH_ROOT: join(dir, 'single'),
    BUILD_CACHE_DIR: join(dir, 'single-cache'),
    BUILD_SHARDS: '1',
  });
  // One after the other: two full builds at once would both write the content layer's asset
  // imports in the project's `.astro/`, which Astro writes as one process's own.
  await publisher.trigger();
  await single.trigger();

  const contentService = contentServiceFromEnv(env);
  const forms: FormsRuntime = await startForms({ config: formsConfig(env), contentService });
  let app: { fetch: (request: Request) => Response | Promise<Response> } | null = null;
  const serveCurrent = async () => {
    const root = join(publisher.root, (await publisher.currentBuild())!);
    app = await createSiteApp({ root, forms, contentService, env });
  };
  await serveCurrent();
  const server = serve({ fetch: (request) => app!.fetch(request), hostname: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  let serviceOpen = true;
  const closeService = service.close;
  service.close = async () => {
    serviceOpen = false;
    await closeService();
  };
  return {
    dir,
    site,
    corpus,
    longId,
    service,
    env,
    publisher,
    renderer,
    single,
    serveCurrent,
    trapHits,
    cdn,
    close: async () => {
      cdnEndpoint.closeAllConnections();
      cdnEndpoint.close();
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      trap.close();
      await renderer.close();
      // The bundles the builds kept lie inside the project (bundle.ts), not in `dir`.
      for (const cache of ['cache', 'single-cache'])
        await rm(renderBundlesDir(join(dir, cache)), { recursive: true, force: true });
      await forms.close();
      if (serviceOpen) await service.close();
    },
  };
}
