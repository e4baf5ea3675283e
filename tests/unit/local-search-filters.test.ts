import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { loadSiteData } from '../../local-content-service/site-data.ts';
import { Store } from '../../local-content-service/store.ts';
import { energyGrades, energyLabelDisplay, type EnergyGrade } from '../../src/domain/epc.ts';
import { buildEstateQueryClause } from '../../src/domain/estate-query.ts';
import { defaultSearchFilter, type SearchFilter } from '../../src/domain/search-filters.ts';
import { searchFactFields } from '../../src/domain/search-facts.ts';
import { recordSearchFacts } from '../../src/site/estate-links.ts';
import type { EstateRecord } from '../../src/site/types.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';

/*
 * The bundled service honours the listing's area, EPC and "with …" filters: every group it
 * finds has what was asked, and every standalone listing it leaves out lacks something, judged
 * from the full records (which the search entry does not carry).
 */

const now = new Date('2026-11-01T09:00:00Z');
const data = generateDemoData({ estates: 400, seed: 11, siteId: 'demo', now });
const store = new Store(':memory:');
writeDemoData(store, data);
const siteData = loadSiteData(store, 'demo');
const index = siteData.estates;

/** What a listing offers, read the way a visitor would read its detail page. */
type Facts = {
  living: number | null;
  plot: number | null;
  label: string | null;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
};

function estateFacts(estate: Estate): Facts {
  const rooms = new Set(estate.rooms.map((room) => room.value.id));
  return {
    living: estate.dimensions?.areaBuild ?? null,
    plot: estate.dimensions?.areaGround ?? null,
    label: estate.energy?.energyLabel ?? null,
    garden: Boolean(estate.technical?.directionGarden) || rooms.has(15),
    terrace: rooms.has(10),
    garage: rooms.has(6),
  };
}

function backOfficeFacts(listing: BackOfficeListing): Facts {
  const field = (key: string) => listing.fields[key];
  const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  return {
    living: positive(field('construction.living_surface')),
    plot: positive(field('construction.ground_surface')),
    label:
      typeof field('certification.energy_label') === 'string'
        ? (field('certification.energy_label') as string)
        : null,
    garden: field('other.garden') === true,
    terrace: field('layout.terrace') != null,
    garage:
      positive(field('layout.garage')) !== null || positive(field('other.garages_count')) !== null,
  };
}

const gradeIndex = (grade: EnergyGrade) => energyGrades.indexOf(grade);

function satisfies(facts: Facts, filter: SearchFilter): boolean {
  const within = (value: number | null, min?: number, max?: number) =>
    (min === undefined && max === undefined) ||
    (value !== null && value >= (min ?? -Infinity) && value <= (max ?? Infinity));
  const current = energyLabelDisplay(facts.label)?.grades[0];
  return (
    within(facts.living, filter['area-min'], filter['area-max']) &&
    within(facts.plot, filter['plot-min'], filter['plot-max']) &&
    (filter.epc === undefined ||
      (current !== undefined && gradeIndex(current) <= gradeIndex(filter.epc))) &&
    (!filter.garden || facts.garden) &&
    (!filter.terrace || facts.terrace) &&
    (!filter.garage || facts.garage)
  );
}

const standalone = new Map<number, Facts>([
  ...data.estates
    .filter((estate) => estate.general.parentId == null && !estate.general.project)
    .map((estate) => [estate.id, estateFacts(estate)] as const),
  ...data.backOfficeListings
    .filter((listing) => listing.type !== 'PROJECT')
    .map((listing) => [listing.id, backOfficeFacts(listing)] as const),
]);
const projectUnits = new Map<number, Facts[]>();
for (const estate of data.estates) {
  const parent = estate.general.parentId;
  if (parent != null)
    projectUnits.set(parent, [...(projectUnits.get(parent) ?? []), estateFacts(estate)]);
}

const filters: [string, Partial<SearchFilter>][] = [
  ['a living area range', { 'area-min': 80, 'area-max': 160 }],
  ['a plot area range', { 'plot-min': 300, 'plot-max': 1000 }],
  ['EPC at most C', { epc: 'C' }],
  ['EPC at most A+', { epc: 'A_PLUS' }],
  ['with garden', { garden: true }],
  ['with terrace and garage', { terrace: true, garage: true }],
  [
    'house or apartment, 80–200 m², EPC at most C, with garden',
    { type: [1, 2], 'area-min': 80, 'area-max': 200, epc: 'C', garden: true },
  ],
];

describe("the bundled service's search on the listing's own filters", () => {
  for (const [name, fields] of filters) {
    it(`finds exactly the listings with ${name}`, () => {
      const filter: SearchFilter = { ...defaultSearchFilter, ...fields };
      const found = index.matching({ query: buildEstateQueryClause(filter) });
      const foundIds = new Set(found.map((entry) => entry.summary.id));
      const typed = (id: number) =>
        filter.type === undefined ||
        filter.type.includes(
          found.find((entry) => entry.summary.id === id)?.summary.general.headType.id ?? -1,
        );

      expect(found.length).toBeGreaterThan(0);
      for (const entry of found) {
        const id = entry.summary.id;
        const own = standalone.get(id);
        if (own) expect(satisfies(own, filter), `listing ${id}`).toBe(true);
        else {
          const units = projectUnits.get(id) ?? [];
          // A project matches on any of its units' values (an index of groups).
          expect(units.length, `project ${id}`).toBeGreaterThan(0);
        }
        expect(typed(id)).toBe(true);
      }
      const missed = [...standalone].filter(([id, facts]) => {
        const entry = index.entries.find((indexed) => indexed.summary.id === id);
        // An archived listing is in no search at all.
        if (!entry || foundIds.has(id) || !satisfies(facts, filter)) return false;
        return filter.type === undefined || filter.type.includes(entry.summary.general.headType.id);
      });
      expect(missed.map(([id]) => id)).toEqual([]);
    });
  }
});

describe('the search facts a build keeps of each record', () => {
  it('are the values the bundled service indexes, so the alerts match as its search does', () => {
    const byId = new Map(data.estates.map((estate) => [estate.id, estate]));
    const indexed = (entry: { fields: Partial<Record<string, unknown[]>> }) =>
      Object.fromEntries(
        searchFactFields.flatMap((field) =>
          entry.fields[field] ? [[field, entry.fields[field]]] : [],
        ),
      );
    let projects = 0;
    for (const entry of siteData.groups.estate.values()) {
      const estate = byId.get(entry.summary.id)!;
      const units = (siteData.groups.unitsOf.get(estate.id) ?? []).map((id) => byId.get(id)!);
      // The records a build fetches: a project with its units in full, or the estate.
      const record: EstateRecord = entry.summary.isProject
        ? {
            source: 'group',
            id: estate.id,
            summary: entry.summary,
            project: { ...estate, children: units },
            estatePage: null,
          }
        : { source: 'skarabee', id: estate.id, summary: entry.summary, estate, estatePage: null };
      if (record.source === 'group') projects += 1;
      expect(recordSearchFacts(record), `estate ${estate.id}`).toEqual(indexed(entry));
    }
    const listings = new Map(data.backOfficeListings.map((listing) => [listing.id, listing]));
    for (const entry of siteData.groups.backOffice.values()) {
      const listing = listings.get(entry.summary.id)!;
      const record: EstateRecord = {
        source: 'v2',
        id: listing.id,
        summary: entry.summary,
        listing,
        estatePage: null,
      };
      expect(recordSearchFacts(record), `listing ${listing.id}`).toEqual(indexed(entry));
    }
    expect(projects).toBeGreaterThan(0);
    expect(siteData.groups.backOffice.size).toBeGreaterThan(0);
  });
});
