import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DataStore } from 'astro/loaders';
import { writeFileAtomic } from '../atomic-file.ts';

/*
 * Each loader leaves the digests of the entries it holds in `record-digests/<collection>.json`
 * of the content cache, once it has loaded. The build can then tell, before Vite bundles or a
 * page renders, whether anything changed since the published build (integrations/
 * redirect-stubs.ts stops an incremental build there when nothing did).
 */

const directory = (cacheDir: URL) => new URL('record-digests/', cacheDir);

/** Writes a collection's digests, by entry id. */
export async function writeRecordDigests(
  cacheDir: URL,
  collection: string,
  digests: Record<string, string>,
): Promise<void> {
  await mkdir(directory(cacheDir), { recursive: true });
  await writeFileAtomic(
    new URL(`${collection}.json`, directory(cacheDir)),
    JSON.stringify(digests),
  );
}

/** Writes the digests of the entries a collection holds in Astro's store. */
export async function saveRecordDigests(
  cacheDir: URL,
  collection: string,
  store: DataStore,
): Promise<void> {
  const digests: Record<string, string> = {};
  for (const id of store.keys()) digests[id] = String(store.get(id)?.digest ?? '');
  await writeRecordDigests(cacheDir, collection, digests);
}

/** The digests the loaders saved, per collection; null when one is missing. */
export async function readRecordDigests(
  cacheDir: URL,
  collections: readonly string[],
): Promise<Record<string, Record<string, string>> | null> {
  const result: Record<string, Record<string, string>> = {};
  for (const collection of collections) {
    const text = await readFile(
      fileURLToPath(new URL(`${collection}.json`, directory(cacheDir))),
      'utf8',
    ).catch(() => null);
    if (text === null) return null;
    result[collection] = JSON.parse(text) as Record<string, string>;
  }
  return result;
}
