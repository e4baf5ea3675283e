import type { EstateSummary } from '../schemas/estate-summary.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import type { ListingKind } from './listing-kinds.ts';
import { isForRent, isSold } from './transaction-status.ts';

/*
 * Listings that left the site. A removed listing's addresses answer 410 Gone (not 404) with a
 * page that offers the agency's similar listings: one page per screen, head type and town, so
 * the number of such pages stays bounded however many listings leave over the years.
 */

/** What is kept of a listing once it has left: enough to offer others like it. */
export type ListingTrace = {
  /** The listing screen it was on. */
  screen: ListingKind;
  headTypeId: number;
  city: { id: number; zip: string | null; name: LocalizedString | null } | null;
};

/** A listing (estate, project or project unit) that left the site, as the build remembers it. */
export type GoneListing = ListingTrace & {
  /** When a build first found it missing (ISO date). */
  goneAt: string;
  /**
   * Old detail paths not covered by its own id's rules (a unit's pages live under its project's
   * id, and the project may still be on the site).
   */
  paths?: string[];
};

/** How long a removed listing answers 410 before its addresses simply answer 404. */
export const goneRetentionDays = 730;

/**
 * The screen a listing is on: projects on theirs, rentals on rent, everything else (sold ones
 * too) on buy.
 * @example listingScreen({ isProject: false, status: { id: 2 }, guid: null }) // 'rent'
 */
export function listingScreen(
  summary: Pick<EstateSummary, 'isProject' | 'status' | 'guid'>,
): ListingKind {
  if (summary.isProject) return 'projects';
  return isForRent(summary) ? 'rent' : 'buy';
}

/** The trace a listing leaves when it goes; a project's units leave their project's. */
export function listingTrace(summary: EstateSummary): ListingTrace {
  const city = summary.general.address.city;
  return {
    screen: listingScreen(summary),
    headTypeId: summary.general.headType.id,
    city: city
      ? { id: city.id, zip: city.zip == null ? null : String(city.zip), name: city.name ?? null }
      : null,
  };
}

/**
 * The key of the page that answers for a removed listing: screen, head type and town.
 * @example goneGroupKey({ screen: 'buy', headTypeId: 1, city: { id: 9000, … } }) // 'buy-1-9000'
 */
export function goneGroupKey(trace: ListingTrace): string {
  return `${trace.screen}-${trace.headTypeId}-${trace.city?.id ?? 0}`;
}

/**
 * The removed listings after this build: those remembered before, plus those of the previous
 * build that are missing now; a listing that is back is forgotten, and so is one gone longer
 * than `goneRetentionDays`. `now` is this build's time.
 */
export function nextGoneListings(input: {
  before: Readonly<Record<string, GoneListing>>;
  /** What the previous build had: its listings' traces, with the paths of its units. */
  previous: ReadonlyMap<number, { trace: ListingTrace; units: ReadonlyMap<number, string[]> }>;
  /** Every id this build publishes (estates, projects and their units). */
  current: ReadonlySet<number>;
  now: Date;
}): Record<string, GoneListing> {
  const oldest = input.now.getTime() - goneRetentionDays * 86_400_000;
  const goneAt = input.now.toISOString();
  const result: Record<string, GoneListing> = {};
  for (const [id, gone] of Object.entries(input.before)) {
    if (input.current.has(Number(id)) || Date.parse(gone.goneAt) < oldest) continue;
    result[id] = gone;
  }
  for (const [id, { trace, units }] of input.previous) {
    const projectGone = !input.current.has(id);
    if (projectGone) result[id] ??= { ...trace, goneAt };
    for (const [unitId, paths] of units) {
      if (input.current.has(unitId)) continue;
      // A unit of a project still on the site: its own pages are named; the rest of the
      // project's addresses redirect to the project.
      result[unitId] ??= { ...trace, goneAt, ...(projectGone ? {} : { paths }) };
    }
  }
  return result;
}

/** spec 2: a listing shown with a card is available: not sold, not of a hidden status. */
function available(summary: EstateSummary, hiddenStatus: ReadonlySet<number>): boolean {
  return !summary.isSold && !isSold(summary) && !hiddenStatus.has(summary.status.id);
}

/**
 * The listings a removed listing's page offers instead: available ones of its screen, those of
 * the same head type in the same town first, then the same town, then the same head type, the
 * newest first within each; other screens only when its own has none.
 * @example similarToGone(trace, summaries, new Set([7]), 4) // up to four cards, best first
 */
export function similarToGone(
  trace: ListingTrace,
  summaries: readonly EstateSummary[],
  hiddenStatus: ReadonlySet<number>,
  count = 4,
): EstateSummary[] {
  const candidates = summaries.filter((summary) => available(summary, hiddenStatus));
  const sameScreen = candidates.filter((summary) => listingScreen(summary) === trace.screen);
  const pool = sameScreen.length > 0 ? sameScreen : candidates;
  const tier = (summary: EstateSummary) => {
    const sameType = summary.general.headType.id === trace.headTypeId;
    const sameTown = trace.city !== null && summary.general.address.city?.id === trace.city.id;
    return sameType && sameTown ? 0 : sameTown ? 1 : sameType ? 2 : 3;
  };
  return pool
    .map((summary) => ({ summary, tier: tier(summary) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.summary.publicationDate.localeCompare(a.summary.publicationDate) ||
        a.summary.id - b.summary.id,
    )
    .slice(0, count)
    .map(({ summary }) => summary);
}
