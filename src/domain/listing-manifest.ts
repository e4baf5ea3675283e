import type { Locale } from './locales.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { SearchFacts } from './search-facts.ts';

/**
 * What one build published, estate by estate: written by the build as
 * `listings-manifest.json` (not served), so the rebuild can tell what changed since the
 * previous publish (new listings, price drops, removals) and hand that to the alerts.
 */
export type ListingManifestEntry = {
  /** The estate id as a string (the id of its detail page). */
  id: string;
  summary: EstateSummary;
  /**
   * What the search reads beyond the summary (areas, EPC label, rooms: search-facts.ts), so the
   * alerts test a subscription's filters as the listing search does. Absent in a manifest of a
   * build from before it was kept, where a filter on them finds nothing.
   */
  facts?: SearchFacts;
  /** The detail page's path per language (e.g. `/nl/te-koop/...`). */
  paths: Partial<Record<Locale, string>>;
};

export type ListingManifest = {
  builtAt: string;
  /** The site's hiddenStatus (spec 2) when the build ran: such listings are not announced. */
  hiddenStatus?: number[];
  estates: ListingManifestEntry[];
};

/** The manifest's file name in a build directory. */
export const listingManifestFile = 'listings-manifest.json';
