import type { Locale } from '../../domain/locales.ts';
import { formatCurrency } from '../../domain/formats.ts';
import { pictureSizes } from '../../domain/picture-variants.ts';
import { rentalUnitLink } from '../../domain/slugs.ts';
import type { RentalUnit } from '../../schemas/rental-unit.ts';
import { codeLabel, type HolidayCodeLabels } from './choices.ts';
import { fillTemplate, pluralText, type PluralTemplate } from '../cards/template.ts';

/** The card's texts, translated at build time. */
export type HolidayCardStrings = {
  noPicture: string;
  /** "from {{price}}" */
  priceFrom: string;
  /** "Sleeps {{count}}" */
  sleeps: PluralTemplate;
  /** "{{count}} bedrooms" */
  bedrooms: PluralTemplate;
};

export type HolidayUnitCardProps = {
  unit: RentalUnit;
  locale: Locale;
  strings: HolidayCardStrings;
  labels: HolidayCodeLabels;
};

const { width, height } = pictureSizes.thumbnail;

/**
 * One unit of the search results, as the page's own card shows it (HolidayCard.astro): photo,
 * region, name linking to the unit's page, kind and town, capacity, bedrooms and the service's
 * "price from".
 */
export function HolidayUnitCard({ unit, locale, strings, labels }: HolidayUnitCardProps) {
  const { general } = unit;
  const photo = unit.photos[0];
  const location = general.location ? codeLabel(general.location, labels.locations) : null;
  const kind = codeLabel(general.subKind, labels.kinds);
  const place = [general.zip, general.city].filter(Boolean).join(' ');
  const price =
    unit.priceFrom != null && unit.priceFrom > 0
      ? fillTemplate(strings.priceFrom, { price: formatCurrency(unit.priceFrom, locale) })
      : null;
  const bedrooms = general.rooms.bedrooms;
  return (
    <article className="holiday-unit-card">
      <div className="holiday-unit-card__media">
        {photo ? (
          <img
            src={photo.thumbnail}
            srcSet={`${photo.thumbnail} ${width}w, ${photo.medium} ${pictureSizes.medium.width}w`}
            sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
            width={width}
            height={height}
            alt={unit.rentalName}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="holiday-unit-card__placeholder">{strings.noPicture}</div>
        )}
        {location && <span className="holiday-unit-card__location">{location}</span>}
      </div>
      <div className="holiday-unit-card__body">
        <h3 className="holiday-unit-card__title">
          <a className="holiday-unit-card__link" href={rentalUnitLink(unit, locale)}>
            {unit.rentalName}
          </a>
        </h3>
        <p className="holiday-unit-card__place">{[kind, place].filter(Boolean).join(' · ')}</p>
        <ul className="holiday-unit-card__facts">
          <li>{pluralText(strings.sleeps, general.maxOccupation, locale)}</li>
          {bedrooms > 0 && <li>{pluralText(strings.bedrooms, bedrooms, locale)}</li>}
        </ul>
        {price && <p className="holiday-unit-card__price">{price}</p>}
      </div>
    </article>
  );
}
