import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bucketOf,
  estateEntryLine,
  readEstateEntries,
  readEstateEntryLines,
  writeEstateEntryLines,
} from '../../src/site/loaders/estate-entries.ts';
import type { EstateEntry } from '../../src/site/types.ts';

let dir: string;
let cacheDir: URL;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'estate-entries-'));
  cacheDir = pathToFileURL(`${dir}/`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The file that holds the line of estate `id`. */
const file = (id = 1) => join(dir, 'estate-entries', `${bucketOf(String(id))}.txt`);
const allText = () =>
  readdirSync(join(dir, 'estate-entries'))
    .map((name) => readFileSync(join(dir, 'estate-entries', name), 'utf8'))
    .join('\n');
const entry = (id: number, title: string) =>
  ({ id, summary: { id, title: { nl: title } } }) as unknown as EstateEntry;
const linesOf = (...entries: EstateEntry[]) =>
  new Map(entries.map((e) => [String(e.id), estateEntryLine(e)]));

describe('the estates’ entries file', () => {
  it('holds each entry as ASCII JSON that reads back the same, accents and emoji too', async () => {
    const entries = [entry(2, 'Château à Liège – ☀️ 😀'), entry(1, 'Gent')];
    await writeEstateEntryLines(cacheDir, linesOf(...entries));
    expect(/[^\t\n\x20-\x7e]/.test(allText())).toBe(false);
    // Sorted by id, whichever files they are in.
    expect([...(await readEstateEntryLines(cacheDir)).keys()]).toEqual(['1', '2']);
    const read = await readEstateEntries(cacheDir);
    expect(read.get('2')).toEqual(entries[0]);
    expect(read.get('1')).toEqual(entries[1]);
  });

  it('reads what another process wrote over the file since, not the lines it knows', async () => {
    await writeEstateEntryLines(cacheDir, linesOf(entry(1, 'first')));
    expect((await readEstateEntries(cacheDir)).get('1')?.summary).toMatchObject({
      title: { nl: 'first' },
    });
    // Another build process replaces the file (written aside, renamed over it).
    writeFileSync(`${file()}.other`, estateEntryLine(entry(1, 'other')));
    renameSync(`${file()}.other`, file());
    expect((await readEstateEntries(cacheDir)).get('1')?.summary).toMatchObject({
      title: { nl: 'other' },
    });
    // Or writes into it in place.
    writeFileSync(file(), `${estateEntryLine(entry(1, 'in place, longer'))}`);
    expect((await readEstateEntries(cacheDir)).get('1')?.summary).toMatchObject({
      title: { nl: 'in place, longer' },
    });
  });

  it('parses again only the lines that changed since the last read, in this process', async () => {
    await writeEstateEntryLines(cacheDir, linesOf(entry(1, 'kept'), entry(2, 'before')));
    const first = await readEstateEntries(cacheDir);
    await writeEstateEntryLines(
      cacheDir,
      linesOf(entry(1, 'kept'), entry(2, 'after'), entry(3, 'new')),
    );
    const second = await readEstateEntries(cacheDir);
    expect(second.get('1')).toBe(first.get('1'));
    expect(second.get('2')).not.toBe(first.get('2'));
    expect(second.get('2')?.summary).toMatchObject({ title: { nl: 'after' } });
    expect(second.get('3')?.summary).toMatchObject({ title: { nl: 'new' } });
    // A line changed by another process is parsed again, even when it is as long as before.
    writeFileSync(file(), estateEntryLine(entry(1, 'KEPT')));
    expect((await readEstateEntries(cacheDir)).get('1')?.summary).toMatchObject({
      title: { nl: 'KEPT' },
    });
  });

  it('gives each reader its own map of lines', async () => {
    await writeEstateEntryLines(cacheDir, linesOf(entry(1, 'a'), entry(2, 'b')));
    const first = await readEstateEntryLines(cacheDir);
    first.delete('1');
    expect([...(await readEstateEntryLines(cacheDir)).keys()]).toEqual(['1', '2']);
  });

  it('writes again only the files that hold a changed line', async () => {
    // Ids in two different files.
    const other = [2, 3, 4, 5, 6, 7, 8, 9].find((id) => bucketOf(String(id)) !== bucketOf('1'))!;
    await writeEstateEntryLines(cacheDir, linesOf(entry(1, 'one'), entry(other, 'other')));
    const before = statSync(file(other)).ino;
    const changed = statSync(file(1)).ino;
    await writeEstateEntryLines(cacheDir, linesOf(entry(1, 'one, changed'), entry(other, 'other')));
    expect(statSync(file(other)).ino).toBe(before);
    expect(statSync(file(1)).ino).not.toBe(changed);
    expect((await readEstateEntries(cacheDir)).get('1')?.summary).toMatchObject({
      title: { nl: 'one, changed' },
    });
    // An estate gone leaves no file of its own behind.
    await writeEstateEntryLines(cacheDir, linesOf(entry(other, 'other')));
    expect(existsSync(file(1))).toBe(false);
    expect([...(await readEstateEntryLines(cacheDir)).keys()]).toEqual([String(other)]);
  });

  it('reads the one file of an older cache until the next sync writes its own', async () => {
    const older = join(dir, 'older');
    const olderCache = pathToFileURL(`${older}/`);
    mkdirSync(older);
    writeFileSync(
      join(older, 'estate-entries.txt'),
      [estateEntryLine(entry(1, 'a')), estateEntryLine(entry(2, 'b'))].join('\n'),
    );
    expect([...(await readEstateEntryLines(olderCache)).keys()]).toEqual(['1', '2']);
    await writeEstateEntryLines(olderCache, linesOf(entry(1, 'a'), entry(2, 'b')));
    expect(existsSync(join(older, 'estate-entries.txt'))).toBe(false);
    expect([...(await readEstateEntryLines(olderCache)).keys()]).toEqual(['1', '2']);
  });

  it('is empty when there is no file yet', async () => {
    const empty = pathToFileURL(`${join(dir, 'none')}/`);
    expect((await readEstateEntryLines(empty)).size).toBe(0);
  });
});
