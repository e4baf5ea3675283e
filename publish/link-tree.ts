import { linkSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * `to` becomes a copy of `from` that shares its files (hard links): no extra space, and safe,
 * because the incremental build replaces files by renaming over them, never by writing into
 * them. Synchronous calls on purpose: tens of thousands of tiny metadata operations run about
 * twice as fast without a trip through the thread pool each.
 */
export function linkTree(from: string, to: string): number {
  let files = 0;
  const walk = (source: string, target: string) => {
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const path = join(source, entry.name);
      if (entry.isDirectory()) walk(path, join(target, entry.name));
      else if (entry.isFile()) {
        linkSync(path, join(target, entry.name));
        files += 1;
      }
    }
  };
  walk(from, to);
  return files;
}

/**
 * Makes `to`, a tree of any content, a copy of `from` that shares its files, as linkTree does,
 * changing only what differs: a file that is already `from`'s (the same inode) stays, any other
 * is linked anew, and what `from` lacks is removed. For `to` an older build of the same site,
 * that is the pages changed since, a small part of the work of linking and deleting every
 * file: reading both trees costs much less than either.
 * Returns the files linked and the entries (files, folders) removed as `from` lacks them.
 */
export function syncTree(from: string, to: string): { linked: number; removed: number } {
  let linked = 0;
  let removed = 0;
  const clear = (path: string) => rmSync(path, { recursive: true, force: true });
  const sync = (source: string, target: string) => {
    const present = new Map(
      readdirSync(target, { withFileTypes: true }).map((entry) => [entry.name, entry]),
    );
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const path = join(source, entry.name);
      const into = join(target, entry.name);
      const there = present.get(entry.name);
      present.delete(entry.name);
      if (entry.isDirectory()) {
        if (there && !there.isDirectory()) clear(into);
        if (!there?.isDirectory()) mkdirSync(into);
        sync(path, into);
      } else if (entry.isFile()) {
        if (there?.isFile() && sameFile(path, into)) continue;
        if (there) clear(into);
        linkSync(path, into);
        linked += 1;
      }
    }
    for (const name of present.keys()) {
      clear(join(target, name));
      removed += 1;
    }
  };
  mkdirSync(to, { recursive: true });
  sync(from, to);
  return { linked, removed };
}

function sameFile(a: string, b: string): boolean {
  const [x, y] = [lstatSync(a), lstatSync(b)];
  return x.ino === y.ino && x.dev === y.dev;
}

type TreeWork = { kind: 'link' | 'sync'; from: string; to: string };

/** linkTree or syncTree on a worker thread; resolves with its answer. */
function onWorker<T>(work: TreeWork): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: work });
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`linking a build's copy stopped with code ${code}`));
    });
  });
}

/**
 * linkTree on a worker thread: at 10,000 estates the ~77,000 links take seconds, which the
 * site server spends in the background (linked-copies.ts), answering meanwhile.
 */
export function linkTreeAside(from: string, to: string): Promise<number> {
  return onWorker({ kind: 'link', from, to });
}

/** syncTree on a worker thread. */
export function syncTreeAside(
  from: string,
  to: string,
): Promise<{ linked: number; removed: number }> {
  return onWorker({ kind: 'sync', from, to });
}

if (!isMainThread && parentPort && (workerData as Partial<TreeWork> | null)?.from) {
  const { kind, from, to } = workerData as TreeWork;
  parentPort.postMessage(kind === 'sync' ? syncTree(from, to) : linkTree(from, to));
}
