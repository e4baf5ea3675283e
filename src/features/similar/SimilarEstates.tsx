import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { EstateCard } from '../cards/EstateCard.tsx';
import type { CardStrings } from '../cards/strings.ts';
import { $similarEstates } from './store.ts';

export type SimilarEstatesProps = {
  locale: Locale;
  /** "Similar properties", translated at build time. */
  heading: string;
  strings: CardStrings;
  /** The site's hiddenStatus (spec 2: such a card has no link). */
  hiddenStatus: readonly number[];
};

/**
 * The similar estates under a detail page: a heading and one row of the site's cards, each
 * linking to its detail page. Nothing at all, not even the heading, while there are none.
 */
export function SimilarEstates({ locale, heading, strings, hiddenStatus }: SimilarEstatesProps) {
  const { status, estates } = useStore($similarEstates);
  if (status !== 'loaded' || estates.length === 0) return null;
  return (
    <section className="similar-estates" aria-labelledby="similar-estates-heading">
      <h2 id="similar-estates-heading">{heading}</h2>
      <ul className="grid similar-estates__grid">
        {estates.map((summary) => (
          <li key={summary.id} className="col-12 col-sm-6 col-md-4 col-lg-3">
            <EstateCard
              summary={summary}
              locale={locale}
              strings={strings}
              hiddenStatus={hiddenStatus}
              favoriteToggle="live"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
