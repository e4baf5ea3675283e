import { ContentValidationError } from '../content-service/index.ts';
import { rentalFilterOptionsSchema, type RentalFilterOptions } from '../schemas/rental-unit.ts';
import { callService, contentServiceForBuild } from './loaders/content-service-for-build.ts';

let cache: Promise<RentalFilterOptions> | undefined;

/**
 * The holiday search's choices (`POST rental-units/filters`, no filter), read once per build:
 * the form's until the visitor uses it, when the island reads them live. Like every build
 * call, a failure stops the build (DESIGN.md: fail loudly at build), where the client's
 * `rentalFilters` would answer `{}` (spec 8).
 */
export function holidayFilterOptions(): Promise<RentalFilterOptions> {
  cache ??= callService('POST rental-units/filters', async () => {
    const answer = await contentServiceForBuild.http.post('rental-units/filters', { query: {} });
    const parsed = rentalFilterOptionsSchema.safeParse(answer);
    if (!parsed.success)
      throw new ContentValidationError('POST rental-units/filters', parsed.error);
    return parsed.data;
  });
  return cache;
}
