import {
  ContentValidationError,
  createContentService,
  HttpClient,
} from '../../content-service/index.ts';
import type { ListResult } from '../../content-service/api.ts';
import {
  estateFilterOptionsSchema,
  type EstateFilterOptions,
} from '../../schemas/estate-filters.ts';
import type { EstateFilterQuery, EstateQuery } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/** Where the browser reaches the content service (the mount point's data attributes). */
export type ListingConnection = { baseUrl: string; siteId: string };

type CallOptions = { signal?: AbortSignal };

/**
 * The two calls of the listing (spec 7): the paged estate search and the filter values. Unlike
 * the client's `estateFilters`, which answers `{}` on failure (spec 8), `filterValues` rejects,
 * so the filter store can keep the previous options and store the error (spec 4: every load
 * has a failure outcome).
 */
export type ListingService = {
  searchEstates(query: EstateQuery, options?: CallOptions): Promise<ListResult<EstateSummary>>;
  filterValues(query: EstateFilterQuery, options?: CallOptions): Promise<EstateFilterOptions>;
};

/** A call that hangs is a failure the visitor can retry, not an endless skeleton. */
const browserTimeoutMs = 20_000;

/** The listing's calls through the project's one content-service client. */
export function listingService(connection: ListingConnection): ListingService {
  const http = new HttpClient({
    ...connection,
    timeoutMs: browserTimeoutMs,
    // spec 7 logs a failed POST; in the browser a warning, since the island shows the error.
    logError: (message) => console.warn(message),
  });
  const service = createContentService(http);
  return {
    searchEstates: (query, options = {}) => service.searchEstates(query, options),
    async filterValues(query, options = {}) {
      const answer = await http.post('estate-filters', query, options);
      const parsed = estateFilterOptionsSchema.safeParse(answer);
      if (!parsed.success) throw new ContentValidationError('POST estate-filters', parsed.error);
      return parsed.data;
    },
  };
}
