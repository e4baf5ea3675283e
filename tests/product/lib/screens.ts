import type { ListingKind } from '../../../src/domain/listing-kinds.ts';
import type { EstateSummary } from '../../../src/schemas/estate-summary.ts';

/**
 * The screen a listing belongs on, from its source and status id alone (spec 4 and 9, and the
 * status table of each source): buy = for sale, rent = for rent and not yet rented, projects =
 * projects; sold, rented, taken over and to take over on none. Written from the spec, not from
 * the site's code, so the test checks the site against it.
 */
const screenIds = {
  old: { buy: [1], rent: [2, 4, 8] },
  guid: { buy: [3], rent: [2, 4, 8, 10] },
} as const;
const soldIds = { old: [5, 6], guid: [1, 6, 7] } as const;

export function expectedScreen(summary: EstateSummary): ListingKind | undefined {
  const source = summary.guid ? 'guid' : 'old';
  const id = summary.status.id;
  // A project is on the projects screen whatever its status (the spec is silent; the site says so).
  if (summary.isProject) return 'projects';
  if ((soldIds[source] as readonly number[]).includes(id)) return undefined;
  if ((screenIds[source].buy as readonly number[]).includes(id)) return 'buy';
  if ((screenIds[source].rent as readonly number[]).includes(id)) return 'rent';
  return undefined;
}
