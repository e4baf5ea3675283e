import type { ListResult } from '../../content-service/api.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import type { EstateFilterQuery, EstateQuery } from '../../schemas/estate-query.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/** Where the browser reaches the content service (the mount point's data attributes). */
export type ListingConnection = { baseUrl: string; siteId: string };

type CallOptions = { signal?: AbortSignal };

/**
 * The calls of the listing (spec 7): the paged estate search, the map view's search and the
 * filter values. Unlike the client's `estateFilters`, which answers `{}` on failure (spec 8),
 * `filterValues` rejects, so the filter store can keep the previous options and store the
 * error (spec 4: every load has a failure outcome).
 */
export type ListingCalls = {
  searchEstates(query: EstateQuery, options?: CallOptions): Promise<ListResult<EstateSummary>>;
  /**
   * The map view's search (spec 7: the query only, every match): its total, with no results,
   * since the matches are shown as the map's markers. It is the map's own marker search, so
   * the count and the markers come from one request. Never rejects: a failure is `error`.
   */
  searchMap(query: EstateQuery, options?: CallOptions): Promise<ListResult<EstateSummary>>;
  filterValues(query: EstateFilterQuery, options?: CallOptions): Promise<EstateFilterOptions>;
  /** Loads the client ahead of the first call; a failure is left to that call. */
  prepare?(): void;
};

/** A call that hangs is a failure the visitor can retry, not an endless skeleton. */
const browserTimeoutMs = 20_000;

/**
 * The client and the schemas its answers are checked with, loaded on the first call: a page
 * opened on the pre-rendered search calls nothing until the visitor changes it, so it neither
 * loads nor builds the schemas while it starts (Lighthouse's total blocking time).
 */
async function loadClient(connection: ListingConnection) {
  const [
    { ContentValidationError, createContentService, HttpClient },
    { estateFilterOptionsSchema },
  ] = await Promise.all([
    import('../../content-service/index.ts'),
    import('../../schemas/estate-filters.ts'),
  ]);
  const http = new HttpClient({
    ...connection,
    timeoutMs: browserTimeoutMs,
    // spec 7 logs a failed POST; in the browser a warning, since the island shows the error.
    logError: (message) => console.warn(message),
  });
  return {
    service: createContentService(http),
    async filterValues(query: EstateFilterQuery, options: CallOptions) {
      const answer = await http.post('estate-filters', query, options);
      const parsed = estateFilterOptionsSchema.safeParse(answer);
      if (!parsed.success) throw new ContentValidationError('POST estate-filters', parsed.error);
      return parsed.data;
    },
  };
}

/**
 * The listing's calls through the project's one content-service client, which loads on the
 * first call. A client that fails to load fails that call like a failed request: the visitor
 * sees the error and can retry, which loads it again.
 */
export function listingCalls(connection: ListingConnection): ListingCalls {
  type Client = Awaited<ReturnType<typeof loadClient>>;
  let client: Promise<Client> | undefined;
  // Once loaded, a call reaches `fetch` in the visitor's own event, before React renders what
  // the event changed, rather than a turn later, after that render.
  let ready: Client | undefined;
  const withClient = <T>(call: (client: Client) => Promise<T>): Promise<T> => {
    if (ready) return call(ready);
    client ??= loadClient(connection).then(
      (loadedClient) => (ready = loadedClient),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client.then(call);
  };
  return {
    searchEstates(query, options = {}) {
      // searchEstates answers a failure as `error` (spec 8); so does a client that did not load.
      return withClient((loaded) => loaded.service.searchEstates(query, options)).catch(
        (error: unknown) => ({ total: 0, results: [], error }),
      );
    },
    async searchMap(query, options = {}) {
      try {
        // Loaded with the map view only: the markers' worker and the search the map shares.
        const { pageMarkerLoader } = await import('../map/page-marker-loader.ts');
        const signal = options.signal ?? new AbortController().signal;
        const { total } = await pageMarkerLoader(connection, query, signal);
        return { total, results: [] };
      } catch (error) {
        return { total: 0, results: [], error };
      }
    },
    filterValues(query, options = {}) {
      return withClient((loaded) => loaded.filterValues(query, options));
    },
    prepare() {
      withClient(async () => {}).catch(() => {});
    },
  };
}
