import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { benchAjax } from './bench/ajax-bench.ts';
import { benchBrowser } from './bench/browser-bench.ts';
import { benchBuild, type BuildBenchResult } from './bench/build-bench.ts';
import { benchService } from './bench/service-bench.ts';
import type { Summary } from './bench/stats.ts';

/**
 * `npm run bench [-- --quick] [-- --only service|build|browser|ajax] [-- --sizes 2500,10000 --runs 3]`:
 * performance figures as medians (with min and max) over several runs, printed as markdown
 * tables and written to bench-results/bench.json. Targets live here, never in tests.
 */
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Build sizes (estates), comma-separated. */
    sizes: { type: 'string' },
    /** Runs per build size. */
    runs: { type: 'string' },
  },
});
const quick = values.quick;
const wants = (part: string) => !values.only || values.only === part;

const format = (summary: Summary, digits = 1) =>
  `${summary.median.toFixed(digits)} (min ${summary.min.toFixed(digits)}, max ${summary.max.toFixed(digits)})`;

function table(title: string, rows: [string, string, string][]) {
  console.log(`\n## ${title}\n`);
  console.log('| figure | median (min, max) | target |\n| --- | --- | --- |');
  for (const [name, value, target] of rows) console.log(`| ${name} | ${value} | ${target} |`);
}

const report: Record<string, unknown> = { quick, measuredAt: new Date().toISOString() };

if (wants('service')) {
  const service = await benchService(
    quick ? { estates: 1_000, runs: 3, seconds: 3 } : { estates: 10_000, runs: 3, seconds: 10 },
  );
  report.service = service;
  table(`Local content service (${service.estates} estates${quick ? ', quick' : ''})`, [
    [`seed ${service.estates} estates (s)`, format(service.seedSeconds), '≤ 60 s at 10,000'],
    ['estate search p95, one client (ms)', format(service.searchP95Ms), '≤ 25 ms at 10,000'],
    ['estate search p50, one client (ms)', format(service.searchP50Ms), ''],
    ['estate search, 8 clients (req/s)', format(service.loadRequestsPerSecond, 0), '≥ 300 req/s'],
    ['estate search p97.5, 8 clients (ms)', format(service.loadP97_5Ms), ''],
    ['errors under load', String(service.loadErrors), '0'],
  ]);
}

if (wants('build')) {
  const sizes = values.sizes
    ? values.sizes.split(',').map(Number)
    : quick
      ? [300]
      : [2_500, 10_000];
  const runs = values.runs ? Number(values.runs) : quick ? 1 : 3;
  const builds: BuildBenchResult[] = [];
  for (const estates of sizes) builds.push(await benchBuild({ estates, runs }));
  report.build = builds;
  table(
    `Full build${quick ? ' (quick)' : ''}`,
    builds.flatMap((result) => [
      [`${result.estates} estates: pages written`, String(result.pages), ''],
      [`${result.estates} estates: of which short-link stubs`, String(result.redirectStubs), ''],
      [`${result.estates} estates: wall time (s)`, format(result.seconds), ''],
      [
        `${result.estates} estates: pages/s`,
        format(result.pagesPerSecond, 0),
        '≥ 300 pages/s at 10,000',
      ],
      [
        `${result.estates} estates: peak RSS (MiB)`,
        format(result.peakRssMiB, 0),
        '≤ 2048 MiB at 10,000',
      ],
    ]),
  );
}

if (wants('browser')) {
  const browser = await benchBrowser(
    quick
      ? { estates: 1_000, runs: 1, filterChanges: 10 }
      : // About 45 % of the demo estates are for sale: 22,500 put 10,000 listings on the buy map.
        { estates: 22_500, runs: 3, filterChanges: 40 },
  );
  report.browser = browser;
  const ms = (value: number | null) => (value === null ? 'none' : `${value.toFixed(0)} ms`);
  table(`Islands in headless Chromium (${browser.estates} estates${quick ? ', quick' : ''})`, [
    ...Object.entries(browser.pages).flatMap(([name, figures]): [string, string, string][] => [
      [`${name}: render-blocking scripts`, String(figures.blockingScripts), '0'],
      [
        `${name}: first paint / first island`,
        `${ms(figures.fcpMs)} / ${ms(figures.firstIslandMs)}`,
        'island after first paint',
      ],
    ]),
    [
      `filter change → results painted, p95 (p50) over ${browser.filterChange.changes}`,
      `${browser.filterChange.p95Ms.toFixed(0)} ms (${browser.filterChange.p50Ms.toFixed(0)} ms)`,
      '≤ 200 ms at ≥ 10,000',
    ],
    [
      `map of ${browser.map.markers} listings: load to idle (ms)`,
      format(browser.map.loadToIdleMs, 0),
      '≤ 1000 ms at 10,000',
    ],
    [`map panning (frames/s)`, format(browser.map.panFps, 1), ''],
    [`empty map panning (frames/s)`, format(browser.map.emptyPanFps, 1), ''],
    [`panning with listings / empty`, `${(browser.map.panRatio * 100).toFixed(0)} %`, '≥ 90 %'],
  ]);
}

if (wants('ajax')) {
  const ajax = await benchAjax(
    quick
      ? { seconds: 5, connections: 8, runs: 1, estates: 300 }
      : { seconds: 30, connections: 8, runs: 3, estates: 2_500 },
  );
  report.ajax = ajax;
  const reads = 'estate/{id}, search-city, similar-estate/{id}';
  table(
    `Site server ajax routes (${ajax.estates} estates, ${ajax.seconds} s × ${ajax.readRequestsPerSecond.runs}${quick ? ', quick' : ''})`,
    [
      [
        `${reads}, ${ajax.connections} connections (req/s)`,
        format(ajax.readRequestsPerSecond, 0),
        '',
      ],
      ['reads p99 (ms)', format(ajax.readP99Ms), ''],
      ['read errors (incl. non-2xx)', String(ajax.readErrors), '0'],
      [`form posts, asked ${ajax.formRate}/s (req/s)`, format(ajax.formRequestsPerSecond, 1), ''],
      ['form posts p99 (ms)', format(ajax.formP99Ms), ''],
      ['form posts not answered 202', String(ajax.formErrors), '0'],
      ['accepted (202) / outbox rows', `${ajax.accepted} / ${ajax.outboxRows}`, 'equal'],
      ['accepted but not stored (lost)', String(ajax.lost), '0'],
      ['idempotency keys stored twice', String(ajax.duplicated), '0'],
      ['rows of posts in flight at the end', String(ajax.unanswered), ''],
      ['delivered to the mail sink before stop', String(ajax.delivered), ''],
    ],
  );
}

await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten: bench-results/bench.json');
