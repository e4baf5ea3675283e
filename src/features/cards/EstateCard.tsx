import type { ReactNode } from 'react';
import { estateHref } from '../../domain/estate-href.ts';
import type { Locale } from '../../domain/locales.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { cardView } from './card-view.ts';
import { EstateCardView } from './EstateCardView.tsx';
import type { CardStrings } from './strings.ts';

export type EstateCardProps = {
  summary: EstateSummary;
  locale: Locale;
  /** The card texts, translated at build time (`cardStrings(locale)`). */
  strings: CardStrings;
  /** The site's hiddenStatus: a card with such a status has no link (spec 2). */
  hiddenStatus: readonly number[];
  /** The detail link; left out, the canonical link of the estate; null makes the card inert. */
  href?: string | null;
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once, with high priority. */
  eager?: boolean;
  /** The card says "price lowered" (see `CardViewOptions`). */
  priceLowered?: boolean;
  /**
   * The heart as the page gives it: on a card rendered at build time without an island of its
   * own, the heart's island (ListingCard.astro, through Astro's named slot). Left out, the
   * card's own FavoriteToggle (a card inside an island).
   */
  favorite?: ReactNode;
};

/**
 * One search result (spec 2 "Listing screen"): picture or 'no picture' placeholder, sticker,
 * sold label, energy label, favourite heart, title, bedroom and bathroom counts, zip and city,
 * price. The one card of the site: static pages, the listing island, the favourites and the
 * similar estates; its rules are `cardView`, its drawing `EstateCardView`.
 */
export function EstateCard({
  summary,
  locale,
  strings,
  hiddenStatus,
  href,
  headingLevel,
  eager,
  priceLowered,
  favorite,
}: EstateCardProps) {
  return (
    <EstateCardView
      view={cardView(summary, {
        locale,
        strings,
        hiddenStatus,
        href: href === undefined ? estateHref(summary, locale) : href,
        ...(priceLowered !== undefined && { priceLowered }),
      })}
      summary={summary}
      {...(headingLevel !== undefined && { headingLevel })}
      {...(eager !== undefined && { eager })}
      favorite={favorite}
    />
  );
}
