import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handedSummaries, handSummariesText } from '../../src/site/loaders/handed-summaries.ts';
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
