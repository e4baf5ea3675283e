import { buildMapBody } from '../../domain/estate-query.ts';
import { listingSearchBody, type ListingKind } from '../../domain/listing-kinds.ts';
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
