import { describe, expect, it } from 'vitest';
import {
  buildState,
  nothingChanged,
  pageRecord,
  planRender,
  recordDigests,
  sameData,
  stampChanges,
  writesPageLists,
  type BuildState,
  type RecordKey,
} from '../../src/site/build-state.ts';
import type { StaticPage } from '../../src/site/static-pages.ts';

const page = (path: string, descriptor: StaticPage['page']): StaticPage => ({
  locale: 'nl',
  path,
  page: descriptor,
  alternates: { nl: path, fr: path, en: path, de: path },
  indexable: true,
});

function state(
  records: Record<number, { digest: string; slug?: string }>,
  overrides: Partial<Pick<BuildState, 'codeDigest' | 'frameDigest'>> = {},
): BuildState {
  const pages: StaticPage[] = [page('/nl', { kind: 'home' })];
  const digests = new Map<`estate:${number}`, string>();
  for (const [id, record] of Object.entries(records)) {
    const estateId = Number(id);
    digests.set(`estate:${estateId}`, record.digest);
    pages.push(page(`/nl/te-koop/${record.slug ?? 'huis'}/${id}`, { kind: 'estate', estateId }));
    pages.push(page(`/nl/aanbod/${id}`, { kind: 'redirect', to: '/', estateId }));
  }
  return buildState({
    codeDigest: overrides.codeDigest ?? 'code',
    frameDigest: overrides.frameDigest ?? 'frame',
    pages,
    digests,
  });
}

describe('pageRecord', () => {
  it('ties estate, project, unit and short-link pages to their record and the rest to the site', () => {
    expect(pageRecord({ kind: 'estate', estateId: 4 })).toBe('estate:4');
    expect(pageRecord({ kind: 'projectEntity', estateId: 7, unitId: 9 })).toBe('estate:7');
    expect(pageRecord({ kind: 'redirect', to: '/x', estateId: 4 })).toBe('estate:4');
    expect(pageRecord({ kind: 'holidayUnit', unitId: 3 })).toBe('unit:3');
    expect(pageRecord({ kind: 'listing', listing: 'buy', page: 1 })).toBeNull();
    // A later page of a listing is rendered again only when what it shows changed.
    expect(pageRecord({ kind: 'listing', listing: 'rent', page: 3 })).toBe('listing:rent:3');
    expect(pageRecord({ kind: 'home' })).toBeNull();
  });
});

describe('planRender', () => {
  it('renders everything without a previous build, or when the code or the frame changed', () => {
    const now = state({ 1: { digest: 'a' } });
    expect(planRender(null, now).mode).toBe('full');
    expect(planRender(state({ 1: { digest: 'a' } }, { codeDigest: 'old' }), now)).toMatchObject({
      mode: 'full',
      reason: expect.stringMatching(/code/),
    });
    expect(planRender(state({ 1: { digest: 'a' } }, { frameDigest: 'old' }), now)).toMatchObject({
      mode: 'full',
      reason: expect.stringMatching(/menus/),
    });
  });

  it('renders new and changed records only and lists the pages of removed ones', () => {
    const before = state({ 1: { digest: 'a' }, 2: { digest: 'b' }, 3: { digest: 'c' } });
    const after = state({ 1: { digest: 'a' }, 2: { digest: 'B' }, 4: { digest: 'd' } });
    const plan = planRender(before, after);
    expect(plan).toEqual({
      mode: 'partial',
      changed: ['estate:2', 'estate:4'],
      removed: ['estate:3'],
      removedPaths: ['/nl/te-koop/huis/3', '/nl/aanbod/3'],
      pathsChanged: true,
    });
    expect(nothingChanged(plan)).toBe(false);
    expect(writesPageLists(plan)).toBe(true);
  });

  it('keeps the sitemap and rewrite rules when only the data of existing pages changed', () => {
    const before = state({ 1: { digest: 'a' }, 2: { digest: 'b' } });
    const plan = planRender(before, state({ 1: { digest: 'a' }, 2: { digest: 'B' } }));
    expect(plan).toMatchObject({ mode: 'partial', changed: ['estate:2'], pathsChanged: false });
    expect(writesPageLists(plan)).toBe(false);
    // A new record is a new page; a full build writes everything.
    const added = planRender(
      before,
      state({ 1: { digest: 'a' }, 2: { digest: 'b' }, 3: { digest: 'c' } }),
    );
    expect(writesPageLists(added)).toBe(true);
    expect(writesPageLists({ mode: 'full', reason: 'x' })).toBe(true);
  });

  it('removes the old page of a record whose slug changed, even with the same digest', () => {
    const before = state({ 1: { digest: 'a', slug: 'huis' } });
    const after = state({ 1: { digest: 'a', slug: 'villa' } });
    expect(planRender(before, after)).toEqual({
      mode: 'partial',
      changed: ['estate:1'],
      removed: [],
      removedPaths: ['/nl/te-koop/huis/1'],
      pathsChanged: true,
    });
  });

  it('finds nothing to do when nothing changed', () => {
    const records = { 1: { digest: 'a' }, 2: { digest: 'b' } };
    expect(nothingChanged(planRender(state(records), state(records)))).toBe(true);
    expect(nothingChanged({ mode: 'full', reason: 'x' })).toBe(false);
  });
});

describe('later listing pages in the plan', () => {
  const listingState = (pages: Record<number, string>) =>
    buildState({
      codeDigest: 'code',
      frameDigest: 'frame',
      pages: Object.keys(pages).map((n) =>
        page(`/nl/kopen/pagina/${n}`, { kind: 'listing', listing: 'buy', page: Number(n) }),
      ),
      digests: new Map<RecordKey, string>(
        Object.entries(pages).map(([n, digest]) => [`listing:buy:${Number(n)}`, digest]),
      ),
    });

  it('renders the pages whose results changed and deletes the pages the listing no longer has', () => {
    const plan = planRender(
      listingState({ 2: 'a', 3: 'b', 4: 'c' }),
      listingState({ 2: 'a', 3: 'B' }),
    );
    expect(plan).toMatchObject({
      mode: 'partial',
      changed: ['listing:buy:3'],
      removed: ['listing:buy:4'],
      removedPaths: ['/nl/kopen/pagina/4'],
      pathsChanged: true,
    });
  });

  it('writes a new page into the sitemap', () => {
    const plan = planRender(listingState({ 2: 'a' }), listingState({ 2: 'a', 3: 'b' }));
    expect(plan).toMatchObject({ changed: ['listing:buy:3'], pathsChanged: true });
    expect(writesPageLists(plan)).toBe(true);
  });
});

describe('recordDigests and sameData', () => {
  const collections = {
    site: { site: 's1' },
    menus: { main: 'm1', footer: 'm2' },
    pages: { '1': 'p1' },
    translations: { nl: 't1' },
    estates: { '10': 'e10', '11': 'e11' },
    rentalUnits: { '800': 'u800' },
  };

  it('keys records by kind and id, and digests the frame whatever the order of its entries', () => {
    const digests = recordDigests(collections);
    expect(digests.records).toEqual(
      new Map([
        ['estate:10', 'e10'],
        ['estate:11', 'e11'],
        ['unit:800', 'u800'],
      ]),
    );
    const reordered = recordDigests({ ...collections, menus: { footer: 'm2', main: 'm1' } });
    expect(reordered.frameDigest).toBe(digests.frameDigest);
    const changed = recordDigests({ ...collections, menus: { main: 'm1', footer: 'm3' } });
    expect(changed.frameDigest).not.toBe(digests.frameDigest);
  });

  it('says the data is the published build’s only when code, frame and every record match', () => {
    const digests = recordDigests(collections);
    const published: BuildState = {
      version: 1,
      codeDigest: 'code',
      frameDigest: digests.frameDigest,
      records: {
        'estate:10': { digest: 'e10', paths: [] },
        'estate:11': { digest: 'e11', paths: [] },
        'unit:800': { digest: 'u800', paths: [] },
      },
    };
    expect(sameData(published, 'code', digests)).toBe(true);
    // Listing pages are made of the records: the same records make the same pages.
    const withListingPage: BuildState = {
      ...published,
      records: { ...published.records, 'listing:buy:2': { digest: 'l2', paths: [] } },
    };
    expect(sameData(withListingPage, 'code', digests)).toBe(true);
    expect(sameData(published, 'other code', digests)).toBe(false);
    const oneChanged = recordDigests({ ...collections, estates: { '10': 'e10', '11': 'E11' } });
    expect(sameData(published, 'code', oneChanged)).toBe(false);
    const oneRemoved = recordDigests({ ...collections, estates: { '10': 'e10' } });
    expect(sameData(published, 'code', oneRemoved)).toBe(false);
    const oneAdded = recordDigests({
      ...collections,
      estates: { ...collections.estates, '12': 'x' },
    });
    expect(sameData(published, 'code', oneAdded)).toBe(false);
  });

  it('compares the records data, not what the build added to their digests', () => {
    const digests = recordDigests(collections);
    // What a detail page shows of its similar estates is in its digest, not in the data.
    const state = buildState({
      codeDigest: 'code',
      frameDigest: digests.frameDigest,
      pages: [],
      digests: new Map([...digests.records, ['estate:10', 'e10+similar']]),
      sources: digests.records,
    });
    expect(state.records['estate:10']).toMatchObject({ digest: 'e10+similar', source: 'e10' });
    expect(state.records['estate:11']).not.toHaveProperty('source');
    expect(sameData(state, 'code', digests)).toBe(true);
    const changed = recordDigests({ ...collections, estates: { '10': 'E10', '11': 'e11' } });
    expect(sameData(state, 'code', changed)).toBe(false);
  });
});

describe('stampChanges', () => {
  it('keeps the date of an unchanged record, dates a changed one now and a new listing by its publication', () => {
    const before = stampChanges(
      null,
      state({ 1: { digest: 'a' }, 2: { digest: 'b' } }),
      'T1',
      (key) => (key === 'estate:1' ? 'T0' : undefined),
    );
    expect(before.records['estate:1']?.changedAt).toBe('T0');
    expect(before.records['estate:2']?.changedAt).toBe('T1');
    expect(before.frameChangedAt).toBe('T1');
    const after = stampChanges(
      before,
      state({ 1: { digest: 'a' }, 2: { digest: 'B' }, 3: { digest: 'c' } }),
      'T2',
      () => 'T9',
    );
    expect(after.records['estate:1']?.changedAt).toBe('T0');
    expect(after.records['estate:2']?.changedAt).toBe('T2');
    // A publication date after the build is no date of a change: the build's own is taken.
    expect(after.records['estate:3']?.changedAt).toBe('T2');
    expect(after.frameChangedAt).toBe('T1');
    const newFrame = stampChanges(
      after,
      state({ 1: { digest: 'a' } }, { frameDigest: 'new' }),
      'T3',
    );
    expect(newFrame.frameChangedAt).toBe('T3');
  });
});
