import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService } from '../../local-content-service/server.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { Store } from '../../local-content-service/store.ts';
import { summarize, type Summary } from './stats.ts';
import { buildOutDir } from '../../src/site/build-dirs.ts';
import { removeBuild } from '../../publish/site-build.ts';

export type BuildBenchResult = {
  estates: number;
  pages: number;
  /** Of the pages, the short links' meta-refresh stubs (written from `_redirects`). */
  redirectStubs: number;
  /** How many `astro build` processes rendered at once (src/site/build-shards.ts). */
  shards: number;
  seconds: Summary;
  pagesPerSecond: Summary;
  /** Pages rendered by Astro per second: the short-link stubs (written, not rendered) left out. */
  renderedPagesPerSecond: Summary;
  /** The largest peak of any one process of the build. */
  peakRssMiB: Summary;
  /** The peaks of the shards that ran at the same time, added up (an upper bound). */
  concurrentRssMiB: Summary;
};

type ProcessPeak = { command: string; shard: string | null; peakRssMiB: number };

async function countStubs(dir: string): Promise<number> {
  const rules = await readFile(join(dir, '_redirects'), 'utf8').catch(() => '');
  return rules.split('\n').filter((line) => line.endsWith(' 301!')).length;
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => String(entry).endsWith('.html')).length;
}

/** One full build as the publisher runs it; its processes' peaks are read from a probe log. */
async function runBuild(
  outDir: string,
  env: NodeJS.ProcessEnv,
  rssLog: string,
): Promise<{ shards: number; peaks: ProcessPeak[] }> {
  const probe = fileURLToPath(new URL('./rss-probe.ts', import.meta.url));
  const outcome = await new Promise<{ shards?: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/build-child.ts'], {
      env: {
        ...env,
        BUILD_OUT_DIR: outDir,
        BENCH_RSS_LOG: rssLog,
        NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`build exited with ${code}`));
      const last = output.trim().split('\n').at(-1) ?? '{}';
      resolve(JSON.parse(last) as { shards?: number });
    });
  });
  const peaks = (await readFile(rssLog, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProcessPeak);
  return { shards: outcome.shards ?? 1, peaks };
}

/** Full builds from scratch (no content-layer cache) at a size: time, pages/s, peak RSS. */
export async function benchBuild(options: {
  estates: number;
  runs: number;
}): Promise<BuildBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  const store = new Store(join(dataDir, 'content-service.sqlite'));
  writeDemoData(store, generateDemoData({ estates: options.estates, seed: 1, siteId: 'demo' }));
  store.close();
  const service = await startService({ ...process.env, DATA_DIR: dataDir, SERVICE_PORT: '0' });
  const seconds: number[] = [];
  const rss: number[] = [];
  const concurrentRss: number[] = [];
  let pages = 0;
  let redirectStubs = 0;
  let shards = 1;
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const outDir = buildOutDir(join(dataDir, `dist-${run}`));
      // From scratch: a cache directory of its own, so no content-layer data from a past build.
      const cacheDir = join(dataDir, `cache-${run}`);
      const started = performance.now();
      const build = await runBuild(
        outDir,
        {
          ...process.env,
          CONTENT_SERVICE_URL: service.url,
          SITE_ID: 'demo',
          BUILD_CACHE_DIR: cacheDir,
        },
        join(dataDir, `rss-${run}.jsonl`),
      );
      seconds.push((performance.now() - started) / 1000);
      shards = build.shards;
      rss.push(Math.max(...build.peaks.map((peak) => peak.peakRssMiB)));
      const astroBuilds = build.peaks.filter((peak) => peak.command.includes('build'));
      concurrentRss.push(
        astroBuilds
          .filter((peak) => peak.shard !== null || astroBuilds.length === 1)
          .reduce((sum, peak) => sum + peak.peakRssMiB, 0),
      );
      pages = await countPages(outDir);
      redirectStubs = await countStubs(outDir);
      await removeBuild(outDir);
      await rm(cacheDir, { recursive: true, force: true });
    }
  } finally {
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    estates: options.estates,
    pages,
    redirectStubs,
    seconds: summarize(seconds),
    pagesPerSecond: summarize(seconds.map((s) => pages / s)),
    renderedPagesPerSecond: summarize(seconds.map((s) => (pages - redirectStubs) / s)),
    shards,
    peakRssMiB: summarize(rss),
    concurrentRssMiB: summarize(concurrentRss),
  };
}
