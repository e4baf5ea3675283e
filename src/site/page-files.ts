import { readdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';

/*
 * The steps after a build's pages are written (headers, short-link stubs) read or write tens of
 * thousands of small files. Each promise-based call is a round trip through libuv's thread pool
 * (four for a read: open, stat, read, close), and at 10,000 estates those hand-overs cost a
 * build process more time than the files themselves. So these steps use the blocking calls,
 * in batches that give the event loop a turn between them.
 */

/** Every file under `root` named by `wanted`, as paths; none when `root` does not exist. */
export function filesUnder(root: string, wanted: (name: string) => boolean): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Calls `step` (blocking file work) on each item, yielding to the event loop every `batch`. */
export async function inBatches<T>(
  items: Iterable<T>,
  step: (item: T) => void,
  batch = 256,
): Promise<void> {
  let done = 0;
  for (const item of items) {
    step(item);
    done += 1;
    if (done % batch === 0) await nextTurn();
  }
}
