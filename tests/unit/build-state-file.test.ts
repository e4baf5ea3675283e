import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWrittenState, writeBuildState } from '../../src/site/build-state-file.ts';
import type * as StateFile from '../../src/site/build-state-file.ts';
import type { WrittenBuildState } from '../../src/site/build-state.ts';

const written = (builtAt: string) =>
  ({
    state: { records: {}, frameDigest: 'f', codeDigest: 'c' },
    plan: { mode: 'partial', changed: [], removed: [], removedPaths: [], pathsChanged: false },
    builtAt,
  }) as unknown as WrittenBuildState;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-state-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a build state file', () => {
  it('reads as null when there is none or it is not JSON', async () => {
    expect(await readWrittenState(undefined)).toBeNull();
    expect(await readWrittenState(join(dir, 'none.json'))).toBeNull();
    await writeFile(join(dir, 'broken.json'), '{"state":');
    expect(await readWrittenState(join(dir, 'broken.json'))).toBeNull();
  });

  it('is parsed once per version: read again unchanged, the same state comes back', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, JSON.stringify(written('2026-12-01T10:00:00.000Z')));
    const first = await readWrittenState(file);
    expect(first?.builtAt).toBe('2026-12-01T10:00:00.000Z');
    expect(await readWrittenState(file)).toBe(first);
  });

  it('written by one copy of the module, is read by another without parsing it again', async () => {
    // A renderer holds two: the engine's and the render bundle's (its plan writes the state).
    const anotherCopy = '../../src/site/build-state-file.ts?another-copy';
    const other = (await import(/* @vite-ignore */ anotherCopy)) as typeof StateFile;
    expect(other.readWrittenState).not.toBe(readWrittenState);
    const file = join(dir, 'state.json');
    const state = written('2026-12-01T10:00:00.000Z');
    await other.writeBuildState(file, state);
    expect(await readWrittenState(file)).toBe(state);
  });

  it('is read again once something else rewrote it, and not taken for the old one', async () => {
    const file = join(dir, 'state.json');
    await writeBuildState(file, written('2026-12-01T10:00:00.000Z'));
    expect((await readWrittenState(file))?.builtAt).toBe('2026-12-01T10:00:00.000Z');
    // As another process writes it: not through this module.
    await writeFile(file, JSON.stringify(written('2026-12-02T11:30:00.000Z')));
    expect((await readWrittenState(file))?.builtAt).toBe('2026-12-02T11:30:00.000Z');
    await rm(file);
    expect(await readWrittenState(file)).toBeNull();
  });

  it('written by this process, reads back as what was written, which the file holds too', async () => {
    const file = join(dir, 'state.json');
    const state = written('2026-12-01T12:00:00.000Z');
    await writeBuildState(file, state);
    expect(await readWrittenState(file)).toBe(state);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(state);
  });
});
