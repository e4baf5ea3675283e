import { describe, expect, it } from 'vitest';
import {
  rememberingSimilarFinder,
  similarEstates,
  similarFinder,
  type SimilarMemory,
} from '../../src/domain/similar-estates.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';

function summary(
  id: number,
  overrides: {
    headType?: number;
    transaction?: number;
    status?: number;
    price?: number | null;
    lat?: number;
    lon?: number;
    /** No place at all. */
    placeless?: boolean;
    isProject?: boolean;
  } = {},
): EstateSummary {
  return {
    id,
    isSold: false,
    isProject: overrides.isProject ?? false,
    status: { id: overrides.status ?? overrides.transaction ?? 1 },
    publicationDate: '2026-10-01T00:00:00Z',
    general: {
      headType: { id: overrides.headType ?? 1 },
      transaction: { id: overrides.transaction ?? 1 },
      address: {
        visible: true,
        geoLocation:
          overrides.placeless ||
          (overrides.lat === undefined && overrides.lon === undefined && overrides.price === null)
            ? null
            : { lat: overrides.lat ?? 51.05, lon: overrides.lon ?? 3.72 },
      },
      price: overrides.price === undefined ? 300000 : overrides.price,
    },
    children: [],
  };
}

describe('similar estates', () => {
  const villa = summary(1);

  it('keeps the same head type and market, never the estate itself', () => {
    const found = similarEstates(villa, [
      villa,
      summary(2, { headType: 2 }),
      summary(3, { transaction: 2 }),
      summary(4),
    ]);
    expect(found.map((estate) => estate.id)).toEqual([4]);
  });

  it('leaves out sold estates and projects', () => {
    const found = similarEstates(villa, [
      summary(2, { status: 5 }),
      summary(3, { isProject: true }),
      summary(4),
    ]);
    expect(found.map((estate) => estate.id)).toEqual([4]);
  });

  it('puts the nearest in place and price first', () => {
    const near = summary(2, { lat: 51.06, price: 310000 });
    const far = summary(3, { lat: 50.5, price: 310000 });
    const pricey = summary(4, { lat: 51.06, price: 600000 });
    expect(similarEstates(villa, [far, pricey, near]).map((estate) => estate.id)).toEqual([
      2, 3, 4,
    ]);
  });

  it('gives at most the asked number', () => {
    const many = Array.from({ length: 10 }, (_, index) => summary(index + 2));
    expect(similarEstates(villa, many, 4)).toHaveLength(4);
  });
});

/** Every candidate scored and sorted: the rule of spec 2 as plainly as it can be written. */
function scoreAll(estate: EstateSummary, candidates: EstateSummary[], count: number): number[] {
  const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
    Math.hypot(
      (b.lon - a.lon) * (Math.PI / 180) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180)),
      (b.lat - a.lat) * (Math.PI / 180),
    ) * 6371;
  const price = estate.general.price ?? null;
  return candidates
    .filter(
      (other) =>
        other.id !== estate.id &&
        !other.isProject &&
        other.status.id !== 5 &&
        other.status.id !== 6 &&
        other.general.headType.id === estate.general.headType.id &&
        other.general.transaction.id === estate.general.transaction.id,
    )
    .map((other) => {
      const here = estate.general.address.geoLocation;
      const there = other.general.address.geoLocation;
      const otherPrice = other.general.price ?? null;
      const gap =
        price && otherPrice ? (Math.abs(otherPrice - price) / Math.max(price, 1)) * 100 : 50;
      return { id: other.id, score: (here && there ? km(here, there) : 50) + gap };
    })
    .sort((a, b) => a.score - b.score || a.id - b.id)
    .slice(0, count)
    .map(({ id }) => id);
}

/** A generator of the same numbers for the same seed, and a choice among values by it. */
function seeded(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  return { random, pick };
}

/** The finder answers every estate, for each count, as scoring every candidate does. */
function expectSameAsScoringAll(estates: EstateSummary[], counts: number[]): void {
  const find = similarFinder(estates);
  for (const estate of estates) {
    for (const count of counts) {
      expect(
        find(estate, count).map((found) => found.id),
        `estate ${estate.id}`,
      ).toEqual(scoreAll(estate, estates, count));
    }
  }
}

describe('similar estates over a whole site', () => {
  it('finds, for every estate, the same matches as scoring every candidate', () => {
    const { random, pick } = seeded(7);
    const estates = Array.from({ length: 600 }, (_, index) => {
      const unpriced = random() < 0.08;
      const headType = pick([1, 2, 3]);
      const transaction = pick([1, 2]);
      // Sold (5) or rented (6) as the old source marks them, else on offer.
      const status = random() < 0.1 ? transaction + 4 : transaction;
      return summary(index + 1, {
        headType,
        transaction,
        status,
        isProject: random() < 0.05,
        // Equal prices and places too, where only the id decides.
        price: unpriced
          ? pick([null, 0])
          : pick([150000, 250000, 250000, 400000]) + Math.floor(random() * 4) * 25000,
        ...(random() < 0.05 && !unpriced
          ? {}
          : {
              lat: 50.5 + Math.floor(random() * 40) / 40,
              lon: 3 + Math.floor(random() * 80) / 40,
            }),
      });
    });
    expectSameAsScoringAll(estates, [1, 4, 9]);
  });

  it('finds the same matches with places far apart, some unknown, on both sides of zero', () => {
    const { random, pick } = seeded(11);
    const estates = Array.from({ length: 400 }, (_, index) => {
      const unpriced = random() < 0.08;
      const transaction = pick([1, 2]);
      return summary(index + 1, {
        headType: pick([1, 2]),
        transaction,
        status: transaction,
        price: unpriced
          ? null
          : pick([90000, 250000, 260000, 1200000]) + Math.floor(random() * 9) * 5000,
        ...(random() < 0.1
          ? { placeless: true }
          : // Towns of a few places, and anywhere from the south of Spain to Norway, east and
            // west of Greenwich; a few under the equator.
            random() < 0.5
            ? { lat: pick([50.85, 51.05, 51.22]), lon: pick([4.35, 3.72, 4.4]) }
            : { lat: -10 + random() * 75, lon: -9 + random() * 30 }),
      });
    });
    expectSameAsScoringAll(estates, [1, 4, 7]);
  });
});

describe('similar estates remembered between rebuilds', () => {
  /** A site of estates of two kinds in a few towns, some unpriced, sold or without a place. */
  function site(seed: number, size: number) {
    const { random, pick } = seeded(seed);
    const make = (id: number) => {
      const transaction = pick([1, 2]);
      return summary(id, {
        headType: pick([1, 2]),
        transaction,
        status: random() < 0.1 ? transaction + 4 : transaction,
        isProject: random() < 0.03,
        price:
          random() < 0.08 ? null : pick([150000, 250000, 400000]) + Math.floor(random() * 8) * 5000,
        ...(random() < 0.05
          ? { placeless: true }
          : {
              lat: pick([50.85, 51.05, 51.22]) + random() / 10,
              lon: pick([4.35, 3.72, 4.4]) + random() / 10,
            }),
      });
    };
    return {
      random,
      pick,
      make,
      estates: Array.from({ length: size }, (_, index) => make(index + 1)),
    };
  }

  /** One rebuild's changes: prices, moves, sales, a kind changed, listings gone and new. */
  function changeSome(world: ReturnType<typeof site>, changes: number, nextId: () => number) {
    const { random, pick, make } = world;
    for (let change = 0; change < changes; change += 1) {
      const at = Math.floor(random() * world.estates.length);
      const estate = world.estates[at]!;
      const what = pick(['price', 'move', 'sold', 'kind', 'gone', 'new', 'unpriced']);
      const general = { ...estate.general };
      if (what === 'gone') world.estates.splice(at, 1);
      else if (what === 'new') world.estates.push(make(nextId()));
      else if (what === 'sold')
        world.estates[at] = { ...estate, status: { id: estate.status.id + 4 } };
      else {
        if (what === 'price')
          general.price = (general.price ?? 200000) + pick([-20000, 5000, 60000]);
        if (what === 'unpriced') general.price = null;
        if (what === 'kind') general.headType = { id: general.headType.id === 1 ? 2 : 1 };
        if (what === 'move')
          general.address = {
            ...general.address,
            geoLocation: { lat: 50.9 + random() / 5, lon: 3.8 + random() / 2 },
          };
        world.estates[at] = { ...estate, general };
      }
    }
  }

  it('answers every estate after each rebuild as a new finder does, from the lists it kept', () => {
    const world = site(5, 500);
    let id = world.estates.length;
    let memory: SimilarMemory | null = null;
    for (const changes of [0, 1, 1, 3, 2, 1, 7, 1, 0, 2, 90, 1]) {
      changeSome(world, changes, () => (id += 1));
      const fresh = similarFinder(world.estates);
      const remembering = rememberingSimilarFinder(world.estates, memory);
      for (const estate of world.estates) {
        for (const count of [4, 2]) {
          expect(
            remembering.similar(estate, count).map((found) => found.id),
            `estate ${estate.id} after ${changes} changes`,
          ).toEqual(fresh(estate, count).map((found) => found.id));
        }
      }
      memory = remembering.memory;
    }
  });

  it('looks again only for the lists a change can reach', () => {
    const world = site(9, 2000);
    const first = rememberingSimilarFinder(world.estates, null);
    for (const estate of world.estates) first.similar(estate);
    expect(first.searched()).toBe(world.estates.length);
    // One listing's price changes a little: the lists near it in place and price, not the site's.
    const at = world.estates.findIndex((estate) => estate.general.price && !estate.isProject);
    const estate = world.estates[at]!;
    world.estates[at] = {
      ...estate,
      general: { ...estate.general, price: estate.general.price! + 5000 },
    };
    const next = rememberingSimilarFinder(world.estates, first.memory);
    const fresh = similarFinder(world.estates);
    for (const other of world.estates) {
      expect(next.similar(other).map(({ id }) => id)).toEqual(fresh(other).map(({ id }) => id));
    }
    expect(next.searched()).toBeGreaterThan(0);
    expect(next.searched()).toBeLessThan(world.estates.length / 10);
    // Nothing changed: no list is looked for again.
    const same = rememberingSimilarFinder(world.estates, next.memory);
    for (const other of world.estates) same.similar(other);
    expect(same.searched()).toBe(0);
  });
});
