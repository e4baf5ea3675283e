import type { TownPositions } from '../domain/hidden-address.ts';
import { toMapMarker, type MarkerSource } from '../domain/map-markers.ts';
import { readMarkerResponse } from '../features/map/marker-data.ts';
import { markerSnapshotFromAnswer } from '../features/map/marker-snapshot-build.ts';
import type { EstateQuery } from '../schemas/estate-query.ts';
import { idQueries } from './loaders/named-sync.ts';

/**
 * A snapshot as written, with what each listing of the answer put in it (its marker, or that it
 * had none, and its publication date, the service's default order), by id; null states when a
 * result had no id to follow it by.
 */
export type KeptMarkerSnapshot = {
  search: string;
  text: string;
  states: Map<number, string> | null;
};

const stateOf = (result: unknown, source: MarkerSource | null) =>
  JSON.stringify([
    source ? toMapMarker(source) : 'invalid',
    (result as { publicationDate?: unknown } | null)?.publicationDate ?? null,
  ]);

/** What each result of an answer put in a snapshot, by id, as readMarkerResponse reads them. */
function statesRecorder() {
  const states = new Map<number, string>();
  let untracked = false;
  return {
    onResult: (result: unknown, source: MarkerSource | null) => {
      const id = (result as { id?: unknown } | null)?.id;
      if (typeof id === 'number') states.set(id, stateOf(result, source));
      else untracked = true;
    },
    /** The states, null when a result had no id to follow it by. */
    states: () => (untracked ? null : states),
  };
}

/**
 * The marker snapshot of `search`'s answer. A rebuild of the estates a webhook named (`named`)
 * asks the service about those alone, with the same search, when each is a listing group the
 * last snapshot or the site holds (`groups`; a unit's change is its project's): when every one
 * puts in the snapshot what it put before (marker fields, spec 2's seven, and date unchanged;
 * on the map as before or off it as before), the last snapshot stands, as written. A title, a
 * price or a description edited, the usual change, moves no marker. Otherwise, and on every
 * rebuild that names none, the whole answer is asked for.
 */
export async function markerSnapshotText(options: {
  search: EstateQuery;
  towns: TownPositions;
  ask: (body: EstateQuery) => Promise<unknown>;
  named: readonly string[] | null;
  groups: { has: (id: number) => boolean };
  last: KeptMarkerSnapshot | undefined;
}): Promise<KeptMarkerSnapshot> {
  const { search, towns, ask, named, groups, last } = options;
  const key = JSON.stringify(search);
  const ids = named?.every((id) => /^\d{1,15}$/.test(id)) ? named.map(Number) : null;
  const states = last?.search === key ? last.states : null;
  if (last && states && ids && ids.length > 0) {
    const followed = ids.every((id) => states.has(id) || groups.has(id));
    if (followed) {
      const now = statesRecorder();
      for (const terms of idQueries(ids)) {
        const query = search.query ?? {};
        const body = { ...search, query: { ...query, terms: { ...query.terms, ...terms.terms } } };
        readMarkerResponse(await ask(body), { towns, onResult: now.onResult });
      }
      const answered = now.states();
      const same =
        answered !== null &&
        [...answered.keys()].every((id) => ids.includes(id)) &&
        ids.every((id) => answered.get(id) === states.get(id));
      if (same) return last;
    }
  }
  const next = statesRecorder();
  const snapshot = markerSnapshotFromAnswer(search, await ask(search), towns, next.onResult);
  return { search: key, text: JSON.stringify(snapshot), states: next.states() };
}
