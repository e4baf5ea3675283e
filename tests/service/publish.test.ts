import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { deletionsDone } from '../../publish/delete-aside.ts';
import { removeRenderDirs } from '../../publish/site-build.ts';
import { buildOutDir } from '../../src/site/build-dirs.ts';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Publisher, type RunHints, type SiteBuilder } from '../../publish/publisher.ts';

/** A fake site build: one page whose text says which build wrote it. */
function builder(label: () => string, options: { fail?: () => boolean; delayMs?: number } = {}) {
  let calls = 0;
  const build: SiteBuilder = async (outDir) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'index.html'), label());
    if (options.fail?.()) throw new Error('content service answered 503');
    return { pages: 1 };
  };
  return { build, calls: () => calls };
}

let clock = Date.UTC(2026, 10, 22, 8, 0, 0);
const now = () => new Date((clock += 1000));

async function site(publisher: Publisher): Promise<string> {
  return readFile(join(publisher.currentPath, 'index.html'), 'utf8');
}

describe('atomic publishing', () => {
  it('serves a new build through the current pointer once it is complete', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    let version = 1;
    const publisher = new Publisher({ root, build: builder(() => `v${version}`).build, now });
    await publisher.trigger();
    expect(await site(publisher)).toBe('v1');
    version = 2;
    await publisher.trigger();
    expect(await site(publisher)).toBe('v2');
    const status = await publisher.readStatus();
    expect(status.builds).toHaveLength(2);
    expect(status.lastPages).toBe(1);
    expect(status.lastError).toBeNull();
  });

  it('leaves the published site byte-identical when a build fails, and says why', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    let failing = false;
    const publisher = new Publisher({
      root,
      build: builder(() => (failing ? 'broken' : 'good'), { fail: () => failing }).build,
      now,
    });
    await publisher.trigger();
    const before = await site(publisher);
    failing = true;
    await expect(publisher.trigger()).rejects.toThrow(/503/);
    expect(await site(publisher)).toBe(before);
    const status = await publisher.readStatus();
    expect(status.lastError?.message).toMatch(/503/);
    expect(status.builds).toHaveLength(1);
    // The failed build's directory is gone.
    expect((await readdir(root)).filter((name) => name.startsWith('build-'))).toHaveLength(2);
  });

  it('runs one more build, not one per trigger, when triggers arrive during a build', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    const fake = builder(() => 'x', { delayMs: 50 });
    const publisher = new Publisher({ root, build: fake.build, now });
    const first = publisher.trigger();
    const others = [publisher.trigger(), publisher.trigger(), publisher.trigger()];
    await Promise.all([first, ...others]);
    expect(fake.calls()).toBe(2);
  });

  it('rolls back to the previous build and keeps only the last few', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    let version = 0;
    const publisher = new Publisher({
      root,
      build: builder(() => `v${version}`).build,
      keep: 3,
      now,
    });
    for (version = 1; version <= 5; version += 1) await publisher.trigger();
    expect(await site(publisher)).toBe('v5');
    expect(await publisher.builds()).toHaveLength(3);
    expect(await publisher.rollback()).not.toBeNull();
    expect(await site(publisher)).toBe('v4');
    expect(await publisher.rollback()).not.toBeNull();
    expect(await site(publisher)).toBe('v3');
    expect(await publisher.rollback()).toBeNull();
    expect(await site(publisher)).toBe('v3');
  });

  it('hands a pruned build to `recycle` instead of deleting it, then says what it published', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    let version = 0;
    const events: string[] = [];
    const publisher = new Publisher({
      root,
      build: builder(() => `v${version}`).build,
      keep: 2,
      now,
      recycle: async (dir) => {
        // No longer a build by then: its marker is gone.
        expect(await publisher.builds()).not.toContain(basename(dir));
        events.push(`recycle ${await readFile(join(dir, 'index.html'), 'utf8')}`);
      },
      onPublished: (dir) => events.push(`published ${basename(dir)}`),
    });
    const names: string[] = [];
    for (version = 1; version <= 3; version += 1) {
      await publisher.trigger();
      names.push((await publisher.currentBuild())!);
    }
    expect(events).toEqual([
      `published ${names[0]}`,
      `published ${names[1]}`,
      'recycle v1',
      `published ${names[2]}`,
    ]);
    // The recycled directory is the hook's: the publisher left it where it was.
    expect(await readdir(root)).toContain(names[0]);
    expect(await publisher.builds()).toEqual(names.slice(1));
  });

  it('removes the builds a crash interrupted, at the start and at the next run, and keeps the others', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    let version = 0;
    const first = new Publisher({ root, build: builder(() => `v${version}`).build, keep: 2, now });
    for (version = 1; version <= 3; version += 1) await first.trigger();
    const kept = await first.builds();
    const current = await first.currentBuild();
    expect(kept).toHaveLength(2);
    // A build killed half-way: its directory of pages and a state file, no `.done` marker; and
    // an incremental build's render directory beside a finished build.
    const interrupt = async (name: string) => {
      await mkdir(join(root, name, 'nl', 'aanbod', '12'), { recursive: true });
      await writeFile(join(root, name, 'nl', 'aanbod', '12', 'index.html'), 'half');
      await writeFile(join(root, `${name}.state.json`), '{}');
      await mkdir(join(root, `${name}.partial`, 'nl'), { recursive: true });
    };
    await interrupt('build-20261122T090000000Z');
    await mkdir(join(root, `${kept[0]}.partial`));
    const builds = async () =>
      (await readdir(root)).filter((entry) => entry.startsWith('build-')).sort();
    const finishedFiles = await builds();

    // The publisher of the next process (the site server) starts.
    const abandoned: string[] = [];
    const log = vi.fn();
    const next = new Publisher({
      root,
      build: builder(() => `v${version}`).build,
      keep: 2,
      now,
      abandoned: async (dir) => void abandoned.push(basename(dir)),
      log,
    });
    await next.cleanUp();
    await deletionsDone();
    expect(await builds()).toEqual(
      finishedFiles.filter(
        (entry) => !entry.startsWith('build-20261122T090000000Z') && !entry.endsWith('.partial'),
      ),
    );
    expect(await next.builds()).toEqual(kept);
    expect(await next.currentBuild()).toBe(current);
    expect(await site(next)).toBe('v3');
    expect(abandoned).toEqual(['build-20261122T090000000Z']);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/build-20261122T090000000Z/));
    expect((await readdir(root)).filter((entry) => entry.startsWith('.deleting-'))).toEqual([]);

    // Another crash; the next run removes it before it builds.
    await interrupt('build-20261122T100000000Z');
    await next.trigger();
    await deletionsDone();
    expect((await builds()).filter((entry) => entry.startsWith('build-20261122T1'))).toEqual([]);
    expect(await next.builds()).toHaveLength(2);
    expect(await site(next)).toBe(`v${version}`);
  });

  it('finds where an interrupted build rendered outside the project, with its shards', async () => {
    const buildDir = join(await mkdtemp(join(tmpdir(), 'publish-')), 'build-20261122T090000000Z');
    const renderDirs = [buildDir, `${buildDir}.partial`].map((dir) => buildOutDir(dir));
    const left = [...renderDirs, `${renderDirs[0]}.shard-1`];
    for (const dir of left) await mkdir(join(dir, 'nl'), { recursive: true });
    await removeRenderDirs(buildDir);
    await deletionsDone();
    for (const dir of left) expect(existsSync(dir), dir).toBe(false);
  });

  it('refuses to build while another process holds the build lock', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    await writeFile(join(root, 'build.lock'), String(process.pid));
    const fake = builder(() => 'x');
    const publisher = new Publisher({ root, build: fake.build, now });
    await expect(publisher.trigger()).rejects.toThrow(/another build is running/);
    expect(fake.calls()).toBe(0);
  });

  it('takes over a lock left by a process that died', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    await writeFile(join(root, 'build.lock'), '999999999');
    const publisher = new Publisher({ root, build: builder(() => 'x').build, now });
    await publisher.trigger();
    expect(await site(publisher)).toBe('x');
  });

  it('hands the builder the published build and publishes nothing when it reports no change', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    const seen: (string | null)[] = [];
    let unchanged = false;
    const publisher = new Publisher({
      root,
      now,
      build: async (outDir, previousDir) => {
        seen.push(previousDir);
        await mkdir(outDir, { recursive: true });
        await writeFile(join(outDir, 'index.html'), 'v');
        await writeFile(`${outDir}.state.json`, '{}');
        return { pages: 1, unchanged };
      },
    });
    await publisher.trigger();
    const first = await publisher.currentBuild();
    unchanged = true;
    await publisher.trigger();
    expect(seen).toEqual([null, join(root, first!)]);
    expect(await publisher.currentBuild()).toBe(first);
    const status = await publisher.readStatus();
    expect(status.builds).toEqual([first]);
    expect(status.lastUnchangedAt).not.toBeNull();
    // The unpublished build and the files beside it are gone.
    expect((await readdir(root)).filter((name) => name.startsWith('build-')).sort()).toEqual(
      [first, `${first}.done`, `${first}.state.json`].sort(),
    );
  });

  it('tells the after-publish step which build replaced which, and a failing step keeps the publish', async () => {
    const root = await mkdtemp(join(tmpdir(), 'publish-'));
    const calls: { previousDir: string | null; currentDir: string }[] = [];
    const logged: string[] = [];
    const publisher = new Publisher({
      root,
      now,
      build: builder(() => 'x').build,
      log: (message) => logged.push(message),
      afterPublish: async (publish) => {
        calls.push(publish);
        if (calls.length === 2) throw new Error('alerts database locked');
      },
    });
    await publisher.trigger();
    const first = join(root, (await publisher.currentBuild())!);
    await publisher.trigger();
    const second = join(root, (await publisher.currentBuild())!);
    expect(calls).toEqual([
      { previousDir: null, currentDir: first },
      { previousDir: first, currentDir: second },
    ]);
    expect(second).not.toBe(first);
    expect(logged.join('\n')).toMatch(/alerts database locked/);
  });

  /** A publisher whose builds record their hints, then wait for `hold` before writing a page. */
  async function hintsPublisher(hold: () => Promise<void>) {
    const seen: RunHints[] = [];
    const publisher = new Publisher({
      root: await mkdtemp(join(tmpdir(), 'publish-')),
      now,
      build: async (outDir, _previous, hints) => {
        seen.push(hints);
        await hold();
        await mkdir(outDir, { recursive: true });
        await writeFile(join(outDir, 'index.html'), 'x');
        return { pages: 1 };
      },
    });
    return { publisher, seen };
  }

  it('hands the named estates of every waiting trigger to one run, and back after a failure', async () => {
    let fail = true;
    let open = () => {};
    let gate = Promise.resolve();
    const { publisher, seen } = await hintsPublisher(async () => {
      await gate;
      if (fail) throw new Error('service down');
    });
    await expect(publisher.trigger({ changedIds: ['5'] })).rejects.toThrow(/down/);
    fail = false;
    gate = new Promise((resolve) => (open = resolve));
    const running = publisher.trigger({ changedIds: ['7'] });
    // Once that run has taken its hints, later triggers wait for the next run.
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 10_000 });
    const waiting = [
      publisher.trigger({ changedIds: ['9'] }),
      publisher.trigger({ fullSync: true, changedIds: ['9', '3'] }),
    ];
    gate = Promise.resolve();
    open();
    await Promise.all([running, ...waiting]);
    expect(seen).toEqual([
      { changedIds: ['5'], fullSync: false, onlyNamed: true },
      { changedIds: ['5', '7'], fullSync: false, onlyNamed: true },
      { changedIds: ['3', '9'], fullSync: true, onlyNamed: true },
    ]);
  });

  it('asks about every estate when one of the triggers of a run named none', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { publisher, seen } = await hintsPublisher(() => gate);
    const running = publisher.trigger();
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 });
    // A schedule's trigger and a webhook's wait for the same run: it asks about every estate.
    const waiting = [publisher.trigger(), publisher.trigger({ changedIds: ['4'] })];
    open();
    await Promise.all([running, ...waiting]);
    await publisher.trigger({ changedIds: ['8'] });
    expect(seen).toEqual([
      { changedIds: [], fullSync: false, onlyNamed: false },
      { changedIds: ['4'], fullSync: false, onlyNamed: false },
      { changedIds: ['8'], fullSync: false, onlyNamed: true },
    ]);
  });
});
