import type { TownPositions } from '../../domain/hidden-address.ts';
import type { MarkerSource } from '../../domain/map-markers.ts';
import { encodeMarkerSnapshot, type MarkerSnapshot } from '../../domain/marker-snapshot.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { readMarkerResponse } from './marker-data.ts';

/**
 * The snapshot of an unfiltered map (src/pages/markers) from the service's answer to its search,
 * read as the live map reads it: a result without the marker fields is counted and left out.
 * An estate whose address is hidden is placed at its town (spec 2), so neither the snapshot nor
 * the cluster tiles made from it hold its door. `onResult` is told what each result adds.
 */
export function markerSnapshotFromAnswer(
  search: EstateQuery,
  answer: unknown,
  towns: TownPositions,
  onResult?: (result: unknown, source: MarkerSource | null) => void,
): MarkerSnapshot {
  const load = readMarkerResponse(answer, { towns, ...(onResult && { onResult }) });
  return encodeMarkerSnapshot({
    search,
    total: load.total,
    invalid: load.invalid,
    markers: load.collection.features.map((feature) => feature.properties),
  });
}
