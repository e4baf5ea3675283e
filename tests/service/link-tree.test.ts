import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkTree, syncTree } from '../../publish/link-tree.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'link-tree-'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** Every file under `dir` with its inode, by relative path. */
async function inodes(dir: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found[relative(dir, path)] = (await stat(path)).ino;
    }
  };
  await walk(dir);
  return found;
}

describe('syncTree', () => {
  it('makes an older copy the copy of a newer build, relinking only what differs', async () => {
    const first = join(root, 'build-1');
    await write(first, {
      'nl/a/index.html': 'a',
      'nl/b/index.html': 'b',
      'nl/gone/index.html': 'gone',
      'sitemap-nl.xml': 'one',
    });
    const copy = join(root, 'copy');
    linkTree(first, copy);
    // The next build: one page rendered again, one removed, one new, the rest the same files.
    const second = join(root, 'build-2');
    linkTree(first, second);
    await rm(join(second, 'nl/gone'), { recursive: true });
    await rm(join(second, 'nl/b/index.html'));
    await write(second, { 'nl/b/index.html': 'b, new title', 'nl/new/index.html': 'new' });

    expect(syncTree(second, copy)).toEqual({ linked: 2, removed: 1 });
    expect(await inodes(copy)).toEqual(await inodes(second));
    expect(await readFile(join(copy, 'nl/b/index.html'), 'utf8')).toBe('b, new title');
    // Already equal: nothing to do.
    expect(syncTree(second, copy)).toEqual({ linked: 0, removed: 0 });
  });

  it('makes any tree right: a file where a folder belongs, a folder where a file belongs', async () => {
    const build = join(root, 'build');
    await write(build, { 'nl/a/index.html': 'a', '404.html': 'not found', 'x/y.txt': 'y' });
    const other = join(root, 'other');
    await write(other, {
      'nl/a': 'a file, not a folder',
      '404.html/index.html': 'a folder, not a file',
      'x/y.txt': 'the same name, another file',
      'stray/deep/file.txt': 'not in the build',
    });
    syncTree(build, other);
    expect(await inodes(other)).toEqual(await inodes(build));
    expect(await readFile(join(other, 'x/y.txt'), 'utf8')).toBe('y');
  });
});
