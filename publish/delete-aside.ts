import { spawn } from 'node:child_process';
import { readdir, rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { basename, dirname, join } from 'node:path';

/*
 * A build directory holds tens of thousands of files (about 77,000 at 10,000 estates), and
 * deleting them takes seconds to tens of seconds. The publisher deletes builds it no longer
 * needs (pruned, failed, unchanged, a linked copy made for nothing), and none of that should
 * make a rebuild or its answer wait: the directory is renamed aside at once, which frees its
 * name, and deleted in the background.
 *
 * In the background means in another process (`rm -rf`, at the lowest CPU priority): Node's own
 * recursive `rm` queues an operation per file on the four threads every file operation of this
 * process shares, so the site server's static files, and the no-change check's reads, waited
 * behind tens of thousands of deletions (a no-change rebuild took many times longer while an
 * old build was being deleted). Without an `rm` program, Node's `rm` does it.
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

/** Deletions under way, by path: a sweep does not start a second one on the same directory. */
const pending = new Map<string, Promise<void>>();

function deleteInBackground(path: string): void {
  if (pending.has(path)) return;
  const deletion = removeInChild(path)
    .catch(() => rm(path, { recursive: true, force: true }))
    .catch((error: unknown) => console.warn(`could not delete ${path}: ${String(error)}`))
    .finally(() => pending.delete(path));
  pending.set(path, deletion);
}

/** `rm -rf` in a child process at the lowest priority; rejects when it cannot run or fails. */
function removeInChild(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('rm', ['-rf', '--', path], { stdio: 'ignore' });
    child.once('spawn', () => {
      try {
        if (child.pid !== undefined) setPriority(child.pid, 19);
      } catch {
        // Not allowed to lower it: it still runs beside this process's own file operations.
      }
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`rm -rf exited with ${code}`)),
    );
  });
}

/** Resolves when every deletion started so far is done (tests, and a clean stop). */
export async function deletionsDone(): Promise<void> {
  await Promise.all([...pending.values()]);
}
