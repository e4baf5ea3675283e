import { ContentValidationError } from '../../content-service/index.ts';
import { townPositions, type TownPositions } from '../../domain/hidden-address.ts';
import { estateFilterOptionsSchema } from '../../schemas/estate-filters.ts';
import { buildMemo, keptForNextBuild } from '../build-memo.ts';
import { buildRequest } from '../build-request.ts';
import { contentServiceForBuild, callService } from './content-service-for-build.ts';

/**
 * Where each town is (spec 3: the estate-filter locations carry lat and lon per city), read
 * once per build process: an estate whose address is hidden is placed there, not at its door
 * (src/domain/hidden-address.ts). Asked strictly, like every build call: the service failing
 * stops the build rather than publish hidden estates without a place.
 */
export function buildTownPositions(): Promise<TownPositions> {
  return buildMemo('townPositions', () =>
    callService('POST estate-filters (town positions)', async () => {
      const answer = await contentServiceForBuild.http.post('estate-filters', { query: {} });
      const parsed = estateFilterOptionsSchema.safeParse(answer);
      if (!parsed.success) throw new ContentValidationError('POST estate-filters', parsed.error);
      // The same towns as the last build in this process give the same object, so what was
      // made from them (the summaries for visitors) can be kept.
      const from = JSON.stringify(parsed.data.locations);
      const kept = keptForNextBuild<{ from: string; positions: TownPositions }>(
        'town-positions',
        buildRequest().codeDigest,
      );
      if (kept.last?.from === from) return kept.last.positions;
      const positions = townPositions(parsed.data.locations);
      kept.keep({ from, positions });
      return positions;
    }),
  );
}
