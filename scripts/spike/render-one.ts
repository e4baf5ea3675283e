import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { buildRequest } from '../../src/site/build-request.ts';
import { loadRenderer, startRenderer, type ResidentRenderer } from './resident-renderer.ts';

/*
 * SPIKE: `node scripts/spike/render-one.ts --ref <static build> [--runs 5] [--warmup 40]
 * [--bundle <kept .prerender>] [--endpoints] [--container]`, with CONTENT_SERVICE_URL and a
 * BUILD_REQUEST whose cacheDir is the reference build's content cache and `synced: true` (its
 * loaders then read the cache as it is), and whose outDir lies inside the project.
 *
 * Starts the renderer (resident-renderer.ts: an `astro build` that renders no page, or, with
 * --bundle, a bundle an earlier run kept), renders the home pages, listing pages and estate
 * detail pages in four languages, compares each byte for byte with the file the static build
 * wrote, and prints the timings (medians of `runs`) and the renderer's memory. It exits with
 * 1 when a page differs. --endpoints compares robots.txt, sitemaps, markers, `_redirects` too;
 * --container renders one detail page through Astro's Container API and compares that.
 */

const { values } = parseArgs({
  options: {
    ref: { type: 'string' },
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '0' },
    // A bundle kept by an earlier run (`<out>/.prerender`): loaded, not built.
    bundle: { type: 'string' },
    container: { type: 'boolean', default: false },
    endpoints: { type: 'boolean', default: false },
    // `i/n`: every page of the catch-all route whose index is i modulo n, compared, then exit.
    all: { type: 'string' },
    diffs: { type: 'string', default: '.builds/spike-diffs' },
  },
});
if (!values.ref) throw new Error('--ref <directory of the static build> is required');
const ref = resolve(values.ref);
const runs = Number(values.runs);
/** Estates rendered (four languages each) before the timed runs: the JIT's warm-up. */
const warmup = Number(values.warmup);
/** Estates of the throughput figure (four languages each). */
const throughputEstates = 25;
const site = process.env.SITE_URL ?? 'http://localhost:4321';
// Where astro.config.mjs has Astro write: the build request's output directory.
const outDir = buildRequest().outDir;

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (start: number) => performance.now() - start;
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The file the static build wrote for a page path (build.format 'directory'). */
const refFile = (path: string) =>
  /\.\w+$|\/_redirects$/.test(path) ? join(ref, path) : join(ref, decodeURI(path), 'index.html');

/** Where the two HTML texts first differ, with some context. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 80);
  return `at ${index} (lengths ${a.length} / ${b.length}):\n  rendered: ${JSON.stringify(a.slice(from, index + 120))}\n  static:   ${JSON.stringify(b.slice(from, index + 120))}`;
}

async function compare(renderer: ResidentRenderer, path: string): Promise<boolean> {
  const { status, html } = await renderer.render(path);
  const expected = await readFile(refFile(path), 'utf8');
  const difference = firstDifference(html, expected);
  console.log(`${difference ? 'DIFFERS' : 'equal  '} ${status} ${path} (${html.length} bytes)`);
  if (difference) {
    console.log(`  ${difference}`);
    const file = join(values.diffs, `${decodeURI(path).replaceAll('/', '_')}.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  return !difference;
}

const started = performance.now();
const renderer = values.bundle
  ? await loadRenderer({ bundleDir: resolve(values.bundle), site })
  : await startRenderer({ root: process.cwd(), outDir, site });
const startMs = ms(started);
const startRss = process.memoryUsage.rss();
console.log(
  `renderer started (${values.bundle ? 'bundle loaded' : 'bundle built and loaded'}) in ${Math.round(startMs)} ms, rss ${mib(startRss)} MiB`,
);

// First render: the page's getStaticPaths and the site-wide memos are computed (O(site)).
let start = performance.now();
await renderer.render('/nl/');
const firstMs = ms(start);

/** The detail pages of `count` estates, each in its four languages, from the static paths. */
function estatePages(count: number): string[][] {
  const byId = new Map<string, string[]>();
  for (const { params } of renderer.cachedStaticPaths()) {
    const match = /^(aanbod|offre|offer|angebot)\/(\d+)\//.exec(params.path ?? '');
    if (!match) continue;
    const path = `/${params.lang}/${params.path!.split('/').map(encodeURIComponent).join('/')}/`;
    byId.set(match[2]!, [...(byId.get(match[2]!) ?? []), path]);
  }
  return [...byId.values()].filter((group) => group.length === 4).slice(0, count);
}
const allEstates = estatePages(3 * runs + 1 + warmup + throughputEstates);
const estates = allEstates.slice(0, 3 * runs + 1);
const laterEstates = allEstates.slice(3 * runs + 1);
const staticPaths = new Map(
  renderer
    .cachedStaticPaths()
    .map((item) => [`/${item.params.lang}/${item.params.path ?? ''}`.replace(/\/$/, ''), item]),
);

if (values.all) await renderAll(values.all);

// Equality with the static build, where it has the page.
const fixed = ['/nl/', '/fr/', '/nl/kopen/', '/nl/kopen/pagina/2/', '/en/', '/'];
// Endpoints, with --endpoints: files the build writes beside the pages.
const endpoints = values.endpoints
  ? [
      '/robots.txt',
      '/sitemap-index.xml',
      '/sitemap-nl.xml',
      '/markers/buy.json',
      '/price-drops.json',
      '/_redirects',
    ]
  : [];
let equal = 0;
let total = 0;
for (const path of [...fixed, ...endpoints, ...estates.slice(0, runs + 1).flat()]) {
  if (!existsSync(refFile(path))) continue;
  total += 1;
  if (await compare(renderer, path)) equal += 1;
}
console.log(`${equal} of ${total} pages equal to the static build`);

const timed = async (
  label: string,
  groups: string[][],
  before: (group: string[]) => Promise<void>,
) => {
  const times: number[] = [];
  for (const group of groups) {
    await before(group);
    start = performance.now();
    for (const path of group) await renderer.render(path);
    times.push(ms(start));
  }
  return { [label]: { median: median(times), min: Math.min(...times), max: Math.max(...times) } };
};
const noop = async () => {};
for (const group of laterEstates.slice(0, warmup))
  for (const path of group) await renderer.render(path);
start = performance.now();
let pages = 0;
for (const group of laterEstates.slice(warmup)) {
  for (const path of group) {
    await renderer.render(path);
    pages += 1;
  }
}
const detailPagesPerSecond = Math.round((pages / ms(start)) * 1000);
// The site-wide pages one changed listing renders again: the home page and its listing screen.
const siteWide = [
  '/nl/',
  '/fr/',
  '/en/',
  '/de/',
  '/nl/kopen/',
  '/fr/acheter/',
  '/en/buy/',
  '/de/kaufen/',
];
const siteWideTimes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  start = performance.now();
  for (const path of siteWide) await renderer.render(path);
  siteWideTimes.push(ms(start));
}
const figures = {
  startMs: Math.round(startMs),
  startRssMiB: mib(startRss),
  firstRenderMs: Math.round(firstMs),
  warmup,
  detailPagesPerSecond,
  homeAndBuyListing8PagesMs: {
    median: median(siteWideTimes),
    min: Math.min(...siteWideTimes),
    max: Math.max(...siteWideTimes),
  },
  // All memos warm, each run another estate (its record read, its similar estates computed).
  ...(await timed('warmEstate4LangsMs', estates.slice(1, runs + 1), noop)),
  // A changed record (its file rewritten by the sync): the last records read are dropped and
  // the four pages render with their props handed in, not from the page's getStaticPaths.
  ...(await timed(
    'changedRecordWithPropsEstate4LangsMs',
    estates.slice(runs + 1, 2 * runs + 1),
    async (group) => {
      renderer.forgetMemo('recentRecords');
      renderer.app.routeCache.clearAll();
      const pages = group.map((path) => {
        const item = staticPaths.get(decodeURI(path).replace(/\/$/, ''));
        if (!item) throw new Error(`no static path for ${path}`);
        return { path, ...item };
      });
      const results = await renderer.renderWithProps(pages);
      if (results.some((result) => result.status !== 200)) throw new Error('a page failed');
    },
  )),
};
// As today's memos work after any data change: everything the pages computed is forgotten,
// and the next render computes it again from the content cache (O(site)).
const forgetAll = await timed(
  'forgetAllThenEstate4LangsMs',
  estates.slice(2 * runs + 1, 3 * runs + 1),
  async () => renderer.forgetData(),
);
const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    ...figures,
    ...forgetAll,
    rssMiB: mib(memory.rss),
    heapUsedMiB: mib(memory.heapUsed),
  }),
);

if (values.container) await containerCompare(renderer, estates[0]![0]!);

/**
 * Renders the share `i/n` of every page the page's getStaticPaths lists (as a full build would
 * in n processes), compares each with the static build's file, prints the rate and exits.
 */
async function renderAll(share: string): Promise<never> {
  const [index, count] = share.split('/').map(Number) as [number, number];
  const mine = renderer.cachedStaticPaths().filter((_, at) => at % count === index);
  let same = 0;
  let pausedMs = 0;
  const differing: string[] = [];
  const begun = performance.now();
  for (const { params } of mine) {
    const rest = (params.path ?? '').split('/').map(encodeURIComponent).join('/');
    const path = `/${params.lang}/${rest ? `${rest}/` : ''}`;
    const { html } = await renderer.render(path);
    // Reading the static file is not the renderer's work: it stays out of the rate.
    const paused = performance.now();
    const expected = await readFile(refFile(path), 'utf8').catch(() => null);
    if (expected === html) same += 1;
    else {
      differing.push(path);
      const file = join(values.diffs, `${decodeURI(path).replaceAll('/', '_')}.html`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
    }
    pausedMs += performance.now() - paused;
  }
  const seconds = (ms(begun) - pausedMs) / 1000;
  console.log(
    JSON.stringify({
      share,
      pages: mine.length,
      equal: same,
      differing: differing.slice(0, 5),
      renderSeconds: Math.round(seconds * 10) / 10,
      pagesPerSecond: Math.round(mine.length / seconds),
      rssMiB: mib(process.memoryUsage.rss()),
    }),
  );
  process.exit(differing.length === 0 ? 0 : 1);
}

/**
 * The same page through the Container API: the bundle's page module, its props as the page's
 * getStaticPaths gave them, the React renderer from the bundle's manifest.
 */
async function containerCompare(renderer: ResidentRenderer, path: string): Promise<void> {
  const { app, pageRoute } = renderer;
  const manifest = (
    app as unknown as {
      manifest: { renderers: never[]; entryModules: Record<string, string>; base: string };
    }
  ).manifest;
  const container = await AstroContainer.create({
    manifest: manifest as never,
    // The bundle's React renderer: the container takes none from the manifest by itself.
    renderers: manifest.renderers,
    // Island and script URLs as the build wrote them (the container would give source paths).
    resolve: async (specifier) => {
      const built = manifest.entryModules[specifier];
      return built ? `${manifest.base}${built}` : specifier;
    },
  });
  const env = app as unknown as {
    getComponentByRoute(route: unknown): Promise<{
      default: never;
      getStaticPaths(): Promise<{ params: Record<string, string>; props: unknown }[]>;
    }>;
  };
  const mod = await env.getComponentByRoute(pageRoute);
  const paths = await mod.getStaticPaths();
  const lang = path.split('/')[1];
  const rest = decodeURI(path).split('/').slice(2).filter(Boolean).join('/');
  const entry = paths.find((item) => item.params.lang === lang && item.params.path === rest);
  if (!entry) throw new Error(`no static path for ${path}`);
  const started = performance.now();
  const html = await container.renderToString(mod.default, {
    props: entry.props as never,
    params: entry.params,
    request: new Request(new URL(path, site)),
    routeType: 'page',
    // A whole document (with its doctype), as a page route renders.
    partial: false,
  });
  console.log(`container render ${Math.round(ms(started))} ms`);
  const expected = await readFile(refFile(path), 'utf8');
  const difference = firstDifference(html, expected);
  console.log(`container: ${difference ? `DIFFERS ${difference}` : 'equal'} ${path}`);
  await mkdir(values.diffs, { recursive: true });
  await writeFile(join(values.diffs, 'container.html'), html);
  await writeFile(join(values.diffs, 'container-static.html'), expected);
}
// A page unlike the static build's fails the run.
process.exit(equal === total ? 0 : 1);
