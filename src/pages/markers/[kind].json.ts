import type { APIRoute, GetStaticPaths } from 'astro';
import { listingKinds, type ListingKind } from '../../domain/listing-kinds.ts';
import { markerSnapshotText, type KeptMarkerSnapshot } from '../../site/marker-snapshot-text.ts';
import { buildMemo, keptForNextBuild } from '../../site/build-memo.ts';
import { getEstateEntries } from '../../site/site-data.ts';
import { baseMapQueryBody } from '../../features/map/marker-query.ts';
import { inShard } from '../../site/build-shards.ts';
import { buildRequest } from '../../site/build-request.ts';
import {
  contentServiceForBuild,
  callService,
} from '../../site/loaders/content-service-for-build.ts';
import { buildTownPositions } from '../../site/loaders/town-positions.ts';

/**
 * The markers of each listing screen's unfiltered map, `/markers/{kind}.json`: the
 * build asks the service the very search the map sends (spec 7: the query only) and keeps the
 * seven marker fields of spec 2 as columns (src/domain/marker-snapshot.ts). The map reads this
 * file instead of the service's full answer when the visitor has not filtered. Not a page of a
 * record, so every build, incremental ones too, writes it afresh (from the last snapshot when
 * the estates a webhook named moved no marker).
 */
export const getStaticPaths = (() =>
  // A sharded full build writes them once, in the shard of the whole site's pages.
  inShard(null, buildRequest().shard)
    ? listingKinds.map((kind) => ({ params: { kind } }))
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const kind = params.kind as ListingKind;
  const request = buildRequest();
  // The last snapshot of this kind in this process: a resident renderer's rebuild of the
  // estates a webhook named asks the service about those alone (markerSnapshotText).
  const kept = keptForNextBuild<KeptMarkerSnapshot>(`marker-snapshot ${kind}`, request.codeDigest);
  const snapshot = await markerSnapshotText({
    search: baseMapQueryBody(kind),
    towns: await buildTownPositions(),
    ask: (body) =>
      callService(`POST estates (${kind} map markers)`, () =>
        contentServiceForBuild.http.post('estates', body),
      ),
    named: request.onlyNamed ? request.changedIds : null,
    // The site's listing groups, once for the three maps of a build.
    groups: await buildMemo(
      'estate-group-ids',
      async () => new Set((await getEstateEntries()).map((entry) => entry.id)),
    ),
    last: kept.last,
  });
  kept.keep(snapshot);
  return new Response(snapshot.text, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
