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

/** How well a label or name matches: 0 its start (or the name after the zip), 1 a word's, else -1. */
function matchRank(text: string, query: string, locale: Locale): number {
  const label = folded(text, locale);
  const words = label.split(/[\s-]+/);
  if (words.slice(1).join(' ').startsWith(query) || label.startsWith(query)) return 0;
  return words.some((word) => word.startsWith(query)) ? 1 : -1;
}

/**
 * The towns a visitor can mean by what they typed: the zip or a word of the name starts with
 * it, in the page's language first, then by the town's name or alias in another language
 * ("Malines" finds 2800 Mechelen on a Dutch page); whole-label starts first, at most
 * MAX_CITY_SUGGESTIONS. The one rule of the city combobox and of the site server's search-city
 * route (spec 2 ajax routes); a promise, so the combobox can ask the route or the towns it holds
 * alike.
 * @example await searchCities('gen', { locale: 'nl', towns: [{ id: 7, label: '9000 Gent' }] }) // [{ id: 7, label: '9000 Gent' }]
 */
export async function searchCities(text: string, lookup: CityLookup): Promise<CityOption[]> {
  const query = folded(text.trim(), lookup.locale);
  if (query === '') return [];
  const scored: { option: CityOption; rank: number }[] = [];
  for (const option of lookup.towns) {
    let rank = matchRank(option.label, query, lookup.locale);
    if (rank < 0) {
      // Another language's name ranks after the page language's, in the same order.
      const others = (option.names ?? [])
        .map((name) => matchRank(name, query, lookup.locale))
        .filter((other) => other >= 0);
      if (others.length > 0) rank = 2 + Math.min(...others);
    }
    if (rank >= 0) scored.push({ option, rank });
  }
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CITY_SUGGESTIONS)
    .map(({ option }) => option);
}
