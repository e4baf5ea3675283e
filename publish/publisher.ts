import {
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { deleteAside, sweepAside } from './delete-aside.ts';

/*
 * Atomic publishing: every build goes to a new directory under `root`; publishing
 * swaps one symlink, `current`, with a rename (atomic on POSIX), so a visitor gets either the
 * old site or the new one, never half of each. The previous builds stay for an instant
 * rollback. A failed build leaves `current` as it was. A build a crash interrupted (no `.done`
 * marker) is removed by the next run, or when a long-running publisher starts (`cleanUp`).
 */

export type BuildOutcome = {
  /** Pages of the build, for the status. */
  pages: number;
  /** The whole site rendered, or only what changed since `previousDir`. */
  mode?: 'full' | 'partial';
  /** Why a full build was needed. */
  reason?: string;
  /** Nothing changed since the published build: nothing is published. */
  unchanged?: boolean;
  /** Records (estates, units) rendered again and removed; files rendered. */
  changed?: number;
  removed?: number;
  rendered?: number;
  /** Found unchanged by the check before the build (source-check.ts): Astro did not start. */
  checkedBeforeBuild?: boolean;
  /** How many processes rendered a full build at once (src/site/build-shards.ts). */
  shards?: number;
  /** Seconds spent in each step of the build (check, astro, link, …), for the status. */
  steps?: Record<string, number>;
};

/**
 * Builds the site into `outDir`, given the published build (`previousDir`, null before the
 * first publish); rejects when the build fails (nothing is published then).
 */
export type SiteBuilder = (
  outDir: string,
  previousDir: string | null,
  hints: RunHints,
) => Promise<BuildOutcome>;

/**
 * What a trigger says: estates named as changed (the webhook's list), or a full sync asked for
 * (see src/site/loaders/sync-policy.ts). A trigger that names no estate asks the service about
 * every one (a schedule, `npm run rebuild`, a webhook without a list).
 */
export type RebuildHints = { changedIds: string[]; fullSync: boolean };

/**
 * What the triggers of a run said, added up: `onlyNamed` when every one of them named the
 * estates that changed, so the run asks the service about those alone (src/site/build-request.ts).
 */
export type RunHints = RebuildHints & { onlyNamed: boolean };

/** Told about each publish: the build served before (null for the first) and the new one. */
export type AfterPublish = (publish: {
  previousDir: string | null;
  currentDir: string;
}) => Promise<void>;

export type PublishStatus = {
  /** The build being served, or null before the first publish. */
  current: string | null;
  lastPublishedAt: string | null;
  lastDurationMs: number | null;
  lastPages: number | null;
  /** How the last publish was built: full, or partial with its counts. */
  lastBuild: Omit<BuildOutcome, 'pages'> | null;
  /** The last run that found nothing to publish. */
  lastUnchangedAt: string | null;
  /** Whether that run found so before starting a build (publish/source-check.ts). */
  lastUnchangedBeforeBuild: boolean;
  lastError: { at: string; message: string } | null;
  running: boolean;
  queued: boolean;
  builds: string[];
};

const statusFile = 'publish-status.json';
const buildName = /^build-\d{8}T\d{6}\d{3}Z(-\d+)?$/;
/** A build's directory or a file beside it: its name, then what follows (`.done`, `.state.json`). */
const buildEntry = /^(build-\d{8}T\d{6}\d{3}Z(?:-\d+)?)(\..+)?$/;
/** What a finished build keeps beside its directory (see site-build.ts `sidecar`). */
const keptBeside = new Set([
  '.done',
  '.state.json',
  '.listings.json',
  '.source.json',
  '.prices.json',
]);

/** A sortable, unique directory name for a build started now. */
export function buildDirectoryName(now: Date, taken: ReadonlySet<string> = new Set()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  let name = `build-${stamp}`;
  for (let n = 1; taken.has(name); n += 1) name = `build-${stamp}-${n}`;
  return name;
}

export class Publisher {
  readonly root: string;
  readonly keep: number;
  private readonly build: SiteBuilder;
  private readonly now: () => Date;
  private readonly afterPublish: AfterPublish | undefined;
  private readonly onPublished: ((currentDir: string) => void) | undefined;
  private readonly recycle: ((buildDir: string) => Promise<void>) | undefined;
  private readonly abandoned: ((buildDir: string) => Promise<void>) | undefined;
  private readonly log: (message: string) => void;
  private hints = Publisher.noHints();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(options: {
    root: string;
    build: SiteBuilder;
    keep?: number;
    now?: () => Date;
    /** Runs after each publish (the alerts); its failure is logged, the publish stands. */
    afterPublish?: AfterPublish;
    /**
     * Told at once when a build is served and older builds pruned, before `afterPublish`
     * (work to start in the background, such as linked-copies.ts).
     */
    onPublished?: (currentDir: string) => void;
    /**
     * Takes the directory of a build beyond `keep` instead of deleting it (linked-copies.ts
     * makes it the next build's copy); it is no longer a build.
     */
    recycle?: (buildDir: string) => Promise<void>;
    /**
     * Removes what the build of `buildDir`, interrupted by a crash, left outside the root (the
     * builder's own working directories); the root itself is cleaned by the publisher.
     */
    abandoned?: (buildDir: string) => Promise<void>;
    log?: (message: string) => void;
  }) {
    this.root = options.root;
    this.build = options.build;
    this.keep = Math.max(2, options.keep ?? 3);
    this.now = options.now ?? (() => new Date());
    this.afterPublish = options.afterPublish;
    this.onPublished = options.onPublished;
    this.recycle = options.recycle;
    this.abandoned = options.abandoned;
    this.log = options.log ?? ((message) => console.error(message));
  }

  /** The hints of no trigger yet. */
  private static noHints() {
    return { changedIds: new Set<string>(), fullSync: false, everyEstate: false };
  }

  /** One trigger's hints added to those of the run to come. */
  private addHints(hints: {
    changedIds: Iterable<string>;
    fullSync: boolean;
    everyEstate: boolean;
  }) {
    for (const id of hints.changedIds) this.hints.changedIds.add(id);
    this.hints.fullSync ||= hints.fullSync;
    this.hints.everyEstate ||= hints.everyEstate;
  }

  /** The path a site server serves: follows every publish without a restart. */
  get currentPath(): string {
    return join(this.root, 'current');
  }

  /**
   * Builds and publishes. A trigger while a build runs queues exactly one more run (which
   * sees every change made meanwhile); further triggers join that queued run.
   */
  trigger(hints: Partial<RebuildHints> = {}): Promise<void> {
    this.addHints({
      changedIds: hints.changedIds ?? [],
      fullSync: hints.fullSync === true,
      everyEstate: (hints.changedIds ?? []).length === 0,
    });
    return this.start();
  }

  /** Runs now, or once after the run under way, with the hints added up by then. */
  private start(): Promise<void> {
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  /** Serves the build before the current one again; returns its name, or null if none. */
  async rollback(): Promise<string | null> {
    const builds = await this.builds();
    const current = await this.currentBuild();
    const index = current ? builds.indexOf(current) : -1;
    const previous = index > 0 ? builds[index - 1] : undefined;
    if (!previous) return null;
    await this.point(previous);
    await this.saveStatus({ current: previous });
    return previous;
  }

  async readStatus(): Promise<PublishStatus> {
    const saved = await readFile(join(this.root, statusFile), 'utf8')
      .then((text) => JSON.parse(text) as Partial<PublishStatus>)
      .catch((): Partial<PublishStatus> => ({}));
    return {
      current: await this.currentBuild(),
      lastPublishedAt: saved.lastPublishedAt ?? null,
      lastDurationMs: saved.lastDurationMs ?? null,
      lastPages: saved.lastPages ?? null,
      lastBuild: saved.lastBuild ?? null,
      lastUnchangedAt: saved.lastUnchangedAt ?? null,
      lastUnchangedBeforeBuild: saved.lastUnchangedBeforeBuild ?? false,
      lastError: saved.lastError ?? null,
      running: this.running !== null,
      queued: this.queued !== null,
      builds: await this.builds(),
    };
  }

  /** The finished builds, oldest first (an unfinished one has no `.done` marker). */
  async builds(): Promise<string[]> {
    const entries = await readdir(this.root).catch(() => [] as string[]);
    const done = new Set(entries.filter((name) => name.endsWith('.done')));
    return entries.filter((name) => buildName.test(name) && done.has(`${name}.done`)).sort();
  }

  async currentBuild(): Promise<string | null> {
    return readlink(this.currentPath).catch(() => null);
  }

  /**
   * Removes what builds a crash interrupted left behind, as every run does first: for a
   * long-running publisher at its start. A run of this process waits for it; while another
   * process builds (it holds the lock), nothing is done, as that run cleans up itself.
   */
  cleanUp(): Promise<void> {
    if (this.running) return this.running.catch(() => undefined);
    this.running = this.lock()
      .catch(() => null)
      .then(async (release) => {
        if (!release) return;
        try {
          await this.removeUnfinished();
        } finally {
          await release();
        }
      })
      .catch((error: unknown) => {
        this.log(
          `cleaning up ${this.root}: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const release = await this.lock();
    try {
      await this.removeUnfinished();
      await this.buildAndPublish();
    } finally {
      await release();
    }
  }

  /**
   * Under the lock, so no build is under way: every build without its `.done` marker (a crash
   * stopped it: a whole build's size) is deleted with the files beside it, and so are the
   * leftovers of finished builds (a render directory, a temporary file); `current`'s build and
   * the finished builds with their state, listings and source files stay.
   */
  private async removeUnfinished(): Promise<void> {
    await sweepAside(this.root);
    const entries = await readdir(this.root).catch(() => [] as string[]);
    const finished = new Set(await this.builds());
    const current = await this.currentBuild();
    if (current) finished.add(current);
    const unfinished = new Set<string>();
    for (const entry of entries) {
      const [, name, rest] = buildEntry.exec(entry) ?? [];
      if (!name) continue;
      if (finished.has(name) && (rest === undefined || keptBeside.has(rest))) continue;
      if (!finished.has(name)) unfinished.add(name);
      const path = join(this.root, entry);
      const isDirectory = await stat(path).then(
        (info) => info.isDirectory(),
        () => false,
      );
      await (isDirectory ? deleteAside(path) : rm(path, { force: true }));
    }
    for (const name of unfinished) {
      this.log(`removed ${name}, a build that was interrupted`);
      await this.abandoned?.(join(this.root, name));
    }
  }

  /**
   * One build at a time across processes too (the site server's schedule and a manual
   * `npm run rebuild`): a lock file holding the builder's pid; a lock left by a dead process
   * is taken over.
   */
  private async lock(): Promise<() => Promise<void>> {
    const path = join(this.root, 'build.lock');
    for (;;) {
      try {
        const handle = await open(path, 'wx');
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => rm(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(await readFile(path, 'utf8').catch(() => ''));
        if (!isAlive(holder)) {
          await rm(path, { force: true });
          continue;
        }
        throw new Error(`another build is running (pid ${holder}); nothing was published`, {
          cause: error,
        });
      }
    }
  }

  private async buildAndPublish(): Promise<void> {
    const started = this.now();
    const entries = new Set(await readdir(this.root));
    const name = buildDirectoryName(started, entries);
    const outDir = join(this.root, name);
    const previous = await this.currentBuild();
    const previousDir = previous ? join(this.root, previous) : null;
    // This run takes the hints so far; a failed run gives them back to the next one.
    const hints = this.hints;
    this.hints = Publisher.noHints();
    try {
      const { pages, ...outcome } = await this.build(outDir, previousDir, {
        changedIds: [...hints.changedIds].sort(),
        fullSync: hints.fullSync,
        onlyNamed: !hints.everyEstate && hints.changedIds.size > 0,
      });
      if (outcome.unchanged) {
        await this.discard(name);
        await this.saveStatus({
          lastUnchangedAt: this.now().toISOString(),
          lastUnchangedBeforeBuild: Boolean(outcome.checkedBeforeBuild),
          lastError: null,
        });
        return;
      }
      await writeFile(join(this.root, `${name}.done`), started.toISOString());
      await this.point(name);
      await this.saveStatus({
        lastPublishedAt: this.now().toISOString(),
        lastDurationMs: this.now().getTime() - started.getTime(),
        lastPages: pages,
        lastBuild: outcome,
        lastError: null,
      });
      await this.prune();
      this.onPublished?.(outDir);
      await this.afterPublish?.({ previousDir, currentDir: outDir }).catch((error: unknown) => {
        this.log(
          `after publishing ${name}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    } catch (error) {
      this.addHints(hints);
      await this.discard(name);
      await this.saveStatus({
        lastError: {
          at: this.now().toISOString(),
          message: error instanceof Error ? error.message : String(error),
        },
      });
      throw error;
    }
  }

  /** Points `current` at a build: a new symlink renamed over the old one, in one step. */
  private async point(name: string): Promise<void> {
    const temporary = join(this.root, `current.${process.pid}.${Date.now()}`);
    await symlink(name, temporary);
    await rename(temporary, this.currentPath);
  }

  private async prune(): Promise<void> {
    await sweepAside(this.root);
    const builds = await this.builds();
    const current = await this.currentBuild();
    const old = builds.slice(0, Math.max(0, builds.length - this.keep));
    for (const name of old) {
      if (name === current) continue;
      await this.discard(name, this.recycle);
    }
  }

  /**
   * Removes a build with the files beside it (`.done`, its state and listing manifest); the
   * build's many files are deleted in the background (delete-aside.ts), or handed to `recycle`.
   */
  private async discard(
    name: string,
    recycle: (buildDir: string) => Promise<void> = deleteAside,
  ): Promise<void> {
    // The marker first: a build without it is no build, whatever happens to its directory.
    await rm(join(this.root, `${name}.done`), { force: true });
    await recycle(join(this.root, name));
    const beside = (await readdir(this.root)).filter((entry) => entry.startsWith(`${name}.`));
    await Promise.all(
      beside.map((entry) => rm(join(this.root, entry), { recursive: true, force: true })),
    );
  }

  private async saveStatus(change: Partial<PublishStatus>): Promise<void> {
    const saved = await readFile(join(this.root, statusFile), 'utf8')
      .then((text) => JSON.parse(text) as Partial<PublishStatus>)
      .catch((): Partial<PublishStatus> => ({}));
    const next = { ...saved, ...change };
    delete next.running;
    delete next.queued;
    delete next.builds;
    const temporary = join(this.root, `${statusFile}.${process.pid}`);
    await writeFile(temporary, JSON.stringify(next, null, 2));
    await rename(temporary, join(this.root, statusFile));
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
