import { summaryForVisitors, type TownPositions } from '../../domain/hidden-address.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';

/** A summary as visitors may see it (spec 2), with the digest the sync compares. */
export type VisitorSummary = { summary: EstateSummary; digest: string };

/** What was made of each summary, and from which towns. */
export type VisitorSummaryMemory = WeakMap<
  EstateSummary,
  { towns: TownPositions } & VisitorSummary
>;

/**
 * Each summary as visitors may see it, with its digest (`digest`), taken from `memory` for a
 * summary object seen before with the same towns object: summaries handed over again keep their
 * objects where their text is the same (handed-summaries.ts), and the same towns give the same
 * object (town-positions.ts), so a resident renderer's rebuild makes these again only for the
 * summaries that changed, or for every one when the towns did.
 */
export function visitorSummaries(
  summaries: readonly EstateSummary[],
  towns: TownPositions,
  digest: (summary: EstateSummary) => string,
  memory: VisitorSummaryMemory,
): VisitorSummary[] {
  return summaries.map((summary) => {
    let known = memory.get(summary);
    if (known?.towns !== towns) {
      const visible = summaryForVisitors(summary, towns);
      known = { towns, summary: visible, digest: digest(visible) };
      memory.set(summary, known);
    }
    return known;
  });
}
