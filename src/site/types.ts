import type { Locale } from '../domain/locales.ts';
import type { AgendaSlot } from '../schemas/agenda.ts';
import type { BackOfficeListing } from '../schemas/back-office-listing.ts';
import type { EntityItem, EstatePage, Menu, Page } from '../schemas/cms.ts';
import type { Estate, Project } from '../schemas/estate.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { RentalPeriod, RentalUnit } from '../schemas/rental-unit.ts';
import type { Site } from '../schemas/site.ts';
import type { EstateLinkInput } from '../domain/slugs.ts';
import type { PriceChange } from '../domain/price-history.ts';
import type { SearchFacts } from '../domain/search-facts.ts';

/**
 * What the build hands to the views: records as loaded (validated, HTML sanitized) by
 * `src/content.config.ts`, read through `src/site/site-data.ts`.
 */

/** One listing group of the search index with its full record from the right source. */
export type EstateRecord = (
  | { source: 'skarabee'; id: number; summary: EstateSummary; estate: Estate }
  | { source: 'group'; id: number; summary: EstateSummary; project: Project }
  | { source: 'v2'; id: number; summary: EstateSummary; listing: BackOfficeListing }
) & {
  /** The CMS page that frames this estate (hidden tabs), when the service has one. */
  estatePage: EstatePage | null;
};

/**
 * What the whole build keeps in memory of an estate: enough for its links, cards, listings and
 * page list. The full record (tens of kilobytes, with every room, picture and text) waits in
 * its file and is read only to render the estate's own pages, so memory stays flat with size.
 */
export type EstateEntry = {
  source: EstateRecord['source'];
  id: number;
  summary: EstateSummary;
  estatePage: EstatePage | null;
  /** What the slug rules need (src/domain/slugs.ts), nothing more. */
  linkInput: EstateLinkInput;
  /** A project's units, for their entity pages; empty otherwise. */
  unitIds: number[];
  /**
   * What the listing's filters beyond spec 7 read of the full record (areas, EPC, rooms), for
   * the alerts (the listing manifest); absent in an entry of an older build.
   */
  facts?: SearchFacts;
  /** The JSON file of the full, sanitized record. */
  recordFile: string;
};

export type RentalUnitRecord = { unit: RentalUnit; periods: RentalPeriod[] };

/** Site-wide data every page frame needs. */
export type SiteFrame = {
  site: Site;
  menus: { main: Menu | null; footer: Menu | null };
  /** CMS pages, for menu links that point at pages. */
  pages: Page[];
};

/** The same page in each language (paths), for hreflang, canonical and the switcher. */
export type Alternates = Record<Locale, string>;

/** Props every view receives. */
export type ViewProps = {
  locale: Locale;
  frame: SiteFrame;
  alternates: Alternates;
};

export type { AgendaSlot, EntityItem };

/**
 * What the build knows of prices beyond the service's answer: the price history the publish
 * engine keeps (src/site/price-history-build.ts).
 */
export type PagePrices = {
  /** Whether a listing's card says "price lowered" in this build. */
  lowered: (summary: EstateSummary) => boolean;
  /** A listing's recorded prices, oldest first. */
  history: (estateId: number) => readonly PriceChange[];
};
