import { buildFavoritesBody } from '../domain/estate-query.ts';
import { estateToSummary } from '../domain/listing-card.ts';
import type { EstateLinkInput } from '../domain/slugs.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { ContentService } from './api.ts';

/*
 * The favourites' estates (spec 4, 7): the listing search by the saved ids, and the records of
 * the projects that hold saved units, read through the one client on the site server (the
 * ajax route favorites), so the browser receives answers the client has already checked.
 */

/** The calls the favourites make of the content service. */
export type FavoritesSource = Pick<ContentService, 'searchEstates' | 'projectEstate'>;

/** The favourites as their cards show them, in the order of the search, then the units. */
export type FavoriteEstates = {
  results: EstateSummary[];
  /**
   * For each project unit among the results, by its id: what its project's link is made of
   * (a unit's page lives under its project's, spec 2).
   */
  unitProjects: Record<string, EstateLinkInput>;
};

type Options = { signal?: AbortSignal };

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
  options: Options = {},
): Promise<{ units: EstateSummary[]; unitProjects: FavoriteEstates['unitProjects'] }> {
  const own = new Set(results.map((result) => String(result.id)));
  const holders = new Map<number, string[]>();
  for (const id of ids) {
    if (own.has(id)) continue;
    const project = results.find((result) =>
      result.children.some((child) => String(child.general.id) === id),
    );
    if (project) holders.set(project.id, [...(holders.get(project.id) ?? []), id]);
  }
  const found = new Map<string, { unit: EstateSummary; project: EstateLinkInput }>();
  await Promise.all(
    [...holders].map(async ([projectId, unitIds]) => {
      const project = await client.projectEstate(projectId, options);
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

/**
 * spec 4, 7: the favourite estates by their ids, each as itself: a project only when the
 * project is saved, a saved unit as its own card. Rejects when the search or a project's
 * record fails.
 * @example await fetchFavoriteEstates(service, ['12', '40']) // { results: [...], unitProjects: {} }
 */
export async function fetchFavoriteEstates(
  source: FavoritesSource,
  ids: readonly string[],
  options: Options = {},
): Promise<FavoriteEstates> {
  if (ids.length === 0) return { results: [], unitProjects: {} };
  const answer = await source.searchEstates(buildFavoritesBody(ids), options);
  if (answer.error !== undefined) throw answer.error;
  const { units, unitProjects } = await favoriteUnits(source, answer.results, ids, options);
  const saved = new Set(ids);
  return {
    results: [...answer.results, ...units].filter((result) => saved.has(String(result.id))),
    unitProjects,
  };
}
