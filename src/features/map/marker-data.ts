import { z } from '../../schemas/zod-browser.ts';
import type { HttpClient } from '../../content-service/http-client.ts';
import { shownAddress, townPositions, type TownPositions } from '../../domain/hidden-address.ts';
import {
  markersToGeoJson,
  toMapMarkers,
  type MarkerFeatureCollection,
  type MarkerSource,
} from '../../domain/map-markers.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import { markersBounds, type Bounds, type MarkerTiles } from '../../domain/marker-tiles.ts';

/*
 * The markers of a search, fetched economically. The map asks for every match at once (spec 7:
 * the map body is the query only), and a large agency's full summaries are megabytes of JSON:
 * validating each whole summary with its zod schema costs more than parsing the JSON. The map only reads what a
 * marker carries (spec 2: id, type, headType, status, isProject, lat, lon), so each result is
 * checked against that narrow shape instead, one by one: a malformed listing loses its marker,
 * not the whole map. The popup validates the one summary it shows in full.
 */

const idSchema = z.number().int();
const pointSchema = z.object({ lat: z.number(), lon: z.number() });

/** What a marker reads of one search result (a `MarkerSource`), and nothing more. */
export const markerSourceSchema = z.object({
  id: idSchema,
  isProject: z.boolean().nullish(),
  status: z.object({ id: idSchema }).nullish(),
  general: z.object({
    project: z.boolean().nullish(),
    subType: z.object({ id: idSchema }).nullish(),
    headType: z.object({ id: idSchema }).nullish(),
    address: z
      .object({
        visible: z.boolean().nullish(),
        city: z.object({ id: idSchema }).nullish(),
        geoLocation: pointSchema.nullish(),
      })
      .nullish(),
  }),
}) satisfies z.ZodType<MarkerSource>;

type MarkerSourceData = z.infer<typeof markerSourceSchema>;

/** A hidden address's marker at its town, not its door (spec 2; src/domain/hidden-address.ts). */
function placedAtTown(source: MarkerSourceData, towns: TownPositions): MarkerSourceData {
  const address = source.general.address;
  if (!address || address.visible !== false) return source;
  const shown = shownAddress({ ...address, visible: false }, towns);
  return { ...source, general: { ...source.general, address: shown } };
}

/** The search answer around the results: total and a list, each result checked on its own. */
const markerResponseSchema = z.object({
  total: z.object({ value: z.number().int().nonnegative() }),
  results: z.array(z.unknown()),
});

/** The markers of one search, ready for a clustered GeoJSON source. */
export type MarkerLoad = {
  /** How many listings match, with or without a location. */
  total: number;
  collection: MarkerFeatureCollection;
  /** The box around every marker, or null when there is none. */
  bounds: Bounds | null;
  /** Results that did not have the shape of a search result: left off the map. */
  invalid: number;
  /**
   * The build's cluster tiles of these markers (an unfiltered map read from its snapshot): plain
   * vector tiles that MapLibre draws up to their `maxzoom` without clustering the markers itself
   * (publish/marker-tiles.ts).
   */
  tiles?: MarkerTiles;
};

/** An answer that is not a search answer at all. */
export class MarkerResponseError extends Error {
  constructor(detail: string) {
    super(`Invalid answer from POST estates (map): ${detail}`);
    this.name = 'MarkerResponseError';
  }
}

/**
 * Reads a search answer into markers: results without the marker fields are counted and left
 * out, results without a place (spec 2) are left out by `toMapMarkers`. Given the towns'
 * positions, an estate whose address is hidden is placed at its town (none known: no marker).
 * @throws MarkerResponseError when the answer has no total or no result list
 */
export function readMarkerResponse(
  data: unknown,
  options: {
    towns?: TownPositions;
    /** Told of each result in turn, with what the map reads of it (null: left off, invalid). */
    onResult?: (result: unknown, source: MarkerSource | null) => void;
  } = {},
): MarkerLoad {
  const { towns, onResult } = options;
  const answer = markerResponseSchema.safeParse(data);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    throw new MarkerResponseError(
      `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const sources: MarkerSource[] = [];
  let invalid = 0;
  for (const result of answer.data.results) {
    const parsed = markerSourceSchema.safeParse(result);
    const source = parsed.success ? (towns ? placedAtTown(parsed.data, towns) : parsed.data) : null;
    if (source) sources.push(source);
    else invalid += 1;
    onResult?.(result, source);
  }
  const markers = toMapMarkers(sources);
  return {
    total: answer.data.total.value,
    collection: markersToGeoJson(markers),
    bounds: markersBounds(markers),
    invalid,
  };
}

/** What the town positions are read from: the cities of the estate-filter options (spec 3). */
const locationsSchema = z.object({
  locations: z
    .array(z.object({ id: idSchema, lat: z.number().nullish(), lon: z.number().nullish() }))
    .nullish(),
});

/**
 * Where each town is, from the content service's estate-filter locations, to place an estate
 * whose address is hidden at its town (spec 2). Empty when the service cannot say: such an
 * estate then has no marker rather than one at its door.
 */
export async function fetchTownPositions(
  http: Pick<HttpClient, 'post'>,
  signal?: AbortSignal,
): Promise<TownPositions> {
  try {
    const data = await http.post('estate-filters', { query: {} }, signal ? { signal } : {});
    return townPositions(locationsSchema.parse(data).locations);
  } catch {
    return townPositions([]);
  }
}

/**
 * Asks the content service for every match of a map search and reads the markers, through
 * the project's one HTTP client (spec 7 headers, errors as `HttpError`). Without `towns`,
 * the towns' positions are asked for beside the search.
 */
export async function fetchMarkers(
  http: Pick<HttpClient, 'post'>,
  body: EstateQuery,
  signal?: AbortSignal,
  towns?: TownPositions | Promise<TownPositions>,
): Promise<MarkerLoad> {
  const places = towns ?? fetchTownPositions(http, signal);
  const data = await http.post('estates', body, signal ? { signal } : {});
  return readMarkerResponse(data, { towns: await places });
}
