import { ContentValidationError } from '../../content-service/index.ts';
import { townPositions, type TownPositions } from '../../domain/hidden-address.ts';
import { estateFilterOptionsSchema } from '../../schemas/estate-filters.ts';
import { buildMemo } from '../build-memo.ts';
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
      return townPositions(parsed.data.locations);
    }),
  );
}
