import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { EstateCard } from '../cards/EstateCard.tsx';
import { priceLoweredNow, usePriceDrops } from '../cards/price-lowered.ts';
import type { CardStrings } from '../cards/strings.ts';
import {
  $similarEstates,
  loadSimilarEstates,
  similarService,
  type ServiceConnection,
  type SimilarState,
} from './store.ts';
import type { SimilarReference } from '../../content-service/similar-estates.ts';

export type SimilarEstatesProps = {
  locale: Locale;
  connection: ServiceConnection;
  /** Only what the rule reads of the page's estate (SimilarIsland.astro). */
  reference: SimilarReference;
  /** "Similar properties", translated at build time. */
  heading: string;
  strings: CardStrings;
  /** The site's hiddenStatus (spec 2: such a card has no link). */
  hiddenStatus: readonly number[];
  /** What the page was built with (Astro's slot): shown until fresh cards replace it. */
  children?: ReactNode;
};

const serverState: SimilarState = { status: 'idle', estates: [] };

/**
 * The similar estates under a detail page: what the page was built with until the island has
 * loaded them (it hydrates as the section comes near), then a heading and one row of the site's
 * cards, each linking to its detail page, or nothing at all when there are none any more. A
 * failed load leaves the page as built (secondary content: no error). `data-state` tells a test
 * (or a stylesheet) the section is settled.
 */
export function SimilarEstates(props: SimilarEstatesProps) {
  const { locale, connection, reference, heading, strings, hiddenStatus } = props;
  const { status, estates } = useStore($similarEstates, { ssr: () => serverState });
  const drops = usePriceDrops(status === 'loaded' && estates.length > 0);
  useEffect(() => {
    void loadSimilarEstates(reference, similarService(connection), { hiddenStatus });
    // Once, on hydration: the props of a hydrated island do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const settled = status === 'loaded' || status === 'failed' ? status : undefined;
  return (
    <div className="similar-island" data-island="similar-estates" data-state={settled}>
      {status !== 'loaded'
        ? props.children
        : estates.length > 0 && (
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
                      priceLowered={priceLoweredNow(drops, summary)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
    </div>
  );
}
