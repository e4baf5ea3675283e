import type { Locale } from '../../domain/locales.ts';
import { fillTemplate, pluralText } from '../cards/template.ts';
import type { CityComboboxTexts } from './CitySuggestions.tsx';
import type { ListingStrings } from './strings.ts';

/** The town combobox's texts from the listing's translated strings, in the page's language. */
export function listingCityTexts(strings: ListingStrings, locale: Locale): CityComboboxTexts {
  return {
    label: strings.city,
    hint: strings.cityHint,
    selected: strings.citySelected,
    none: strings.cityNone,
    suggestions: (count) => pluralText(strings.citySuggestions, count, locale),
    remove: (city) => fillTemplate(strings.cityRemove, { city }),
  };
}
