import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/*
 * A build directory holds tens of thousands of files (about 77,000 at 10,000 estates), and
 * deleting them takes seconds to tens of seconds. The publisher deletes builds it no longer
 * needs (pruned, failed, unchanged, a linked copy made for nothing), and none of that should
 * make a rebuild or its answer wait: the directory is renamed aside at once, which frees its
 * name, and deleted in the background.
 */

const asidePrefix = '.deleting-';

/** Renames `dir` aside and deletes it in the background; nothing when it does not exist. */
export async function deleteAside(dir: string): Promise<void> {
  const aside = join(dirname(dir), `${asidePrefix}${basename(dir)}-${process.pid}-${Date.now()}`);
  try {
    await rename(dir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  deleteInBackground(aside);
}

/** Deletes what an earlier process set aside and could not finish (it stopped meanwhile). */
export async function sweepAside(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const entry of entries) {
    if (entry.startsWith(asidePrefix)) deleteInBackground(join(root, entry));
  }
}

const pending = new Set<Promise<void>>();

function deleteInBackground(path: string): void {
  const deletion = rm(path, { recursive: true, force: true })
    .catch((error: unknown) => console.warn(`could not delete ${path}: ${String(error)}`))
    .finally(() => pending.delete(deletion));
  pending.add(deletion);
}

/** Resolves when every deletion started so far is done (tests, and a clean stop). */
export async function deletionsDone(): Promise<void> {
  await Promise.all([...pending]);
}
