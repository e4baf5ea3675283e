import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deletionsDone } from '../../publish/delete-aside.ts';
import { residentRenderer, sitePublisher } from '../../publish/site-build.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { startService } from '../../local-content-service/server.ts';
import { Store } from '../../local-content-service/store.ts';
import { changeEstates } from './change-estates.ts';
import { summarize, type Summary } from './stats.ts';

export type RebuildBenchResult = {
  estates: number;
  /** The first publish (a full build with an empty content cache). */
  firstPublishSeconds: number;
  /**
   * Trigger → published (`current` points at the new build, so visitors get it), after one
   * estate's title changed (an incremental build), triggered as the content service's webhook
   * does, naming the estate: the publisher's `lastDurationMs`.
   */
  oneChangeSeconds: Summary;
  /** The same, triggered naming no estate (a schedule, `npm run rebuild`): every summary read. */
  unnamedChangeSeconds: Summary;
  /** Median seconds of each step of those builds. */
  unnamedChangeSteps: Record<string, number>;
  /**
   * The first of those runs: with the site server's resident renderer (BUILD_RENDERER, on
   * unless 0), the one whose process was new; the later runs reuse it.
   */
  oneChangeFirstSeconds: number;
  /**
   * How the incremental builds ran: in the resident renderer over the kept bundle, or an
   * `astro build` process each.
   */
  incrementalBuilds: 'renderer' | 'process per build';
  /**
   * One change triggered as soon as the previous one was published, before the server had
   * linked the next build's copy (publish/linked-copies.ts): one run.
   */
  oneChangeRightAfterSeconds: number;
  /** That run's steps (check, astro or renderer, link, overlay), in seconds. */
  oneChangeRightAfterSteps: Record<string, number>;
  /** Trigger → the run done: published, then the oldest build beyond PUBLISH_KEEP set aside. */
  oneChangeDoneSeconds: Summary;
  /** Median seconds of each step of the one-change build (check, astro, link, overlay). */
  oneChangeSteps: Record<string, number>;
  /** Trigger → done, the webhook naming an estate that did not change (nothing is published). */
  noChangeSeconds: Summary;
  /** Trigger → done, naming no estate, with nothing changed: the check alone. */
  checkNoChangeSeconds: Summary;
  /**
   * Trigger → done, naming no estate, after a webhook's publish: the check has no digest of
   * what that build was made from, so a build reads every summary and finds nothing to render.
   */
  checkAfterNamedSeconds: Summary;
  /** Files the incremental build rendered for one change. */
  renderedFiles: number;
};

/**
 * `npm run rebuild` at a size, through the real publisher: one full publish, then `runs` times
 * one estate changed (trigger → published) and nothing changed (trigger → done), each as the
 * webhook triggers (naming the estate) and as a schedule does (naming none).
 */
export async function benchRebuild(options: {
  estates: number;
  runs: number;
}): Promise<RebuildBenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-rebuild-'));
  const dataDir = join(dir, 'data');
  const store = new Store(join(dataDir, 'content-service.sqlite'));
  writeDemoData(store, generateDemoData({ estates: options.estates, seed: 1, siteId: 'demo' }));
  store.close();
  const service = await startService({ ...process.env, DATA_DIR: dataDir, SERVICE_PORT: '0' });
  const env = {
    ...process.env,
    CONTENT_SERVICE_URL: service.url,
    SITE_ID: 'demo',
    DATA_DIR: dataDir,
    PUBLISH_ROOT: join(dir, 'site'),
    BUILD_CACHE_DIR: join(dir, 'cache'),
    PUBLISH_KEEP: '2',
  };
  // As the site server publishes (site-server/main.ts).
  const renderer = residentRenderer(env);
  const publisher = sitePublisher(env, { renderer, linkAhead: true });
  const time = async (ids: number[] = [], settle = true) => {
    // A server between changes: the copy for the next build linked, old builds deleted.
    if (settle) {
      await publisher.copies.settled();
      await deletionsDone();
    }
    const started = performance.now();
    await publisher.trigger({ changedIds: ids.map(String) });
    return (performance.now() - started) / 1000;
  };
  try {
    const firstPublishSeconds = await time();
    const change = (run: number) => changeEstates(service, 1, run);
    const oneChange: number[] = [];
    const oneChangeDone: number[] = [];
    const steps: Record<string, number[]> = {};
    const unnamedChange: number[] = [];
    const unnamedSteps: Record<string, number[]> = {};
    const noChange: number[] = [];
    const checkNoChange: number[] = [];
    const checkAfterNamed: number[] = [];
    let renderedFiles = 0;
    /** The last publish: its duration, its steps added to `into`; throws unless incremental. */
    const published = async (into: Record<string, number[]>) => {
      const status = await publisher.readStatus();
      for (const [name, seconds] of Object.entries(status.lastBuild?.steps ?? {})) {
        (into[name] ??= []).push(seconds);
      }
      // The changed estate, and the estates that show it among their similar ones.
      if (status.lastBuild?.mode !== 'partial' || (status.lastBuild.changed ?? 0) < 1) {
        throw new Error(
          `one change was not built incrementally: ${JSON.stringify(status.lastBuild)}`,
        );
      }
      renderedFiles = status.lastBuild.rendered ?? 0;
      return (status.lastDurationMs ?? Number.NaN) / 1000;
    };
    for (let run = 0; run < options.runs; run += 1) {
      const ids = change(run);
      oneChangeDone.push(await time(ids));
      oneChange.push(await published(steps));
      noChange.push(await time(ids));
      checkAfterNamed.push(await time());
      checkNoChange.push(await time());
      change(options.runs + 2 + run);
      await time();
      unnamedChange.push(await published(unnamedSteps));
    }
    // Two changes in a row, the second triggered as soon as the first is published, while the
    // server still makes its copy of the published build (from the build it pruned).
    await time(change(options.runs));
    await time(change(options.runs + 1), false);
    const rightAfter = await publisher.readStatus();
    return {
      oneChangeRightAfterSeconds: (rightAfter.lastDurationMs ?? Number.NaN) / 1000,
      oneChangeRightAfterSteps: rightAfter.lastBuild?.steps ?? {},
      estates: options.estates,
      firstPublishSeconds,
      oneChangeSeconds: summarize(oneChange),
      oneChangeFirstSeconds: oneChange[0] ?? Number.NaN,
      incrementalBuilds: renderer ? 'renderer' : 'process per build',
      oneChangeDoneSeconds: summarize(oneChangeDone),
      oneChangeSteps: Object.fromEntries(
        Object.entries(steps).map(([name, values]) => [name, summarize(values).median]),
      ),
      noChangeSeconds: summarize(noChange),
      unnamedChangeSeconds: summarize(unnamedChange),
      unnamedChangeSteps: Object.fromEntries(
        Object.entries(unnamedSteps).map(([name, values]) => [name, summarize(values).median]),
      ),
      checkNoChangeSeconds: summarize(checkNoChange),
      checkAfterNamedSeconds: summarize(checkAfterNamed),
      renderedFiles,
    };
  } finally {
    // Nothing may be linking into or deleting from the folder when it goes.
    await publisher.copies.settled();
    await deletionsDone();
    await renderer?.close();
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}
