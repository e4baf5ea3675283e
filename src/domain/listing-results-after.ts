import type { EstateQuery, SortField } from '../schemas/estate-query.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import { clauseMatches, fieldValues, type MatchedListing } from './listing-changes.ts';

/*
 * A listing screen's unfiltered results after a few listings changed, without asking the
 * service again, when its answer cannot differ from the last one but for those listings' own
 * summaries: each changed listing is on the screen after as before, and sorts by the same values
 * (the sort ends on a tie-breaker, so the order of the others is what it was). Whether a
 * listing is on the screen is read with the query the listing search sends, as the alerts match
 * (listing-changes.ts), and checked against the last answer: a listing the query selects that
 * the service did not list, or one it listed that the query does not select, means the two
 * read the query differently, and the service is asked.
 */

/** One listing before and after a change; absent on the side where it was not there. */
export type ListingChange = { before?: MatchedListing; after?: MatchedListing };

/** A screen's unfiltered results, in the service's order. */
export type ScreenResults = { total: number; results: EstateSummary[] };

/** What a sort field reads of a listing, as text to compare (a name in every language). */
function sortValue({ summary }: MatchedListing, field: SortField): string {
  const { general } = summary;
  switch (field) {
    case 'address.city.name':
      return JSON.stringify(general.address.city?.name ?? null);
    case 'subType.name':
      return JSON.stringify(general.subType?.name ?? null);
    default:
      return JSON.stringify(fieldValues({ summary }, field));
  }
}

/**
 * The results of `body`'s search after `changes`, from `previous` (the service's answer before
 * them), or null when only the service can say.
 * @example resultsAfterChanges(last, body, [{ before: old, after: retitled }]) // last, retitled in place
 */
export function resultsAfterChanges(
  previous: ScreenResults,
  body: Pick<EstateQuery, 'query' | 'sort'>,
  changes: readonly ListingChange[],
): ScreenResults | null {
  const query = body.query ?? {};
  const position = new Map(previous.results.map((summary, index) => [summary.id, index]));
  let results: EstateSummary[] | null = null;
  for (const { before, after } of changes) {
    const wasListed = before !== undefined && position.has(before.summary.id);
    if (before !== undefined && clauseMatches(query, before) !== wasListed) return null;
    const listed = after !== undefined && clauseMatches(query, after);
    if (listed !== wasListed) return null;
    if (!listed) continue;
    for (const { field } of body.sort ?? []) {
      if (sortValue(before!, field) !== sortValue(after!, field)) return null;
    }
    results ??= [...previous.results];
    results[position.get(before!.summary.id)!] = after!.summary;
  }
  return results ? { total: previous.total, results } : previous;
}
