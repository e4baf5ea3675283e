import type { Locale } from '../../domain/locales.ts';
import { uiTexts, useTranslations } from '../../i18n/translate.ts';
import type { PluralTemplate } from '../cards/template.ts';

/** The texts every map needs: its name, the skip link and MapLibre's own controls. */
export type MapControlStrings = {
  /** The map's accessible name (the canvas is a labelled region). */
  label: string;
  /** The link that takes keyboard users past the map. */
  skip: string;
  zoomIn: string;
  zoomOut: string;
  /** The button that opens the attribution (map sources). */
  attribution: string;
  popupClose: string;
  /** Shown when a one-finger or plain-scroll gesture would otherwise hijack the page. */
  gesturesCtrl: string;
  gesturesMac: string;
  gesturesTouch: string;
};

/**
 * The texts of the listing map (spec 2: results "on a map"), translated at build time; the
 * placeholders `{{count}}` and `{{price}}` are filled in the browser.
 */
export type MapStrings = MapControlStrings & {
  loading: string;
  /** The map's preview button: "Explore the map". */
  preview: string;
  loadError: string;
  retry: string;
  /** "{{count}} listings on the map", announced when the markers change. */
  count: PluralTemplate;
  /** When no listing of the search has a location. */
  empty: string;
  searchArea: string;
  cardLoading: string;
  cardError: string;
  noPicture: string;
  /** "from {{price}}" */
  priceFrom: string;
  /** "{{price}} / month": a rent with its period */
  perMonth: string;
  /** "{{count}} listings in this part of the map": the companion list's heading, announced. */
  listCount: PluralTemplate;
  listNone: string;
  listMore: string;
  listError: string;
};

/**
 * The controls' texts of a map in a locale; call it in an .astro file or at build time, never
 * in the browser (it reads every dictionary).
 */
export function mapControlStrings(
  locale: Locale,
  label: 'map.label' | 'map.detail.label' = 'map.label',
): MapControlStrings {
  const t = useTranslations(locale);
  return {
    label: t(label),
    skip: t('map.skip'),
    zoomIn: t('map.zoom.in'),
    zoomOut: t('map.zoom.out'),
    attribution: t('map.attribution'),
    popupClose: t('map.popup.close'),
    gesturesCtrl: t('map.gestures.ctrl'),
    gesturesMac: t('map.gestures.mac'),
    gesturesTouch: t('map.gestures.touch'),
  };
}

/**
 * The listing map's texts in a locale, for the listing view to pass as the island's prop;
 * call it at build time, never in the browser.
 */
export function mapStrings(locale: Locale): MapStrings {
  const t = useTranslations(locale);
  const dictionary = uiTexts(locale);
  return {
    ...mapControlStrings(locale),
    loading: t('map.loading'),
    preview: t('map.preview'),
    loadError: t('map.error'),
    retry: t('error.retry'),
    count: { one: dictionary['map.count_one'], other: dictionary['map.count_other'] },
    empty: t('map.empty'),
    searchArea: t('map.search.area'),
    cardLoading: t('map.card.loading'),
    cardError: t('map.card.error'),
    noPicture: t('card.no.picture'),
    priceFrom: t('card.price.from', { price: '{{price}}' }),
    perMonth: t('card.price.per.month', { price: '{{price}}' }),
    listCount: {
      one: dictionary['map.list.count_one'],
      other: dictionary['map.list.count_other'],
    },
    listNone: t('map.list.none'),
    listMore: t('map.list.more'),
    listError: t('error.load'),
  };
}
