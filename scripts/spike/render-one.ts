import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { startRenderer, type ResidentRenderer } from './resident-renderer.ts';

/*
 * SPIKE: `node scripts/spike/render-one.ts --ref <static build> [--runs 5] [--estates 5]`
 * (with CONTENT_SERVICE_URL, BUILD_OUT_DIR and BUILD_CACHE_DIR as for the reference build:
 * the same content cache, a separate output directory inside the project).
 *
 * Starts the resident renderer (resident-renderer.ts), renders the home page, a listing page,
 * later listing pages and estate detail pages in four languages, compares each byte for byte
 * with the file the static build wrote, and prints the timings (medians of `runs`) and the
 * renderer's memory. With --container it also renders one detail page through Astro's
 * Container API with the same bundle's page module and props, and compares that.
 */

const { values } = parseArgs({
  options: {
    ref: { type: 'string' },
    runs: { type: 'string', default: '5' },
    container: { type: 'boolean', default: false },
    diffs: { type: 'string', default: '.spike/diffs' },
  },
});
if (!values.ref) throw new Error('--ref <directory of the static build> is required');
const ref = resolve(values.ref);
const runs = Number(values.runs);
const site = process.env.SITE_URL ?? 'http://localhost:4321';
const outDir = resolve(process.env.BUILD_OUT_DIR ?? '.spike/renderer');

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (start: number) => performance.now() - start;
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The file the static build wrote for a page path (build.format 'directory'). */
const refFile = (path: string) => join(ref, decodeURI(path), 'index.html');

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

/** Detail pages of the static build: the first `count` estates of /nl/, with their alternates. */
async function estatePagesOf(count: number): Promise<string[][]> {
  const sitemap = await readFile(join(ref, 'sitemap-nl.xml'), 'utf8');
  const groups: string[][] = [];
  // An estate's <url> lists its four languages as xhtml:link alternates.
  for (const block of sitemap.split('<url>').slice(1)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1];
    if (!loc || !/\/nl\/aanbod\/\d+\//.test(loc)) continue;
    const alternates = [...block.matchAll(/hreflang="(nl|fr|en|de)" href="([^"]+)"/g)].map(
      (match) => `${new URL(match[2]!).pathname}/`,
    );
    groups.push(alternates.length === 4 ? alternates : [`${new URL(loc).pathname}/`]);
    if (groups.length === count) break;
  }
  return groups;
}

const started = performance.now();
const renderer = await startRenderer({ root: process.cwd(), outDir, site });
const startMs = ms(started);
console.log(
  `renderer started (bundle built and loaded) in ${Math.round(startMs)} ms, rss ${mib(process.memoryUsage.rss())} MiB`,
);

const estates = await estatePagesOf(runs + 1);
if (estates.length < runs + 1) throw new Error(`found ${estates.length} estates in the sitemap`);

// First render: the page's getStaticPaths and the site-wide memos are computed (O(site)).
let start = performance.now();
for (const path of estates[0]!) await renderer.render(path);
const firstMs = ms(start);

// Equality with the static build.
const fixed = ['/nl/', '/fr/', '/nl/kopen/', '/nl/kopen/pagina/2/', '/en/', '/'];
let equal = 0;
let total = 0;
for (const path of [...fixed, ...estates.flat()]) {
  total += 1;
  if (await compare(renderer, path)) equal += 1;
}
console.log(`${equal} of ${total} pages equal to the static build`);

// Warm: one estate's detail page in four languages, another estate each run.
const warm: number[] = [];
for (const group of estates.slice(1, runs + 1)) {
  start = performance.now();
  for (const path of group) await renderer.render(path);
  warm.push(ms(start));
}
// After a data change, as today's memos work: everything the pages computed is forgotten,
// and the next render computes it again from the content cache.
const refresh: number[] = [];
for (const group of estates.slice(1, runs + 1)) {
  renderer.forgetData();
  start = performance.now();
  for (const path of group) await renderer.render(path);
  refresh.push(ms(start));
}
const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    startMs: Math.round(startMs),
    firstEstate4LangsMs: Math.round(firstMs),
    warmEstate4LangsMs: { median: median(warm), min: Math.min(...warm), max: Math.max(...warm) },
    forgetAndRenderEstate4LangsMs: {
      median: median(refresh),
      min: Math.min(...refresh),
      max: Math.max(...refresh),
    },
    rssMiB: mib(memory.rss),
    heapUsedMiB: mib(memory.heapUsed),
  }),
);

if (values.container) await containerCompare(renderer, estates[0]![0]!);

/**
 * The same page through the Container API: the bundle's page module, its props as the page's
 * getStaticPaths gave them, the React renderer from the bundle's manifest.
 */
async function containerCompare(renderer: ResidentRenderer, path: string): Promise<void> {
  const { app, pageRoute } = renderer;
  const manifest = (app as unknown as { manifest: { renderers: never[] } }).manifest;
  const container = await AstroContainer.create({ manifest: manifest as never });
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
  });
  console.log(`container render ${Math.round(ms(started))} ms`);
  const expected = await readFile(refFile(path), 'utf8');
  const difference = firstDifference(html, expected);
  console.log(`container: ${difference ? `DIFFERS ${difference}` : 'equal'} ${path}`);
  await writeFile(join(values.diffs, 'container.html'), html);
}
process.exit(0);
