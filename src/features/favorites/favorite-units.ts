import type { ContentService } from '../../content-service/index.ts';
import { estateToSummary } from '../../domain/listing-card.ts';
import type { EstateLinkInput } from '../../domain/slugs.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/*
 * Favourite project units (spec 7: the favourites search finds a unit's project), loaded only
 * on the favourites page, when one is saved.
 */

/** The units among the favourites, as cards, with what their project's link is made of. */
export type FavoriteUnits = {
  units: EstateSummary[];
  unitProjects: Record<string, EstateLinkInput>;
};

/**
 * The favourite units inside the search's results. The search finds a unit's project (spec 7:
 * a terms query on children.general.id), so each project that holds favourite units is read
 * once (`estates/group/{id}`, the project with its units' records) and those units become
 * cards of their own, in the order the visitor saved them.
 */
export async function favoriteUnits(
  client: Pick<ContentService, 'projectEstate'>,
  results: readonly EstateSummary[],
  ids: readonly string[],
): Promise<FavoriteUnits> {
  const own = new Set(results.map((result) => String(result.id)));
  const holders = new Map<number, string[]>();
  for (const id of ids) {
    if (own.has(id)) continue;
    const project = results.find((result) =>
      result.children.some((child) => String(child.general.id) === id),
    );
    if (project) holders.set(project.id, [...(holders.get(project.id) ?? []), id]);
  }
  if (holders.size === 0) return { units: [], unitProjects: {} };
  const found = new Map<string, { unit: EstateSummary; project: EstateLinkInput }>();
  await Promise.all(
    [...holders].map(async ([projectId, unitIds]) => {
      const project = await client.projectEstate(projectId);
      for (const unit of project.children) {
        if (unitIds.includes(String(unit.id))) {
          found.set(String(unit.id), { unit: estateToSummary(unit), project });
        }
      }
    }),
  );
  const units: EstateSummary[] = [];
  const unitProjects: Record<string, EstateLinkInput> = {};
  for (const id of ids) {
    const hit = found.get(id);
    if (!hit) continue;
    units.push(hit.unit);
    const { general } = hit.project;
    unitProjects[id] = {
      id: hit.project.id,
      general: { project: true, title: general?.title, address: general?.address },
    };
  }
  return { units, unitProjects };
}
