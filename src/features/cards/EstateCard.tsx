import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locales.ts';
import { toListingCard } from '../../domain/listing-card.ts';
import { effectiveSticker } from '../../domain/sticker.ts';
import { energyLabelDisplay } from '../../domain/epc.ts';
import { pictureSizes, pictureSrcset } from '../../domain/picture-variants.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { FavoriteToggle } from '../favorites/FavoriteToggle.tsx';
import { cardPriceText } from './price-text.ts';
import { estateHref } from './estate-href.ts';
import type { CardStrings } from './strings.ts';
import { fillTemplate, pluralText } from './template.ts';

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
  /**
   * The heart as the page gives it: on a card rendered at build time without an island of its
   * own, the heart's island (ListingCard.astro, through Astro's named slot). Left out, the
   * card's own FavoriteToggle (a card inside an island).
   */
  favorite?: ReactNode;
};

/** The `sizes` of a card picture on the 12, 6, 4, 3 grid of spec 2. */
const pictureSlotSizes =
  '(min-width: 992px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw';

/**
 * One search result (spec 2 "Listing screen"): picture or 'no picture' placeholder, sticker,
 * sold label, energy label, favourite heart, title, bedroom and bathroom counts, zip and city,
 * price. The title link is stretched over the card (CSS), so the whole card is clickable while
 * the heart stays outside the link. An inert card (status in hiddenStatus, or no link) has no
 * link at all. The one card of the site: static pages, the listing island and the favourites.
 */
export function EstateCard({
  summary,
  locale,
  strings,
  hiddenStatus,
  href,
  headingLevel = 3,
  eager = false,
  favorite,
}: EstateCardProps) {
  const card = toListingCard(summary, {
    locale,
    site: { hiddenStatus },
    href: href === undefined ? estateHref(summary, locale) : href,
  });
  // A null href from the caller means inert too, not "fall back to the listing's uri".
  const link = href === null ? null : card.href;
  // A sticker that only repeats the sold label ("Verkocht" twice) is left out.
  const styled = effectiveSticker(card.sticker, locale);
  const sticker =
    styled && styled.label.toLocaleLowerCase(locale) !== card.soldLabel?.toLocaleLowerCase(locale)
      ? styled
      : null;
  const energy = energyLabelDisplay(card.energyLabel);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { width, height } = pictureSizes.thumbnail;
  const srcset = card.thumbnail ? pictureSrcset(card.thumbnail) : null;
  const price = cardPriceText(card, strings, locale);
  // spec 5: 0 counts as empty, so a plot does not read "0 bedrooms".
  const bedrooms = card.bedrooms !== null && card.bedrooms > 0 ? card.bedrooms : null;
  const bathrooms = card.bathrooms !== null && card.bathrooms > 0 ? card.bathrooms : null;
  const location = [card.zip, card.city].filter(Boolean).join(' ');
  const favoriteLabel = fillTemplate(strings.favorite, { title: card.title });

  return (
    <article className="card" data-estate-id={card.id}>
      <div className="card__media">
        {card.thumbnail ? (
          <img
            src={card.thumbnail}
            srcSet={srcset ?? undefined}
            sizes={srcset ? pictureSlotSizes : undefined}
            width={width}
            height={height}
            alt={card.title}
            loading={eager ? 'eager' : 'lazy'}
            decoding={eager ? 'auto' : 'async'}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : (
          <div className="card__placeholder">
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <path
                d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v9.6l4.3-4.3 3 3 2.2-2.2L19 17.6V7H5Zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
                fill="currentColor"
              />
            </svg>
            <span>{strings.noPicture}</span>
          </div>
        )}
        <div className="card__badges">
          {sticker && (
            <span
              className="card__sticker"
              style={{ background: sticker.background, color: sticker.text }}
            >
              {sticker.label}
            </span>
          )}
          {card.soldLabel && <span className="card__sold">{card.soldLabel}</span>}
        </div>
        {energy && (
          <span className={`card__epc ${energy.colorClass}`}>
            <span className="visually-hidden">
              {fillTemplate(strings.energyLabel, { label: energy.label })}
            </span>
            <span aria-hidden="true">{energy.label}</span>
          </span>
        )}
        {favorite ?? (
          <FavoriteToggle
            estateId={card.isFavoriteKey}
            estate={summary}
            label={favoriteLabel}
            className="favorite-toggle favorite-toggle--overlay"
          />
        )}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          {link ? (
            <a className="card__link" href={link}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </Heading>
        {(bedrooms !== null || bathrooms !== null) && (
          <ul className="card__facts">
            {bedrooms !== null && (
              <li>
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3 6v13h2v-2h14v2h2v-6a3 3 0 0 0-3-3h-7v5H5V6H3Zm4.5 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
                    fill="currentColor"
                  />
                </svg>
                {pluralText(strings.bedrooms, bedrooms, locale)}
              </li>
            )}
            {bathrooms !== null && (
              <li>
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M7 4a2 2 0 0 0-2 2v5H3v2h1v2a4 4 0 0 0 2 3.5V20h2v-1h8v1h2v-1.5a4 4 0 0 0 2-3.5v-2h1v-2H7V6h2V4H7Z"
                    fill="currentColor"
                  />
                </svg>
                {pluralText(strings.bathrooms, bathrooms, locale)}
              </li>
            )}
          </ul>
        )}
        {location && <p className="card__location">{location}</p>}
        {price && <p className="card__price">{price}</p>}
      </div>
    </article>
  );
}
