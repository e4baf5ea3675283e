import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../atomic-file.ts';
import { keptForNextBuild } from '../build-memo.ts';
import { buildRequest } from '../build-request.ts';
import type { EstateEntry } from '../types.ts';

/*
 * The estates' in-memory entries (summary, link data, units: see EstateEntry) live in one file
 * of the content cache, not in Astro's data store, which keeps nothing of the estates (their
 * digests are the record digests, record-digests.ts).
 * Astro writes its store with devalue and inlines it into the build's server bundle as one
 * JavaScript string, so a store holding the entries would be written, bundled and parsed again
 * on every build, with several copies of it in memory, all growing with the site.
 * One line per estate, `id<TAB>json`, sorted by id: a sync carries the lines of the estates it
 * did not fetch again over as text, without parsing and writing their JSON again.
 */

const fileOf = (cacheDir: URL) => fileURLToPath(new URL('estate-entries.txt', cacheDir));

/** An entry as a line of the file: JSON in ASCII (`\u00e9` for é), which Node reads faster. */
export function estateEntryLine(entry: EstateEntry): string {
  const json = JSON.stringify(entry).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${entry.id}\t${json}`;
}

/*
 * The lines last written or read in this process, with the identity of the file they are: a
 * build syncs the estates and then plans its pages in the same process, and a resident
 * renderer (publish/renderer/) rebuilds again from the file it wrote. Each would
 * otherwise read and split the whole file again. The file renamed
 * over by anyone else (another build process) is another inode, so it is read.
 */
type KnownLines = {
  file: string;
  ino: number;
  size: number;
  mtimeMs: number;
  lines: Map<string, string>;
};
const knownLinesKey = Symbol.for('agency.estate-entry-lines');
const processWide = globalThis as { [knownLinesKey]?: KnownLines };

async function remember(file: string, lines: Map<string, string>): Promise<void> {
  const info = await stat(file).catch(() => null);
  processWide[knownLinesKey] = info
    ? { file, ino: info.ino, size: info.size, mtimeMs: info.mtimeMs, lines: new Map(lines) }
    : undefined;
}

/** The lines the last sync wrote, by estate id; empty when there are none yet. */
export async function readEstateEntryLines(cacheDir: URL): Promise<Map<string, string>> {
  const file = fileOf(cacheDir);
  const info = await stat(file).catch(() => null);
  if (!info) return new Map();
  const known = processWide[knownLinesKey];
  if (
    known?.file === file &&
    known.ino === info.ino &&
    known.size === info.size &&
    known.mtimeMs === info.mtimeMs
  ) {
    return new Map(known.lines);
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

/** Replaces the file at once (a reader never sees half of it), its lines sorted by id. */
export async function writeEstateEntryLines(cacheDir: URL, lines: Map<string, string>) {
  const ids = [...lines.keys()].sort((a, b) => Number(a) - Number(b));
  const file = fileOf(cacheDir);
  await writeFileAtomic(file, ids.map((id) => lines.get(id)).join('\n'));
  await remember(file, lines);
}
