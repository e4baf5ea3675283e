import type { ListingKind } from '../../domain/listing-screens.ts';
import type { ListingPageLinks } from '../../domain/listing-pages.ts';
import type { Locale } from '../../domain/locales.ts';
import type { EstateFilterOptions } from '../../schemas/estate-filters.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { CardView } from '../cards/card-view.ts';
import type { CardStrings } from '../cards/strings.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import type { MapStrings } from '../map/strings.ts';
import type { ListingConnection } from './listing-calls.ts';
import type { ListingLabels, ListingStrings } from './strings.ts';

/** What the static page already shows, handed to the island so it hydrates without a flash. */
export type PrerenderedPage = {
  estates: EstateSummary[];
  /** Where the estates start in the listing: 0 on its first page, 15 on the second, … */
  offset: number;
  total: number;
  /** The filter values of the listing's default search (the whole listing). */
  options: Partial<EstateFilterOptions>;
  /**
   * The cards of the estates as the page shows them, by estate id (`cardView`), with the
   * detail links the page gave them (null: inert).
   */
  cards: Record<string, CardView>;
  /** The page's links to the listing's pages before and after it. */
  pageLinks: ListingPageLinks;
  /** The filter the page is pre-rendered with (`prerenderedFilter`). */
  filter: SearchFilter;
};

/** The island's props (Listing.astro; Astro hands them to the hydrating island). */
export type ListingIslandProps = {
  kind: ListingKind;
  locale: Locale;
  connection: ListingConnection;
  strings: ListingStrings;
  cardStrings: CardStrings;
  labels: ListingLabels;
  /** The site's hiddenStatus (spec 2: such a card is inert). */
  hiddenStatus: readonly number[];
  prerendered: PrerenderedPage;
  /** The listing screen's path (its first page): where the plain form sends its GET. */
  formAction: string;
  /** The map's texts (`mapStrings(locale)`). */
  mapStrings: MapStrings;
};
