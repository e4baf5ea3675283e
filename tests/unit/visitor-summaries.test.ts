import { describe, expect, it } from 'vitest';
import { townPositions } from '../../src/domain/hidden-address.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import {
  visitorSummaries,
  type VisitorSummaryMemory,
} from '../../src/site/loaders/visitor-summaries.ts';
import { demoRecords } from '../fixtures/records.ts';

const plain = demoRecords(6).records.map((record) => record.summary);
const city = plain[0]!.general.address.city!;
/** The first summary with its address hidden, in its own town. */
const hidden: EstateSummary = {
  ...plain[0]!,
  general: {
    ...plain[0]!.general,
    address: {
      ...plain[0]!.general.address,
      visible: false,
      street_address: 'Kerkstraat 12',
      city: { ...city, id: 7 },
    },
  },
};
const summaries = [hidden, ...plain.slice(1)];
const digest = (summary: EstateSummary) => JSON.stringify(summary.general.address);

describe('summaries as visitors see them, kept between syncs', () => {
  it('makes each once for the same summary and towns, and again for a summary or towns that changed', () => {
    const memory: VisitorSummaryMemory = new WeakMap();
    const gent = townPositions([{ id: 7, lat: 51.054, lon: 3.717 }]);
    const first = visitorSummaries(summaries, gent, digest, memory);
    expect(JSON.stringify(first[0]!.summary)).not.toContain('Kerkstraat');
    expect(first[0]!.summary.general.address.geoLocation).toEqual({ lat: 51.054, lon: 3.717 });
    expect(first[0]!.digest).toBe(digest(first[0]!.summary));

    const changed = { ...summaries[2]!, publicationDate: '2026-12-01T08:00:00.000Z' };
    const again = visitorSummaries([summaries[0]!, summaries[1]!, changed], gent, digest, memory);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(again[2]!.summary.publicationDate).toBe('2026-12-01T08:00:00.000Z');

    // The town moved: the hidden listing is placed where it is now.
    const moved = townPositions([{ id: 7, lat: 51.2, lon: 4.4 }]);
    const after = visitorSummaries(summaries, moved, digest, memory);
    expect(after[0]!.summary.general.address.geoLocation).toEqual({ lat: 51.2, lon: 4.4 });
    expect(after[0]!.digest).not.toBe(first[0]!.digest);
  });
});
