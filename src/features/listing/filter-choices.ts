import type { CityWithId } from '../../domain/city-options.ts';
import type { SearchFilter } from '../../domain/search-filters.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';

/** The ids and codes each filter control offers. */
export type FilterChoices = {
  types: number[];
  subTypes: number[];
  locations: CityWithId[];
  countries: string[];
};

function unique<T, K>(items: readonly T[], keyOf: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What each control offers (spec 3 option sets): the fresh filter values of the current
 * search, so a choice never leads to an empty list. A control the visitor has already chosen
 * in would then offer only that choice (the values are those of the filtered estates), so it
 * keeps the alternatives of the whole listing (`listingWide`, the pre-rendered page's values);
 * and a chosen value is always offered, even one the values no longer name. Subtypes follow
 * the chosen types. While fresh values load (`loading`), the values at hand are those of the
 * last search, which may have been narrower (a type just cleared still offered only that
 * type): every control keeps the listing's alternatives until the fresh values arrive.
 */
export function filterChoices(
  filter: SearchFilter,
  fresh: Partial<EstateFilterOptions>,
  listingWide: Partial<EstateFilterOptions>,
  state: { loading?: boolean } = {},
): FilterChoices {
  const widen = <T>(chosen: boolean, own: readonly T[] = [], wide: readonly T[] = []) =>
    chosen || state.loading ? [...own, ...wide] : [...own];
  const chosenTypes = new Set(filter.type ?? []);

  const types = unique(
    [
      ...widen(filter.type !== undefined, fresh.headTypes, listingWide.headTypes).map(
        ({ id }) => id,
      ),
      ...(filter.type ?? []),
    ],
    (id) => id,
  );
  const subTypes = unique(
    [
      ...widen(filter.subType !== undefined, fresh.subTypes, listingWide.subTypes)
        .filter(({ headTypeId }) => chosenTypes.size === 0 || chosenTypes.has(headTypeId))
        .map(({ id }) => id),
      ...(filter.subType ?? []),
    ],
    (id) => id,
  );
  const locations = unique(
    widen(filter.city !== undefined, fresh.locations, listingWide.locations),
    ({ id }) => id,
  );
  const countries = unique(
    [
      ...widen(filter.country !== undefined, fresh.countries, listingWide.countries).map(
        ({ id }) => id,
      ),
      ...(filter.country ?? []),
    ],
    (code) => code,
  );
  return { types, subTypes, locations, countries };
}
