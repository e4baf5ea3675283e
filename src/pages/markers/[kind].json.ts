import type { APIRoute, GetStaticPaths } from 'astro';
import { listingKinds, type ListingKind } from '../../domain/listing-kinds.ts';
import { markerSnapshotFromAnswer } from '../../features/map/marker-snapshot-build.ts';
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
 * record, so every build, incremental ones too, writes it afresh.
 */
export const getStaticPaths = (() =>
  // A sharded full build writes them once, in the shard of the whole site's pages.
  inShard(null, buildRequest().shard)
    ? listingKinds.map((kind) => ({ params: { kind } }))
    : []) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const kind = params.kind as ListingKind;
  const search = baseMapQueryBody(kind);
  const answer = await callService(`POST estates (${kind} map markers)`, () =>
    contentServiceForBuild.http.post('estates', search),
  );
  const towns = await buildTownPositions();
  return new Response(JSON.stringify(markerSnapshotFromAnswer(search, answer, towns)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
