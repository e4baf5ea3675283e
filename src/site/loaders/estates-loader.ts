import { hash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import pMap from 'p-map';
import type { Estate, Project } from '../../schemas/estate.ts';
import type { BackOfficeListing } from '../../schemas/back-office-listing.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { EstateQuery } from '../../schemas/estate-query.ts';
import {
  estateForVisitors,
  listingForVisitors,
  projectForVisitors,
  type TownPositions,
} from '../../domain/hidden-address.ts';
import { sanitizeExtraFields, sanitizeLocalizedHtml } from '../sanitize.ts';
import type { EstateRecord } from '../types.ts';
import { estateEntry, unwritablePath } from '../estate-links.ts';
import { HttpError } from '../../content-service/index.ts';
import {
  contentServiceForBuild,
  callService,
  isInvalidRecord,
} from './content-service-for-build.ts';
import { handedSummaries } from './handed-summaries.ts';
import { InvalidRecords, invalidRecordThreshold } from './invalid-records.ts';
import { writeFileAtomic, writeFileAtomicSync } from '../atomic-file.ts';
import {
  estateEntryLine,
  readEstateEntries,
  readEstateEntryLines,
  writeEstateEntryLines,
} from './estate-entries.ts';
import { idQueries, namedScope } from './named-sync.ts';
import { readRecordDigests, writeRecordDigests } from './record-digests.ts';
import { buildTownPositions } from './town-positions.ts';
import { visitorSummaries, type VisitorSummaryMemory } from './visitor-summaries.ts';
import { keepsStoredRecord, syncPolicy, type SyncMark } from './sync-policy.ts';
import { buildRequest } from '../build-request.ts';
import { keptForNextBuild } from '../build-memo.ts';

/** The sync index of the last build (see sync-policy.ts); empty when there is none. */
async function readSyncMarks(file: string): Promise<Record<string, SyncMark>> {
  return readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, SyncMark>)
    .catch(() => ({}));
}

const pageSize = 500;

/** Every listing group of the search index, paged through `POST estates` (spec 7), by id. */
async function allSummaries(): Promise<EstateSummary[]> {
  const handed = await handedSummaries(buildRequest().summariesFile);
  if (handed) return handed;
  return searchedSummaries({});
}

/** The listing groups that match `query`, paged through `POST estates` (spec 7), by id. */
async function searchedSummaries(query: EstateQuery['query']): Promise<EstateSummary[]> {
  const page = (from: number) =>
    callService('POST estates', () =>
      contentServiceForBuild.searchEstatesStrict({
        query,
        sort: [{ field: 'id', order: 'asc' }],
        pagination: { from, size: pageSize },
      }),
    );
  const first = await page(0);
  // The total is known after the first page: the others are asked for a few at a time.
  const rest = await pMap(
    Array.from({ length: Math.ceil(first.total / pageSize) - 1 }, (_, index) => index + 1),
    async (index) => (await page(index * pageSize)).results,
    { concurrency: 4 },
  );
  return [...first.results, ...rest.flat()];
}

function cleanEstate<T extends Estate | Project>(estate: T): T {
  return {
    ...estate,
    general: {
      ...estate.general,
      description: sanitizeLocalizedHtml(estate.general.description),
      shortDescription: sanitizeLocalizedHtml(estate.general.shortDescription),
    },
    extraFields: sanitizeExtraFields(estate.extraFields),
  };
}

function cleanListing(listing: BackOfficeListing): BackOfficeListing {
  return {
    ...listing,
    description: sanitizeLocalizedHtml(listing.description),
    short_description: sanitizeLocalizedHtml(listing.short_description),
  };
}

/** The full record of a group, from the endpoint of its data source (spec 7), as answered. */
async function fetchRecord(summary: EstateSummary): Promise<EstateRecord> {
  const { id } = summary;
  const source = summary.guid ? 'v2' : summary.isProject ? 'group' : 'skarabee';
  const estatePage = await callService(`GET estate-pages/${source}/${id}`, () =>
    contentServiceForBuild.estatePage(source, id).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }),
  );
  if (source === 'v2') {
    const listing = await callService(`GET estates/v2/${id}`, () =>
      contentServiceForBuild.backOfficeEstate(id),
    );
    return { source, id, summary, listing, estatePage };
  }
  if (source === 'group') {
    const project = await callService(`GET estates/group/${id}`, () =>
      contentServiceForBuild.projectEstate(id),
    );
    return { source, id, summary, project, estatePage };
  }
  const estate = await callService(`GET estates/skarabee/${id}`, () =>
    contentServiceForBuild.estate(id),
  );
  return { source, id, summary, estate, estatePage };
}

/**
 * The record with its HTML texts sanitized (an allow-list; see sanitize.ts) and a hidden
 * address stripped (spec 2), so no page, island prop or JSON-LD can carry it.
 */
function cleanRecord(record: EstateRecord, towns: TownPositions): EstateRecord {
  switch (record.source) {
    case 'v2':
      return { ...record, listing: listingForVisitors(cleanListing(record.listing), towns) };
    case 'group':
      return {
        ...record,
        project: projectForVisitors(
          { ...cleanEstate(record.project), children: record.project.children.map(cleanEstate) },
          towns,
        ),
      };
    case 'skarabee':
      return { ...record, estate: estateForVisitors(cleanEstate(record.estate), towns) };
  }
}

/**
 * Bumped when the stored entry changes shape or is cleaned otherwise, so entries and records of
 * an older build are not taken as unchanged (5: extra fields sanitized, unsafe URLs dropped;
 * 6: entries keep the search facts the alerts match on).
 */
const entryVersion = 6;

/**
 * Estates: the search index paged, then each full record from its source, validated by the
 * client's schemas and sanitized; an estate whose summary is unchanged keeps its stored record
 * without a fetch (sync-policy.ts says when it is fetched anyway). A record whose digest is
 * unchanged since the last build is left as stored; an invalid record is skipped with a warning, and too many stop the build.
 * Astro's store keeps nothing of the estates: their digests go to the record digests
 * (record-digests.ts), their slim entries (summary, link data, units) to the entries file
 * (estate-entries.ts), and each full record to a JSON file of its own, read only when the
 * estate's own pages render (see EstateEntry).
 */
export function estatesLoader(): Loader {
  return {
    name: 'estates',
    async load({ store, logger, config }) {
      const request = buildRequest();
      if (request.synced) {
        logger.info('synced by an earlier step of this build');
        return;
      }
      if (request.estatesReady) {
        logger.info('synced beside this step (publish/estates-sync.ts)');
        return;
      }
      await syncEstates({ cacheDir: config.cacheDir, logger });
      // Entries of an older cache, when Astro's store still held them.
      store.clear();
    },
  };
}

/** What the estates sync needs of its caller: where the content cache is, where to report. */
export type EstatesSyncContext = {
  cacheDir: URL;
  logger: { info: (message: string) => void; warn: (message: string) => void };
};

/**
 * The digest of a stored text: the same in Astro's loader and in the separate sync of a sharded
 * build, so the two agree on what changed.
 */
export const contentDigest = (text: string): string => hash('sha1', text);

/** The estates sync itself (see estatesLoader), for Astro's loader or a process of its own. */
export async function syncEstates({ cacheDir, logger }: EstatesSyncContext): Promise<void> {
  const generateDigest = (data: string | object) =>
    contentDigest(typeof data === 'string' ? data : JSON.stringify(data));
  const towns = await buildTownPositions();
  // spec 2: a hidden address leaves no trace in what the pages are built from.
  // What the last sync in this process made of each summary: a resident renderer's rebuilds.
  const kept = keptForNextBuild<VisitorSummaryMemory>(
    'visitor-summaries',
    buildRequest().codeDigest,
  );
  const memory = kept.last ?? new WeakMap();
  kept.keep(memory);
  const policy = syncPolicy(buildRequest(), process.env);
  // Only the named estates asked about (named-sync.ts); null: every summary.
  const scope = buildRequest().onlyNamed
    ? namedScope(policy.changedIds, await readEstateEntries(cacheDir))
    : null;
  const answered = scope
    ? // A project whose ids fall in two queries is found by both: it is synced once.
      [
        ...new Map(
          (await Promise.all(idQueries(scope.ids).map(searchedSummaries)))
            .flat()
            .map((summary) => [summary.id, summary]),
        ).values(),
      ]
    : await allSummaries();
  const summaries = visitorSummaries(
    answered,
    towns,
    (summary) => generateDigest({ entryVersion, summary }),
    memory,
  );
  const recordDir = fileURLToPath(new URL('estate-records/', cacheDir));
  await mkdir(recordDir, { recursive: true });
  const recordFile = (id: string) => `${recordDir}${id}.json`;
  const recordFiles = new Set(await readdir(recordDir));
  const invalid = new InvalidRecords('estates', (message) => logger.warn(message));
  const keep = new Set<string>();
  let unchanged = 0;
  let fetched = 0;
  const syncFile = fileURLToPath(new URL('estate-sync.json', cacheDir));
  const marks = await readSyncMarks(syncFile);
  const storedLines = await readEstateEntryLines(cacheDir);
  const storedRecordDigests = (await readRecordDigests(cacheDir, ['estates']))?.estates;
  const storedDigests = storedRecordDigests ?? {};
  const digests: Record<string, string> = {};
  const lines = new Map<string, string>();
  const nextMarks: Record<string, SyncMark> = {};
  const now = Date.now();
  if (scope) {
    // What the answer does not stand for stays as the last sync left it.
    const asked = new Set([...scope.holders, ...answered.map(({ id }) => String(id))]);
    for (const [id, digest] of Object.entries(storedDigests)) {
      const line = storedLines.get(id);
      if (asked.has(id) || line === undefined || !recordFiles.has(`${id}.json`)) continue;
      keep.add(id);
      lines.set(id, line);
      digests[id] = digest;
      if (marks[id]) nextMarks[id] = marks[id];
      unchanged += 1;
    }
  }
  invalid.seen(summaries.length + keep.size);
  await pMap(
    summaries,
    async ({ summary, digest: summaryDigest }) => {
      const id = String(summary.id);
      const file = recordFile(id);
      const storedLine = storedDigests[id] !== undefined ? storedLines.get(id) : undefined;
      const stored = storedLine !== undefined && recordFiles.has(`${id}.json`);
      const ids = [id, ...summary.children.map((child) => String(child.general.id))];
      if (keepsStoredRecord(policy, ids, marks[id], summaryDigest, stored, now)) {
        keep.add(id);
        lines.set(id, storedLine!);
        digests[id] = storedDigests[id]!;
        nextMarks[id] = marks[id]!;
        unchanged += 1;
        return;
      }
      try {
        const record = await fetchRecord(summary);
        fetched += 1;
        // The digest of the stored text: one serialization serves both.
        const clean = cleanRecord(record, towns);
        const entry = estateEntry(clean, file);
        // A page that cannot be written would fail the whole build: this record is skipped.
        const unwritable = unwritablePath(entry);
        if (unwritable !== undefined) {
          invalid.skip(id, unwritable);
          return;
        }
        const json = JSON.stringify(clean);
        const digest = generateDigest(`${entryVersion}\n${json}`);
        keep.add(id);
        nextMarks[id] = { summary: summaryDigest, fetchedAt: now };
        digests[id] = digest;
        if (stored && storedDigests[id] === digest) {
          lines.set(id, storedLine!);
          unchanged += 1;
          return;
        }
        // Blocking: one call instead of four thread-pool round trips for each of 10,000 files.
        writeFileAtomicSync(file, json);
        lines.set(id, estateEntryLine(entry));
      } catch (error) {
        if (!isInvalidRecord(error)) throw error;
        invalid.skip(id, error.message);
      }
    },
    { concurrency: 8 },
  );
  for (const id of Object.keys(storedDigests)) {
    if (!keep.has(id)) await rm(recordFile(id), { force: true });
  }
  // A rebuild that changed no estate leaves the files as they are (the same lines are the
  // same strings): writing the site's entries again would cost what the site holds.
  const sameLines =
    lines.size === storedLines.size &&
    [...lines].every(([id, line]) => storedLines.get(id) === line);
  if (!sameLines) await writeEstateEntryLines(cacheDir, lines);
  await writeFileAtomic(syncFile, JSON.stringify(nextMarks));
  const sameDigests =
    storedRecordDigests !== undefined &&
    Object.keys(digests).length === Object.keys(storedDigests).length &&
    Object.entries(digests).every(([id, digest]) => storedDigests[id] === digest);
  if (!sameDigests) await writeRecordDigests(cacheDir, 'estates', digests);
  logger.info(
    `estates: ${keep.size} records, ${unchanged} unchanged since the last build, ${fetched} full records fetched`,
  );
  invalid.finish(invalidRecordThreshold(), (message) => logger.info(message));
}
