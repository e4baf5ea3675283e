import type { CityOption } from './city-options.ts';
import type { Locale } from './locales.ts';

/** How many towns the combobox proposes at once. */
export const MAX_CITY_SUGGESTIONS = 8;

export type CityLookup = {
  locale: Locale;
  /** The towns the filter endpoint offers (spec 3 locations), labelled by `cityOptions`. */
  towns: readonly CityOption[];
  signal?: AbortSignal;
};

/** Lower case without accents, so 'liege' finds Liège and 'sint' finds Sint-Niklaas. */
function folded(text: string, locale: Locale): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * The towns a visitor can mean by what they typed: the zip or a word of the name starts with
 * it, whole-label starts first, at most MAX_CITY_SUGGESTIONS. The one rule of the city combobox
 * and of the site server's search-city route (spec 2 ajax routes); a promise, so the combobox
 * can ask the route or the towns it holds alike.
 * @example await searchCities('gen', { locale: 'nl', towns: [{ id: 7, label: '9000 Gent' }] }) // [{ id: 7, label: '9000 Gent' }]
 */
export async function searchCities(text: string, lookup: CityLookup): Promise<CityOption[]> {
  const query = folded(text.trim(), lookup.locale);
  if (query === '') return [];
  const scored: { option: CityOption; rank: number }[] = [];
  for (const option of lookup.towns) {
    const label = folded(option.label, lookup.locale);
    const words = label.split(/[\s-]+/);
    const rank =
      words.slice(1).join(' ').startsWith(query) || label.startsWith(query)
        ? 0
        : words.some((word) => word.startsWith(query))
          ? 1
          : -1;
    if (rank >= 0) scored.push({ option, rank });
  }
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CITY_SUGGESTIONS)
    .map(({ option }) => option);
}
