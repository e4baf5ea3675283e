import { toListingCard } from '../../domain/listing-card.ts';
import type { Locale } from '../../domain/locales.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import { cardPriceText } from '../cards/price-text.ts';
import { estateHref } from '../../domain/estate-href.ts';
import type { MapStrings } from './strings.ts';

/**
 * The compact card of a listing on the map: picture, title (the link), price or sold label,
 * place. In a marker's popup and in the list of the listings in view alike.
 */
export function MapListingCard({
  summary,
  locale,
  strings,
  hiddenStatus,
  headingLevel = 3,
}: {
  summary: EstateSummary;
  locale: Locale;
  strings: MapStrings;
  hiddenStatus: readonly number[];
  headingLevel?: 3 | 4;
}) {
  // spec 2: inert (no link) when the status is in the site's hiddenStatus
  const card = toListingCard(summary, {
    locale,
    site: { hiddenStatus },
    href: estateHref(summary, locale),
  });
  const price = cardPriceText(card, strings, locale);
  const place = [card.zip, card.city].filter(Boolean).join(' ');
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="map-card" data-estate-id={card.id}>
      <div className="map-card__media">
        {card.thumbnail ? (
          <img src={card.thumbnail} width={96} height={72} alt="" loading="lazy" />
        ) : (
          strings.noPicture
        )}
      </div>
      <div className="map-card__body">
        <Heading className="map-card__title">
          {card.href ? <a href={card.href}>{card.title}</a> : card.title}
        </Heading>
        {card.soldLabel ? (
          <p className="map-card__sold">{card.soldLabel}</p>
        ) : (
          price && <p className="map-card__price">{price}</p>
        )}
        {place && <p className="map-card__location">{place}</p>}
      </div>
    </article>
  );
}
