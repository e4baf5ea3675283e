import { listingScreenStatus, type ListingKind } from '../../domain/listing-screens.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';

/**
 * How many filters the visitor has set on a listing screen, for the phone's folded filter
 * button ("Filters (2)"). A narrowing counts once per field, whatever number of towns or types
 * it holds; the screen's own transaction (buy, rent) and the display choices (sort, order,
 * grouping, view) narrow nothing the visitor chose, so they do not count.
 * @example activeFilterCount({ ...defaultSearchFilter, city: [1, 2], bedrooms: 3 }, 'projects') // 2
 */
export function activeFilterCount(filter: SearchFilter, kind: ListingKind): number {
  const screenStatus = listingScreenStatus(kind);
  const set = [
    screenStatus === undefined && filter.status !== undefined,
    (filter.city?.length ?? 0) > 0,
    filter.geo_range !== undefined,
    (filter.type?.length ?? 0) > 0,
    (filter.subType?.length ?? 0) > 0,
    filter['price-min'] !== undefined,
    filter['price-max'] !== undefined,
    filter.bedrooms !== undefined || filter['bed-min'] !== undefined,
    (filter.country?.length ?? 0) > 0,
  ];
  return set.filter(Boolean).length + extraFilterCount(filter);
}

/**
 * How many of the filters beyond spec 5 are set (the "More filters" fold counts them): each
 * area range once, whatever bounds it holds, the EPC label, and each "with …" choice.
 * @example extraFilterCount({ ...defaultSearchFilter, 'area-min': 80, 'area-max': 120, garden: true }) // 2
 */
export function extraFilterCount(filter: SearchFilter): number {
  return [
    filter['area-min'] ?? filter['area-max'],
    filter['plot-min'] ?? filter['plot-max'],
    filter.epc,
    filter.garden,
    filter.terrace,
    filter.garage,
  ].filter((value) => value !== undefined).length;
}
