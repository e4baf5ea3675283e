import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { benchService } from './bench/service-bench.ts';
import type { Summary } from './bench/stats.ts';

/**
 * `npm run bench [-- --quick]`: performance figures as medians (with min and max) over several
 * runs, printed as a markdown table and written to bench-results/bench.json. Targets live here,
 * never in tests.
 */
const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = values.quick;

const service = await benchService(
  quick ? { estates: 1_000, runs: 3, seconds: 3 } : { estates: 10_000, runs: 3, seconds: 10 },
);

const format = (summary: Summary, digits = 1) =>
  `${summary.median.toFixed(digits)} (min ${summary.min.toFixed(digits)}, max ${summary.max.toFixed(digits)})`;

const rows: [string, string, string][] = [
  [`seed ${service.estates} estates (s)`, format(service.seedSeconds), '≤ 60 s at 10,000'],
  ['estate search p95, one client (ms)', format(service.searchP95Ms), '≤ 25 ms at 10,000'],
  ['estate search p50, one client (ms)', format(service.searchP50Ms), ''],
  [
    'estate search, 8 clients (req/s)',
    format(service.loadRequestsPerSecond, 0),
    '≥ 300 req/s at 10,000',
  ],
  ['estate search p97.5, 8 clients (ms)', format(service.loadP97_5Ms), ''],
  ['errors under load', String(service.loadErrors), '0'],
];

console.log(`\n## Local content service (${service.estates} estates${quick ? ', quick' : ''})\n`);
console.log('| figure | median (min, max) | target |\n| --- | --- | --- |');
for (const [name, value, target] of rows) console.log(`| ${name} | ${value} | ${target} |`);

await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/bench.json', `${JSON.stringify({ quick, service }, null, 2)}\n`);
console.log('\nwritten: bench-results/bench.json');
