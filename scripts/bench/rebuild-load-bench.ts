import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublishStatus } from '../../publish/publisher.ts';
import { ajaxReads } from './ajax-bench.ts';
import { benchPagePaths } from './bench-site.ts';
import { freePort, startChild, stopChild } from './processes.ts';
import { summarize, type Summary } from './stats.ts';

/*
 * Visitors during a rebuild: the site server as it runs in production (site-server/main.ts
 * serving the published build, rebuilding in its resident renderer on POST /hooks/rebuild), under
 * steady load on static pages and on the ajax routes, first idle, then while a rebuild runs:
 * some estates changed and a full sync asked for, so the rebuild fetches every record, renders
 * the changed pages and publishes (the `current` swap happens under load).
 */

export type LoadFigures = {
  requestsPerSecond: Summary;
  p50Ms: Summary;
  p99Ms: Summary;
  /** Socket errors, timeouts and answers other than 2xx, over all runs. */
  errors: number;
  requests: number;
};

export type RebuildLoadBenchResult = {
  estates: number;
  runs: number;
  connections: number;
  idleSeconds: number;
  /** Estates changed before each rebuild. */
  changes: number;
  staticPaths: string[];
  /** The first publish (`npm run rebuild`, a full build), before the server starts. */
  firstPublishSeconds: number;
  /** One rebuild (same changes, full sync) with no visitors: trigger → published. */
  unloadedRebuildSeconds: number;
  /** Trigger → published, under load. */
  rebuildSeconds: Summary;
  /** What each rebuild under load did (mode, rendered files), from the last one. */
  lastBuild: PublishStatus['lastBuild'];
  idle: { static: LoadFigures; ajax: LoadFigures };
  rebuild: { static: LoadFigures; ajax: LoadFigures };
  /** The machine's 1-minute load average as each window started (other work skews the figures). */
  loadAverage: { idle: Summary; rebuild: Summary };
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `node <script>` to its end; rejects unless it exits 0. */
function runToEnd(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** Autocannon on one kind of path until `until` settles; the instance's result. */
function load(
  url: string,
  connections: number,
  path: () => string,
  until: Promise<unknown>,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        // Stopped by `until`; the duration is only a bound.
        duration: 3_600,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    void until.finally(() => instance.stop());
  });
}

type Window = { static: autocannon.Result; ajax: autocannon.Result; loadAverage: number };

function figures(windows: autocannon.Result[]): LoadFigures {
  return {
    // Counted over the window (autocannon's average is of whole seconds, none in a short window).
    requestsPerSecond: summarize(windows.map((result) => result.requests.total / result.duration)),
    p50Ms: summarize(windows.map((result) => result.latency.p50)),
    p99Ms: summarize(windows.map((result) => result.latency.p99)),
    errors: windows.reduce(
      (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
      0,
    ),
    requests: windows.reduce((sum, result) => sum + result.requests.total, 0),
  };
}

export async function benchRebuildLoad(
  options: {
    estates?: number;
    runs?: number;
    /** Connections on the static pages, and as many on the ajax routes. */
    connections?: number;
    idleSeconds?: number;
    changes?: number;
  } = {},
): Promise<RebuildLoadBenchResult> {
  const estates = options.estates ?? 300;
  const runs = options.runs ?? 3;
  const connections = options.connections ?? 4;
  const idleSeconds = options.idleSeconds ?? 5;
  const changes = options.changes ?? 10;
  const work = await mkdtemp(join(tmpdir(), 'bench-rebuild-load-'));
  const secret = randomBytes(24).toString('hex');
  let service: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  try {
    const servicePort = await freePort();
    service = await startChild(
      'scripts/bench/service-child.ts',
      {
        DATA_DIR: join(work, 'service'),
        SERVICE_PORT: String(servicePort),
        SERVICE_HOST: '127.0.0.1',
        DEMO_ESTATES: String(estates),
      },
      { ipc: true },
    );
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    const changeEstates = (run: number) =>
      new Promise<void>((resolve) => {
        service!.once('message', () => resolve());
        service!.send({ change: changes, run });
      });

    const sitePort = await freePort();
    const origin = `http://127.0.0.1:${sitePort}`;
    const env: NodeJS.ProcessEnv = {
      CONTENT_SERVICE_URL: serviceUrl,
      SITE_ID: 'demo',
      SITE_URL: origin,
      DATA_DIR: join(work, 'site'),
      PUBLISH_ROOT: join(work, 'publish'),
      BUILD_CACHE_DIR: join(work, 'cache'),
      PUBLISH_KEEP: '2',
      REBUILD_INTERVAL: '',
    };
    const started = performance.now();
    await runToEnd('scripts/rebuild.ts', env);
    const firstPublishSeconds = (performance.now() - started) / 1000;
    site = await startChild(
      'site-server/main.ts',
      { ...env, PORT: String(sitePort), HOST: '127.0.0.1', REBUILD_SECRET: secret, SMTP_URL: '' },
      { quiet: true },
    );

    const headers = { 'x-rebuild-secret': secret };
    const status = async () =>
      (await (await fetch(`${origin}/hooks/status`, { headers })).json()) as PublishStatus;
    /** Triggers a rebuild; resolves once it has published (or failed, which stops the bench). */
    const rebuild = async () => {
      const before = await status();
      const answer = await fetch(`${origin}/hooks/rebuild`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ full: true }),
      });
      if (answer.status !== 202) throw new Error(`POST /hooks/rebuild answered ${answer.status}`);
      const from = performance.now();
      for (;;) {
        await sleep(200);
        const now = await status();
        if (now.lastError && now.lastError.at !== before.lastError?.at) {
          throw new Error(`the rebuild failed: ${now.lastError.message}`);
        }
        if (!now.running && now.lastPublishedAt !== before.lastPublishedAt) {
          return { seconds: (performance.now() - from) / 1000, status: now };
        }
        if (!now.running && now.lastUnchangedAt !== before.lastUnchangedAt) {
          throw new Error('the rebuild found nothing changed');
        }
      }
    };

    const paths = await benchPagePaths(origin, ['nl']);
    const staticPaths = [paths.home.nl, paths.listing.nl, paths.detail.nl];
    const { readPath } = await ajaxReads(serviceUrl);
    // Warm: the first requests of each kind, and the first incremental build (a new worker).
    for (let warm = 0; warm < 30; warm += 1) {
      await (await fetch(origin + pick(staticPaths))).arrayBuffer();
      await (await fetch(origin + readPath())).arrayBuffer();
    }
    await changeEstates(0);
    const unloadedRebuildSeconds = (await rebuild()).seconds;
    // After a publish the server links the next build's copy and deletes the oldest build in
    // the background: not part of the idle figures.
    const settle = () => sleep(3_000);
    await settle();

    const measure = async (until: Promise<unknown>): Promise<Window> => {
      const loadAverage = loadavg()[0]!;
      const [staticResult, ajaxResult] = await Promise.all([
        load(origin, connections, () => pick(staticPaths), until),
        load(origin, connections, readPath, until),
      ]);
      return { static: staticResult, ajax: ajaxResult, loadAverage };
    };
    const idle: Window[] = [];
    const during: Window[] = [];
    const rebuildSeconds: number[] = [];
    let lastBuild: PublishStatus['lastBuild'] = null;
    for (let run = 1; run <= runs; run += 1) {
      idle.push(await measure(sleep(idleSeconds * 1000)));
      await changeEstates(run);
      const done = rebuild();
      during.push(await measure(done.catch(() => undefined)));
      const outcome = await done;
      rebuildSeconds.push(outcome.seconds);
      lastBuild = outcome.status.lastBuild;
      await settle();
    }
    return {
      estates,
      runs,
      connections,
      idleSeconds,
      changes,
      staticPaths,
      firstPublishSeconds,
      unloadedRebuildSeconds,
      rebuildSeconds: summarize(rebuildSeconds),
      lastBuild,
      idle: {
        static: figures(idle.map((window) => window.static)),
        ajax: figures(idle.map((window) => window.ajax)),
      },
      rebuild: {
        static: figures(during.map((window) => window.static)),
        ajax: figures(during.map((window) => window.ajax)),
      },
      loadAverage: {
        idle: summarize(idle.map((window) => window.loadAverage)),
        rebuild: summarize(during.map((window) => window.loadAverage)),
      },
    };
  } finally {
    if (site) await stopChild(site);
    if (service) await stopChild(service);
    await rm(work, { recursive: true, force: true });
  }
}
