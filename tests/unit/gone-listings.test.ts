import { describe, expect, it } from 'vitest';
import {
  goneGroupKey,
  goneRetentionDays,
  listingScreen,
  listingTrace,
  nextGoneListings,
  similarToGone,
  type GoneListing,
  type ListingTrace,
} from '../../src/domain/gone-listings.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { buildState, previousListings } from '../../src/site/build-state.ts';
import type { StaticPage } from '../../src/site/static-pages.ts';

const ghent = { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } };
const bruges = {
  id: 8000,
  zip: '8000',
  name: { nl: 'Brugge', fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
};

function summary(
  id: number,
  options: {
    headType?: number;
    city?: typeof ghent;
    status?: number;
    project?: boolean;
    sold?: boolean;
    date?: string;
    guid?: string;
  } = {},
): EstateSummary {
  return {
    id,
    uri: null,
    guid: options.guid ?? null,
    isSold: options.sold ?? false,
    isProject: options.project ?? false,
    status: { id: options.status ?? 1 },
    publicationDate: options.date ?? '2026-10-01T00:00:00Z',
    general: {
      title: null,
      subType: null,
      headType: { id: options.headType ?? 1 },
      transaction: { id: options.status ?? 1, name: null },
      address: { visible: true, street: null, city: { ...(options.city ?? ghent) } },
    },
    energy: null,
    children: [],
  } as EstateSummary;
}

const house: ListingTrace = { screen: 'buy', headTypeId: 1, city: ghent };

describe('the screen and trace a listing leaves', () => {
  it('puts projects on projects, rentals on rent and everything else on buy', () => {
    expect(listingScreen(summary(1, { project: true }))).toBe('projects');
    expect(listingScreen(summary(1, { status: 2 }))).toBe('rent');
    expect(listingScreen(summary(1, { status: 10, guid: 'g' }))).toBe('rent');
    expect(listingScreen(summary(1, { status: 1 }))).toBe('buy');
    expect(listingScreen(summary(1, { status: 5, sold: true }))).toBe('buy');
  });

  it('keeps the screen, head type and town, and groups by them', () => {
    const trace = listingTrace(summary(4, { headType: 2, city: bruges }));
    expect(trace).toEqual({ screen: 'buy', headTypeId: 2, city: bruges });
    expect(goneGroupKey(trace)).toBe('buy-2-8000');
    expect(goneGroupKey({ ...trace, city: null })).toBe('buy-2-0');
  });
});

describe('the listings a build remembers as gone', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const units = (entries: [number, string[]][]) => new Map(entries);

  it('remembers a listing of the previous build that is missing now, from that build on', () => {
    const gone = nextGoneListings({
      before: {},
      previous: new Map([
        [1, { trace: house, units: units([]) }],
        [2, { trace: house, units: units([]) }],
      ]),
      current: new Set([1]),
      now,
    });
    expect(gone).toEqual({ 2: { ...house, goneAt: now.toISOString() } });
  });

  it('carries earlier removals on, keeps their first date, and forgets a listing that is back', () => {
    const before: Record<string, GoneListing> = {
      7: { ...house, goneAt: '2026-01-01T00:00:00.000Z' },
      8: { ...house, goneAt: '2026-02-01T00:00:00.000Z' },
    };
    const gone = nextGoneListings({ before, previous: new Map(), current: new Set([8]), now });
    expect(gone).toEqual({ 7: before[7] });
  });

  it(`forgets a listing gone for longer than ${goneRetentionDays} days`, () => {
    const old = new Date(now.getTime() - (goneRetentionDays + 1) * 86_400_000).toISOString();
    const gone = nextGoneListings({
      before: { 7: { ...house, goneAt: old } },
      previous: new Map(),
      current: new Set(),
      now,
    });
    expect(gone).toEqual({});
  });

  it('takes a removed project with its units, and names the old pages of a unit whose project stays', () => {
    const project: ListingTrace = { screen: 'projects', headTypeId: 7, city: ghent };
    const previous = new Map([
      [
        10,
        {
          trace: project,
          units: units([
            [11, ['/nl/aanbod/10/Res/11']],
            [12, ['/nl/aanbod/10/Res/12']],
          ]),
        },
      ],
      [20, { trace: project, units: units([[21, ['/nl/aanbod/20/Hof/21']]]) }],
    ]);
    const gone = nextGoneListings({ before: {}, previous, current: new Set([10, 11]), now });
    const at = now.toISOString();
    expect(gone).toEqual({
      12: { ...project, goneAt: at, paths: ['/nl/aanbod/10/Res/12'] },
      20: { ...project, goneAt: at },
      21: { ...project, goneAt: at },
    });
  });

  it('reads the traces and unit pages the previous build state kept', () => {
    const page = (path: string, descriptor: StaticPage['page']): StaticPage => ({
      locale: 'nl',
      path,
      page: descriptor,
      alternates: { nl: path, fr: path, en: path, de: path },
      indexable: true,
    });
    const state = buildState({
      codeDigest: 'c',
      frameDigest: 'f',
      digests: new Map([['estate:10', 'd']]),
      pages: [
        page('/nl/aanbod/10/Res', { kind: 'project', estateId: 10 }),
        page('/nl/aanbod/10/Res/11', { kind: 'projectEntity', estateId: 10, unitId: 11 }),
        page('/nl/aanbod/11', { kind: 'redirect', to: '/nl/aanbod/10/Res/11', estateId: 10 }),
      ],
      traces: new Map([['estate:10', { trace: house, units: [11] }]]),
      gone: { 5: { ...house, goneAt: now.toISOString() } },
    });
    expect(state.gone).toEqual({ 5: { ...house, goneAt: now.toISOString() } });
    const listings = previousListings(state);
    expect(listings.get(10)?.trace).toEqual(house);
    expect(listings.get(10)?.units.get(11)).toEqual(['/nl/aanbod/10/Res/11']);
  });
});

describe('the listings a gone page offers', () => {
  it('offers the same head type in the same town first, then the town, then the type, newest first', () => {
    const offered = similarToGone(
      house,
      [
        summary(1, { headType: 2, city: bruges }),
        summary(2, { headType: 1, city: bruges }),
        summary(3, { headType: 2, city: ghent }),
        summary(4, { headType: 1, city: ghent, date: '2026-09-01T00:00:00Z' }),
        summary(5, { headType: 1, city: ghent, date: '2026-10-05T00:00:00Z' }),
      ],
      new Set(),
      5,
    );
    expect(offered.map((s) => s.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('offers only available listings of its screen, and other screens when its own has none', () => {
    const candidates = [
      summary(1, { sold: true, status: 5 }),
      summary(2, { status: 3 }),
      summary(3, { status: 2 }),
      summary(4, { project: true }),
      summary(5),
    ];
    expect(similarToGone(house, candidates, new Set([3])).map((s) => s.id)).toEqual([5]);
    const rent: ListingTrace = { ...house, screen: 'rent' };
    expect(similarToGone(rent, candidates, new Set()).map((s) => s.id)).toEqual([3]);
    const none = similarToGone(rent, [summary(5), summary(4, { project: true })], new Set());
    expect(none.map((s) => s.id).sort()).toEqual([4, 5]);
  });
});
