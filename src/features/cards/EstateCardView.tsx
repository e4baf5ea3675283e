import type { ReactNode } from 'react';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { FavoriteToggle } from '../favorites/FavoriteToggle.tsx';
import type { CardView } from './card-view.ts';

export type EstateCardViewProps = {
  view: CardView;
  /** The estate, so adding it back on the favourites page restores its card (spec 4). */
  summary: EstateSummary;
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
 * The estate card as drawn from its view (`cardView`). The title link is stretched over the
 * card (CSS), so the whole card is clickable while the heart stays outside the link. An inert
 * card (status in hiddenStatus, or no link) has no link at all.
 */
export function EstateCardView({
  view,
  summary,
  headingLevel = 3,
  eager = false,
  favorite,
}: EstateCardViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { sticker, energy } = view;
  return (
    <article className="card" data-estate-id={view.id}>
      <div className="card__media">
        {view.thumbnail ? (
          <img
            src={view.thumbnail}
            srcSet={view.srcset ?? undefined}
            sizes={view.srcset ? pictureSlotSizes : undefined}
            width={view.width}
            height={view.height}
            alt={view.title}
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
            <span>{view.noPicture}</span>
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
          {view.soldLabel && <span className="card__sold">{view.soldLabel}</span>}
          {view.priceLowered && <span className="card__lowered">{view.priceLowered}</span>}
        </div>
        {energy && (
          <span className={`card__epc ${energy.colorClass}`}>
            <span className="visually-hidden">{energy.text}</span>
            <span aria-hidden="true">{energy.label}</span>
          </span>
        )}
        {favorite ?? (
          <FavoriteToggle
            estateId={view.favoriteKey}
            estate={summary}
            label={view.favoriteLabel}
            className="favorite-toggle favorite-toggle--overlay"
          />
        )}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          {view.href ? (
            <a className="card__link" href={view.href}>
              {view.title}
            </a>
          ) : (
            view.title
          )}
        </Heading>
        {(view.bedrooms !== null || view.bathrooms !== null) && (
          <ul className="card__facts">
            {view.bedrooms !== null && (
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
                {view.bedrooms}
              </li>
            )}
            {view.bathrooms !== null && (
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
                {view.bathrooms}
              </li>
            )}
          </ul>
        )}
        {view.location && <p className="card__location">{view.location}</p>}
        {view.price && <p className="card__price">{view.price}</p>}
      </div>
    </article>
  );
}
