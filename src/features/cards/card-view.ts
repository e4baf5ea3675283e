import type { Locale } from '../../domain/locales.ts';
import { toListingCard } from '../../domain/listing-card.ts';
import { effectiveSticker } from '../../domain/sticker.ts';
import { energyLabelDisplay } from '../../domain/epc.ts';
import { pictureSizes, pictureSrcset } from '../../domain/picture-variants.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { cardPriceText } from './price-text.ts';
import type { CardStrings } from './strings.ts';
import { fillTemplate, pluralText } from './template.ts';

/**
 * What one card shows, every rule of the card already applied and every text already written:
 * `EstateCardView` only draws it. A page can make these on the server and hand them to its
 * island, which then hydrates its cards without the card's rules (links, prices, stickers).
 */
export type CardView = {
  id: string;
  /** The favourites' key of the estate. */
  favoriteKey: string;
  title: string;
  /** The detail link; null: an inert card, without a link. */
  href: string | null;
  thumbnail: string | null;
  srcset: string | null;
  /** The thumbnail's own size, so the picture keeps its room while it loads. */
  width: number;
  height: number;
  /** Without a picture: the translated 'no picture' label of the placeholder. */
  noPicture: string | null;
  sticker: { label: string; background: string; text: string } | null;
  soldLabel: string | null;
  energy: { label: string; colorClass: string; text: string } | null;
  bedrooms: string | null;
  bathrooms: string | null;
  location: string | null;
  price: string | null;
  /** "Price lowered": the last change lowered the price lately; null otherwise. */
  priceLowered: string | null;
  /** The heart's label: "Save {title} as a favourite". */
  favoriteLabel: string;
};

export type CardViewOptions = {
  locale: Locale;
  /** The card texts, translated at build time (`cardStrings(locale)`). */
  strings: CardStrings;
  /** The site's hiddenStatus: a card with such a status has no link (spec 2). */
  hiddenStatus: readonly number[];
  /**
   * The detail link (`estateHref`, or the page's own for a project's unit); null makes the card
   * inert. The caller makes it: the links' rules stay out of the pages that are given theirs.
   */
  href: string | null;
  /**
   * Whether the card says "price lowered": the caller applies the rule (`showsPriceLowered`)
   * to the drop the build published, which knows the history the card does not.
   */
  priceLowered?: boolean;
};

/**
 * One search result as its card shows it (spec 2 "Listing screen"): picture, sticker, sold
 * label, energy label, title and link, bedroom and bathroom counts, zip and city, price.
 */
export function cardView(summary: EstateSummary, options: CardViewOptions): CardView {
  const { locale, strings, hiddenStatus, href, priceLowered = false } = options;
  const card = toListingCard(summary, {
    locale,
    site: { hiddenStatus },
    href,
  });
  // A sticker that only repeats the sold label ("Verkocht" twice) is left out.
  const styled = effectiveSticker(card.sticker, locale);
  const sticker =
    styled && styled.label.toLocaleLowerCase(locale) !== card.soldLabel?.toLocaleLowerCase(locale)
      ? { label: styled.label, background: styled.background, text: styled.text }
      : null;
  const energy = energyLabelDisplay(card.energyLabel);
  // spec 5: 0 counts as empty, so a plot does not read "0 bedrooms".
  const count = (value: number | null, forms: CardStrings['bedrooms']) =>
    value !== null && value > 0 ? pluralText(forms, value, locale) : null;
  return {
    id: String(card.id),
    favoriteKey: card.isFavoriteKey,
    title: card.title,
    // A null href from the caller means inert too, not "fall back to the listing's uri".
    href: href === null ? null : card.href,
    thumbnail: card.thumbnail ?? null,
    srcset: card.thumbnail ? pictureSrcset(card.thumbnail) : null,
    width: pictureSizes.thumbnail.width,
    height: pictureSizes.thumbnail.height,
    noPicture: card.thumbnail ? null : strings.noPicture,
    sticker,
    soldLabel: card.soldLabel ?? null,
    energy: energy && {
      label: energy.label,
      colorClass: energy.colorClass,
      text: fillTemplate(strings.energyLabel, { label: energy.label }),
    },
    bedrooms: count(card.bedrooms, strings.bedrooms),
    bathrooms: count(card.bathrooms, strings.bathrooms),
    location: [card.zip, card.city].filter(Boolean).join(' ') || null,
    price: cardPriceText(card, strings, locale),
    // A sold card has no price to have lowered.
    priceLowered: priceLowered && card.price !== null ? strings.priceLowered : null,
    favoriteLabel: fillTemplate(strings.favorite, { title: card.title }),
  };
}
