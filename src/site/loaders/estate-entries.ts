import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { EstateEntry } from '../types.ts';

/*
 * The estates' in-memory entries (summary, link data, units: see EstateEntry) live in one JSON
 * file of the content cache, not in Astro's data store, which keeps only each estate's digest.
 * Astro writes its store with devalue and inlines it into the build's server bundle as one
 * JavaScript string, so at 10,000 estates a store holding the entries (24 MB) cost seconds to
 * write, bundle and parse again on every build, and several copies of it in memory (issues 4, 7).
 */

const fileOf = (cacheDir: URL) => fileURLToPath(new URL('estate-entries.json', cacheDir));

/** The entries the last sync wrote, by id; empty when there are none yet. */
export async function readEstateEntries(cacheDir: URL): Promise<Map<string, EstateEntry>> {
  const text = await readFile(fileOf(cacheDir), 'utf8').catch(() => null);
  const entries = text === null ? [] : (JSON.parse(text) as EstateEntry[]);
  return new Map(entries.map((entry) => [String(entry.id), entry]));
}

/** Replaces the entries file at once (a reader never sees half of it), sorted by id. */
export async function writeEstateEntries(
  cacheDir: URL,
  entries: Iterable<EstateEntry>,
): Promise<void> {
  const file = fileOf(cacheDir);
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  await writeFile(`${file}.tmp`, JSON.stringify(sorted));
  await rename(`${file}.tmp`, file);
}
