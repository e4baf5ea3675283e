/*
 * Which full records a build fetches again. The content service has no change feed,
 * and fetching every full record (two calls per estate) is most of an incremental build's time
 * at 10,000 estates. So an estate whose search summary (title, price, status, address, picture,
 * counts…) is unchanged keeps its stored record, unless:
 * - its id was named as changed (the rebuild webhook's `estates` list, the build request's
 *   `changedIds`, src/site/build-request.ts),
 * - its record was fetched longer ago than BUILD_RECHECK_HOURS (default 24), so an edit that
 *   the summary does not show (a description, a document) is picked up within a day,
 * - or a full sync was asked for (`fullSync`: `npm run rebuild -- --full`, `{"full": true}`).
 */

export type SyncPolicy = {
  fullSync: boolean;
  changedIds: ReadonlySet<string>;
  recheckMs: number;
};

/** What the sync index remembers of an estate: its summary's digest, when it was fetched. */
export type SyncMark = { summary: string; fetchedAt: number };

/** The policy of a build's request, with the operator's recheck interval. */
export function syncPolicy(
  request: { fullSync: boolean; changedIds: readonly string[] },
  env: Record<string, string | undefined>,
): SyncPolicy {
  const hours = Number(env.BUILD_RECHECK_HOURS);
  return {
    fullSync: request.fullSync,
    changedIds: new Set(request.changedIds),
    recheckMs:
      (Number.isFinite(hours) && hours >= 0 && env.BUILD_RECHECK_HOURS ? hours : 24) * 3_600_000,
  };
}

/**
 * True when the stored record can stand for the estate without fetching it again.
 * @example keepsStoredRecord(policy, ['7'], { summary: 'a', fetchedAt: now }, 'a', true, now) // true
 */
export function keepsStoredRecord(
  policy: SyncPolicy,
  /** The estate's id and, for a project, its units' ids (a unit's change is its project's). */
  ids: readonly string[],
  mark: SyncMark | undefined,
  summaryDigest: string,
  stored: boolean,
  now: number,
): boolean {
  return (
    stored &&
    !policy.fullSync &&
    !ids.some((id) => policy.changedIds.has(id)) &&
    mark !== undefined &&
    mark.summary === summaryDigest &&
    now - mark.fetchedAt < policy.recheckMs
  );
}

/**
 * True when some estate's full record is older than the recheck interval, so the next build
 * fetches it again whatever the summaries say.
 * @example recheckDue({ '7': { summary: 'a', fetchedAt: 0 } }, policy, 90_000_000) // true (24 h)
 */
export function recheckDue(
  marks: Readonly<Record<string, SyncMark>>,
  policy: SyncPolicy,
  now: number,
): boolean {
  return Object.values(marks).some((mark) => now - mark.fetchedAt >= policy.recheckMs);
}
