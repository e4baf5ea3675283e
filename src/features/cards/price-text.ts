import { formatCurrency } from '../../domain/formats.ts';
import type { ListingCard } from '../../domain/listing-card.ts';
import type { Locale } from '../../domain/locales.ts';
import type { CardStrings } from './strings.ts';
import { fillTemplate } from './template.ts';

/**
 * A card's price as shown: the amount, "from" it for a project (the `priceFrom` template), or a
 * rent with its period (`perMonth`: "{{price}} / maand"), as the detail page shows it; null when
 * the card shows no price (sold, or none given).
 * @example cardPriceText({ price: 950, priceFrom: false, monthlyRent: true }, strings, 'nl') // '€ 950 / maand'
 */
export function cardPriceText(
  card: Pick<ListingCard, 'price' | 'priceFrom' | 'monthlyRent'>,
  strings: Pick<CardStrings, 'priceFrom' | 'perMonth'>,
  locale: Locale,
): string | null {
  if (card.price === null) return null;
  const price = formatCurrency(card.price, locale);
  if (card.priceFrom) return fillTemplate(strings.priceFrom, { price });
  return card.monthlyRent ? fillTemplate(strings.perMonth, { price }) : price;
}
