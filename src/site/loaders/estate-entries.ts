import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../atomic-file.ts';
import { keptForNextBuild } from '../build-memo.ts';
import { buildRequest } from '../build-request.ts';
import type { EstateEntry } from '../types.ts';

/*
 * The estates’ in-memory entries (summary, link data, units: see EstateEntry) live in files
 * of the content cache, not in Astro's data store, which keeps nothing of the estates (their
 * digests are the record digests, record-digests.ts).
 * Astro writes its store with devalue and inlines it into the build's server bundle as one
 * JavaScript string, so a store holding the entries would be written, bundled and parsed again
 * on every build, with several copies of it in memory, all growing with the site.
 * A sync carries the lines of the estates it did not fetch again over as text, without parsing
 * and writing their JSON again.
 */

/*
 * One line per estate, `id<TAB>json`, spread over a fixed number of files by a hash of the id
 * (`estate-entries/<n>.txt`): a sync that changed a few estates writes again the few files that
 * hold them, not one file of the site's size (88 MB at 40,000 estates), and a reader reads again
 * only the files written since it last read them. Each file is replaced at once, so a reader
 * never sees half of one.
 */
const bucketCount = 64;
const dirOf = (cacheDir: URL) => fileURLToPath(new URL('estate-entries/', cacheDir));
/** The one file of an older cache, read until the first sync writes the files above. */
const legacyFileOf = (cacheDir: URL) => fileURLToPath(new URL('estate-entries.txt', cacheDir));

/** The file of the bucket an id falls in (FNV-1a: any numbering spreads). */
export function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % bucketCount;
}

/** An entry as a line of the file: JSON in ASCII (`\u00e9` for é), which Node reads faster. */
export function estateEntryLine(entry: EstateEntry): string {
  const json = JSON.stringify(entry).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${entry.id}\t${json}`;
}

/*
 * The lines of each file last written or read in this process, with the identity of the file
 * they are: a build syncs the estates and then plans its pages in the same process, and a
 * resident renderer (publish/renderer/) rebuilds again from the files it wrote. Each would
 * otherwise read and split every file again. A file renamed over by anyone else (another build
 * process) is another inode, so it is read.
 */
type KnownFile = { ino: number; size: number; mtimeMs: number; lines: Map<string, string> };
const knownLinesKey = Symbol.for('agency.estate-entry-lines');
const processWide = globalThis as { [knownLinesKey]?: Map<string, KnownFile> };
const knownFiles = () => (processWide[knownLinesKey] ??= new Map());

async function remember(file: string, lines: Map<string, string>): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (info)
    knownFiles().set(file, { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs, lines });
  else knownFiles().delete(file);
}

/** The lines of one file, from what this process knows of it when it is the same file. */
async function linesOfFile(file: string): Promise<Map<string, string> | null> {
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  const known = knownFiles().get(file);
  if (known?.ino === info.ino && known.size === info.size && known.mtimeMs === info.mtimeMs) {
    return known.lines;
  }
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) lines.set(line.slice(0, tab), line);
  }
  await remember(file, lines);
  return lines;
}

const byId = (a: string, b: string) => Number(a) - Number(b);

/** The lines of all files as last merged in this process, with the files' lines they came from. */
let merged: { from: Map<string, string>[]; lines: Map<string, string> } | null = null;

/** The lines the last sync wrote, by estate id, sorted by id; empty when there are none yet. */
export async function readEstateEntryLines(cacheDir: URL): Promise<Map<string, string>> {
  const dir = dirOf(cacheDir);
  const names = await readdir(dir).catch(() => null);
  const files = names
    ? names
        .filter((name) => /^\d+\.txt$/.test(name))
        .sort()
        .map((name) => join(dir, name))
    : [legacyFileOf(cacheDir)];
  const from: Map<string, string>[] = [];
  for (const file of files) {
    const lines = await linesOfFile(file);
    if (lines) from.push(lines);
  }
  const same =
    merged?.from.length === from.length && from.every((lines, i) => merged!.from[i] === lines);
  if (!same) {
    const all = from.flatMap((lines) => [...lines]);
    merged = { from, lines: new Map(all.sort(([a], [b]) => byId(a, b))) };
  }
  return new Map(merged!.lines);
}

/*
 * The entries last read in this process, with the line each was parsed from: a resident
 * renderer's rebuild parses again only the lines that changed (a line the sync carried over is
 * the same string, compared at once), and hands out the same entry objects as the last build,
 * which the memories of later steps compare by identity. Entries are read, never changed.
 */
type ParsedEntries = Map<string, { line: string; entry: EstateEntry }>;

/** The entries the last sync wrote, by estate id. */
export async function readEstateEntries(cacheDir: URL): Promise<Map<string, EstateEntry>> {
  const kept = keptForNextBuild<ParsedEntries>('estate-entries', buildRequest().codeDigest);
  const last = kept.last;
  const parsed: ParsedEntries = new Map();
  const entries = new Map<string, EstateEntry>();
  for (const [id, line] of await readEstateEntryLines(cacheDir)) {
    const known = last?.get(id);
    const entry =
      known?.line === line
        ? known.entry
        : (JSON.parse(line.slice(line.indexOf('\t') + 1)) as EstateEntry);
    parsed.set(id, { line, entry });
    entries.set(id, entry);
  }
  kept.keep(parsed);
  return entries;
}

/**
 * Writes the lines as the files of their buckets, each replaced at once; a file whose lines
 * are the same strings as those this process last wrote or read there is left as it is.
 */
export async function writeEstateEntryLines(cacheDir: URL, lines: Map<string, string>) {
  const dir = dirOf(cacheDir);
  await mkdir(dir, { recursive: true });
  const buckets = Array.from({ length: bucketCount }, () => new Map<string, string>());
  for (const [id, line] of lines) buckets[bucketOf(id)]!.set(id, line);
  const present = new Set(await readdir(dir));
  for (const [index, bucket] of buckets.entries()) {
    const name = `${index}.txt`;
    const file = join(dir, name);
    if (bucket.size === 0) {
      if (present.has(name)) await rm(file, { force: true });
      knownFiles().delete(file);
      continue;
    }
    const known = present.has(name) ? await linesOfFile(file) : null;
    const same =
      known !== null &&
      known.size === bucket.size &&
      [...bucket].every(([id, line]) => known.get(id) === line);
    if (same) continue;
    const ids = [...bucket.keys()].sort(byId);
    await writeFileAtomic(file, ids.map((id) => bucket.get(id)).join('\n'));
    await remember(file, bucket);
  }
  await rm(legacyFileOf(cacheDir), { force: true });
}
