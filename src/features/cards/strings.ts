import type { Locale } from '../../domain/locales.ts';
import { uiTexts, useTranslations } from '../../i18n/translate.ts';
import type { PluralTemplate } from './template.ts';

/**
 * The texts of an estate card, translated at build time (spec 2, 8: 'no picture', bedrooms,
 * bathrooms). Placeholders stay in: `{{price}}`, `{{label}}`, `{{title}}`, `{{count}}`.
 */
export type CardStrings = {
  noPicture: string;
  /** "from {{price}}" */
  priceFrom: string;
  /** "{{price}} / month": a rent with its period */
  perMonth: string;
  /** "Energy label {{label}}", for screen readers */
  energyLabel: string;
  /** The label of a card whose price was lowered lately (src/domain/price-history.ts). */
  priceLowered: string;
  bedrooms: PluralTemplate;
  bathrooms: PluralTemplate;
  /** "Save {{title}} as a favourite": the heart's one label, pressed or not */
  favorite: string;
};

/**
 * The card texts of a locale, for the props of an island or of a card rendered at build time;
 * call it in an .astro file, never in the browser (it reads every dictionary).
 */
export function cardStrings(locale: Locale): CardStrings {
  const t = useTranslations(locale);
  const dictionary = uiTexts(locale);
  return {
    noPicture: t('card.no.picture'),
    priceFrom: t('card.price.from', { price: '{{price}}' }),
    perMonth: t('card.price.per.month', { price: '{{price}}' }),
    energyLabel: t('card.energy.label', { label: '{{label}}' }),
    priceLowered: t('card.price.lowered'),
    bedrooms: { one: dictionary['card.bedrooms_one'], other: dictionary['card.bedrooms_other'] },
    bathrooms: {
      one: dictionary['card.bathrooms_one'],
      other: dictionary['card.bathrooms_other'],
    },
    favorite: t('favorites.toggle', { title: '{{title}}' }),
  };
}
