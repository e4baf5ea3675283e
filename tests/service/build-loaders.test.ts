import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Estate } from '../../src/schemas/estate.ts';
import { recordSearchFacts } from '../../src/site/estate-links.ts';
import { readEstateEntries } from '../../src/site/loaders/estate-entries.ts';
import type { EstateRecord } from '../../src/site/types.ts';
import { readRecordDigests, writeRecordDigests } from '../../src/site/loaders/record-digests.ts';
import { buildRequestEnv, plainBuildRequest } from '../../src/site/build-request.ts';
import type * as LoadersModule from '../../src/site/loaders/estates-loader.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { hiddenAddressEstates, leakedSecrets } from '../fixtures/hidden-addresses.ts';

type Entry = { id: string; data: Record<string, unknown>; digest?: string | number };

/** The part of Astro's loader context the loaders use, kept in memory. */
function loaderContext() {
  const entries = new Map<string, Entry>();
  const store = {
    get: (id: string) => entries.get(id),
    set: vi.fn((entry: Entry) => {
      entries.set(entry.id, entry);
      return true;
    }),
    keys: () => [...entries.keys()],
    delete: (id: string) => void entries.delete(id),
    clear: () => entries.clear(),
  };
  const logger = { info: vi.fn(), warn: vi.fn() };
  const generateDigest = (data: unknown) => JSON.stringify(data);
  const cacheDir = pathToFileURL(`${mkdtempSync(join(tmpdir(), 'loader-cache-'))}/`);
  const config = { cacheDir };
  return {
    entries,
    store,
    logger,
    /** The estates' entries the loader keeps beside the store (estate-entries.ts). */
    kept: () => readEstateEntries(cacheDir),
    context: { store, logger, generateDigest, config } as never,
  };
}

/** The content cache directory of a loader context. */
const cacheDirOf = (context: unknown) => (context as { config: { cacheDir: URL } }).config.cacheDir;

let h: Harness;
let loaders: typeof LoadersModule;

beforeAll(async () => {
  h = await startHarness(60);
  process.env.CONTENT_SERVICE_URL = h.url;
  process.env.SITE_ID = 'demo';
  loaders = await import('../../src/site/loaders/estates-loader.ts');
});
afterAll(() => h.close());

/** Overwrites an old-source estate in the service's store, as a broken back office would. */
function corrupt(estate: Estate, change: (estate: Estate) => unknown) {
  h.store.putDocument('demo', 'estate', estate.id, change(structuredClone(estate)));
}

describe('the estates loader', () => {
  it('loads every listing group with its full record and sanitized texts', async () => {
    const { kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const groups = (await h.api.searchEstates({ query: {} })).total;
    const estates = await kept();
    expect(estates.size).toBe(groups);
    const digests = (await readRecordDigests(cacheDirOf(context), ['estates']))!.estates!;
    expect(Object.keys(digests).sort()).toEqual([...estates.keys()].sort());
    const sources = new Set([...estates.values()].map((entry) => entry.source));
    expect(sources).toEqual(new Set(['skarabee', 'v2', 'group']));
  });

  it('keeps a slim entry beside the store and the full sanitized record in its file', async () => {
    const { entries, kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    // Astro's store holds nothing of the estates (it is bundled into every build as one string).
    expect(entries.size).toBe(0);
    const data = [...(await kept()).values()].find((candidate) => candidate.source === 'group')!;
    expect(data).not.toHaveProperty('project');
    const record = JSON.parse(readFileSync(data.recordFile, 'utf8')) as {
      project: { children: { id: number }[]; general: { description: unknown } };
    };
    expect(record.project.children.map((unit) => unit.id)).toEqual(data.unitIds);
    expect(JSON.stringify(record.project.general.description)).not.toMatch(/<script/i);
    // The entry carries what the links need and stays small.
    expect(JSON.stringify(data.linkInput).length).toBeLessThan(2_000);
  });

  it("keeps in each entry the search facts of its record, for the alerts' manifest", async () => {
    const { kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const estates = [...(await kept()).values()];
    for (const entry of estates) {
      const record = JSON.parse(readFileSync(entry.recordFile, 'utf8')) as EstateRecord;
      expect(entry.facts, `estate ${entry.id}`).toEqual(recordSearchFacts(record));
    }
    // The demo has areas and rooms to match on, in every source.
    for (const source of ['skarabee', 'v2', 'group'] as const) {
      expect(
        estates.some(
          (entry) => entry.source === source && entry.facts?.['dimensions.areaBuild']?.length,
        ),
        source,
      ).toBe(true);
    }
  });

  it('keeps no street, number or exact point of an estate whose address is hidden', async () => {
    const hidden = hiddenAddressEstates(h.data).filter((estate) => estate.source !== 'unit');
    expect(hidden.map((estate) => estate.source)).toEqual(
      expect.arrayContaining(['skarabee', 'v2']),
    );
    const { kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const estates = await kept();
    const towns = (await h.api.estateFilters({ query: {} })).locations ?? [];
    for (const { id } of hidden) {
      const entry = estates.get(String(id))!;
      const stored = `${JSON.stringify(entry)}\n${readFileSync(entry.recordFile, 'utf8')}`;
      expect(leakedSecrets(stored, hidden)).toEqual([]);
      // Placed at its town: the point the service gives for its city.
      const { city, geoLocation } = entry.summary.general.address;
      const town = towns.find((location) => location.id === city?.id);
      if (geoLocation) expect(geoLocation).toEqual({ lat: town?.lat, lon: town?.lon });
    }
  });

  it('deletes the record file of an estate that left the service', async () => {
    const { kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const cacheDir = cacheDirOf(context);
    // An estate the last sync held, which the service no longer has.
    const file = (await kept()).values().next().value!.recordFile;
    const goneFile = file.replace(/[^/]+\.json$/, '999999.json');
    writeFileSync(goneFile, '{}');
    const digests = (await readRecordDigests(cacheDir, ['estates']))!.estates!;
    await writeRecordDigests(cacheDir, 'estates', { ...digests, 999999: 'old' });
    await loaders.estatesLoader().load(context);
    expect((await kept()).has('999999')).toBe(false);
    expect((await readRecordDigests(cacheDir, ['estates']))!.estates).not.toHaveProperty('999999');
    expect(existsSync(goneFile)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('leaves unchanged records alone on the next build', async () => {
    const { logger, kept, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const firstEntries = await kept();
    const recordFile = firstEntries.values().next().value!.recordFile;
    const written = statSync(recordFile).mtimeMs;
    const cacheDir = cacheDirOf(context);
    // The entries and digests of every estate: replaced (a new file) whenever written.
    const entriesDir = new URL('estate-entries/', cacheDir);
    const siteFiles = [
      ...readdirSync(entriesDir).map((name) => new URL(name, entriesDir)),
      new URL('record-digests/estates.json', cacheDir),
    ];
    expect(siteFiles.length).toBeGreaterThan(1);
    const inodes = () => siteFiles.map((file) => statSync(file).ino);
    const before = inodes();
    logger.info.mockClear();
    await loaders.estatesLoader().load(context);
    // Nothing fetched again, no record file written again, and the entries carried over.
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringContaining(`${firstEntries.size} unchanged since the last build, 0 full`),
    );
    expect(statSync(recordFile).mtimeMs).toBe(written);
    expect(await kept()).toEqual(firstEntries);
    // Nor the files of the whole site: they would cost what the site holds to write again.
    expect(inodes()).toEqual(before);
  });

  it('skips an invalid record with a warning naming its id and field', async () => {
    const victim = h.data.estates.find(
      (estate) => estate.general.parentId == null && !estate.general.project,
    )!;
    corrupt(victim, (estate) => ({
      ...estate,
      general: { ...(estate as Estate).general, price: 'a lot' },
    }));
    try {
      const { kept, logger, context } = loaderContext();
      await loaders.estatesLoader().load(context);
      expect((await kept()).has(String(victim.id))).toBe(false);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`${victim.id}.*general\\.price`)),
      );
    } finally {
      h.store.putDocument('demo', 'estate', victim.id, victim);
    }
  });

  it('fails when more than 5 % of the records are invalid', async () => {
    const victims = h.data.estates
      .filter((estate) => estate.general.parentId == null && !estate.general.project)
      .slice(0, 10);
    for (const victim of victims)
      corrupt(victim, (estate) => ({ ...(estate as object), isSold: 'maybe' }));
    try {
      const { context } = loaderContext();
      await expect(loaders.estatesLoader().load(context)).rejects.toThrow(
        /invalid .*not publishing/,
      );
    } finally {
      for (const victim of victims) h.store.putDocument('demo', 'estate', victim.id, victim);
    }
  });
});

describe('a sync of the estates a webhook named', () => {
  const plain = () =>
    h.data.estates.filter((estate) => estate.general.parentId == null && !estate.general.project);
  const retitled = (estate: Estate, title: string): Estate => ({
    ...estate,
    general: { ...estate.general, title: { ...estate.general.title, en: title } },
  });

  it('syncs a project once when its ids fall in two of the searches', async () => {
    const project = h.data.estates.find((estate) => estate.general.project)!;
    const unit = project.children.at(-1)!.general.id;
    const { kept, logger, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const size = (await kept()).size;
    // 999 ids below the demo's come first: the project ends the first search, its unit the next.
    const padding = Array.from({ length: 999 }, (_, index) => String(index + 1));
    expect(Math.max(project.id, unit)).toBeGreaterThan(999);
    Object.assign(
      process.env,
      buildRequestEnv({
        ...plainBuildRequest(),
        changedIds: [...padding, String(project.id), String(unit)],
        onlyNamed: true,
      }),
    );
    try {
      logger.info.mockClear();
      await loaders.estatesLoader().load(context);
      expect(logger.info).toHaveBeenCalledWith(
        `estates: ${size} records, ${size} unchanged since the last build, 1 full records fetched`,
      );
    } finally {
      delete process.env.BUILD_REQUEST;
    }
  });

  it('asks about those alone, and keeps every other estate as the last sync left it', async () => {
    const [named, unnamed, leaving] = plain();
    const project = h.data.estates.find(
      (estate) => estate.general.project && estate.children.length > 1,
    )!;
    const [keptUnit, cutUnit] = project.children.map((child) => child.general.id);
    const { kept, logger, context } = loaderContext();
    await loaders.estatesLoader().load(context);
    const before = await kept();
    const leavingFile = before.get(String(leaving!.id))!.recordFile;
    h.store.putDocument('demo', 'estate', named!.id, retitled(named!, 'Named and renamed'));
    h.store.putDocument('demo', 'estate', unnamed!.id, retitled(unnamed!, 'Renamed unnamed'));
    h.store.deleteDocument('demo', 'estate', leaving!.id);
    // The webhook names the unit that left its project, not the project.
    h.store.deleteDocument('demo', 'estate', cutUnit!);
    h.invalidate();
    const searched = vi.spyOn(globalThis, 'fetch');
    try {
      const ids = [named!.id, leaving!.id, cutUnit!].map(String);
      Object.assign(
        process.env,
        buildRequestEnv({ ...plainBuildRequest(), changedIds: ids, onlyNamed: true }),
      );
      logger.info.mockClear();
      await loaders.estatesLoader().load(context);
      const after = await kept();
      const title = (id: number) => after.get(String(id))?.summary.general.title?.en;
      expect(title(named!.id)).toBe('Named and renamed');
      expect(title(unnamed!.id)).toBe(before.get(String(unnamed!.id))!.summary.general.title?.en);
      expect(after.has(String(leaving!.id))).toBe(false);
      expect(existsSync(leavingFile)).toBe(false);
      expect(after.get(String(project.id))!.unitIds).toEqual(
        before.get(String(project.id))!.unitIds.filter((id) => id !== cutUnit),
      );
      expect(after.get(String(project.id))!.unitIds).toContain(keptUnit);
      // Every other estate is the entry it was.
      expect(after.size).toBe(before.size - 1);
      for (const [id, entry] of after) {
        if (id !== String(named!.id) && id !== String(project.id))
          expect(entry).toEqual(before.get(id));
      }
      // No search for every estate: each search named its ids, and two full records came.
      const searches = searched.mock.calls.filter(([url]) => String(url).endsWith('/estates'));
      expect(searches.length).toBeGreaterThan(0);
      for (const [, init] of searches) {
        expect(JSON.parse(String(init?.body)).query).toEqual({
          terms: { 'children.general.id': expect.arrayContaining([named!.id, cutUnit]) },
        });
      }
      expect(logger.info).toHaveBeenCalledWith(
        expect.stringContaining(`${after.size - 2} unchanged since the last build, 2 full`),
      );
      // A sync that names none finds the change no webhook named.
      delete process.env.BUILD_REQUEST;
      await loaders.estatesLoader().load(context);
      expect((await kept()).get(String(unnamed!.id))!.summary.general.title?.en).toBe(
        'Renamed unnamed',
      );
    } finally {
      delete process.env.BUILD_REQUEST;
      searched.mockRestore();
      for (const estate of [named!, unnamed!, leaving!]) {
        h.store.putDocument('demo', 'estate', estate.id, estate);
      }
      const unit = h.data.estates.find((estate) => estate.id === cutUnit)!;
      h.store.putDocument('demo', 'estate', cutUnit!, unit);
      h.invalidate();
    }
  });
});
