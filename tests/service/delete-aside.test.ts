import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as ChildProcess from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteAside, deletionsDone, sweepAside } from '../../publish/delete-aside.ts';

// Every `rm` started, to count the deletions of one directory.
const spawned = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (original) => {
  const module = await original<typeof ChildProcess>();
  const spawn = ((command: string, args: string[], options: object) => {
    spawned.push([command, ...args]);
    return module.spawn(command, args, options);
  }) as typeof module.spawn;
  return { ...module, spawn };
});

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

  it('deletes with Node’s own rm where there is no rm program', async () => {
    const path = process.env.PATH;
    process.env.PATH = root;
    try {
      await tree(join(root, 'build-3'));
      await deleteAside(join(root, 'build-3'));
      await deletionsDone();
    } finally {
      process.env.PATH = path;
    }
    expect(await readdir(root)).toEqual(['build-2']);
  });

  it('starts one deletion of a directory set aside, however often it is swept', async () => {
    await tree(join(root, 'build-4'));
    await deleteAside(join(root, 'build-4'));
    await Promise.all([sweepAside(root), sweepAside(root)]);
    await deletionsDone();
    expect(await readdir(root)).toEqual(['build-2']);
    const removals = spawned.filter((command) => command.some((arg) => arg.includes('build-4')));
    expect(removals).toHaveLength(1);
    expect(removals[0]?.[0]).toBe('rm');
  });
});
