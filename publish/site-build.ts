import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ServiceTimeoutError } from '../src/content-service/index.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';
import { buildCacheDir, buildRequestEnv, type BuildRequest } from '../src/site/build-request.ts';
import { shardCount } from '../src/site/build-shards.ts';
import { filesUnder } from '../src/site/page-files.ts';
import { sitemapFilePattern } from '../src/site/sitemap.ts';
import { nothingChanged, type WrittenBuildState } from '../src/site/build-state.ts';
import { readWrittenState } from '../src/site/build-state-file.ts';
import { readRecordDigests } from '../src/site/loaders/record-digests.ts';
import {
  labelsExpiredSince,
  priceHistoryPath,
  readPriceHistory,
  writePriceHistory,
} from '../src/site/price-history-store.ts';
import { astroProcessEnv } from './astro-process-env.ts';
import { cdnPurgeStep } from './cdn-purge.ts';
import { deleteAside } from './delete-aside.ts';
import { LinkedCopies } from './linked-copies.ts';
import { stepTimer } from './step-timer.ts';
import {
  bundleKey,
  keepBuildBundle,
  keptBundle,
  ResidentRenderer,
} from './renderer/resident-renderer.ts';
import {
  contentSourceDigest,
  readSourceDigest,
  recordsDueForRecheck,
  writeSourceDigest,
} from './source-check.ts';
import type { AfterPublish, BuildOutcome, SiteBuilder } from './publisher.ts';
import { Publisher } from './publisher.ts';

/** Where published builds live (inside the project, so Astro keeps each build self-contained). */
export const defaultPublishRoot = '.builds/site';

/**
 * Where the builds of a data set are published and their content cache kept: PUBLISH_ROOT and
 * BUILD_CACHE_DIR, else per DATA_DIR (another data set, such as the browser tests', is another
 * site), else `.builds/site` and `.builds/cache`.
 */
export function publishDirs(env: NodeJS.ProcessEnv): { root: string; cache: string } {
  const key = env.DATA_DIR
    ? `-${createHash('sha256').update(resolve(env.DATA_DIR)).digest('hex').slice(0, 12)}`
    : '';
  return {
    root: resolve(env.PUBLISH_ROOT || `${defaultPublishRoot}${key}`),
    cache: resolve(env.BUILD_CACHE_DIR || `.builds/cache${key}`),
  };
}

/**
 * The files kept beside a build's directory: its state and plan, its listing manifest, the
 * digest of the service's answers it was built from (source-check.ts) and the price history it
 * rendered (src/site/price-history-store.ts).
 */
export const sidecar = (buildDir: string, kind: 'state' | 'listings' | 'source' | 'prices') =>
  `${buildDir}.${kind}.json`;

/** Deletes a build directory and the files kept beside it. */
export async function removeBuild(buildDir: string): Promise<void> {
  await rm(buildDir, { recursive: true, force: true });
  for (const kind of ['state', 'listings', 'source', 'prices'] as const) {
    await rm(sidecar(buildDir, kind), { force: true });
  }
}

/** What renders the pages: a different digest means nothing of the published build is reused. */
const codeInputs = ['src', 'integrations', 'public', 'astro.config.mjs', 'package-lock.json'];

/** Each source file's digest by path, kept while its size, time and inode stay the same. */
const fileDigests = new Map<string, { stamp: string; digest: string }>();

/** A file's digest, read again only when its stamp changed since this process last read it. */
async function fileDigest(file: string): Promise<string> {
  const info = await stat(file, { bigint: true });
  const stamp = `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`;
  const known = fileDigests.get(file);
  if (known?.stamp === stamp) return known.digest;
  const digest = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  fileDigests.set(file, { stamp, digest });
  return digest;
}

/**
 * The digest of the sources, public files and settings that shape the pages (the PUBLIC_*
 * variables, SITE_URL, the site id and hostname), so an incremental build never mixes pages of
 * two versions of the code. A long-running publisher (the site server) reads a file again only
 * when it changed: each rebuild's check runs this.
 */
export async function codeDigest(projectRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of codeInputs) {
    const path = join(projectRoot, input);
    const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
    if (!entries) {
      if (existsSync(path)) files.push(path);
      continue;
    }
    for (const entry of entries) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  const sorted = files.sort();
  const digests = await Promise.all(sorted.map(fileDigest));
  sorted.forEach((file, index) =>
    hash.update(`${relative(projectRoot, file)}\0${digests[index]}\0`),
  );
  const settings = Object.entries(env)
    .filter(([name]) => /^(PUBLIC_|SITE_URL$|SITE_ID$|SITE_HOSTNAME$)/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

/** A failed content-service call as the build states it (src/site/loaders/content-service-for-build.ts). */
const failedCall = /Content service call '[^']*'[^\n]*/g;
/** The colour codes of a child's output. */
// eslint-disable-next-line no-control-regex -- the escape character starts each code
const colours = /\u001b\[[\d;]*m/g;

/** A child process of the build: its request and the settings it runs with. */
type BuildProcess = { request: BuildRequest; env: NodeJS.ProcessEnv };

/**
 * A child process of the build; `done` fails with `failure(exit)` unless it exits with 0. Its
 * error output is passed on as it comes; a failed content-service call it names is added to the
 * failure, so the publisher's status says which call failed, not only an exit code.
 */
function runChild(
  args: string[],
  { request, env }: BuildProcess,
  failure: (exit: string) => string,
): { done: Promise<void>; stop: () => void } {
  const child = spawn(process.execPath, args, {
    env: astroProcessEnv({ ...env, ...buildRequestEnv(request) }),
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let tail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail = (tail + chunk.toString()).slice(-8192);
  });
  const done = new Promise<void>((resolve, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const call = tail.replace(colours, '').match(failedCall)?.at(-1)?.trim();
      const exit = signal ? `stopped by ${signal}` : `exit code ${code}`;
      fail(new Error(failure(call ? `${exit}: ${call}` : exit)));
    });
  });
  return { done, stop: () => child.kill('SIGTERM') };
}

/** An Astro command (`build`, `sync`) in a child process, as the npm scripts run it. */
function runAstro(
  command: 'build' | 'sync',
  build: BuildProcess,
): { done: Promise<void>; stop: () => void } {
  return runChild(
    ['node_modules/astro/bin/astro.mjs', command],
    build,
    (exit) =>
      `the site build failed (${command === 'sync' ? 'content sync, ' : ''}${exit}); nothing was published`,
  );
}

/** The estates' sync of a sharded build, in a process of its own (estates-sync.ts). */
function runEstatesSync(build: BuildProcess): { done: Promise<void>; stop: () => void } {
  return runChild(
    [fileURLToPath(new URL('./estates-sync.ts', import.meta.url))],
    build,
    (exit) => `the site build failed (estates sync, ${exit}); nothing was published`,
  );
}

/** `astro build` in a child process. */
function runAstroBuild(build: BuildProcess): Promise<void> {
  return runAstro('build', build).done;
}

/**
 * A full build in shards (src/site/build-shards.ts): the content synced once into the shared
 * cache, then one `astro build` per shard at the same time, each into its own directory with
 * `synced` in its request (they read the cache, none fetches or writes it), and their output
 * moved into `renderDir`. Shard 0 renders the pages of the whole site and writes the state and listing
 * files; every shard writes the same header files (the site's own inline scripts). A small
 * site builds in one process, as before. One failed shard stops the others and fails the build.
 * When the check said how many estates there are (`estatesHint`), the content synced first is
 * only the small collections Astro's store holds: the estates sync in a process of their own
 * (estates-sync.ts) while the shards start and bundle, and the shards wait for them (the
 * request's `estatesReady`) before they plan their pages; at 10,000 estates that sync is a
 * fifth of the build, and the shards' start no longer waits behind it.
 */
async function fullBuild(
  { request, env }: BuildProcess,
  estatesHint: number | null,
): Promise<{ shards: number }> {
  const settings = { cores: availableParallelism(), setting: env.BUILD_SHARDS };
  // One process whatever the count of estates: its `astro build` syncs the content itself, as an
  // incremental build does, without a process of its own to start and load the config first.
  if (shardCount({ ...settings, estates: estatesHint ?? Number.POSITIVE_INFINITY }) === 1) {
    await runAstroBuild({ env, request });
    return { shards: 1 };
  }
  // Past that, a known count of estates means shards: they start beside the estates' sync.
  const beside = estatesHint !== null;
  const ready = join(request.cacheDir, 'estates-ready');
  await rm(ready, { force: true });
  const sync = { env, request: { ...request, estatesReady: beside ? ready : null } };
  await runAstro('sync', sync).done;
  const estates = beside
    ? estatesHint
    : Object.keys((await readRecordDigests(buildCacheDir(request), ['estates']))?.estates ?? {})
        .length;
  const count = shardCount({ ...settings, estates });
  const synced = { ...sync.request, synced: true };
  if (count === 1) {
    await runAstroBuild({ env, request: synced });
    return { shards: 1 };
  }
  const renderDir = request.outDir;
  const dirs = Array.from({ length: count }, (_, index) =>
    index === 0 ? renderDir : buildOutDir(`${renderDir}.shard-${index}`),
  );
  // One state and one listing manifest: shard 0's (every shard plans the same pages).
  const none = { state: null, listings: null, prices: null };
  try {
    const runs = [
      ...(beside ? [runEstatesSync(sync)] : []),
      ...dirs.map((dir, index) =>
        runAstro('build', {
          env,
          request: {
            ...synced,
            outDir: dir,
            shard: { index, count },
            writes: index === 0 ? synced.writes : none,
          },
        }),
      ),
    ];
    const results = await Promise.allSettled(
      runs.map((run) =>
        run.done.catch((error: unknown) => {
          for (const other of runs) other.stop();
          throw error;
        }),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const dir of dirs.slice(1)) await overlayTree(dir, renderDir);
    return { shards: count };
  } finally {
    await rm(ready, { force: true });
    for (const dir of dirs.slice(1)) await rm(dir, { recursive: true, force: true });
  }
}

/** Moves a directory to a place that does not exist yet, across file systems too. */
async function moveTree(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(source, target, { recursive: true });
    await rm(source, { recursive: true, force: true });
  }
}

/**
 * Moves every file of `from` into `to`, replacing what is there; returns how many. A folder
 * that `to` lacks moves in one rename (a shard's estates are folders of their own), so merging
 * a shard of 10,000 estates is thousands of renames rather than a rename and a folder check
 * for each of its 40,000 files. Blocking calls, with a turn for the event loop every so often:
 * the site server publishes while it serves.
 */
export async function overlayTree(from: string, to: string): Promise<number> {
  let files = 0;
  let steps = 0;
  const pause = async () => {
    if (++steps % 256 === 0) await nextTurn();
  };
  const overlay = async (source: string, target: string): Promise<void> => {
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const from = join(source, entry.name);
      const into = join(target, entry.name);
      if (entry.isDirectory()) {
        if (!existsSync(into)) {
          const inside = filesUnder(from, () => true).length;
          try {
            renameSync(from, into);
            files += inside;
            await pause();
            continue;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
            mkdirSync(into, { recursive: true });
          }
        }
        await overlay(from, into);
      } else if (entry.isFile()) {
        moveFileSync(from, into);
        files += 1;
        await pause();
      }
    }
  };
  mkdirSync(to, { recursive: true });
  await overlay(from, to);
  return files;
}

/** A rename, or a copy then a rename where the two paths are on different file systems. */
function moveFileSync(source: string, target: string): void {
  try {
    renameSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, `${target}.moving`);
    renameSync(`${target}.moving`, target);
    rmSync(source);
  }
}

/** Deletes the pages at these site paths (`/nl/…` → `/nl/…/index.html`) and empty folders. */
export async function removePages(root: string, paths: readonly string[]): Promise<number> {
  let removed = 0;
  for (const path of paths) {
    const dir = join(root, decodeURI(path));
    if (!dir.startsWith(root)) continue;
    if (existsSync(join(dir, 'index.html'))) removed += 1;
    await rm(join(dir, 'index.html'), { force: true });
    await rmdir(dir).catch(() => undefined);
  }
  return removed;
}

/**
 * Deletes the sitemaps at the root of a build that its index no longer names (the listing
 * sitemaps of another count, once the site grew or shrank past a step).
 */
export async function removeStaleSitemaps(root: string): Promise<string[]> {
  const index = await readFile(join(root, 'sitemap-index.xml'), 'utf8');
  const named = new Set(
    [...index.matchAll(/<loc>[^<]*\/([^/<]+)<\/loc>/g)].map((match) => match[1]!),
  );
  const stale = (await readdir(root)).filter(
    (name) => sitemapFilePattern.test(name) && !named.has(name),
  );
  for (const name of stale) await rm(join(root, name), { force: true });
  return stale;
}

/** Nothing to publish: the published build's page count, from its state. */
function unchangedOutcome(previous: WrittenBuildState | null): BuildOutcome {
  const pages = Object.values(previous?.state.records ?? {}).reduce(
    (sum, record) => sum + record.paths.length,
    0,
  );
  return { pages, mode: 'partial', unchanged: true, changed: 0, removed: 0 };
}

/**
 * The price history of the publish just made becomes the store's (DATA_DIR/price-history.json,
 * see src/site/price-history-store.ts), which the next build starts from.
 */
export async function commitPriceHistory(env: NodeJS.ProcessEnv, buildDir: string): Promise<void> {
  const rendered = await readPriceHistory(sidecar(buildDir, 'prices'));
  if (rendered) await writePriceHistory(resolve(priceHistoryPath(env)), rendered);
}

/**
 * A data-only rebuild in the resident renderer over `bundle` (renderer/rebuild.ts), into the
 * request's output directory: its steps, or null when it cannot be one (its plan asks for every
 * page) or the renderer failed, and an `astro build` is to do it instead. The request's own
 * bundle is not kept: the renderer's is that bundle.
 */
async function renderWithBundle(
  renderer: ResidentRenderer,
  bundle: string,
  request: BuildRequest,
  env: NodeJS.ProcessEnv,
): Promise<Record<string, number> | null> {
  try {
    await mkdir(request.outDir, { recursive: true });
    const outcome = await renderer.rebuild(bundle, { ...request, bundle: null }, env);
    return outcome.full ? null : outcome.steps;
  } catch (error) {
    console.warn(
      `the renderer could not rebuild (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); astro build does`,
    );
    return null;
  }
}

/**
 * The site build of the publisher: a data-only rebuild in the `renderer` over the bundle the
 * last `astro build` kept, when given and there is one; else `astro build` in a child process,
 * with the content-layer cache kept between builds (BUILD_CACHE_DIR), so unchanged records are not
 * processed again. With a published build of the same code, the build renders only the pages
 * of new and changed records and the site-wide pages (src/site/build-plan.ts); the new build
 * directory is then the published one linked file by file, those pages moved over it and the
 * pages of removed records deleted. Nothing changed → `unchanged`, and nothing is published.
 * CONTENT_SERVICE_URL must be set (the caller starts the local service).
 */
export function astroSiteBuilder(
  env: NodeJS.ProcessEnv = process.env,
  options: { renderer?: ResidentRenderer; copies?: LinkedCopies } = {},
): SiteBuilder {
  const { renderer } = options;
  const projectRoot = process.cwd();
  return async (outDir, previousDir, hints): Promise<BuildOutcome> => {
    const { steps, step } = stepTimer();
    const startedAt = new Date();
    const code = await codeDigest(projectRoot, env);
    const previous = previousDir ? await readWrittenState(sidecar(previousDir, 'state')) : null;
    const incremental =
      previousDir !== null && previous?.state.codeDigest === code && existsSync(previousDir);
    // What the service answers now; unreadable (the service down) → null, and the build says why.
    // The summaries it fetches are handed to a build that follows, and only then
    // (src/site/loaders/handed-summaries.ts). A service that takes the calls and never answers
    // would hold the build's first call as long: the build fails now, naming the call.
    const cache = publishDirs(env).cache;
    const summariesFile = join(cache, 'check-summaries.json');
    await mkdir(cache, { recursive: true });
    await rm(summariesFile, { force: true });
    // Every trigger named the estates that changed: only those are asked of the service (the
    // others stay as published), unless the daily recheck of full records is due.
    let recheck: Promise<boolean> | undefined;
    const recheckDue = () => (recheck ??= recordsDueForRecheck(cache, env));
    const onlyNamed = incremental && hints.onlyNamed && !hints.fullSync && !(await recheckDue());
    const check = await contentSourceDigest(env, { summaries: !onlyNamed }).catch(
      (error: unknown) => {
        if (!(error instanceof ServiceTimeoutError)) return null;
        throw new Error(
          `the check before the build: ${error.message} (BUILD_SERVICE_TIMEOUT_MS); nothing was published`,
          { cause: error },
        );
      },
    );
    const source = check?.digest ?? null;
    if (
      incremental &&
      source !== null &&
      !hints.fullSync &&
      hints.changedIds.length === 0 &&
      source === (await readSourceDigest(sidecar(previousDir, 'source'))) &&
      !(await recheckDue()) &&
      !(await labelsExpiredSince(sidecar(previousDir, 'prices'), startedAt))
    ) {
      step('check');
      return { ...unchangedOutcome(previous), checkedBeforeBuild: true, steps };
    }
    // Not handed over (no answer, or the file could not be written): the loader asks itself.
    const handed = check
      ? await check.handOver(summariesFile).then(
          () => true,
          () => false,
        )
      : false;
    step('check');
    // Astro renders inside the project (see build-dirs.ts); the result is moved into place.
    const renderDir = buildOutDir(incremental ? `${outDir}.partial` : outDir);
    await rm(renderDir, { recursive: true, force: true });
    // The render bundle of this code and these site records: a data-only rebuild renders with
    // it when there is one (renderer/), and an `astro build` keeps its own as it renders.
    const key = check ? bundleKey(code, check.frameDigest) : null;
    const bundle = key && renderer ? keptBundle(cache, key) : null;
    const keeping = key ? `${renderDir}.bundle` : null;
    if (keeping) await rm(keeping, { recursive: true, force: true });
    // A copy of the published build, made ahead (linked-copies.ts) or linked while Astro runs.
    const copies = options.copies ?? new LinkedCopies(dirname(outDir));
    let linking: Promise<void> | null = null;
    let linked = false;
    /** The copy, untouched, back for the next build (or deleted when it could not be made). */
    const giveBack = async () => {
      const complete = await linking!.then(
        () => true,
        () => false,
      );
      await (complete ? copies.giveBack(previousDir!, outDir) : deleteAside(outDir));
    };
    try {
      const request: BuildRequest = {
        outDir: renderDir,
        cacheDir: cache,
        codeDigest: code,
        startedAt: startedAt.toISOString(),
        shard: null,
        changedIds: hints.changedIds,
        fullSync: hints.fullSync,
        onlyNamed,
        synced: false,
        estatesReady: null,
        summariesFile: handed ? summariesFile : null,
        previous: {
          dir: incremental ? previousDir : null,
          state: previousDir ? sidecar(previousDir, 'state') : null,
          prices: previousDir ? sidecar(previousDir, 'prices') : null,
        },
        writes: {
          state: sidecar(outDir, 'state'),
          listings: sidecar(outDir, 'listings'),
          prices: sidecar(outDir, 'prices'),
        },
        priceHistory: resolve(priceHistoryPath(env)),
        bundle: keeping,
      };
      let shards = 1;
      let renderSteps: Record<string, number> | null = null;
      if (incremental) {
        // The new build starts from the published build's files.
        await rm(outDir, { recursive: true, force: true });
        linking = copies.take(previousDir, outDir);
        // Its failure is answered where it is awaited, not as an unhandled rejection meanwhile.
        linking.catch(() => undefined);
        const rendered =
          bundle && renderer ? await renderWithBundle(renderer, bundle, request, env) : null;
        if (rendered) renderSteps = rendered;
        else {
          await rm(renderDir, { recursive: true, force: true });
          await runAstroBuild({ request, env });
        }
      } else {
        // Rendered elsewhere (outside the project), the build still has its name under the
        // root from the start, so a crash that stops it leaves a trace to clean up by.
        if (renderDir !== outDir) await mkdir(outDir, { recursive: true });
        // The shards need the memory a resident renderer holds.
        await renderer?.close();
        // A build that cannot reuse the published one renders everything, in shards when large.
        shards = (await fullBuild({ request, env }, handed ? (check?.estates() ?? null) : null))
          .shards;
      }
      // The renderer's time, with its own steps beside it; or `astro build`'s.
      step(renderSteps ? 'renderer' : 'astro');
      for (const [name, seconds] of Object.entries(renderSteps ?? {}))
        steps[`renderer ${name}`] = seconds;
      if (keeping && key) await keepBuildBundle(keeping, cache, key);
      const written = await readWrittenState(sidecar(outDir, 'state'));
      if (!written) throw new Error('the build wrote no state; nothing was published');
      const { plan } = written;
      const pages = Object.values(written.state.records).reduce(
        (sum, record) => sum + record.paths.length,
        0,
      );
      if (plan.mode === 'full') {
        if (linking) {
          // New frame data: nothing of the published build is kept after all.
          await giveBack();
          linking = null;
        }
        if (renderDir !== outDir) await moveTree(renderDir, outDir);
        if (source !== null) await writeSourceDigest(sidecar(outDir, 'source'), source);
        step('move');
        // The pages of the state, as an incremental build counts them (not the short links'
        // stubs): walking 40,000 folders to count files cost seconds of every publish.
        return { pages, mode: 'full', reason: plan.reason, shards, steps };
      }
      if (nothingChanged(plan)) {
        // The published build is what the service answers now: the next check can say so.
        if (source !== null) await writeSourceDigest(sidecar(previousDir!, 'source'), source);
        return { pages, mode: 'partial', unchanged: true, changed: 0, removed: 0, steps };
      }
      await linking;
      linked = true;
      step('link');
      await removePages(outDir, plan.removedPaths);
      const rendered = await overlayTree(renderDir, outDir);
      await removeStaleSitemaps(outDir);
      if (source !== null) await writeSourceDigest(sidecar(outDir, 'source'), source);
      step('overlay');
      return {
        steps,
        pages,
        mode: 'partial',
        // Records of the service; the later listing pages they moved are rendered beside them.
        changed: plan.changed.filter((key) => !key.startsWith('listing:')).length,
        removed: plan.removed.filter((key) => !key.startsWith('listing:')).length,
        rendered,
      };
    } finally {
      if (keeping) {
        // With the copy a build stopped half-way left (integrations/render-bundle.ts).
        await rm(keeping, { recursive: true, force: true });
        await rm(`${keeping}.prerender-kept`, { recursive: true, force: true });
      }
      if (renderDir !== outDir) await rm(renderDir, { recursive: true, force: true });
      // Taken for nothing (Astro found no change, or a failure): the copy is not a build.
      if (linking && !linked) await giveBack();
    }
  };
}

/**
 * Deletes the directories where the build of `buildDir` rendered, when they are not beside it
 * (a publish root outside the project renders in `.builds/<hash>`, see build-dirs.ts), with its
 * shards' (`<render dir>.shard-<n>`): a build a crash interrupted leaves them behind.
 */
export async function removeRenderDirs(buildDir: string): Promise<void> {
  const root = dirname(buildDir);
  for (const wanted of [buildDir, `${buildDir}.partial`]) {
    const renderDir = buildOutDir(wanted);
    if (dirname(renderDir) === root) continue;
    const shards = (await readdir(dirname(renderDir)).catch(() => [] as string[])).filter((entry) =>
      entry.startsWith(`${basename(renderDir)}.shard-`),
    );
    for (const dir of [renderDir, ...shards.map((entry) => join(dirname(renderDir), entry))]) {
      await deleteAside(dir);
    }
  }
}

/**
 * The publisher of this project: into publishDirs(env).root, keeping PUBLISH_KEEP (3) builds.
 */
export function sitePublisher(
  env: NodeJS.ProcessEnv = process.env,
  options: {
    afterPublish?: AfterPublish;
    /** Data-only rebuilds rendered over the kept render bundle (renderer/), when there is one. */
    renderer?: ResidentRenderer;
    /**
     * A long-running publisher (the site server): makes the copy the next incremental build
     * starts from as soon as a build is published, from the build it prunes, and at once for
     * the build served now (linked-copies.ts).
     */
    linkAhead?: boolean;
  } = {},
): Publisher & { copies: LinkedCopies } {
  const { renderer, linkAhead, afterPublish } = options;
  const root = publishDirs(env).root;
  const copies = new LinkedCopies(root);
  const purgeCdn = cdnPurgeStep(env, root);
  const publisher = new Publisher({
    root,
    keep: Number(env.PUBLISH_KEEP) || 3,
    build: astroSiteBuilder(env, { renderer, copies }),
    onPublished: linkAhead ? (currentDir) => copies.prepare(currentDir) : undefined,
    recycle: linkAhead ? (buildDir) => copies.recycle(buildDir) : undefined,
    abandoned: removeRenderDirs,
    // The store follows the publish first: the alerts that come after may take long. The CDN
    // forgets the changed URLs last, once the site server serves the new build (its own step
    // never fails the publish).
    afterPublish: async (publish) => {
      let failure: unknown = null;
      await commitPriceHistory(env, publish.currentDir).catch((error: unknown) => {
        failure = error;
      });
      await afterPublish?.(publish).catch((error: unknown) => {
        failure ??= error;
      });
      await purgeCdn?.(publish);
      if (failure) throw failure;
    },
  });
  if (linkAhead) {
    void publisher.currentBuild().then((name) => {
      if (name) copies.prepare(join(root, name));
    });
  }
  return Object.assign(publisher, { copies });
}

/**
 * The resident renderer of a long-running publisher (the site server), unless BUILD_RENDERER=0:
 * its data-only rebuilds render over the bundle the last `astro build` kept.
 */
export function residentRenderer(env: NodeJS.ProcessEnv): ResidentRenderer | undefined {
  return env.BUILD_RENDERER === '0' ? undefined : new ResidentRenderer();
}
