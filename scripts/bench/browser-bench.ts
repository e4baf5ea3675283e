import type { Browser, Page } from '@playwright/test';
import { launchChromium, startBenchSite } from './bench-site.ts';
import { mapTimingMarks } from '../../src/features/map/map-timing.ts';
import { percentile, summarize, type Summary } from './stats.ts';

/*
 * Island budgets in headless Chromium: the site is built from a small service, and
 * its islands talk to a second service seeded at full size, so the browser meets the real
 * amount of data without a full-size build.
 */

export type BrowserBenchResult = {
  estates: number;
  pages: Record<
    string,
    { blockingScripts: number; fcpMs: number; firstIslandMs: number | null; jsBeforeFcp: number }
  >;
  filterChange: { estates: number; changes: number; p50Ms: number; p95Ms: number };
  map: {
    markers: number;
    /** How the markers reached MapLibre in the timed loads (marker-drawing.ts). */
    markersVia: string[];
    /** From the map's start (its code asked for, the map made) to every marker drawn. */
    loadToIdleMs: Summary;
    /** From the page's navigation start to every marker drawn (page, React and map). */
    navigationToIdleMs: Summary;
    /** The page thread's longest task while the map loads (0 when none was over 50 ms). */
    longestTaskMs: Summary;
    panFps: Summary;
    emptyPanFps: Summary;
    panRatio: number;
  };
};

/**
 * Before any page script: the first moment an island changed its mount point. The parser's own
 * insertions are dropped when parsing ends (readyState "interactive", before any deferred or
 * module script runs); counting them by the ready state at delivery, as before, took the
 * parser's last insertions for an island's.
 */
const pageProbe = () => {
  const probe = {
    firstIsland: null as number | null,
    /** The page thread's long tasks (over 50 ms): when they started and how long they took. */
    longTasks: [] as { start: number; duration: number }[],
  };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without the Long Tasks API: no long tasks are reported.
  }
  let parsed = false;
  const observer = new MutationObserver((records) => {
    if (!parsed || probe.firstIsland !== null) return;
    for (const record of records) {
      const target = record.target as Element;
      // Astro's own end-of-island comment, taken away as parsing ends, shows nothing.
      const shown = [...record.addedNodes, ...record.removedNodes].some(
        (node) => node.nodeType !== Node.COMMENT_NODE,
      );
      if (target.closest?.('[data-island], astro-island') && record.type === 'childList' && shown) {
        probe.firstIsland = performance.now();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    observer.takeRecords();
    parsed = true;
  });
};

async function pageFigures(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const blocking = [...document.querySelectorAll('head script[src]')].filter(
      (script) =>
        !(script as HTMLScriptElement).async &&
        !(script as HTMLScriptElement).defer &&
        (script as HTMLScriptElement).type !== 'module',
    ).length;
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((entry) => entry.initiatorType === 'script');
    return {
      blockingScripts: blocking,
      fcpMs: fcp,
      firstIslandMs: (window as unknown as { __probe: { firstIsland: number | null } }).__probe
        .firstIsland,
      jsBeforeFcp: scripts.filter((entry) => entry.responseEnd < fcp).length,
    };
  });
}

/** One filter change in the page: from the change event to the next frame after the results. */
async function timeFilterChange(page: Page, box: string): Promise<number> {
  return page.evaluate(
    (box) =>
      new Promise<number>((resolve, reject) => {
        const results = document.querySelector('.listing__results');
        const control = document.querySelector<HTMLInputElement>(box);
        if (!results || !control) return reject(new Error('no listing island on the page'));
        let busySeen = false;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const busy = results.getAttribute('aria-busy') === 'true';
          if (busy) busySeen = true;
          if (busySeen && !busy) {
            observer.disconnect();
            // The frame after the results: rAF runs before paint, the timeout after it.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          }
        });
        observer.observe(results, { attributes: true, subtree: true, childList: true });
        // A click, as the visitor's: React hears the box's change from it.
        control.click();
        setTimeout(() => reject(new Error('results did not arrive in 10 s')), 10_000);
      }),
    box,
  );
}

/**
 * One visit to a listing opened on the map, from a blank tab (a visitor arriving, not leaving
 * another map). The figures come from the page's own clock: navigation start, and the map's
 * User Timing marks (map-timing.ts) for when it started and when it had drawn every marker.
 */
async function mapLoad(
  page: Page,
  url: string,
): Promise<{
  navigationToDrawnMs: number;
  startToDrawnMs: number;
  markers: number;
  via: string;
  longestTaskMs: number;
}> {
  await page.mouse.move(0, 0);
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  // Opened on the map view, the page shows the map's preview until a visitor reaches for it: a
  // mouse that comes from the page's top corner to the map in 400 ms, as a hand moves it.
  const preview = page.locator('.results-map__preview');
  await preview.waitFor({ timeout: 30_000 });
  const box = (await preview.boundingBox())!;
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(
      ((box.x + box.width / 2) * step) / 20,
      ((box.y + box.height / 2) * step) / 20,
    );
    await page.waitForTimeout(20);
  }
  await page.locator('.results-map[data-loaded="true"]').waitFor({ timeout: 30_000 });
  return page.evaluate((marks) => {
    const start = performance.getEntriesByName(marks.start)[0];
    const drawn = performance.getEntriesByName(marks.drawn)[0] as PerformanceMark | undefined;
    if (!start || !drawn) throw new Error('the map set no timing marks');
    return {
      navigationToDrawnMs: drawn.startTime,
      startToDrawnMs: drawn.startTime - start.startTime,
      markers: (drawn.detail as { markers: number }).markers,
      via: (drawn.detail as { via: string }).via,
      // The page thread's longest task between the map's start and its markers drawn.
      longestTaskMs: Math.max(
        0,
        ...(
          window as unknown as { __probe: { longTasks: { start: number; duration: number }[] } }
        ).__probe.longTasks
          .filter(
            (task) => task.start + task.duration > start.startTime && task.start < drawn.startTime,
          )
          .map((task) => task.duration),
      ),
    };
  }, mapTimingMarks);
}

/** Frames per second while the map is dragged for two seconds. */
async function panFps(page: Page): Promise<number> {
  const canvas = page.locator('.results-map canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map canvas');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__frames = 0;
    w.__counting = true;
    const tick = () => {
      if (!w.__counting) return;
      w.__frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const started = Date.now();
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 0; Date.now() - started < 2000; step += 1) {
    const angle = step / 10;
    await page.mouse.move(x + Math.cos(angle) * 120, y + Math.sin(angle) * 80);
  }
  await page.mouse.up();
  const seconds = (Date.now() - started) / 1000;
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__counting = false;
    return w.__frames;
  });
  return frames / seconds;
}

/**
 * Filter changes against a service of `estates` estates, in a browser of their own: the
 * property type alternates, and each change is timed from the choice to the results painted.
 */
export async function filterTimings(estates: number, changes: number): Promise<number[]> {
  const site = await startBenchSite({ estates: 300, browserEstates: estates });
  const origin = site.origin;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The service reads a site's data on its first search (seconds at full size): warm it
    // first, or the first change times the service's start-up instead of the island.
    await fetch(`${site.browserServiceUrl}/sites/demo/estate-filters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await page.goto(`${origin}/nl/kopen`, { waitUntil: 'load' });
    await page.locator('#filter-type').waitFor();
    // Changes count once the island is hydrated: its view switch shows only then. (The static
    // page already carries aria-busy, so waiting for that let a change reach a page React had
    // not hydrated yet, which never answered.)
    await page.locator('.listing-view:not([hidden])').waitFor();
    // The types are a group of boxes whose code loads as it first opens (untimed).
    await page.locator('#filter-type').click();
    const box = (value: string) => `input[name="type"][value="${value}"]`;
    await page.locator('input[name="type"]').first().waitFor();
    const types = await page
      .locator('input[name="type"]')
      .evaluateAll((boxes) => boxes.map((input) => (input as HTMLInputElement).value));
    // Each change ticks a type, the next takes it off again: both narrow or widen the search.
    // Each waits, untimed, until the island offers that box: just after a type is taken off,
    // the boxes are still those of the narrower search until its fresh filter values arrive.
    const values = types.slice(0, 3);
    const timings: number[] = [];
    for (let change = 0; change < changes; change += 1) {
      const value = values[Math.floor(change / 2) % values.length]!;
      await page.locator(box(value)).waitFor();
      timings.push(await timeFilterChange(page, box(value)));
    }
    return timings;
  } finally {
    await browser.close();
    await site.close();
  }
}

export async function benchBrowser(options: {
  /** The estates of the service behind the pages and the map. */
  estates: number;
  /** The estates of the service behind the filter changes (10,000). */
  filterEstates: number;
  runs: number;
  filterChanges: number;
}): Promise<BrowserBenchResult> {
  const timings = await filterTimings(options.filterEstates, options.filterChanges);
  // The build reads a small service; the islands talk to one seeded at full size.
  const site = await startBenchSite({ estates: 300, browserEstates: options.estates });
  const origin = site.origin;
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(pageProbe);
    const page = await context.newPage();

    const detailPath = await (async () => {
      await page.goto(`${origin}/nl/kopen`);
      return page.locator('.card a, .estate-card a').first().getAttribute('href');
    })();
    const pages: BrowserBenchResult['pages'] = {};
    for (const [name, path] of [
      ['home', '/nl/'],
      ['listing', '/nl/kopen'],
      ['detail', detailPath ?? '/nl/'],
      ['favourites', '/fr/favoris'],
    ] as const) {
      pages[name] = await pageFigures(page, `${origin}${path}`);
    }

    // The map figures need WebGL in software: a second browser, launched for them.
    await browser.close();
    browser = await launchChromium({ swiftshader: true });
    const mapContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await mapContext.addInitScript(pageProbe);
    const mapPage = await mapContext.newPage();
    const loads: number[] = [];
    const navigations: number[] = [];
    const longestTasks: number[] = [];
    const fps: number[] = [];
    const emptyFps: number[] = [];
    let markers = 0;
    const vias = new Set<string>();
    // The service reads a site's data on its first full search: warm it, and the browser cache.
    await mapLoad(mapPage, `${origin}/nl/kopen?view=1`);
    for (let run = 0; run < options.runs; run += 1) {
      const full = await mapLoad(mapPage, `${origin}/nl/kopen?view=1`);
      loads.push(full.startToDrawnMs);
      navigations.push(full.navigationToDrawnMs);
      longestTasks.push(full.longestTaskMs);
      markers = full.markers;
      vias.add(full.via);
      await mapPage.waitForTimeout(500);
      fps.push(await panFps(mapPage));
      // An empty map: a price no listing asks.
      await mapLoad(mapPage, `${origin}/nl/kopen?view=1&price-min=999999999`);
      await mapPage.waitForTimeout(500);
      emptyFps.push(await panFps(mapPage));
    }
    const panSummary = summarize(fps);
    const emptySummary = summarize(emptyFps);
    return {
      estates: options.estates,
      pages,
      filterChange: {
        estates: options.filterEstates,
        changes: timings.length,
        p50Ms: percentile(timings, 50),
        p95Ms: percentile(timings, 95),
      },
      map: {
        markers,
        markersVia: [...vias],
        loadToIdleMs: summarize(loads),
        navigationToIdleMs: summarize(navigations),
        longestTaskMs: summarize(longestTasks),
        panFps: panSummary,
        emptyPanFps: emptySummary,
        panRatio: panSummary.median / emptySummary.median,
      },
    };
  } finally {
    await browser?.close();
    await site.close();
  }
}
