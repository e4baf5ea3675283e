import { cityName } from '../../domain/address.ts';
import { otherCityNames } from '../../domain/city-options.ts';
import type { Locale } from '../../domain/locales.ts';
import { pickLocalized } from '../../domain/localized-text.ts';
import type { LocalizedString } from '../../schemas/localized.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/*
 * The island's props travel in the page as JSON (DESIGN.md: props carry only what the island
 * needs). A page is in one language, so the per-language texts of the pre-rendered results and
 * options are cut down to the text that language shows; everything the island derives from
 * them (card, grouping, town choices) comes out the same.
 */

/** The text a language shows, with the same fallback, as the only text. */
function only(
  value: LocalizedString | null | undefined,
  locale: Locale,
): LocalizedString | null | undefined {
  if (!value) return value;
  return { [locale]: pickLocalized(value, locale, { fallback: true }) };
}

/**
 * A search result with only the texts of one language. The title keeps every language when it
 * has none in this one: the card then composes a title before it falls back to another
 * language's (spec 3: only projects carry a title). The sticker keeps its own language only,
 * as it shows no other.
 */
export function summaryForLocale(summary: EstateSummary, locale: Locale): EstateSummary {
  const { general } = summary;
  const { city } = general.address;
  const sticker = general.sticker;
  return {
    ...summary,
    general: {
      ...general,
      title:
        pickLocalized(general.title, locale) === null ? general.title : only(general.title, locale),
      subType: general.subType && { ...general.subType, name: only(general.subType.name, locale) },
      transaction: { ...general.transaction, name: only(general.transaction.name, locale) },
      address: {
        ...general.address,
        street: only(general.address.street, locale),
        city: city && { ...city, name: { [locale]: cityName(city, locale) }, alias: null },
      },
      sticker: sticker && {
        ...sticker,
        name: sticker.name && { [locale]: pickLocalized(sticker.name, locale) },
      },
    },
  };
}

/**
 * Filter values with town names in one language (the name the town choices show), and each
 * town's other names and aliases as one list (`names`), so the town search finds Mechelen by
 * "Malines" on any page.
 */
export function optionsForLocale(
  options: Partial<EstateFilterOptions>,
  locale: Locale,
): Partial<EstateFilterOptions> {
  if (!options.locations) return options;
  return {
    ...options,
    locations: options.locations.map((location) => {
      const shown = cityName(location, locale);
      return {
        ...location,
        name: { [locale]: shown },
        ...(shown === null ? {} : { names: otherCityNames(location, shown) }),
      };
    }),
  };
}
