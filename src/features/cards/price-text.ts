import { formatCurrency } from '../../domain/formats.ts';
import type { ListingCard } from '../../domain/listing-card.ts';
import type { Locale } from '../../domain/locales.ts';
import { fillTemplate } from './template.ts';

/**
 * A card's price as shown: the amount, or "from" it for a project (the `priceFrom` template
 * with `{{price}}`); null when the card shows no price (sold, or none given).
 * @example cardPriceText({ price: 250000, priceFrom: true }, 'vanaf {{price}}', 'nl') // 'vanaf € 250.000'
 */
export function cardPriceText(
  card: Pick<ListingCard, 'price' | 'priceFrom'>,
  priceFrom: string,
  locale: Locale,
): string | null {
  if (card.price === null) return null;
  const amount = formatCurrency(card.price, locale);
  return card.priceFrom ? fillTemplate(priceFrom, { price: amount }) : amount;
}
