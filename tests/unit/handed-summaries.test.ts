import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  handedSummaries,
  handSummariesText,
  resultTexts,
} from '../../src/site/loaders/handed-summaries.ts';
import { demoRecords } from '../fixtures/records.ts';

const summaries = demoRecords(30).records.map((record) => record.summary);
const answer = { total: { value: summaries.length }, results: summaries };
const dir = mkdtempSync(join(tmpdir(), 'handed-'));
let files = 0;
const fileIn = () => join(dir, `summaries-${++files}.json`);
const hand = (file: string, data: unknown) => handSummariesText(file, JSON.stringify(data));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('summaries handed from the no-change check to the build', () => {
  it('gives the check’s summaries', async () => {
    const file = fileIn();
    await hand(file, answer);
    expect(await handedSummaries(file)).toEqual(summaries);
  });

  it('gives nothing when no file is named or the check wrote none', async () => {
    expect(await handedSummaries(undefined)).toBeNull();
    expect(await handedSummaries(fileIn())).toBeNull();
  });

  it('gives nothing for an answer that is not whole or not valid, so the loader asks itself', async () => {
    const cut = fileIn();
    await hand(cut, { ...answer, total: { value: summaries.length + 1 } });
    expect(await handedSummaries(cut)).toBeNull();
    const invalid = fileIn();
    await hand(invalid, { ...answer, results: [{ ...summaries[0], id: 'seven' }] });
    expect(await handedSummaries(invalid)).toBeNull();
    const broken = fileIn();
    writeFileSync(broken, '{"total":');
    expect(await handedSummaries(broken)).toBeNull();
  });
});

describe('the elements of the results array, found in the text', () => {
  const elementsOf = (text: string) =>
    resultTexts(text)?.elements.map(([start, end]) => JSON.parse(text.slice(start, end)));

  it('finds each element as JSON.parse reads it, whatever the strings and spacing hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.string(), fc.jsonValue()), { maxLength: 5 }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.boolean(),
        (results, others, pretty) => {
          const { results: _, ...around } = others;
          const text = JSON.stringify({ ...around, results, after: around }, null, pretty ? 2 : 0);
          const found = resultTexts(text);
          expect(found).not.toBeNull();
          expect(elementsOf(text)).toEqual(JSON.parse(text).results);
          expect(JSON.parse(found!.rest)).toEqual({ ...JSON.parse(text), results: [] });
        },
      ),
    );
  });

  it('reads quotes, brackets and backslashes inside strings as text', () => {
    const tricky = [
      { id: 1, title: 'a "quoted" ] } [ { name' },
      { id: 2, title: 'ends in a backslash \\', results: [1, 2] },
      { id: 3, title: '\\"', nested: { results: '[' } },
    ];
    const text = JSON.stringify({ note: 'results', total: { value: 3 }, results: tricky });
    expect(elementsOf(text)).toEqual(tricky);
  });

  it('finds nothing in a text that is cut, has no results array, or holds elements that are not objects', () => {
    expect(resultTexts('{"total":{"value":1},"results":[{"id":1}')).toBeNull();
    expect(resultTexts('{"total":{"value":0}}')).toBeNull();
    expect(resultTexts('{"results":[1,2]}')).toBeNull();
    expect(resultTexts('{"results":["a"]}')).toBeNull();
    expect(resultTexts('{"results":{"id":1}}')).toBeNull();
  });
});

describe('summaries handed over again, in the same process', () => {
  it('are the same objects where their text is the same, and parsed again where it changed', async () => {
    const first = fileIn();
    await hand(first, answer);
    const before = (await handedSummaries(first))!;
    const changed = summaries.map((summary, index) =>
      index === 3 ? { ...summary, publicationDate: '2026-12-01T08:00:00.000Z' } : summary,
    );
    const second = fileIn();
    await hand(second, { ...answer, results: changed });
    const after = (await handedSummaries(second))!;
    expect(after).toEqual(changed);
    expect(after[0]).toBe(before[0]);
    expect(after[3]).not.toBe(before[3]);
    expect(after[3]!.publicationDate).toBe('2026-12-01T08:00:00.000Z');
  });
});
