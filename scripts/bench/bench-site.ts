import { townPositions } from '../../src/domain/hidden-address.ts';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from '../../site-server/mail/sink.ts';
import { formsConfig, startForms, type FormsRuntime } from '../../site-server/forms/runtime.ts';
import { createSiteApp } from '../../site-server/site-app.ts';
import { demoNowFor, generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { startService, type RunningService } from '../../local-content-service/server.ts';
import { Store } from '../../local-content-service/store.ts';
import { contentServiceFromEnv } from '../../src/content-service/index.ts';
import { listingKinds } from '../../src/domain/listing-kinds.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { markerSnapshotPath } from '../../src/domain/marker-snapshot.ts';
import { markerSnapshotFromAnswer } from '../../src/features/map/marker-snapshot-build.ts';
import { writeMarkerTiles } from '../../publish/marker-tiles.ts';
import { baseMapQueryBody } from '../../src/features/map/marker-query.ts';
import { buildPath, matchPath } from '../../src/domain/routes.ts';
import { buildOutDir } from '../../src/site/build-dirs.ts';
import { removeBuild } from '../../publish/site-build.ts';

/*
 * The built site the browser benches measure: a content service seeded with demo data, a full
 * build from it, and the site server serving that build. The islands may talk to a second,
 * larger service, so a browser meets the real amount of data without a full-size build.
 */

/** Debian's Chromium (or CHROME_PATH): what the benches measure, not Playwright's own build. */
export const chromePath = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path): path is string => Boolean(path && existsSync(path)));

/**
 * Headless Chromium as the browser benches launch it. `--use-angle=swiftshader` makes Chromium
 * draw all page content on an emulated GPU, which costs every paint two slow frames: the map
 * figures need it (WebGL in software), the page and filter figures are measured without it.
 */
export function launchChromium(options: { swiftshader?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    ...(chromePath ? { executablePath: chromePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      ...(options.swiftshader ? ['--use-angle=swiftshader'] : []),
    ],
  });
}

type SeededService = { service: RunningService; dir: string };

async function seededService(estates: number, parent: string, port = 0): Promise<SeededService> {
  const dir = await mkdtemp(join(parent, 'bench-service-'));
  const store = new Store(join(dir, 'content-service.sqlite'));
  writeDemoData(
    store,
    generateDemoData({ estates, seed: 1, siteId: 'demo', now: demoNowFor(process.env) }),
  );
  store.close();
  const service = await startService({
    ...process.env,
    DATA_DIR: dir,
    SERVICE_HOST: '127.0.0.1',
    SERVICE_PORT: String(port),
  });
  return { service, dir };
}

async function stopService({ service, dir }: SeededService): Promise<void> {
  await service.close();
  await rm(dir, { recursive: true, force: true });
}

function build(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/build-child.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build exited with ${code}`)),
    );
  });
}

export type BenchSite = {
  /** Where the site server answers, e.g. `http://127.0.0.1:4610`. */
  origin: string;
  /** The service the build read. */
  buildServiceUrl: string;
  /** The service the islands (and the ajax routes) talk to. */
  browserServiceUrl: string;
  buildEstates: number;
  browserEstates: number;
  /**
   * The token of a new confirmed subscription (to buy in the first town the service knows), as
   * its mails link to it; only on a site started with `ajax`, whose site server keeps them.
   */
  subscriptionToken?: () => string;
  close: () => Promise<void>;
};

export type BenchSiteOptions = {
  /** Demo estates of the service the build reads. */
  estates: number;
  /** Demo estates of the service the islands talk to; the build's service when left out. */
  browserEstates?: number;
  /** Parent of the temporary directories (the OS's temp dir by default). */
  workDir?: string;
  /** Fixed ports; 0 (any free port) for those left out. */
  ports?: { site?: number; service?: number; browserService?: number; mail?: number };
  /**
   * Serve the `/{lang}/ajax/*` routes too (forms runtime, outbox, mail sink), as the site server
   * does in production, so islands that read them get answers, not 404s.
   */
  ajax?: boolean;
};

/**
 * Seeds, builds and serves the site. The server listens before the build starts, so the build's
 * SITE_URL (canonical links, hreflang, the forms' origin check) is the origin it is served on.
 */
export async function startBenchSite(options: BenchSiteOptions): Promise<BenchSite> {
  const workDir = options.workDir ?? tmpdir();
  await mkdir(workDir, { recursive: true });
  const ports = options.ports ?? {};
  const cleanups: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const separate =
      options.browserEstates !== undefined && options.browserEstates !== options.estates;
    const browserSide = separate
      ? await seededService(options.browserEstates!, workDir, ports.browserService)
      : undefined;
    if (browserSide) cleanups.push(() => stopService(browserSide));
    const buildSide = await seededService(options.estates, workDir, ports.service);
    cleanups.push(() => stopService(buildSide));
    const browserServiceUrl = (browserSide ?? buildSide).service.url;

    // Listening first: requests before the build is served get a 503.
    const served: { app?: Awaited<ReturnType<typeof createSiteApp>> } = {};
    const listening = serve({
      fetch: (request, env) =>
        served.app ? served.app.fetch(request, env) : new Response('building', { status: 503 }),
      port: ports.site ?? 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          listening.close(() => resolve());
          // Idle keep-alive connections (the bench's own fetches) would hold the close up.
          if ('closeAllConnections' in listening) listening.closeAllConnections();
        }),
    );
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

    const outDir = buildOutDir(join(buildSide.dir, 'dist'));
    cleanups.push(() => removeBuild(outDir));
    await build({
      ...process.env,
      CONTENT_SERVICE_URL: buildSide.service.url,
      PUBLIC_CONTENT_SERVICE_URL: browserServiceUrl,
      SITE_ID: 'demo',
      SITE_URL: origin,
      BUILD_OUT_DIR: outDir,
      BUILD_CACHE_DIR: join(buildSide.dir, 'cache'),
    });

    // The unfiltered maps read the build's marker snapshots: with a larger service behind the
    // islands, they are written again from it, as a full-size build would have written them.
    if (browserSide) {
      // Asked as the build asks (every listing's summary at once), under the build's deadline.
      const big = contentServiceFromEnv(
        { CONTENT_SERVICE_URL: browserServiceUrl, SITE_ID: 'demo' },
        {},
        'build',
      );
      const filters = await big.estateFilters({ query: {} });
      const towns = townPositions(filters.locations);
      for (const kind of listingKinds) {
        const search = baseMapQueryBody(kind);
        const answer = await big.http.post('estates', search);
        const snapshot = markerSnapshotFromAnswer(search, answer, towns);
        await writeFile(join(outDir, markerSnapshotPath(kind)), JSON.stringify(snapshot));
      }
      // And the cluster tiles made from them, as the build makes them.
      await writeMarkerTiles(outDir);
    }

    let forms: FormsRuntime | undefined;
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      SITE_URL: origin,
      CONTENT_SERVICE_URL: browserServiceUrl,
      SITE_ID: 'demo',
      DATA_DIR: join(buildSide.dir, 'site-data'),
    };
    const contentService = contentServiceFromEnv(serverEnv);
    if (options.ajax) {
      if (ports.mail !== undefined) {
        const sink = await startMailSink({
          dir: join(buildSide.dir, 'site-data', 'mail'),
          port: ports.mail,
        });
        cleanups.push(() => sink.close());
        serverEnv.SMTP_URL = `smtp://${sink.host}:${sink.port}`;
      } else {
        delete serverEnv.SMTP_URL;
      }
      const runtime = await startForms({ config: formsConfig(serverEnv), contentService });
      forms = runtime;
      cleanups.push(() => runtime.close());
    }
    served.app = await createSiteApp({
      root: outDir,
      env: serverEnv,
      ...(forms ? { forms, contentService } : {}),
    });
    const subscriptions = forms?.parts.subscriptions;
    const towns = subscriptions
      ? ((await contentService.estateFilters({ query: {} })).locations?.map(({ id }) => id) ?? [])
      : [];
    return {
      origin,
      buildServiceUrl: buildSide.service.url,
      browserServiceUrl,
      buildEstates: options.estates,
      browserEstates: options.browserEstates ?? options.estates,
      ...(subscriptions && {
        subscriptionToken: () => {
          const { token } = subscriptions.create({
            email: 'bench@example.org',
            locale: 'nl',
            criteria: { transaction: 'FOR_SALE', headTypes: [], cities: towns.slice(0, 1) },
          });
          subscriptions.confirm(token);
          return token;
        },
      }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The page types the report measures. */
export const benchPageNames = [
  'home',
  'listing',
  'detail',
  'favourites',
  'holiday',
  'subscribe',
] as const;
export type BenchPageName = (typeof benchPageNames)[number];
/** The page types Lighthouse scores: those, and the for-sale listing opened on its map. */
export const scoredPageNames = [...benchPageNames, 'map'] as const;
export type ScoredPageName = (typeof scoredPageNames)[number];

/** The `href` of `<link rel="alternate" hreflang="…">` for a language tag, as a path. */
function alternateHref(html: string, tag: string): string | undefined {
  for (const [element] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(element)?.slice(1).find(Boolean);
    if (attribute('rel') !== 'alternate' || attribute('hreflang') !== tag) continue;
    const href = attribute('href');
    if (href) return new URL(href, 'http://site.invalid').pathname;
  }
  return undefined;
}

/**
 * The paths of each page type in the given languages: home, the for-sale listing, the detail
 * page of the listing's first result that shows a map (in another language through the page's
 * own hreflang link, so with its localized slug), the favourites page, and the for-sale listing
 * opened on its map.
 */
export async function benchPagePaths(
  origin: string,
  locales: readonly Locale[],
): Promise<Record<ScoredPageName, Record<Locale, string>>> {
  const first = locales[0] ?? 'nl';
  const listing = await fetchText(`${origin}${buildPath('buy', first)}`);
  const detailPaths = [
    ...new Set(
      [...listing.matchAll(/href="([^"?#]+)"/g)]
        .map((match) => match[1]!)
        .filter((path) => matchPath(path)?.name === 'estateDetail'),
    ),
  ];
  if (detailPaths.length === 0)
    throw new Error(`no estate detail link on ${buildPath('buy', first)}`);
  // The first result whose page shows a map (a visible address), so the map's code is weighed.
  let detailPath = detailPaths[0]!;
  let detail = '';
  for (const path of detailPaths) {
    const html = await fetchText(`${origin}${path}`);
    if (!detail) [detailPath, detail] = [path, html];
    if (html.includes('data-island="estate-map"')) {
      [detailPath, detail] = [path, html];
      break;
    }
  }
  const detailIn = (locale: Locale) => {
    if (locale === first) return detailPath;
    const path = alternateHref(detail, locale);
    if (!path) throw new Error(`${detailPath} has no hreflang link for ${locale}`);
    return path;
  };
  const each = (path: (locale: Locale) => string) =>
    Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Record<Locale, string>;
  return {
    home: each((locale) => buildPath('home', locale)),
    listing: each((locale) => buildPath('buy', locale)),
    detail: each(detailIn),
    favourites: each((locale) => buildPath('favorites', locale)),
    holiday: each((locale) => buildPath('holidayRentals', locale)),
    subscribe: each((locale) => buildPath('subscribe', locale)),
    map: each((locale) => `${buildPath('buy', locale)}?view=map`),
  };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
