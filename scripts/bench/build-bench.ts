import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../../service/server.ts';
import { generateDemoData } from '../../service/demo-data/generate.ts';
import { writeDemoData } from '../../service/seed-store.ts';
import { Store } from '../../service/store.ts';
import { summarize, type Summary } from './stats.ts';
import { buildOutDir } from '../../src/site/build-dirs.ts';

export type BuildBenchResult = {
  estates: number;
  pages: number;
  /** Of the pages, the short links' meta-refresh stubs (written from `_redirects`). */
  redirectStubs: number;
  seconds: Summary;
  pagesPerSecond: Summary;
  peakRssMiB: Summary;
};

async function countStubs(dir: string): Promise<number> {
  const rules = await readFile(join(dir, '_redirects'), 'utf8').catch(() => '');
  return rules.split('\n').filter((line) => line.endsWith(' 301!')).length;
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => String(entry).endsWith('.html')).length;
}

function runBuild(outDir: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/build-child.ts'], {
      env: { ...env, BUILD_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`build exited with ${code}`));
      const last = output.trim().split('\n').at(-1) ?? '{}';
      resolve((JSON.parse(last) as { peakRssMiB: number }).peakRssMiB);
    });
  });
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
  let pages = 0;
  let redirectStubs = 0;
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const outDir = buildOutDir({ BUILD_OUT_DIR: join(dataDir, `dist-${run}`) });
      // From scratch: a cache directory of its own, so no content-layer data from a past build.
      const cacheDir = join(dataDir, `cache-${run}`);
      const started = performance.now();
      rss.push(
        await runBuild(outDir, {
          ...process.env,
          CONTENT_SERVICE_URL: service.url,
          SITE_ID: 'demo',
          BUILD_CACHE_DIR: cacheDir,
        }),
      );
      seconds.push((performance.now() - started) / 1000);
      pages = await countPages(outDir);
      redirectStubs = await countStubs(outDir);
      await rm(outDir, { recursive: true, force: true });
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
    peakRssMiB: summarize(rss),
  };
}
