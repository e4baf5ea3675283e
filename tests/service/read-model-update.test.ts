import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../../local-content-service/app.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import {
  loadSiteData,
  updateSiteData,
  type SiteData,
} from '../../local-content-service/site-data.ts';
import { Store } from '../../local-content-service/store.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';
import { estateQuerySchema } from '../../src/schemas/estate-query.ts';

/*
 * The local service's read model follows a change of some estates without reading every
 * document again (a rebuild's check asks for every summary right after a write). Oracle: the
 * read model loadSiteData builds from the store afterwards.
 */

const now = new Date('2026-11-01T09:00:00Z');

function seeded() {
  const store = new Store(':memory:');
  writeDemoData(store, generateDemoData({ estates: 400, seed: 11, siteId: 'demo', now }));
  const estates = store.documents<Estate>('demo', 'estate');
  const units = estates.filter((estate) => estate.general.parentId != null);
  const standalone = estates.filter(
    (estate) =>
      estate.general.parentId == null && !units.some((u) => u.general.parentId === estate.id),
  );
  const listings = store.documents<BackOfficeListing>('demo', 'backOffice');
  return { store, units, standalone, listings };
}

const queries: [string, EstateQuery][] = [
  ['everything', { query: {} }],
  [
    'by price',
    { query: {}, sort: [{ field: 'price', order: 'desc' }], pagination: { from: 0, size: 40 } },
  ],
  [
    'grouped by city',
    { query: {}, groupOptions: { groupBy: 'CITY' }, pagination: { from: 0, size: 30 } },
  ],
  ['for sale', { query: { terms: { 'transaction.id': [1] } } }],
];

function expectSameAnswers(updated: SiteData, fresh: SiteData) {
  expect(updated.estates.entries.map((entry) => entry.json)).toEqual(
    fresh.estates.entries.map((entry) => entry.json),
  );
  for (const [, query] of queries) {
    const request = estateQuerySchema.parse(query);
    expect(updated.estates.searchJson(request, 'fr')).toBe(fresh.estates.searchJson(request, 'fr'));
    expect(updated.estates.filterOptions(request)).toEqual(fresh.estates.filterOptions(request));
  }
}

describe('the local service read model after some estates changed', () => {
  it('equals a read model built from the store, and keeps the entries of what did not change', () => {
    const { store, units, standalone, listings } = seeded();
    expect(units.length).toBeGreaterThan(2);
    expect(listings.length).toBeGreaterThan(2);
    const before = loadSiteData(store, 'demo');

    const renamed = standalone[0]!;
    store.putDocument('demo', 'estate', renamed.id, {
      ...renamed,
      general: { ...renamed.general, title: { ...renamed.general.title, nl: 'Nieuwe titel' } },
    });
    // A unit's price changes: its project's card ("from" price, units) follows.
    const repriced = units[0]!;
    store.putDocument('demo', 'estate', repriced.id, {
      ...repriced,
      general: { ...repriced.general, price: 1 },
      price: repriced.price ? { ...repriced.price, value: 1 } : repriced.price,
    });
    const removedUnit = units.find((unit) => unit.general.parentId !== repriced.general.parentId)!;
    store.deleteDocument('demo', 'estate', removedUnit.id);
    const removed = standalone[1]!;
    store.deleteDocument('demo', 'estate', removed.id);
    // A standalone estate becomes a unit of a project no other change touches.
    const joined = standalone[2]!;
    const joinedProject = units.find(
      (unit) =>
        unit.general.parentId !== repriced.general.parentId &&
        unit.general.parentId !== removedUnit.general.parentId,
    )!.general.parentId;
    store.putDocument('demo', 'estate', joined.id, {
      ...joined,
      general: { ...joined.general, parentId: joinedProject },
    });
    const added = {
      ...standalone[3]!,
      id: 987_654,
      general: { ...standalone[3]!.general, id: 987_654 },
    };
    store.putDocument('demo', 'estate', added.id, added);
    const archived = listings[0]!;
    store.putDocument('demo', 'backOffice', archived.id, { ...archived, archived: true });
    const relisted = listings[1]!;
    store.putDocument('demo', 'backOffice', relisted.id, { ...relisted, price: 123_456 });

    const updated = updateSiteData(before, store, 'demo', {
      estate: [renamed.id, repriced.id, removedUnit.id, removed.id, joined.id, added.id],
      backOffice: [archived.id, String(relisted.id)],
    });
    const fresh = loadSiteData(store, 'demo');
    expectSameAnswers(updated, fresh);
    expect(updated.estates.entries.some((entry) => entry.summary.id === removed.id)).toBe(false);
    expect(updated.estates.entries.some((entry) => entry.summary.id === added.id)).toBe(true);
    expect(updated.estates.entries.some((entry) => entry.summary.id === joined.id)).toBe(false);

    const changedGroups = new Set([
      renamed.id,
      repriced.general.parentId,
      removedUnit.general.parentId,
      joinedProject,
    ]);
    const kept = updated.estates.entries.filter(
      (entry) =>
        !changedGroups.has(entry.summary.id) &&
        entry.summary.id !== added.id &&
        entry.summary.id !== relisted.id,
    );
    expect(kept.length).toBeGreaterThan(100);
    for (const entry of kept) expect(before.estates.entries).toContain(entry);
  });

  it('is what the service answers after invalidate names the changed estates', async () => {
    const { store, standalone } = seeded();
    const { app, invalidate } = createServiceApp({ store, now: () => now });
    const search = async (application: typeof app) =>
      (
        await application.fetch(
          new Request('http://service/sites/demo/estates', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: {} }),
          }),
        )
      ).text();
    const first = await search(app);
    const estate = standalone[0]!;
    store.putDocument('demo', 'estate', estate.id, {
      ...estate,
      general: { ...estate.general, title: { ...estate.general.title, nl: 'Helemaal anders' } },
    });
    expect(await search(app)).toBe(first);
    invalidate('demo', { estate: [estate.id] });
    const after = await search(app);
    expect(after).toContain('Helemaal anders');
    expect(after).toBe(await search(createServiceApp({ store, now: () => now }).app));
  });
});
