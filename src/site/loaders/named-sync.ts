import type { EstateEntry } from '../types.ts';

/*
 * A rebuild every trigger of which named the estates that changed (the content service's
 * webhook) asks the service about those alone, not about every estate: what it costs follows
 * the change, not the site. A named id is an estate, a project or a project's unit; the search
 * finds the listing group holding it (`children.general.id`, as the favourites load). A group
 * that held it at the last sync is asked about too, by its own id, so a unit moved to another
 * project or taken out of one, and a group that left, are seen. Every other estate stays as the
 * last sync left it. A change no webhook named is found by a rebuild that names none (a
 * schedule, `npm run rebuild`), which reads every summary, and by the daily recheck
 * (sync-policy.ts), before which a named rebuild reads every summary too.
 */

/** What a named sync asks the service, and which stored groups its answer stands for. */
export type NamedScope = {
  /** The ids to search for: the named ones and the stored groups that hold them. */
  ids: number[];
  /** The ids of the stored groups that hold a named id: kept only if the service still has them. */
  holders: Set<string>;
};

/**
 * The scope of a sync of the `named` ids over the stored entries, or null when an id is not a
 * listing id (a whole-number id), which only a sync of every summary can place.
 * @example namedScope(new Set(['41']), entries) // { ids: [41, 40], holders: Set { '40' } } (41 a unit of 40)
 */
export function namedScope(
  named: ReadonlySet<string>,
  entries: ReadonlyMap<string, Pick<EstateEntry, 'id' | 'unitIds'>>,
): NamedScope | null {
  const ids = new Set<number>();
  for (const id of named) {
    if (!/^\d{1,15}$/.test(id)) return null;
    ids.add(Number(id));
  }
  const holders = new Set<string>();
  for (const entry of entries.values()) {
    if (ids.has(entry.id) || entry.unitIds.some((unit) => ids.has(unit))) {
      holders.add(String(entry.id));
    }
  }
  for (const holder of holders) ids.add(Number(holder));
  return { ids: [...ids].sort((a, b) => a - b), holders };
}

/** The most terms one query may carry (src/schemas/estate-query.ts). */
export const termsPerQuery = 1000;

/**
 * The ids in queries of at most `termsPerQuery` terms each.
 * @example idQueries([1, 2]) // [{ terms: { 'children.general.id': [1, 2] } }]
 */
export function idQueries(ids: readonly number[]) {
  const queries = [];
  for (let from = 0; from < ids.length; from += termsPerQuery) {
    queries.push({ terms: { 'children.general.id': ids.slice(from, from + termsPerQuery) } });
  }
  return queries;
}
