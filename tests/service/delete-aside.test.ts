import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAside, deletionsDone, sweepAside } from '../../server/publish/delete-aside.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'delete-aside-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A build-like tree: a few folders of pages. */
async function tree(dir: string): Promise<void> {
  for (const page of ['nl/a', 'nl/b', 'fr/a']) {
    await mkdir(join(dir, page), { recursive: true });
    await writeFile(join(dir, page, 'index.html'), '<html></html>');
  }
}

describe('deleting a build aside', () => {
  it('frees the name at once and deletes the files in the background', async () => {
    const build = join(root, 'build-1');
    await tree(build);
    await deleteAside(build);
    // The name is free before the deletion is done: a new build may take it.
    expect(existsSync(build)).toBe(false);
    await deletionsDone();
    expect(await readdir(root)).toEqual([]);
  });

  it('does nothing for a directory that is not there', async () => {
    await expect(deleteAside(join(root, 'never-built'))).resolves.toBeUndefined();
  });

  it('finishes what an earlier process set aside, and leaves builds alone', async () => {
    await tree(join(root, '.deleting-build-0-123-456'));
    await tree(join(root, 'build-2'));
    await sweepAside(root);
    await deletionsDone();
    expect(await readdir(root)).toEqual(['build-2']);
  });
});
