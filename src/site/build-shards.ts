import type { RecordKey } from './build-state.ts';

/*
 * A full build of a large site renders its pages in several `astro build` processes at once,
 * one per core (Astro renders on one thread, and at 10,000 estates rendering is most of
 * the build). The publisher syncs the content once, then starts one build per shard, its
 * request naming the shard (build-request.ts); each renders the pages of its share of the
 * records, shard 0 also the pages of the whole site, and the publisher merges their output
 * (publish/site-build.ts).
 */

/** One build's share of the pages: `index` of `count`. */
export type BuildShard = { index: number; count: number };

/**
 * The shard that renders a record's pages: by its id, so an estate's four languages and its
 * units' pages render in one process (they read the same record file) and shares stay even.
 * The pages of the whole site (null) go to shard 0.
 * @example shardOfRecord('estate:7', 2) // 1
 */
export function shardOfRecord(record: RecordKey | null, count: number): number {
  if (record === null || count < 2) return 0;
  // The number at the end: an estate's or unit's id, a listing page's number.
  const id = Number(record.slice(record.lastIndexOf(':') + 1));
  return Number.isSafeInteger(id) ? Math.abs(id) % count : 0;
}

/** True when this build (without a shard: the only one) renders the record's pages. */
export function inShard(record: RecordKey | null, shard: BuildShard | null): boolean {
  return shard === null || shardOfRecord(record, shard.count) === shard.index;
}

/**
 * How many shards a full build of this many estates uses: BUILD_SHARDS when set (1 turns
 * sharding off), else one per core (at most 4) from `minEstates` on; a small site is quicker
 * in one process than in several that each start Astro and bundle the islands.
 * @example shardCount({ estates: 10000, cores: 2 }) // 2
 */
export function shardCount(options: {
  estates: number;
  cores: number;
  setting?: string | undefined;
  minEstates?: number;
}): number {
  const wanted = Number(options.setting);
  if (options.setting?.trim() && Number.isInteger(wanted) && wanted >= 1)
    return Math.min(wanted, 16);
  if (options.estates < (options.minEstates ?? 1000)) return 1;
  return Math.max(1, Math.min(options.cores, 4));
}
