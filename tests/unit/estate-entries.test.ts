import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const file = () => join(dir, 'estate-entries.txt');
const entry = (id: number, title: string) =>
  ({ id, summary: { id, title: { nl: title } } }) as unknown as EstateEntry;
const linesOf = (...entries: EstateEntry[]) =>
  new Map(entries.map((e) => [String(e.id), estateEntryLine(e)]));

describe('the estates’ entries file', () => {
  it('holds each entry as ASCII JSON that reads back the same, accents and emoji too', async () => {
    const entries = [entry(2, 'Château à Liège – ☀️ 😀'), entry(1, 'Gent')];
    await writeEstateEntryLines(cacheDir, linesOf(...entries));
    const text = readFileSync(file(), 'utf8');
    expect(/[^\t\n\x20-\x7e]/.test(text)).toBe(false);
    // Sorted by id.
    expect(text.split('\n').map((line) => line.split('\t')[0])).toEqual(['1', '2']);
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

  it('is empty when there is no file yet', async () => {
    const empty = pathToFileURL(`${join(dir, 'none')}/`);
    expect((await readEstateEntryLines(empty)).size).toBe(0);
  });
});
