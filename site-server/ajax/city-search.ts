import type { ContentService } from '../../src/content-service/index.ts';
import { cityOptions, type CityOption } from '../../src/domain/city-options.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { searchCities } from '../../src/domain/city-lookup.ts';
import { readCache } from './read-cache.ts';

/*
 * The ajax route search-city (spec 2): the towns a visitor may mean by what they typed, among
 * the towns of the site's estate filter options (spec 3 "locations"), labelled in the language.
 * The matching is the city combobox's own rule (accent-insensitive prefix of the zip or of a
 * word of the name), so the browser and the server propose the same towns.
 */

/** One proposal: the `city` filter value, the label the combobox shows, and the zip apart. */
export type CitySuggestion = { id: number; label: string; zip: string };

/** The content service could not give the towns. */
export class CitiesUnavailableError extends Error {
  constructor() {
    super('The content service gave no filter options');
    this.name = 'CitiesUnavailableError';
  }
}

type Towns = { options: CityOption[]; zips: Map<number, string> };

/**
 * A search over the towns, which are read again from the content service at most every
 * `ttlMs` (they change when estates are added, not between two key strokes).
 */
export function createCitySearch(
  api: Pick<ContentService, 'estateFilters'>,
  options: { ttlMs: number },
): (text: string, locale: Locale) => Promise<CitySuggestion[]> {
  const locations = readCache<
    NonNullable<Awaited<ReturnType<typeof api.estateFilters>>['locations']>
  >({ ttlMs: options.ttlMs });
  const townsByLocale = readCache<Towns>({ ttlMs: options.ttlMs });
  const loadLocations = () =>
    locations.get('all', async () => {
      // estateFilters answers {} instead of failing (spec 8); no list means no answer.
      const answer = await api.estateFilters({ query: {} });
      if (!answer.locations) throw new CitiesUnavailableError();
      return answer.locations;
    });
  const towns = (locale: Locale) =>
    townsByLocale.get(locale, async () => {
      const cities = await loadLocations();
      return {
        options: cityOptions(cities, locale),
        zips: new Map(cities.map((city) => [city.id, city.zip.trim()])),
      };
    });

  return async (text, locale) => {
    if (text.trim() === '') return [];
    const { options: all, zips } = await towns(locale);
    const found = await searchCities(text, { locale, towns: all });
    return found.map(({ id, label }) => ({ id, label, zip: zips.get(id) ?? '' }));
  };
}
