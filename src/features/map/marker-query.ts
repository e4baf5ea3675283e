import { buildMapBody } from '../../domain/estate-query.ts';
import {
  listingBaseFilter,
  listingSearchBody,
  type ListingKind,
} from '../../domain/listing-kinds.ts';
import { VIEW_MAP, type SearchFilter } from '../../domain/search-filters.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';

/**
 * The body of the map's search (spec 7: the query only, no sort, grouping or limit). With a
 * listing kind it keeps that screen's own rule, as the gallery does (projects only on the
 * projects screen, none on buy and rent), so the map shows the same listings.
 */
export function mapQueryBody(filter: SearchFilter, kind?: ListingKind): EstateQuery {
  return kind === undefined
    ? buildMapBody(filter)
    : listingSearchBody(kind, { ...filter, viewType: VIEW_MAP });
}

/**
 * The map's search on a listing screen the visitor has not filtered: the one the build writes
 * a marker snapshot of (src/pages/markers/[kind].json.ts). Sort and grouping change nothing
 * here, since the map's body is the query only.
 */
export function baseMapQueryBody(kind: ListingKind): EstateQuery {
  return mapQueryBody(listingBaseFilter(kind), kind);
}

/** JSON with object keys sorted (undefined left out), so equal values read the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A search body as a key: two bodies that ask the same thing have the same key, whatever the
 * order of their keys.
 * @example markerBodyKey({ query: { match: { a: 1, b: 2 } } }) === markerBodyKey({ query: { match: { b: 2, a: 1 } } }) // true
 */
export function markerBodyKey(body: EstateQuery): string {
  return canonicalJson(body);
}
