/*
 * Which full records a build fetches again. The content service has no change feed,
 * and fetching every full record (two calls per estate) is most of an incremental build's time
 * at 10,000 estates. So an estate whose search summary (title, price, status, address, picture,
 * counts…) is unchanged keeps its stored record, unless:
 * - its id was named as changed (the rebuild webhook's `estates` list, BUILD_CHANGED_IDS),
 * - its record was fetched longer ago than BUILD_RECHECK_HOURS (default 24), so an edit that
 *   the summary does not show (a description, a document) is picked up within a day,
 * - or a full sync was asked for (BUILD_FULL_SYNC=1, `npm run rebuild -- --full`).
 */

export type SyncPolicy = {
  fullSync: boolean;
  changedIds: ReadonlySet<string>;
  recheckMs: number;
};

/** What the sync index remembers of an estate: its summary's digest, when it was fetched. */
export type SyncMark = { summary: string; fetchedAt: number };

/** The policy from the environment the publisher passes to the build. */
export function syncPolicyFromEnv(env: Record<string, string | undefined>): SyncPolicy {
  const hours = Number(env.BUILD_RECHECK_HOURS);
  return {
    fullSync: env.BUILD_FULL_SYNC === '1' || env.BUILD_FULL_SYNC === 'true',
    changedIds: new Set(
      (env.BUILD_CHANGED_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
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
 * True when an earlier step of this build already synced the content into the cache (a sharded
 * full build runs `astro sync` once, then its shards with BUILD_SYNCED=1): the loaders then keep
 * the stored entries as they are, so the shards neither fetch again nor write the shared store.
 */
export function syncedEarlier(env: Record<string, string | undefined>): boolean {
  return env.BUILD_SYNCED === '1';
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
