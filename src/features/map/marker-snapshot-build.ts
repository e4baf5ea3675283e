import { encodeMarkerSnapshot, type MarkerSnapshot } from '../../domain/marker-snapshot.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { readMarkerResponse } from './marker-data.ts';

/**
 * The snapshot of an unfiltered map (src/pages/markers) from the service's answer to its search,
 * read as the live map reads it: a result without the marker fields is counted and left out.
 */
export function markerSnapshotFromAnswer(search: EstateQuery, answer: unknown): MarkerSnapshot {
  const load = readMarkerResponse(answer);
  return encodeMarkerSnapshot({
    search,
    total: load.total,
    invalid: load.invalid,
    markers: load.collection.features.map((feature) => feature.properties),
  });
}
