import { describe, expect, it } from 'vitest';
import type { ListingManifest } from '../../src/domain/listing-manifest.ts';
import { locales } from '../../src/domain/locales.ts';
import { listingManifestText, type ManifestMemory } from '../../src/site/listing-manifest-text.ts';
import type { Alternates, EstateEntry } from '../../src/site/types.ts';
import { demoRecords } from '../fixtures/records.ts';

const entries = demoRecords(8).records.map(
  (record) =>
    ({
      id: record.id,
      summary: record.summary,
      ...(record.id % 2 === 0 && { facts: { livingArea: 100 + record.id } }),
    }) as unknown as EstateEntry,
);
const pathsOf = (id: number, slug = 'huis') =>
  Object.fromEntries(locales.map((l) => [l, `/${l}/aanbod/${id}/${slug}`])) as Alternates;
/** Detail paths for all but the last estate, which has no detail page. */
const links = new Map(entries.slice(0, -1).map((entry) => [entry.id, pathsOf(entry.id)]));
const head = { builtAt: '2026-12-02T10:00:00.000Z', hiddenStatus: [5] };

/** The manifest as the plan wrote it before: one JSON.stringify of the whole. */
const manifestOf = (
  from: readonly EstateEntry[],
  paths: ReadonlyMap<number, Alternates>,
  top: Pick<ListingManifest, 'builtAt' | 'hiddenStatus'> = head,
) =>
  JSON.stringify({
    ...top,
    estates: from.flatMap((entry) => {
      const own = paths.get(entry.id);
      if (!own) return [];
      const { facts } = entry;
      return [
        { id: String(entry.id), summary: entry.summary, ...(facts && { facts }), paths: own },
      ];
    }),
  } satisfies ListingManifest);

describe('the listing manifest written as text', () => {
  it('is the text JSON.stringify gives of the whole manifest, with or without hiddenStatus', () => {
    expect(listingManifestText(head, entries, links)).toBe(manifestOf(entries, links));
    const plain = { builtAt: head.builtAt };
    expect(listingManifestText(plain, entries, links)).toBe(manifestOf(entries, links, plain));
    expect(listingManifestText(plain, [], links)).toBe(manifestOf([], links, plain));
  });

  it('takes from its memory the estates whose entry and paths are as they were, and writes the others anew', () => {
    const first = { last: undefined, next: new Map() as ManifestMemory };
    listingManifestText(head, entries, links, first);
    // A marked text in the memory comes back as marked: it was taken, not written anew.
    const kept = first.next.get(entries[0]!.id)!;
    first.next.set(entries[0]!.id, { ...kept, text: kept.text.replace('"id"', '"kept":1,"id"') });
    const changed = { ...entries[1]!, summary: { ...entries[1]!.summary, isSold: true } };
    const moved = new Map(links).set(entries[2]!.id, pathsOf(entries[2]!.id, 'villa'));
    const now = [entries[0]!, changed, ...entries.slice(2)];
    const second = { last: first.next, next: new Map() as ManifestMemory };
    const text = listingManifestText(head, now, moved, second);
    expect(text).toBe(manifestOf(now, moved).replace('"id"', '"kept":1,"id"'));
    expect(JSON.parse(text).estates[1].summary.isSold).toBe(true);
    expect(JSON.parse(text).estates[2].paths.nl).toBe(`/nl/aanbod/${entries[2]!.id}/villa`);
    expect([...second.next.keys()]).toEqual(entries.slice(0, -1).map((entry) => entry.id));
  });
});
