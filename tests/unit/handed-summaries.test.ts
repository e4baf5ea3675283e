import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handedSummaries, handSummaries } from '../../src/site/loaders/handed-summaries.ts';
import { demoRecords } from '../fixtures/records.ts';

const summaries = demoRecords(30).records.map((record) => record.summary);
const answer = { total: { value: summaries.length }, results: summaries };
const fileIn = () => join(mkdtempSync(join(tmpdir(), 'handed-')), 'summaries.json');

describe('summaries handed from the no-change check to the build', () => {
  it('gives the check’s summaries, waiting for the check to write them', async () => {
    const file = fileIn();
    setTimeout(() => void handSummaries(file, answer), 60);
    expect(await handedSummaries(file, 5_000)).toEqual(summaries);
  });

  it('gives nothing when no file is named, or the check had no answer', async () => {
    expect(await handedSummaries(undefined)).toBeNull();
    const file = fileIn();
    await handSummaries(file, undefined);
    expect(await handedSummaries(file)).toBeNull();
  });

  it('gives nothing for an answer that is not whole or not valid, so the loader asks itself', async () => {
    const cut = fileIn();
    await handSummaries(cut, { ...answer, total: { value: summaries.length + 1 } });
    expect(await handedSummaries(cut)).toBeNull();
    const invalid = fileIn();
    await handSummaries(invalid, { ...answer, results: [{ ...summaries[0], id: 'seven' }] });
    expect(await handedSummaries(invalid)).toBeNull();
    const broken = fileIn();
    writeFileSync(broken, '{"total":');
    expect(await handedSummaries(broken)).toBeNull();
  });

  it('stops waiting for a check that never writes', async () => {
    expect(await handedSummaries(fileIn(), 100)).toBeNull();
  });
});
