import type { ListingKind } from '../domain/listing-kinds.ts';
import { ContentValidationError } from '../content-service/index.ts';
import { estateFilterOptionsSchema, type EstateFilterOptions } from '../schemas/estate-filters.ts';
import { contentServiceForBuild, callService } from './loaders/content-service-for-build.ts';
import { listingFilterValuesBody } from '../features/listing/query.ts';
import { prerenderedFilter } from '../features/listing/url-state.ts';

const cache = new Map<ListingKind, Promise<EstateFilterOptions>>();

/**
 * The filter values of a listing's default search, read once per build and kind: the choices
 * of the plain form (without JavaScript) and the island's starting options. Like every build
 * call, a failure stops the build (DESIGN.md: fail loudly at build).
 */
export function listingFilterOptions(kind: ListingKind): Promise<EstateFilterOptions> {
  let options = cache.get(kind);
  if (!options) {
    options = callService(`POST estate-filters (${kind} listing)`, async () => {
      const answer = await contentServiceForBuild.http.post(
        'estate-filters',
        listingFilterValuesBody(kind, prerenderedFilter(kind)),
      );
      const parsed = estateFilterOptionsSchema.safeParse(answer);
      if (!parsed.success) throw new ContentValidationError('POST estate-filters', parsed.error);
      return parsed.data;
    });
    cache.set(kind, options);
  }
  return options;
}
