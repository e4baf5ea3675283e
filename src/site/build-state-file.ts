import { readFile, stat, writeFile } from 'node:fs/promises';
import { processWide } from './build-memo.ts';
import type { WrittenBuildState } from './build-state.ts';

/*
 * A state file is read several times by one rebuild (the check, the gone listings, the plan, the
 * steps after the pages) and again by the next, in a renderer that lives on: each is parsed
 * once per version of the file. A version is the file's modification time and size as read (or
 * as written by this process); a file another process rewrote is read again. The state handed
 * out is shared: its readers never change it.
 */
type Version = { mtimeMs: number; size: number };
type Parsed = Map<string, Version & { state: Promise<WrittenBuildState | null> }>;
/*
 * One for the process, not one per copy of this module: a renderer runs the engine's copy and
 * the bundle's own (the plan writes the state there, the engine's steps read it).
 */
const parsed: Parsed = processWide('parsed-build-states', (): Parsed => new Map());
/** The states of a handful of builds: the published one, the one being built, and a few before. */
const kept = 4;

function remember(file: string, version: Version, state: Promise<WrittenBuildState | null>) {
  parsed.delete(file);
  parsed.set(file, { ...version, state });
  for (const oldest of parsed.keys()) {
    if (parsed.size <= kept) break;
    parsed.delete(oldest);
  }
}

/**
 * The state file a build wrote beside itself (build-plan.ts), or null when there is none or it
 * cannot be read: a missing or broken state only means the next build renders everything.
 */
export async function readWrittenState(
  file: string | null | undefined,
): Promise<WrittenBuildState | null> {
  if (!file) return null;
  const version = await stat(file).catch(() => null);
  if (!version) return null;
  const known = parsed.get(file);
  if (known && known.mtimeMs === version.mtimeMs && known.size === version.size) {
    return known.state;
  }
  const state = readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as WrittenBuildState)
    .catch(() => null);
  remember(file, version, state);
  return state;
}

/** Writes a build's state file, which this process then reads without parsing it again. */
export async function writeBuildState(file: string, state: WrittenBuildState): Promise<void> {
  await writeFile(file, JSON.stringify(state));
  const version = await stat(file).catch(() => null);
  if (version) remember(file, version, Promise.resolve(state));
}
