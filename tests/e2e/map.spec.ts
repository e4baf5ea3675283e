import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { listingBaseFilter } from '../../src/domain/listing-kinds.ts';
import { toMapMarkers, type MapMarker, type MarkerSource } from '../../src/domain/map-markers.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { VIEW_MAP } from '../../src/domain/search-filters.ts';
import { mapQueryBody } from '../../src/features/map/marker-query.ts';
import { axe, serviceUrl, setChoice, sitemapPaths, startedListingMap, visit } from './helpers.ts';

/** Code only MapLibre contains (the class of its canvas), whatever the bundler named its chunk. */
const mapLibreSignature = 'maplibregl-canvas';

/** The scripts a page has loaded so far, with their text, as it loads them. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || /\.m?js(\?|$)/.test(response.url())) {
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
    }
  });
  return scripts;
}

async function scriptsWithMapLibre(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, text] of scripts) if ((await text).includes(mapLibreSignature)) found.push(url);
  return found;
}

/** The first property page of a language whose address is shown, so it has a map. */
async function detailPageWithMap(page: Page, locale: string, offerSegment: string) {
  const paths = (await sitemapPaths(page, locale)).filter((path) =>
    path.startsWith(`/${locale}/${offerSegment}/`),
  );
  for (const path of paths.slice(0, 25)) {
    const html = await (await page.request.get(path)).text();
    if (html.includes('data-island="estate-map"')) return path;
  }
  throw new Error(`no ${locale} property page with a map among the first 25`);
}

test.describe('the property map on a detail page', () => {
  test('loads MapLibre only once the map scrolls into view, then draws it', async ({ page }) => {
    const path = await detailPageWithMap(page, 'en', 'offer');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const scripts = recordScripts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await visit(page, path);
    const mount = page.locator('[data-island="estate-map"]');
    await expect(mount).toHaveAttribute('data-map-state', 'waiting');
    const viewport = page.viewportSize()!;
    const box = (await mount.boundingBox())!;
    // The map starts well below the fold, past the island's look-ahead.
    expect(box.y).toBeGreaterThan(viewport.height + 300);
    await page.waitForTimeout(500);
    expect(scripts.size).toBeGreaterThan(0);
    expect(await scriptsWithMapLibre(scripts)).toEqual([]);
    expect(requested.filter((url) => /maplibre/i.test(url))).toEqual([]);
    await expect(mount.locator('canvas')).toHaveCount(0);

    await mount.scrollIntoViewIfNeeded();
    await expect(mount).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    const canvas = page.getByRole('region', { name: 'Map showing where the property is' });
    await expect(canvas).toBeVisible();
    expect(await scriptsWithMapLibre(scripts)).not.toEqual([]);
    expect(requested.some((url) => /maplibre-gl-worker/.test(url))).toBe(true);
    expect(requested.some((url) => /maplibre-gl\.[\w-]+\.css/.test(url))).toBe(true);
    // Offline by default: the style, its shapes and the text need nothing from another host.
    const origins = new Set(requested.map((url) => new URL(url).origin));
    expect([...origins].filter((origin) => !/127\.0\.0\.1|localhost/.test(origin))).toEqual([]);

    // The no-JS link stays, and the map's skip link leads to it.
    const link = mount.getByRole('link', { name: /OpenStreetMap/ });
    await expect(link).toBeVisible();
    const target = await link.getAttribute('id');
    await expect(mount.locator('.estate-map__skip')).toHaveAttribute('href', `#${target}`);

    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  });

  test('lets keyboard users skip the map in one step', async ({ page }) => {
    const path = await detailPageWithMap(page, 'nl', 'aanbod');
    await page.goto(path);
    const mount = page.locator('[data-island="estate-map"]');
    await mount.scrollIntoViewIfNeeded();
    await expect(mount).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });

    const skip = mount.getByRole('link', { name: 'Kaart overslaan' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    // Past the canvas and its controls: the next stop is after the map.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      const map = document.querySelector('.estate-map__canvas');
      return {
        inMap: Boolean(map && active && map.contains(active)),
        afterMap: Boolean(
          map && active && map.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    expect(focused).toEqual({ inMap: false, afterMap: true });
  });

  test('names the map in the page’s language and keeps the canvas reachable', async ({ page }) => {
    const path = await detailPageWithMap(page, 'fr', 'offre');
    await page.goto(path);
    const mount = page.locator('[data-island="estate-map"]');
    await mount.scrollIntoViewIfNeeded();
    await expect(mount).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    const canvas = page.getByRole('region', { name: "Carte montrant l'emplacement du bien" });
    await expect(canvas).toHaveAttribute('tabindex', '0');
    await expect(mount.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
  });
});

/** The buy listing map's search, straight from the content service: its total and markers. */
async function buySearch(): Promise<{ total: number; markers: MapMarker[] }> {
  const body = mapQueryBody({ ...listingBaseFilter('buy'), viewType: VIEW_MAP }, 'buy');
  const response = await fetch(`${serviceUrl}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { total: { value: number }; results: MarkerSource[] };
  return { total: answer.total.value, markers: toMapMarkers(answer.results) };
}

/** The markers the buy listing's map should show, straight from the content service. */
const buyMarkers = async (): Promise<MapMarker[]> => (await buySearch()).markers;

/**
 * Records the page's estate searches (POST estates), its marker snapshot reads (/markers/…) and
 * the answers to its cluster tile requests (/markers/tiles/…).
 */
function recordMarkerSources(page: Page) {
  const searches: { pagination?: unknown }[] = [];
  const snapshots: string[] = [];
  const tiles: { path: string; status: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && /\/sites\/demo\/estates$/.test(url.pathname)) {
      const body = request.postDataJSON() as { pagination?: unknown; query?: { terms?: object } };
      // The list beside the map fetches the cards of the markers in view by id: not a search.
      if (!(body.query?.terms && 'id' in body.query.terms)) searches.push(body);
    }
    if (url.pathname.startsWith('/markers/') && !url.pathname.startsWith('/markers/tiles/')) {
      snapshots.push(url.pathname);
    }
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/markers/tiles/'))
      tiles.push({ path: pathname, status: response.status() });
  });
  return { searches, snapshots, tiles };
}

/** The list of the listings in the map's view, beside the map. */
const inView = (page: Page) => page.locator('[data-in-view-count]');

const mapReady = (page: Page) => startedListingMap(page);

/** The map's picture once two screenshots in a row agree: MapLibre fades its symbols in. */
async function settledShot(locator: Locator): Promise<Buffer> {
  let last = await locator.screenshot();
  await expect
    .poll(
      async () => {
        const next = await locator.screenshot();
        const same = next.equals(last);
        last = next;
        return same;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true);
  return last;
}

/** How many pixels two screenshots of the same size differ in. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((shot) => sharp(shot).raw().toBuffer({ resolveWithObject: true })),
  );
  expect(right!.info).toEqual(left!.info);
  let differing = 0;
  const { channels } = left!.info;
  for (let at = 0; at < left!.data.length; at += channels) {
    for (let channel = 0; channel < channels; channel += 1) {
      if (left!.data[at + channel] !== right!.data[at + channel]) {
        differing += 1;
        break;
      }
    }
  }
  return differing;
}

/** The number of listings in the map's view once it stops changing (a zoom eases in). */
async function settledInViewCount(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = Number(await inView(page).getAttribute('data-in-view-count'));
        const same = count === last;
        last = count;
        return same;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  return last;
}

/** How the markers of the map's latest drawing reached MapLibre (the `listing-map:drawn` mark). */
const lastDrawnVia = (page: Page) =>
  page.evaluate(() => {
    const marks = performance.getEntriesByName('listing-map:drawn');
    return ((marks.at(-1) as PerformanceMark | undefined)?.detail as { via?: string } | null)?.via;
  });

/** The disc of a cluster (#1d4e89 at 90 % opacity): blue well above red and green. */
const isClusterDisc = ([r, g, b]: readonly number[]) =>
  b! > 110 && b! - r! > 70 && b! - g! > 30 && r! < 90;
/** A listing's dot (#c8553d): red well above green and blue. */
const isListingDot = ([r, g, b]: readonly number[]) => r! > 160 && r! - g! > 70 && r! - b! > 80;

/**
 * A point of the map's canvas in the colour `is` there and 6 px around it, away from the
 * controls drawn over the map; null when there is none.
 */
async function spotOnCanvas(
  page: Page,
  is: (rgb: readonly number[]) => boolean,
): Promise<{ x: number; y: number } | null> {
  const canvas = page.getByRole('region', { name: 'Map of the search results' });
  const box = (await canvas.boundingBox())!;
  const controls = await Promise.all(
    [
      page.getByRole('button', { name: 'Search in this area' }),
      page.locator('.maplibregl-ctrl'),
    ].map(async (control) => Promise.all((await control.all()).map((c) => c.boundingBox()))),
  );
  const covered = controls
    .flat()
    .filter((rect) => rect !== null)
    .map((rect) => ({ ...rect, x: rect.x - box.x, y: rect.y - box.y }));
  const { data, info } = await sharp(await canvas.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const colourAt = (x: number, y: number) => {
    const at = (y * width + x) * channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
  const isCovered = (x: number, y: number) =>
    covered.some(
      (rect) =>
        x > rect.x - 10 &&
        x < rect.x + rect.width + 10 &&
        y > rect.y - 10 &&
        y < rect.y + rect.height + 10,
    );
  const around = [
    [0, 0],
    [4, 0],
    [-4, 0],
    [0, 4],
    [0, -4],
  ] as const;
  for (let y = 8; y < height - 8; y += 2) {
    for (let x = 8; x < width - 8; x += 2) {
      if (!isCovered(x, y) && around.every(([dx, dy]) => is(colourAt(x + dx, y + dy)))) {
        return { x, y };
      }
    }
  }
  return null;
}

test.describe('the listing map', () => {
  test('loads MapLibre only when the visitor switches to the map', async ({ page }) => {
    const scripts = recordScripts(page);
    await visit(page, buildPath('buy', 'en'));
    await page.waitForLoadState('networkidle');
    expect(await scriptsWithMapLibre(scripts)).toEqual([]);

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    // Asked for, the map starts at once: no preview, and no pointer over it needed.
    await expect(page.locator('.results-map')).toHaveAttribute('data-loaded', 'true', {
      timeout: 30_000,
    });
    expect(await scriptsWithMapLibre(scripts)).not.toEqual([]);
    await expect(page).toHaveURL(/view=map/);
  });

  test('opened on the map, shows its preview without MapLibre until the visitor reaches for it', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const { markers } = await buySearch();
    await page.goto(`${buildPath('buy', 'fr')}?view=map`);
    const map = page.locator('.results-map');
    const preview = page.getByRole('button', { name: 'Explorer la carte' });
    await expect(map).toHaveAttribute('data-map-state', 'preview', { timeout: 30_000 });
    // The results as clusters over Belgium, counting every marker of the search.
    await expect(preview).toHaveAttribute('data-preview-clusters', /^[1-9]/);
    const counted = await preview
      .locator('text')
      .evaluateAll((texts) =>
        texts.reduce((sum, text) => sum + Number(text.textContent!.replace(/\D/g, '')), 0),
      );
    const dots = await preview.locator('circle').count();
    const singles = dots - (await preview.locator('text').count());
    expect(counted + singles).toBe(markers.length);
    // The list beside it already has every listing: the map's first view shows them all.
    await expect(page.locator('[data-in-view-count]')).toHaveAttribute(
      'data-in-view-count',
      String(markers.length),
    );
    await page.waitForLoadState('networkidle');
    expect(await scriptsWithMapLibre(scripts)).toEqual([]);
    const results = await axe(page).include('.listing__results').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // A mouse moving elsewhere on the page loads MapLibre's code, and starts no map.
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await expect.poll(() => scriptsWithMapLibre(scripts)).not.toEqual([]);
    await expect(map).toHaveAttribute('data-map-state', 'preview');

    // A keyboard user: the preview is a button in the tab order; on focus the map starts, and
    // the focus goes on to the map itself, whose keys then pan it.
    await preview.focus();
    await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
    await expect(preview).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Carte des résultats de recherche' }),
    ).toBeFocused();
    expect(await scriptsWithMapLibre(scripts)).not.toEqual([]);
  });

  test('shows every match as clusters drawn from the build’s snapshot, and a filtered search from the service', async ({
    page,
  }) => {
    const { searches, snapshots, tiles } = recordMarkerSources(page);
    const { total, markers } = await buySearch();
    await visit(page, `${buildPath('buy', 'en')}?view=map`);
    await mapReady(page);
    const map = page.locator('.results-map');
    // All matches at once, not one page of 15.
    expect(markers.length).toBeGreaterThan(15);
    await expect(map).toHaveAttribute('data-feature-count', String(markers.length));
    // Drawn by the GPU: no DOM element per listing.
    await expect(page.locator('.maplibregl-marker')).toHaveCount(0);
    // The timing marks field monitoring and the bench read: the start, then the markers drawn.
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('listing-map:'))
        .map((mark) => ({ name: mark.name, detail: (mark as PerformanceMark).detail as unknown })),
    );
    expect(marks).toEqual([
      { name: 'listing-map:start', detail: null },
      // Drawn from the build's cluster tiles, plain vector tiles MapLibre read from the site
      // under its CSP.
      { name: 'listing-map:drawn', detail: { markers: markers.length, via: 'tiles' } },
    ]);
    await expect(page.getByRole('region', { name: 'Map of the search results' })).toBeVisible();
    await expect(map.locator('[aria-live="polite"]')).toHaveText(
      `${markers.length} listings on the map`,
    );
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    // The count beside the map comes from the same read: the service's total.
    await expect(page.locator('.listing__count')).toHaveText(new RegExp(`^${total} `));
    // One snapshot read for the count and the markers, and no search of every listing.
    expect(snapshots).toEqual(['/markers/buy.json']);
    expect(searches).toEqual([]);
    // The cluster tiles of that snapshot: its TileJSON, then z/x/y tiles beside it.
    const tileJson = tiles.find(({ path }) => path.endsWith('/tiles.json'));
    expect(tileJson?.path).toMatch(/^\/markers\/tiles\/buy\/[0-9a-f]{8}\/tiles\.json$/);
    const dir = tileJson!.path.replace(/tiles\.json$/, '');
    const tileFiles = () => tiles.filter(({ path }) => path.endsWith('.pbf'));
    expect(tileFiles().length).toBeGreaterThan(0);
    // Every tile the map asks for is there, closer in too (a missing one would 404, logged).
    await expect(inView(page)).toHaveAttribute('data-in-view-count', String(markers.length));
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 4; step += 1) await zoomIn.click();
    // Once the map has stopped (the list beside it follows each move's end) and its tiles came.
    await expect
      .poll(async () => Number(await inView(page).getAttribute('data-in-view-count')))
      .toBeLessThan(markers.length);
    await page.waitForLoadState('networkidle');
    expect(tileFiles().every(({ path }) => path.startsWith(dir))).toBe(true);
    expect(tileFiles().filter(({ status }) => status !== 200)).toEqual([]);

    // A filter change in the map view: the live service, one search for the count and markers.
    const answered = page.waitForResponse(
      (response) => /\/sites\/demo\/estates$/.test(response.url()) && response.ok(),
    );
    await setChoice(page, 'filter-type', { index: 0 });
    await answered;
    await mapReady(page);
    await expect(page.locator('.listing__results')).toHaveAttribute('aria-busy', 'false');
    expect(searches).toHaveLength(1);
    expect(searches[0]).not.toHaveProperty('pagination');
    expect(snapshots).toHaveLength(1);
    // No tiles for a filtered search: MapLibre clusters its markers itself.
    expect(await lastDrawnVia(page)).toBe('collection');
  });

  test('draws the same clusters and counts from the build’s tiles as from the markers themselves', async ({
    page,
  }) => {
    const path = `${buildPath('buy', 'en')}?view=map`;
    const canvas = page.getByRole('region', { name: 'Map of the search results' });
    await visit(page, path);
    await mapReady(page);
    expect(await lastDrawnVia(page)).toBe('tiles');
    const fromTiles = await settledShot(canvas);

    // Without the tiles (an older build, a broken host), MapLibre clusters the markers itself.
    await page.route('**/markers/tiles/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    // Off the map, so the next page's map starts as the first did: when the pointer comes.
    await page.mouse.move(0, 0);
    await page.goto(path);
    await mapReady(page);
    expect(await lastDrawnVia(page)).toBe('collection');
    const fromMarkers = await settledShot(canvas);
    // The same picture, but for a stray pixel of antialiasing at a control's edge (seen once in
    // eight runs): one cluster or count drawn otherwise changes hundreds.
    expect(await differingPixels(fromTiles, fromMarkers)).toBeLessThanOrEqual(4);
  });

  test('a cluster drawn from the build’s tiles zooms in when clicked', async ({ page }) => {
    const path = `${buildPath('buy', 'en')}?view=map`;
    const canvas = page.getByRole('region', { name: 'Map of the search results' });
    /** The radius (km) of "search in this area" from the map's view now. */
    const searchedRadius = async () => {
      await page.getByRole('button', { name: 'Search in this area' }).click();
      await expect(page).toHaveURL(/geo_range=/);
      const range = new URL(page.url()).searchParams.get('geo_range')!;
      return Number.parseFloat(range);
    };

    await visit(page, path);
    await mapReady(page);
    const opening = await searchedRadius();

    await page.goto(path);
    await mapReady(page);
    expect(await lastDrawnVia(page)).toBe('tiles');
    // A point well inside a cluster's disc, away from the controls drawn over the map (the
    // site's primary button has the same colour).
    const inside = await spotOnCanvas(page, isClusterDisc);
    expect(inside).not.toBeNull();
    // Framed on every marker at first: all of them are in view.
    const framed = await page.locator('.results-map').getAttribute('data-feature-count');
    await expect(inView(page)).toHaveAttribute('data-in-view-count', framed!);
    await canvas.click({ position: inside! });
    // The list beside the map follows once the map has stopped moving closer.
    await expect
      .poll(async () => Number(await inView(page).getAttribute('data-in-view-count')))
      .toBeLessThan(Number(framed));
    // Closer in: the area the map shows is at most half as wide.
    expect(await searchedRadius()).toBeLessThan(opening / 2);
  });

  test('closer in than the build’s tiles go, shows each listing’s dot, which opens its card', async ({
    page,
  }) => {
    const markers = await buyMarkers();
    await visit(page, `${buildPath('buy', 'en')}?view=map`);
    await mapReady(page);
    expect(await lastDrawnVia(page)).toBe('tiles');
    const canvas = page.getByRole('region', { name: 'Map of the search results' });
    const box = (await canvas.boundingBox())!;
    // Far in, past the tiles' last zoom and past clustering: the markers come from the GeoJSON
    // source there, handed to MapLibre as the map came close. The wheel zooms about the
    // pointer, so a listing's own dot in the opening view stays under it all the way in; in a
    // demo too dense for one, a cluster's centre, around which its listings spread.
    const start =
      (await spotOnCanvas(page, isListingDot)) ?? (await spotOnCanvas(page, isClusterDisc));
    expect(start).not.toBeNull();
    await page.mouse.move(box.x + start!.x, box.y + start!.y);
    for (let step = 0; step < 10; step += 1) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(300);
    }
    await page.waitForTimeout(1_500);
    const dot = await spotOnCanvas(page, isListingDot);
    expect(dot).not.toBeNull();
    await canvas.click({ position: dot! });
    // The card of that listing, linking to its page; axe clean, and closed by its button.
    const card = page.locator('.maplibregl-popup .map-card');
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-estate-id');
    expect(markers.map((marker) => String(marker.id))).toContain(id);
    await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/en/offer/${id}/`));
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
  });

  test('lists the listings in view for keyboard and screen-reader users, following the map', async ({
    page,
  }) => {
    await visit(page, `${buildPath('buy', 'en')}?view=map`);
    await mapReady(page);
    const drawn = Number(await page.locator('.results-map').getAttribute('data-feature-count'));
    const list = page.getByRole('region', { name: /listings? in this part of the map$/ });
    // Framed on every marker at first: all of them are in view, and the heading says so, politely.
    await expect(list).toHaveAttribute('data-in-view-count', String(drawn));
    const heading = list.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(`${drawn} listings in this part of the map`);
    await expect(heading).toHaveAttribute('aria-live', 'polite');
    await expect(list.locator('article')).toHaveCount(12);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

    // Keyboard: past the map in one step, and the next Tab is a listing's page.
    await page.getByRole('link', { name: 'Skip the map' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', /^\/en\/offer\/\d+\//);
    await expect(list.locator('a').first()).toBeFocused();

    // Closer in, fewer listings are in view, and the list follows.
    const firstBefore = await list.locator('article').first().getAttribute('data-estate-id');
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    await zoomIn.click();
    await expect
      .poll(async () => Number(await list.getAttribute('data-in-view-count')), { timeout: 15_000 })
      .toBeLessThan(drawn);
    // The three zooms ease in one after the other, and the list follows each move's end: once
    // the map rests, the heading, the count and the cards agree.
    await settledInViewCount(page);
    const agreed = async () => {
      const count = Number(await list.getAttribute('data-in-view-count'));
      const [text, cards, busy] = await Promise.all([
        heading.textContent(),
        list.locator('article').count(),
        list.getAttribute('aria-busy'),
      ]);
      const said = new RegExp(`^${count} listings? in this part of the map$`).test(text ?? '');
      return said && cards === Math.min(count, 12) && busy === 'false' ? count : null;
    };
    let inView = Number.NaN;
    await expect
      .poll(async () => ((inView = (await agreed()) ?? Number.NaN), inView), { timeout: 15_000 })
      .not.toBeNaN();
    expect(inView).toBeLessThan(drawn);
    const firstAfter = await list.locator('article').first().getAttribute('data-estate-id');
    expect(inView < 12 || firstAfter !== firstBefore || inView < drawn).toBe(true);

    // A filter changes the markers; the map frames them all again, and the list follows.
    await page.locator('#filter-bedrooms').selectOption('3');
    await expect(page).toHaveURL(/bedrooms=3/);
    const featureCount = async () =>
      Number((await page.locator('.results-map').getAttribute('data-feature-count')) ?? NaN);
    await expect.poll(featureCount, { timeout: 15_000 }).toBeLessThan(drawn);
    const filtered = await featureCount();
    await expect(list).toHaveAttribute('data-in-view-count', String(filtered), { timeout: 15_000 });
  });

  test('"search in this area" puts the visible circle in the address', async ({ page }) => {
    await visit(page, `${buildPath('buy', 'en')}?view=map`);
    await mapReady(page);
    const before = Number(await page.locator('.results-map').getAttribute('data-feature-count'));
    await expect(inView(page)).toHaveAttribute('data-in-view-count', String(before));
    // Zoom in twice, then search what the map shows.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    // Searched once the map has stopped: the list beside it follows each move's end.
    await expect
      .poll(async () => Number(await inView(page).getAttribute('data-in-view-count')))
      .toBeLessThan(before);
    await page.getByRole('button', { name: 'Search in this area' }).click();
    await expect(page).toHaveURL(/geo_range=\d+(\.\d+)?km%3B-?[\d.]+%3B-?[\d.]+/);
    await mapReady(page);
    const after = Number(await page.locator('.results-map').getAttribute('data-feature-count'));
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
  });

  test('asks the service when the snapshot cannot be read, and shows a translated error with a retry when neither answers', async ({
    page,
  }) => {
    const { searches, snapshots } = recordMarkerSources(page);
    // The snapshot is gone (an older build, a broken host): the map falls back to the service.
    await page.route('**/markers/*.json', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    // The map's search is the one without a page (spec 7: the query only).
    let failing = true;
    await page.route('**/sites/demo/estates', async (route) => {
      const body = route.request().postDataJSON() as { pagination?: unknown } | null;
      if (failing && body && body.pagination === undefined) {
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      } else {
        await route.fallback();
      }
    });
    await page.goto(`${buildPath('rent', 'fr')}?view=map`);
    const alert = page.locator('.results-map').getByRole('alert');
    await expect(alert).toContainText("La carte n'a pas pu être chargée.", { timeout: 30_000 });
    await expect(page.locator('.results-map')).toHaveAttribute('data-map-state', 'error');
    expect(snapshots).toContain('/markers/rent.json');
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    failing = false;
    const before = searches.length;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await mapReady(page);
    await expect(alert).toHaveCount(0);
    expect(
      Number(await page.locator('.results-map').getAttribute('data-feature-count')),
    ).toBeGreaterThan(0);
    expect(searches.length).toBeGreaterThan(before);
  });
});
