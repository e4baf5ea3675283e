import { localeTags, type Locale } from '../../domain/locales.ts';
import { nameCollator } from '../../domain/known-order.ts';
import { cityOptions } from '../../domain/city-options.ts';
import { pickLocalized } from '../../domain/localized-text.ts';
import { notEnteredText } from '../../domain/display-rules.ts';
import { headTypes, regionName, subTypes } from '../../domain/reference-data/index.ts';
import { sortTypes, type SortType } from '../../domain/search-filters.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import { groupOptions, type GroupOption } from '../../schemas/search-constants.ts';
import { uiTexts, useTranslations } from '../../i18n/translate.ts';
import type { PluralTemplate } from '../cards/template.ts';

/**
 * The listing island's texts, translated at build time and handed to the island as data
 * (placeholders stay in: `{{count}}`, `{{shown}}`, `{{total}}`, `{{city}}`, `{{distance}}`).
 */
export type ListingStrings = {
  filterTitle: string;
  transaction: string;
  transactionBuy: string;
  transactionRent: string;
  any: string;
  city: string;
  cityHint: string;
  cityRemove: string;
  citySelected: string;
  citySuggestions: PluralTemplate;
  cityNone: string;
  type: string;
  subtype: string;
  priceMin: string;
  priceMax: string;
  bedrooms: string;
  /** The filters beyond spec 5, behind "More filters". */
  moreFilters: string;
  livingArea: string;
  plotArea: string;
  areaMin: string;
  areaMax: string;
  epc: string;
  with: string;
  garden: string;
  terrace: string;
  garage: string;
  country: string;
  submit: string;
  reset: string;
  /** The phone's folded filters: "Filters", and "{{count}} active" for screen readers. */
  filtersToggle: string;
  filtersActive: PluralTemplate;
  display: string;
  sort: string;
  sortTypes: Record<SortType, string>;
  order: string;
  orderAsc: string;
  orderDesc: string;
  group: string;
  groupNone: string;
  groupOptions: Record<GroupOption, string>;
  /** spec 9: the group of estates without a group key. */
  groupProjects: string;
  view: string;
  viewGallery: string;
  viewMap: string;
  results: string;
  count: PluralTemplate;
  shown: string;
  loadMore: string;
  /** The link to the next page of the listing, as it reads without JavaScript. */
  nextPage: string;
  previousPage: string;
  /** The label of the navigation between pages of results. */
  pages: string;
  loading: string;
  none: string;
  loadError: string;
  filterError: string;
  retry: string;
  mapLoading: string;
  geoRange: string;
  geoRemove: string;
  /** spec 5: what an absent value shows in a display field. */
  notEntered: string;
};

/** The listing texts of a locale; build time only (it reads every dictionary). */
export function listingStrings(locale: Locale): ListingStrings {
  const t = useTranslations(locale);
  const dictionary = uiTexts(locale);
  return {
    filterTitle: t('filter.title'),
    transaction: t('search.transaction'),
    transactionBuy: t('search.transaction.buy'),
    transactionRent: t('search.transaction.rent'),
    any: t('filter.any'),
    city: t('filter.city'),
    cityHint: t('search.city.hint'),
    cityRemove: t('search.city.remove', { city: '{{city}}' }),
    citySelected: t('search.city.selected'),
    citySuggestions: {
      one: dictionary['search.city.suggestions_one'],
      other: dictionary['search.city.suggestions_other'],
    },
    cityNone: t('search.city.none'),
    type: t('filter.type'),
    subtype: t('filter.subtype'),
    priceMin: t('filter.price.min'),
    priceMax: t('filter.price.max'),
    bedrooms: t('filter.bedrooms'),
    moreFilters: t('filter.more'),
    livingArea: t('filter.area.living'),
    plotArea: t('filter.area.plot'),
    areaMin: t('filter.area.min'),
    areaMax: t('filter.area.max'),
    epc: t('filter.epc'),
    with: t('filter.with'),
    garden: t('filter.garden'),
    terrace: t('filter.terrace'),
    garage: t('filter.garage'),
    country: t('search.country'),
    submit: t('filter.submit'),
    reset: t('filter.reset'),
    filtersToggle: t('filter.toggle'),
    filtersActive: {
      one: dictionary['filter.toggle.active_one'],
      other: dictionary['filter.toggle.active_other'],
    },
    display: t('search.display'),
    sort: t('sort.label'),
    sortTypes: Object.fromEntries(sortTypes.map((type) => [type, t(`sort.${type}`)])) as Record<
      SortType,
      string
    >,
    order: t('order.label'),
    orderAsc: t('order.asc'),
    orderDesc: t('order.desc'),
    group: t('group.label'),
    groupNone: t('group.none'),
    groupOptions: Object.fromEntries(
      groupOptions.map((option) => [
        option,
        t(`group.${option.toLowerCase() as Lowercase<GroupOption>}`),
      ]),
    ) as Record<GroupOption, string>,
    groupProjects: t('group.projects'),
    view: t('view.label'),
    viewGallery: t('view.gallery'),
    viewMap: t('view.map'),
    results: t('search.results'),
    count: { one: dictionary['results.count_one'], other: dictionary['results.count_other'] },
    shown: t('search.shown', { shown: '{{shown}}', total: '{{total}}' }),
    loadMore: t('results.load.more'),
    nextPage: t('results.next.page'),
    previousPage: t('results.previous.page'),
    pages: t('results.pages'),
    loading: t('results.loading'),
    none: t('results.none'),
    loadError: t('error.load'),
    filterError: t('search.filter.error'),
    retry: t('error.retry'),
    mapLoading: t('search.map.loading'),
    geoRange: t('search.geo.range', { distance: '{{distance}}' }),
    geoRemove: t('search.geo.remove'),
    notEntered: notEnteredText(locale),
  };
}

/** Names of head types and subtypes by id, and of countries by code, in one language. */
export type ListingLabels = {
  types: Record<number, string>;
  subTypes: Record<number, string>;
  countries: Record<string, string>;
  /**
   * The order the build sorted the choices in (known-order.ts): town ids as `cityOptions` gave
   * them, head types, subtypes and countries by their names here. The browser keeps it rather
   * than make a collator while it hydrates.
   */
  order?: {
    towns: readonly number[];
    types: readonly string[];
    subTypes: readonly string[];
    countries: readonly string[];
  };
};

/** The keys of a record of names, sorted as the filter's choices sort names. */
function byName(names: Readonly<Record<string, string>>, locale: Locale): string[] {
  const collator = nameCollator(localeTags[locale]);
  return Object.entries(names)
    .sort(([, a], [, b]) => collator.compare(a, b))
    .map(([key]) => key);
}

/**
 * The reference data's names of every head type, and of the subtypes and countries the
 * listing's filter values name, in a locale: another language when the locale has none
 * (spec 3: many labels are empty), the id as a last resort. Filter values of a narrower search
 * name no others, so the island gets these few rather than the whole reference list.
 */
export function listingLabels(
  locale: Locale,
  options: Pick<Partial<EstateFilterOptions>, 'subTypes' | 'countries' | 'locations'> = {},
): ListingLabels {
  const name = (entry: { id: number; labels: Parameters<typeof pickLocalized>[0] }) =>
    pickLocalized(entry.labels, locale, { fallback: true }) ?? String(entry.id);
  const offered = new Set((options.subTypes ?? []).map(({ id }) => id));
  const labels = {
    types: Object.fromEntries(headTypes.map((entry) => [entry.id, name(entry)])),
    subTypes: Object.fromEntries(
      subTypes.filter((entry) => offered.has(entry.id)).map((entry) => [entry.id, name(entry)]),
    ),
    countries: Object.fromEntries(
      (options.countries ?? []).map(({ id }) => [id, regionName(id, locale) ?? id]),
    ),
  };
  return {
    ...labels,
    order: {
      towns: cityOptions(options.locations ?? [], locale).map(({ id }) => id),
      types: byName(labels.types, locale),
      subTypes: byName(labels.subTypes, locale),
      countries: byName(labels.countries, locale),
    },
  };
}
