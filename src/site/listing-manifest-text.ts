import type { ListingManifest, ListingManifestEntry } from '../domain/listing-manifest.ts';
import type { Alternates, EstateEntry } from './types.ts';

/** Each estate's entry of the listing manifest as written, with what it was written from. */
export type ManifestMemory = Map<number, { entry: EstateEntry; paths: Alternates; text: string }>;

/**
 * The listing manifest as JSON, the text JSON.stringify gives: each estate with a detail page,
 * its summary, search facts and paths. With `memory` (the last manifest's estates, by id), an
 * estate whose entry and paths are the same objects as then is taken as it was written: a
 * resident renderer's entries and paths are, where nothing changed.
 */
export function listingManifestText(
  head: Pick<ListingManifest, 'builtAt' | 'hiddenStatus'>,
  entries: Iterable<EstateEntry>,
  links: ReadonlyMap<number, Alternates>,
  memory?: { last: ManifestMemory | undefined; next: ManifestMemory },
): string {
  const estates: string[] = [];
  for (const entry of entries) {
    const paths = links.get(entry.id);
    if (!paths) continue;
    const known = memory?.last?.get(entry.id);
    let text = known?.entry === entry && known.paths === paths ? known.text : undefined;
    if (text === undefined) {
      const { facts } = entry;
      const estate: ListingManifestEntry = {
        id: String(entry.id),
        summary: entry.summary,
        ...(facts && { facts }),
        paths,
      };
      text = JSON.stringify(estate);
    }
    memory?.next.set(entry.id, { entry, paths, text });
    estates.push(text);
  }
  // The keys in the manifest's order; an absent hiddenStatus is left out, as JSON.stringify does.
  const opening = JSON.stringify({ builtAt: head.builtAt, hiddenStatus: head.hiddenStatus });
  return `${opening.slice(0, -1)},"estates":[${estates.join(',')}]}`;
}
