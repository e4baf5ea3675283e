import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentServiceFromEnv } from '../src/content-service/index.ts';
import { handSummariesText } from '../src/site/loaders/handed-summaries.ts';
import { locales } from '../src/domain/locales.ts';
import { recheckDue, syncPolicy, type SyncMark } from '../src/site/loaders/sync-policy.ts';

/*
 * The no-change check before Astro starts, so a rebuild with nothing new is cheap. A
 * rebuild that finds nothing new used to start Astro, load its whole content store and page
 * through the search before it could say so. Everything a build reads from the content service
 * that is not a full record (site settings, menus, CMS pages, translations, every estate's
 * search summary, the holiday units and their periods) is asked for here, raw, and digested;
 * the publisher keeps that digest beside each build. The same digest, the same code, no estate
 * named by the webhook, no full sync asked for and no record due for its daily recheck: the
 * build would render nothing, so it is not started. Full records follow the sync policy of the
 * build (src/site/loaders/sync-policy.ts): a change that shows in no summary is picked up by the
 * webhook naming the estate, or by the recheck.
 */

/** The no-change check's outcome: the digest, and the summaries it read, for the build. */
export type SourceCheck = {
  /**
   * The digest of the service's answers that a build's frame, summaries and units come from;
   * null when the summaries were not asked for (a rebuild of the estates a webhook named).
   */
  digest: string | null;
  /**
   * The digest of those answers but the estates' summaries: the site, menus, pages,
   * translations and holiday units a render bundle carries inlined (publish/renderer/).
   */
  frameDigest: string;
  /**
   * Hands the summaries' answer to the build that follows (src/site/loaders/handed-summaries.ts).
   * Called only when a build follows: the answer is of the site's size.
   */
  handOver: (file: string) => Promise<void>;
  /**
   * How many listing groups (estates and projects) the service answered, null when its answer
   * is not a search answer (parses it: asked only by a full build, which shards by it).
   */
  estates: () => number | null;
};

/**
 * Reads the service's answers a build depends on and digests them (no change → no build),
 * each call under the build's deadline (BUILD_SERVICE_TIMEOUT_MS). Without `summaries`, every
 * answer but the estates' summaries, which the build then asks for the named estates only.
 */
export async function contentSourceDigest(
  env: NodeJS.ProcessEnv,
  { summaries: withSummaries = true } = {},
): Promise<SourceCheck> {
  const { http } = contentServiceFromEnv(env, {}, 'build');
  const hostname = env.SITE_HOSTNAME;
  // The query only: every estate's summary in one answer (spec 7), in a fixed order.
  // Kept as the bytes the service sent: digested and handed over as they are, neither decoded
  // nor parsed unless counted (a large site's answer is tens of megabytes).
  const summaries = withSummaries
    ? http.postBytes('estates', { query: {}, sort: [{ field: 'id', order: 'asc' }] })
    : null;
  const units = http.post('rental-units', { query: {}, pagination: { from: 0, size: 500 } });
  // Every request awaited together: one failing (the service down) rejects the check once, and
  // leaves no other request's rejection unhandled.
  const [summariesBytes, unitsAnswer, ...answers] = await Promise.all([
    summaries,
    units,
    http.get(hostname ? `/sites/by-hostname/${encodeURIComponent(hostname)}` : ''),
    http.get('navigation/main'),
    http.get('navigation/footer'),
    http.get('pages/'),
    ...locales.map((locale) => http.get(`/translations/${locale}`)),
  ]);
  const unitIds = (unitsAnswer as { results?: { id?: unknown }[] }).results ?? [];
  const periods = await Promise.all(
    unitIds.map(({ id }) => http.get(`rental-units/${encodeURIComponent(String(id))}/periods`)),
  );
  const frame = createHash('sha256');
  for (const answer of [...answers, unitsAnswer, ...periods])
    frame.update(`${JSON.stringify(answer)}\n`);
  const frameDigest = frame.digest('hex');
  return {
    digest:
      summariesBytes === null
        ? null
        : createHash('sha256').update(`${frameDigest}\n`).update(summariesBytes).digest('hex'),
    frameDigest,
    handOver: async (file) => {
      if (summariesBytes === null) throw new Error('the check read no summaries');
      await handSummariesText(file, summariesBytes);
    },
    estates: () => {
      if (summariesBytes === null) return null;
      try {
        const text = new TextDecoder().decode(summariesBytes);
        const results = (JSON.parse(text) as { results?: unknown }).results;
        return Array.isArray(results) ? results.length : null;
      } catch {
        return null;
      }
    },
  };
}

/** True when a record of the content cache is due for its recheck (or there is no sync index). */
export async function recordsDueForRecheck(
  cacheDir: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const text = await readFile(join(cacheDir, 'estate-sync.json'), 'utf8').catch(() => null);
  if (text === null) return true;
  return recheckDue(
    JSON.parse(text) as Record<string, SyncMark>,
    // Only the recheck interval counts here: a build's named ids are its own.
    syncPolicy({ fullSync: false, changedIds: [] }, env),
    Date.now(),
  );
}

/** The digest kept beside a build (`<build>.source.json`), or null when it has none. */
export async function readSourceDigest(file: string): Promise<string | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const digest = (JSON.parse(text) as { digest?: unknown }).digest;
  return typeof digest === 'string' ? digest : null;
}

export async function writeSourceDigest(file: string, digest: string): Promise<void> {
  await writeFile(file, JSON.stringify({ digest, checkedAt: new Date().toISOString() }));
}
