import type { BrowserContext, Page, Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import {
  benchPageNames,
  benchPagePaths,
  launchChromium,
  type BenchPageName,
  type BenchSite,
} from './bench-site.ts';

/*
 * Bytes per page type, measured in headless Chromium rather than read off the build:
 * every response a first visit receives (empty cache) is recorded with its transfer size and
 * its decoded body, which is gzipped here (node:zlib, default level 6) to show what a
 * compressing server or CDN would send. "Before interaction" is what arrives until the load
 * event and a quiet network without any input; then the visitor scrolls to the bottom (and on
 * the listing opens the map view), and what arrives from then on is "after interaction".
 */

/** What a response is, from its content type (a worker script counts as JS). */
export type ResourceKind = 'html' | 'css' | 'js' | 'image' | 'font' | 'data' | 'other';
const resourceKinds: readonly ResourceKind[] = [
  'html',
  'css',
  'js',
  'image',
  'font',
  'data',
  'other',
];

export type ByteCount = {
  files: number;
  /** Decoded bodies. */
  bytes: number;
  /** The decoded bodies gzipped (node:zlib, level 6). */
  gzipBytes: number;
  /** Bytes on the wire: headers and body as sent (this server does not compress). */
  transferBytes: number;
};

export type LoadedFile = { url: string; kind: ResourceKind; bytes: number; gzipBytes: number };

export type PhaseWeight = {
  byKind: Record<ResourceKind, ByteCount>;
  total: ByteCount;
  /** The scripts, largest first (path relative to the origin where it is the site's own). */
  scripts: LoadedFile[];
  /** The data responses (JSON and other fetches), largest first. */
  data: LoadedFile[];
  failed: string[];
};

export type PageWeight = {
  path: string;
  /** What the visitor did between the two phases. */
  interaction: string;
  beforeInteraction: PhaseWeight;
  afterInteraction: PhaseWeight;
};

export type PageWeightResult = {
  locale: Locale;
  viewport: { width: number; height: number };
  /** Build and islands' service size. */
  estates: number;
  /** Favourites stored in the browser before the favourites page opens. */
  favourites: number;
  pages: Record<BenchPageName | LinkPageName, PageWeight>;
};

/**
 * The pages a mail's link opens (edit a subscription, unsubscribe, cancel a viewing). The edit
 * page is opened with a real subscription's token when the site keeps them (its form loads once
 * the subscription is read); the others with an id no record has: each is one static shell that
 * loads the same scripts for any id until the visitor acts.
 */
const linkPages = {
  'edit subscription': (locale: Locale, site: BenchSite) =>
    buildPath('editSubscription', locale, { token: site.subscriptionToken?.() ?? 'bench-token' }),
  unsubscribe: (locale: Locale) => buildPath('unsubscribe', locale, { token: 'bench-token' }),
  'cancel viewing': (locale: Locale) =>
    buildPath('cancelAppointment', locale, { appointmentId: 'bench-appointment' }),
} as const;
type LinkPageName = keyof typeof linkPages;

type Phase = 'before' | 'after';
type Recorded = LoadedFile & { phase: Phase; transferBytes: number };

/** A page is settled when no request is in flight and none started for this long. */
const QUIET_MS = 1000;
/**
 * Islands mount on `requestIdleCallback` with a 2 s timeout: by 2.5 s after load all of them
 * have started, as the browser bench waits too.
 */
const AFTER_LOAD_MS = 2500;
const SETTLE_LIMIT_MS = 30_000;
const viewport = { width: 1280, height: 900 };

function kindOf(request: Request, contentType: string): ResourceKind {
  const type = contentType.toLowerCase();
  if (type.includes('text/html')) return 'html';
  if (type.includes('text/css')) return 'css';
  if (type.includes('javascript') || type.includes('ecmascript')) return 'js';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('font/') || type.includes('woff')) return 'font';
  if (type.includes('json') || ['fetch', 'xhr'].includes(request.resourceType())) return 'data';
  return request.resourceType() === 'script' ? 'js' : 'other';
}

const emptyCount = (): ByteCount => ({ files: 0, bytes: 0, gzipBytes: 0, transferBytes: 0 });

function add(count: ByteCount, file: { bytes: number; gzipBytes: number; transferBytes: number }) {
  count.files += 1;
  count.bytes += file.bytes;
  count.gzipBytes += file.gzipBytes;
  count.transferBytes += file.transferBytes;
}

/** Records every response of a browser context, each tagged with the phase it started in. */
class NetworkLog {
  phase: Phase = 'before';
  readonly files: Recorded[] = [];
  readonly failed: { url: string; phase: Phase }[] = [];
  private readonly inFlight = new Map<Request, Phase>();
  private readonly work: Promise<void>[] = [];
  private lastActivity = Date.now();

  constructor(context: BrowserContext, origin: string) {
    context.on('request', (request) => {
      if (!/^https?:/.test(request.url())) return;
      this.inFlight.set(request, this.phase);
      this.lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      const phase = this.inFlight.get(request);
      if (phase === undefined) return;
      this.work.push(this.record(request, phase, origin));
    });
    context.on('requestfailed', (request) => {
      const phase = this.inFlight.get(request);
      if (phase === undefined) return;
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
      this.failed.push({ url: request.url(), phase });
    });
  }

  private async record(request: Request, phase: Phase, origin: string): Promise<void> {
    try {
      const response = await request.response();
      if (!response) return;
      // A redirect has no body of its own; its target is recorded as a request of its own.
      const body =
        response.status() >= 300 && response.status() < 400 ? null : await response.body();
      const sizes = await request.sizes();
      const bytes = body?.length ?? 0;
      const url = request.url().startsWith(origin)
        ? request.url().slice(origin.length)
        : request.url();
      this.files.push({
        url,
        kind: kindOf(request, (await response.allHeaders())['content-type'] ?? ''),
        bytes,
        gzipBytes: body && bytes > 0 ? gzipSync(body).length : 0,
        transferBytes: sizes.responseHeadersSize + Math.max(0, sizes.responseBodySize),
        phase,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.failed.push({ url: `${request.url()} (not measured: ${reason})`, phase });
    } finally {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    }
  }

  /** Waits until nothing is in flight and nothing started for QUIET_MS (and `atLeastMs`). */
  async settle(page: Page, atLeastMs = 0): Promise<void> {
    const started = Date.now();
    for (;;) {
      await page.waitForTimeout(100);
      const now = Date.now();
      const quiet = this.inFlight.size === 0 && now - this.lastActivity >= QUIET_MS;
      if (quiet && now - started >= atLeastMs) break;
      if (now - started > SETTLE_LIMIT_MS) {
        const open = [...this.inFlight.keys()].map((request) => request.url());
        throw new Error(`the network did not settle in 30 s; in flight: ${open.join(', ')}`);
      }
    }
    await Promise.all(this.work);
  }

  weigh(phase: Phase): PhaseWeight {
    const byKind = Object.fromEntries(resourceKinds.map((kind) => [kind, emptyCount()])) as Record<
      ResourceKind,
      ByteCount
    >;
    const total = emptyCount();
    const files = this.files.filter((file) => file.phase === phase);
    for (const file of files) {
      add(byKind[file.kind], file);
      add(total, file);
    }
    const largestOf = (kind: ResourceKind) =>
      files
        .filter((file) => file.kind === kind)
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ url, bytes, gzipBytes }) => ({ url, kind, bytes, gzipBytes }));
    return {
      byKind,
      total,
      scripts: largestOf('js'),
      data: largestOf('data'),
      failed: this.failed.filter((file) => file.phase === phase).map((file) => file.url),
    };
  }
}

/** Scrolls with the mouse wheel, a screen at a time, until the bottom stays reached. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) {
      // Content that came in may have made the page longer: look again after a moment.
      await page.waitForTimeout(500);
      const still = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (still) return;
    }
    await page.mouse.wheel(0, viewport.height * 0.8);
    await page.waitForTimeout(250);
  }
}

/** The listing's map view, as a visitor opens it: the view switch's unpressed button. */
async function openMapView(page: Page): Promise<void> {
  await page.locator('.listing-view__button[aria-pressed="false"]').first().click();
  await page.locator('.results-map[data-loaded="true"]').waitFor({ timeout: 30_000 });
}

async function weighPage(
  context: BrowserContext,
  origin: string,
  path: string,
  interact: { label: string; run: (page: Page) => Promise<void> },
): Promise<PageWeight> {
  const log = new NetworkLog(context, origin);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await log.settle(page, AFTER_LOAD_MS);
    log.phase = 'after';
    await interact.run(page);
    await log.settle(page);
    return {
      path,
      interaction: interact.label,
      beforeInteraction: log.weigh('before'),
      afterInteraction: log.weigh('after'),
    };
  } finally {
    await page.close();
  }
}

/** A few estate ids to store as favourites, so the favourites page shows cards. */
async function someEstateIds(serviceUrl: string, count: number): Promise<string[]> {
  const api = createContentService(new HttpClient({ baseUrl: serviceUrl, siteId: 'demo' }));
  const found = await api.searchEstatesStrict({ query: {}, pagination: { from: 0, size: count } });
  return found.results.map((estate) => String(estate.id));
}

/**
 * Loads home, the for-sale listing, one estate's detail page, the favourites page (with
 * `favourites` estates stored), the holiday search, the subscribe page and the pages of a mail's
 * link in `locale`, each in a fresh browser context, and weighs what arrives before and after
 * the visitor interacts.
 */
export async function benchPageWeight(
  site: BenchSite,
  options: { locale: Locale; favourites?: number },
): Promise<PageWeightResult> {
  const favourites = options.favourites ?? 3;
  const paths = await benchPagePaths(site.origin, [options.locale]);
  const favouriteIds = await someEstateIds(site.browserServiceUrl, favourites);
  const scroll = { label: 'scrolled to the bottom', run: scrollToBottom };
  const interactions: Record<BenchPageName, typeof scroll> = {
    home: scroll,
    listing: {
      label: 'scrolled to the bottom, then opened the map view',
      run: async (page) => {
        await scrollToBottom(page);
        await openMapView(page);
      },
    },
    detail: scroll,
    favourites: scroll,
    holiday: scroll,
    subscribe: scroll,
  };
  const browser = await launchChromium({ swiftshader: true });
  try {
    const pages = {} as Record<BenchPageName | LinkPageName, PageWeight>;
    for (const name of benchPageNames) {
      const context = await browser.newContext({ viewport });
      if (name === 'favourites') {
        await context.addInitScript((ids: string[]) => {
          if (localStorage.getItem('favorites') === null) {
            localStorage.setItem('favorites', JSON.stringify(ids));
          }
        }, favouriteIds);
      }
      try {
        pages[name] = await weighPage(
          context,
          site.origin,
          paths[name][options.locale],
          interactions[name],
        );
      } finally {
        await context.close();
      }
    }
    for (const [name, path] of Object.entries(linkPages)) {
      const context = await browser.newContext({ viewport });
      try {
        pages[name as LinkPageName] = await weighPage(
          context,
          site.origin,
          path(options.locale, site),
          scroll,
        );
      } finally {
        await context.close();
      }
    }
    return {
      locale: options.locale,
      viewport,
      estates: site.browserEstates,
      favourites: favouriteIds.length,
      pages,
    };
  } finally {
    await browser.close();
  }
}
