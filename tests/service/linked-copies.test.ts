import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deletionsDone } from '../../publish/delete-aside.ts';
import { LinkedCopies } from '../../publish/linked-copies.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'linked-copies-'));
});

afterEach(async () => {
  await deletionsDone();
  await rm(root, { recursive: true, force: true });
});

/** A build of a few pages in folders, as Astro writes them. */
async function build(name: string, pages = ['nl/a', 'nl/b', 'fr/a']): Promise<string> {
  const dir = join(root, name);
  for (const page of pages) {
    await mkdir(join(dir, page), { recursive: true });
    await writeFile(join(dir, page, 'index.html'), `${name} ${page}`);
  }
  return dir;
}

const inode = async (path: string) => (await stat(path)).ino;
const copiesOnDisk = async () =>
  (await readdir(root)).filter((entry) => entry.startsWith('.linked-')).sort();

describe('LinkedCopies', () => {
  it('takes the copy made ahead with a rename: every file shared with the build', async () => {
    const published = await build('build-1');
    const copies = new LinkedCopies(root);
    copies.prepare(published);
    await copies.settled();
    expect(await copiesOnDisk()).toEqual(['.linked-build-1']);
    const made = await inode(join(root, '.linked-build-1'));

    const next = join(root, 'build-2');
    await copies.take(published, next);
    expect(await inode(next)).toBe(made);
    expect(await copiesOnDisk()).toEqual([]);
    for (const page of ['nl/a', 'nl/b', 'fr/a']) {
      expect(await inode(join(next, page, 'index.html'))).toBe(
        await inode(join(published, page, 'index.html')),
      );
    }
  });

  it('links a copy at once when none was made ahead', async () => {
    const published = await build('build-1');
    const next = join(root, 'build-2');
    await new LinkedCopies(root).take(published, next);
    expect(await readFile(join(next, 'nl/b/index.html'), 'utf8')).toBe('build-1 nl/b');
    expect(await inode(join(next, 'fr/a/index.html'))).toBe(
      await inode(join(published, 'fr/a/index.html')),
    );
  });

  it('waits for a copy still being linked rather than linking a second one', async () => {
    const published = await build(
      'build-1',
      Array.from({ length: 300 }, (_, n) => `nl/page-${n}`),
    );
    const copies = new LinkedCopies(root);
    copies.prepare(published);
    const next = join(root, 'build-2');
    await copies.take(published, next);
    expect((await readdir(join(next, 'nl'))).length).toBe(300);
    await copies.settled();
    expect(await copiesOnDisk()).toEqual([]);
  });

  it("drops an older build's copy when the next publish's is made", async () => {
    const first = await build('build-1');
    const second = await build('build-2');
    const copies = new LinkedCopies(root);
    copies.prepare(first);
    copies.prepare(second);
    await copies.settled();
    expect(await copiesOnDisk()).toEqual(['.linked-build-2']);

    // After a rollback to build-1 its copy is linked anew, from build-1's own files.
    const next = join(root, 'build-3');
    await copies.take(first, next);
    expect(await readFile(join(next, 'nl/a/index.html'), 'utf8')).toBe('build-1 nl/a');
    expect(await copiesOnDisk()).toEqual(['.linked-build-2']);
  });

  it('never takes a half-made copy left by a process that stopped, and drops it', async () => {
    const published = await build('build-1');
    // Linked up to one page when its process stopped.
    await mkdir(join(root, '.linked-build-1.partial', 'nl', 'a'), { recursive: true });
    const next = join(root, 'build-2');
    await new LinkedCopies(root).take(published, next);
    expect(await readFile(join(next, 'fr/a/index.html'), 'utf8')).toBe('build-1 fr/a');

    const copies = new LinkedCopies(root);
    copies.prepare(published);
    await copies.settled();
    expect(await copiesOnDisk()).toEqual(['.linked-build-1']);
    expect(await readFile(join(root, '.linked-build-1', 'nl/b/index.html'), 'utf8')).toBe(
      'build-1 nl/b',
    );
  });

  it('gives an unused copy back for the next build, and another process can take it', async () => {
    const published = await build('build-1');
    const copies = new LinkedCopies(root);
    copies.prepare(published);
    await copies.settled();
    const made = await inode(join(root, '.linked-build-1'));
    const taken = join(root, 'build-2');
    await copies.take(published, taken);
    await copies.giveBack(published, taken);
    expect(await copiesOnDisk()).toEqual(['.linked-build-1']);

    // A manual `npm run rebuild` knows nothing of this process's copies but finds it on disk.
    const next = join(root, 'build-3');
    await new LinkedCopies(root).take(published, next);
    expect(await inode(next)).toBe(made);
  });

  it('keeps a copy given back as a spare when one of that build is there already', async () => {
    const published = await build('build-1');
    const copies = new LinkedCopies(root);
    const taken = join(root, 'build-2');
    await copies.take(published, taken);
    copies.prepare(published);
    await copies.settled();
    await copies.giveBack(published, taken);
    expect(await copiesOnDisk()).toEqual(['.linked-build-1', '.linked-spare-build-2']);
    expect((await readdir(root)).filter((entry) => !entry.startsWith('.'))).toEqual(['build-1']);
  });

  it('makes the copy from a pruned build, changing only what differs, and deletes other trees', async () => {
    const old = await build('build-1', ['nl/a', 'nl/b', 'nl/gone']);
    const published = await build('build-2', ['nl/a', 'nl/b', 'nl/new']);
    // build-2 shares one page with build-1, as an incremental build does.
    await rm(join(published, 'nl/a/index.html'));
    await link(join(old, 'nl/a/index.html'), join(published, 'nl/a/index.html'));
    // A copy of a build no longer served, and a half-made one: not needed.
    await build('.linked-build-0');
    await build('.linked-build-0b.partial');
    const oldDir = await inode(old);
    const copies = new LinkedCopies(root);
    await copies.recycle(old);
    expect(existsSync(old)).toBe(false);
    copies.prepare(published);
    await copies.settled();
    await deletionsDone();

    expect(await copiesOnDisk()).toEqual(['.linked-build-2']);
    const copy = join(root, '.linked-build-2');
    // The pruned build's own folder, made a copy of build-2: its files, and nothing else.
    expect(await inode(copy)).toBe(oldDir);
    expect((await readdir(join(copy, 'nl'))).sort()).toEqual(['a', 'b', 'new']);
    for (const page of ['nl/a', 'nl/b', 'nl/new']) {
      expect(await inode(join(copy, page, 'index.html'))).toBe(
        await inode(join(published, page, 'index.html')),
      );
    }
    expect((await readdir(root)).filter((entry) => !entry.startsWith('.'))).toEqual(['build-2']);
  });
});
