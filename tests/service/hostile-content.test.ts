import type { Browser, Page } from '@playwright/test';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import pMap from 'p-map';
import { launchTestChromium } from '../lib/chromium.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favoritesStorageKey } from '../../src/features/favorites/store.ts';
import { hostileCorpus, xssGlobal, type HostileCorpus } from '../fixtures/hostile-corpus.ts';
import { islandProps } from '../lib/island-props.ts';
import { startProduct, type StartedProduct } from '../product/harness/start-product.ts';

/*
 * Stored cross-site scripting: the product is built from a small demo, then from the same demo
 * with the hostile corpus (tests/fixtures/hostile-corpus.ts) in every text, HTML and URL field,
 * and every page it publishes, and every island that shows live service data, is opened in
 * Chromium with the Content-Security-Policy bypassed (the content must be safe by itself; the
 * policy is a second wall). Nothing may run, and no markup that could run may be in the page.
 * HOSTILE_PORT (default 4386) and the three ports after it are used.
 */
const port = Number(process.env.HOSTILE_PORT ?? 4386);
const trapPort = port + 3;
// Enough for projects with units beside both sources and holiday units.
const estates = 50;
const demoNow = '2026-11-01T09:00:00Z';

let dataDir: string;
let product: StartedProduct | undefined;
let trap: Server;
let browser: Browser;
let corpus: HostileCorpus;
/** The Content-Security-Policy of the pages: built without the corpus, and with it. */
export const policies: { clean?: string | null; hostile?: string | null } = {};
/** Every payload that ran in the current test: its injection's number and how it was noticed. */
let executed: { n: number; how: string; where: string }[] = [];
/** Markup that could run, found by the current test. */
let forbidden: { where: string; what: string }[] = [];
/** Pages opened and payloads that ran, over every test. */
const totals = { checked: 0, visits: 0, executed: 0 };

const site = () => product!.site;

/**
 * The Content-Security-Policy a page is sent with. Read with a large header limit: a policy that
 * grows with content can pass fetch's 16 KB limit (and so needs the comparison below).
 */
function policyOf(path: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    get(`${site()}${path}`, { maxHeaderSize: 4 << 20 }, (response) => {
      response.resume();
      const policy = response.headers['content-security-policy'];
      resolve(typeof policy === 'string' ? policy : null);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(process.env.HOSTILE_DATA_DIR ?? tmpdir(), 'hostile-content-'));
  trap = createServer((request, response) => {
    const n = Number(/\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    executed.push({ n, how: 'fetch', where: request.headers.referer ?? '' });
    response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((resolve) => trap.listen(trapPort, '127.0.0.1', resolve));
  product = await startProduct({
    port,
    dataDir,
    env: {
      DEMO_ESTATES: String(estates),
      DEMO_NOW: demoNow,
      // Builds and their content cache in the data directory, which the test removes.
      PUBLISH_ROOT: join(dataDir, 'site'),
      BUILD_CACHE_DIR: join(dataDir, 'cache'),
    },
  });
  policies.clean = await policyOf('/nl/');
  corpus = hostileCorpus({
    estates,
    now: new Date(demoNow),
    trap: `http://127.0.0.1:${trapPort}/xss`,
  });
  const reseeded = await fetch(`${product.control}/reseed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(corpus.data),
  });
  expect(reseeded.status, await reseeded.text()).toBe(204);
  policies.hostile = await policyOf('/nl/');
  browser = await launchTestChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  trap?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/**
 * What could run in the page as it is now: event-handler attributes, script-bearing URLs,
 * frames, bases, refreshes, scripts and styles that carry a payload, JSON in a script that is
 * not JSON or would let the HTML parser out. Runs in the browser.
 */
function markupThatCouldRun({ mark, html }: { mark: string; html?: string }): string[] {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  const scripted = (value: string) =>
    // eslint-disable-next-line no-control-regex
    /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'srcset',
  ]);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    const describe = (what: string) => `<${tag}> ${what}`.slice(0, 200);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(describe(`${name}="${value}"`));
      else if (urlAttributes.has(name) && scripted(value))
        found.push(describe(`${name}="${value}"`));
      else if (name === 'srcdoc') found.push(describe('srcdoc'));
      else if (
        name === 'style' &&
        (value.includes(mark) || /javascript:|expression\(/i.test(value))
      )
        found.push(describe(`style="${value}"`));
    }
    if (['base', 'iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(describe(''));
    // The site's own redirect stubs refresh to its pages; none may lead to a script.
    const refresh =
      tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh';
    const target = (element.getAttribute('content') ?? '').replace(/^[^=]*=\s*['"]?/, '');
    if (refresh && scripted(target)) found.push(describe(`http-equiv=refresh to ${target}`));
    if ((tag === 'svg' || tag === 'math') && element.outerHTML.includes(mark))
      found.push(describe(element.outerHTML));
    if (tag === 'style' && element.textContent?.includes(mark))
      found.push(describe('with a payload'));
    if (tag === 'script') {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      const text = element.textContent ?? '';
      if (type === 'application/json' || type === 'application/ld+json') {
        if (text.includes('<')) found.push(describe(`${type} with an unescaped '<'`));
        try {
          JSON.parse(text);
        } catch {
          found.push(describe(`${type} that is not JSON: ${text.slice(0, 80)}`));
        }
      } else if (text.includes(mark)) found.push(describe(text));
    }
  }
  return found;
}

/** Islands that drew no text of the corpus from the live service (the check would prove nothing). */
const silent: string[] = [];

/**
 * Opens a page as a visitor, does what makes its islands draw, and notes what ran or could;
 * `shown` names elements an island draws from live data, one of which must show a payload (as
 * text).
 */
async function visit(
  path: string,
  act?: (page: Page) => Promise<unknown>,
  shown?: string,
): Promise<void> {
  totals.visits += 1;
  const context = await browser.newContext({ baseURL: site(), bypassCSP: true });
  // Pictures are not this test's: refused, they fire the error handlers of any that got through.
  await context.route(/\.(webp|avif|jpe?g|png)(\?|$)|\/media\//, (route) => route.abort());
  const page = await context.newPage();
  await page.exposeFunction(xssGlobal, (n: number) =>
    executed.push({ n, how: 'call', where: path }),
  );
  page.on('dialog', (dialog) => {
    executed.push({ n: Number(dialog.message()) || 0, how: 'dialog', where: path });
    void dialog.dismiss();
  });
  try {
    await page.goto(path, { waitUntil: 'load' });
    await act?.(page);
    // Islands mount when the browser is idle; live ones then ask the service.
    if (act || shown)
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    for (const what of await page.evaluate(markupThatCouldRun, { mark: xssGlobal }))
      forbidden.push({ where: path, what });
    if (shown && (await page.locator(shown).filter({ hasText: xssGlobal }).count()) === 0)
      silent.push(`${path}: ${shown}`);
  } finally {
    await context.close();
  }
}

/** Scrolls to the end, so the islands that wait for the visitor to come near draw. */
const scrollDown = async (page: Page) => {
  for (let step = 0; step < 4; step += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
};

/** Every page of the published build, as the site's paths (short links' redirect stubs left out). */
async function publishedPages(): Promise<string[]> {
  const files = await readdir(join(dataDir, 'site', 'current'), { recursive: true });
  return files
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => `/${file.split(sep).slice(0, -1).join('/')}`)
    .filter((path) => !/^\/\w\w\/(aanbod|offre|offer|angebot)\/\d+$/.test(path));
}

describe('a site built from hostile content', () => {
  beforeEach(() => {
    totals.executed += executed.length;
    executed = [];
    forbidden = [];
  });

  it('carries no markup that could run, on any page in any language', async () => {
    const pages = await publishedPages();
    expect(pages.length).toBeGreaterThan(100);
    totals.checked = pages.length;
    const page = await browser.newPage();
    try {
      await pMap(
        pages,
        async (path) => {
          // The published file: the bytes the site server sends for the path.
          const html = await readFile(join(dataDir, 'site', 'current', path, 'index.html'), 'utf8');
          for (const what of await page.evaluate(markupThatCouldRun, { mark: xssGlobal, html }))
            forbidden.push({ where: path, what });
        },
        { concurrency: 4 },
      );
    } finally {
      await page.close();
    }
    expect(forbidden).toEqual([]);
  }, 120_000);

  it('runs nothing on the pages of a language, islands drawn', async () => {
    // Two pages of each kind (the same path with other numbers and slugs).
    const kinds = Map.groupBy(
      (await publishedPages()).filter((path) => path.startsWith('/nl/')),
      (path) => path.replace(/\/\d+\/[^/]+/, '/#/*').replace(/\d+/g, '#'),
    );
    const pages = [...kinds.values()].flatMap((paths) => paths.slice(0, 2));
    await pMap(
      pages,
      (path) => visit(path, /\/(aanbod|vakantie)\//.test(path) ? scrollDown : undefined),
      {
        concurrency: 3,
      },
    );
    expect(executed).toEqual([]);
    expect(forbidden).toEqual([]);
  }, 300_000);

  it('runs nothing in the islands that show live service data', async () => {
    const ids = [...corpus.data.estates, ...corpus.data.backOfficeListings].map((e) =>
      String(e.id),
    );
    // The first listing of the old source is a house for sale: it has similar estates.
    const detail = (await publishedPages()).find((path) =>
      /^\/nl\/aanbod\/1000\/[^/]+$/.test(path),
    );
    const card = 'article.card';
    const visits: [string, ((page: Page) => Promise<unknown>) | undefined, string?][] = [
      // A sort other than the pre-rendered one: the results come from the live service.
      ['/nl/kopen?sort=price', undefined, card],
      ['/fr/louer?sort=price', undefined, card],
      ['/en/projects?sort=price', undefined, card],
      ['/nl/kopen?view=1', undefined, '.map-listings'],
      [
        '/nl/kopen',
        async (page) => {
          // The town list the page was built with names a town to type.
          const island = page.locator('astro-island[component-export="ListingIsland"]');
          const props = islandProps(await island.getAttribute('props'));
          const zip = (props as { prerendered: { options: { locations: { zip: string }[] } } })
            .prerendered.options.locations[0]!.zip;
          await page.locator('input[role="combobox"]').first().fill(zip);
          await page.locator('[role="listbox"] [role="option"]').first().waitFor();
        },
        // The towns' names come from the service's own reference table, not from the corpus.
        undefined,
      ],
      [
        '/nl/favorieten',
        (page) =>
          page.evaluate(
            ([key, value]) => {
              localStorage.setItem(key!, value!);
              location.reload();
            },
            [favoritesStorageKey, JSON.stringify(ids)],
          ),
        card,
      ],
      [
        '/de/ferienwohnungen',
        async (page) => {
          // Results are drawn for a search with a filter: any number of guests will do.
          await page.locator('.holiday-search__field--guests select').selectOption({ index: 1 });
          await page.locator('.holiday-search__form [type="submit"]').click();
          await page.locator('.holiday-search__results article').first().waitFor();
        },
        '.holiday-search__results article',
      ],
      [detail!, scrollDown, '.similar-estates article.card'],
    ];
    for (const [path, act, shown] of visits) await visit(path, act, shown);
    expect(executed).toEqual([]);
    expect(forbidden).toEqual([]);
    expect(silent).toEqual([]);
  }, 300_000);

  it('reports the corpus it tried', () => {
    const payloads = new Set(corpus.injections.map(({ payload }) => payload.replace(/\d+/g, '')));
    console.log(
      `hostile corpus: ${payloads.size} payloads in ${corpus.injections.length} injections over ` +
        `${corpus.fields.length} fields; ${totals.checked} published pages checked, ` +
        `${totals.visits} pages opened in Chromium, ` +
        `${totals.executed} payloads executed`,
    );
    expect(corpus.fields.length).toBeGreaterThan(100);
  });

  it('keeps the policy of the same site without the corpus', () => {
    const scriptHashes = (policy: string | null | undefined) =>
      policy?.match(/'sha256-[^']+'/g)?.length ?? 0;
    expect(policies.hostile).toBeTruthy();
    expect(scriptHashes(policies.hostile), 'script hashes').toBe(scriptHashes(policies.clean));
    expect(policies.hostile).toBe(policies.clean);
  });
});
