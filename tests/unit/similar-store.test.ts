import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSimilarQueries,
  fetchSimilarEstates,
  SIMILAR_COUNT,
  type SimilarReference,
  type SimilarSource,
} from '../../src/content-service/similar-estates.ts';
import {
  $similarEstates,
  loadSimilarEstates,
  resetSimilarEstates,
} from '../../src/features/similar/store.ts';
import { estateQuerySchema, type EstateQuery } from '../../src/schemas/estate-query.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import {
  marketOf,
  searchStatusOf,
  statusQueryClause,
} from '../../src/domain/transaction-status.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

const villa: SimilarReference = {
  id: 1,
  headTypeId: 1,
  market: 'FOR_SALE',
  price: 300_000,
  lat: 51.05,
  lon: 3.72,
};

function summary(
  id: number,
  overrides: { status?: number; price?: number; lat?: number } = {},
): EstateSummary {
  return {
    id,
    isSold: false,
    isProject: false,
    status: { id: overrides.status ?? 1 },
    publicationDate: '2026-10-01T00:00:00Z',
    general: {
      headType: { id: 1 },
      transaction: { id: 1, name: null },
      address: { visible: true, geoLocation: { lat: overrides.lat ?? 51.06, lon: 3.72 } },
      price: overrides.price ?? 310_000,
    },
    children: [],
  };
}

/** A source answering each search from a list per call, recording the bodies. */
function fakeSource(answers: (EstateSummary[] | Error)[]) {
  const bodies: EstateQuery[] = [];
  const source: SimilarSource = {
    searchEstates: async (body) => {
      bodies.push(body);
      const answer = answers[bodies.length - 1] ?? [];
      return answer instanceof Error
        ? { total: 0, results: [], error: answer }
        : { total: answer.length, results: answer };
    },
  };
  return { source, bodies };
}

describe('buildSimilarQueries', () => {
  it('asks for the same head type and market, never projects, nearest circle first', () => {
    const [near, wider, kind] = buildSimilarQueries(villa);
    expect(near?.query).toEqual({
      ...statusQueryClause('FOR_SALE'),
      terms: { 'headType.id': [1] },
      match: { isProject: false },
      geo_distance: { distance: '10km', lat: 51.05, lon: 3.72 },
      range: { price: { gte: 240_000, lte: 360_000 } },
    });
    expect(wider?.query?.geo_distance?.distance).toBe('50km');
    expect(wider?.query?.range?.price).toEqual({ gte: 150_000, lte: 450_000 });
    expect(kind?.query).toEqual({
      ...statusQueryClause('FOR_SALE'),
      terms: { 'headType.id': [1] },
      match: { isProject: false },
    });
  });

  it('leaves out the circle without a place and the price band without a price', () => {
    const [near] = buildSimilarQueries({ ...villa, lat: null, lon: null });
    expect(near?.query?.geo_distance).toBeUndefined();
    expect(near?.query?.range?.price).toBeDefined();
    const [priceless] = buildSimilarQueries({ ...villa, price: null });
    expect(priceless?.query?.range).toBeUndefined();
    expect(priceless?.query?.geo_distance).toBeDefined();
  });

  it('asks once, over the whole kind, knowing neither place nor price', () => {
    expect(buildSimilarQueries({ ...villa, price: null, lat: null, lon: null })).toHaveLength(1);
  });

  it('builds bodies the wire format accepts', () => {
    for (const body of buildSimilarQueries(villa)) {
      expect(estateQuerySchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('fetchSimilarEstates', () => {
  it('stops at the first circle that holds enough estates, best first', async () => {
    const near = [5, 4, 3, 2].map((id) => summary(id, { price: 300_000 + id * 1000 }));
    const { source, bodies } = fakeSource([near]);
    const found = await fetchSimilarEstates(villa, source);
    expect(bodies).toHaveLength(1);
    expect(found.map((estate) => estate.id)).toEqual([2, 3, 4, 5]);
  });

  it('widens the circle when too few are near, keeping the near ones', async () => {
    const { source, bodies } = fakeSource([
      [summary(2)],
      [summary(3, { lat: 51.3 })],
      [summary(4, { lat: 50.6 }), summary(5, { lat: 50.5 })],
    ]);
    const found = await fetchSimilarEstates(villa, source);
    expect(bodies).toHaveLength(3);
    expect(found.map((estate) => estate.id)).toEqual([2, 3, 4, 5]);
  });

  it('never shows the estate itself, a sold one or one whose status the site hides', async () => {
    const { source } = fakeSource([
      [summary(1), summary(2, { status: 5 }), summary(3, { status: 9 }), summary(4)],
    ]);
    const found = await fetchSimilarEstates(villa, source, { hiddenStatus: [9] });
    expect(found.map((estate) => estate.id)).toEqual([4]);
  });

  it('gives at most the asked number', async () => {
    const many = Array.from({ length: 10 }, (_, index) => summary(index + 2));
    const { source } = fakeSource([many]);
    expect(await fetchSimilarEstates(villa, source)).toHaveLength(SIMILAR_COUNT);
  });

  it('rejects with the error of a failed search', async () => {
    const failure = new Error('503');
    const { source } = fakeSource([failure]);
    await expect(fetchSimilarEstates(villa, source)).rejects.toBe(failure);
  });
});

describe('loadSimilarEstates', () => {
  beforeEach(() => resetSimilarEstates());

  it('stores the estates found', async () => {
    const { source } = fakeSource([[summary(2)], [], []]);
    await loadSimilarEstates(villa, source);
    expect($similarEstates.get()).toMatchObject({ status: 'loaded' });
    expect($similarEstates.get().estates.map((estate) => estate.id)).toEqual([2]);
  });

  it('ends empty and failed when the service fails, without throwing', async () => {
    const { source } = fakeSource([new Error('offline')]);
    await loadSimilarEstates(villa, source);
    expect($similarEstates.get()).toEqual({ status: 'failed', estates: [] });
  });

  it('loads once however often it is asked', async () => {
    const { source, bodies } = fakeSource([[summary(2), summary(3), summary(4), summary(5)]]);
    await Promise.all([loadSimilarEstates(villa, source), loadSimilarEstates(villa, source)]);
    await loadSimilarEstates(villa, source);
    expect(bodies).toHaveLength(1);
  });

  it('drops the answer of a load that a reset cancelled, and aborts its call', async () => {
    let signal: AbortSignal | undefined;
    let answer: (results: EstateSummary[]) => void = () => {};
    const source: SimilarSource = {
      searchEstates: (_body, options) => {
        signal = options?.signal;
        return new Promise((resolve) => {
          answer = (results) => resolve({ total: results.length, results });
        });
      },
    };
    const loading = loadSimilarEstates(villa, source);
    resetSimilarEstates();
    expect(signal?.aborted).toBe(true);
    answer([summary(2), summary(3), summary(4), summary(5)]);
    await loading;
    expect($similarEstates.get()).toEqual({ status: 'idle', estates: [] });
  });
});

describe('similar estates on the local content service', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(120);
  });
  afterAll(() => harness.close());

  it('finds estates on offer of the same kind and market for every estate, of both sources', async () => {
    const hiddenStatus = harness.data.site.hiddenStatus;
    const standalone = (
      await harness.api.searchEstates({
        query: { match: { isProject: false } },
        pagination: { from: 0, size: 500 },
      })
    ).results;
    for (const estate of standalone.slice(0, 25)) {
      const geo = estate.general.address.geoLocation;
      const reference: SimilarReference = {
        id: estate.id,
        headTypeId: estate.general.headType.id,
        market: marketOf(estate),
        price: estate.general.price ?? estate.general.totalPrice ?? null,
        lat: geo?.lat ?? null,
        lon: geo?.lon ?? null,
      };
      const found = await fetchSimilarEstates(reference, harness.api, { hiddenStatus });
      const candidates = standalone.filter(
        (other) =>
          other.id !== estate.id &&
          other.general.headType.id === estate.general.headType.id &&
          searchStatusOf(other) === marketOf(estate) &&
          !hiddenStatus.includes(other.status.id),
      );
      expect(found.length).toBe(Math.min(SIMILAR_COUNT, candidates.length));
      for (const other of found) {
        expect(candidates.map((candidate) => candidate.id)).toContain(other.id);
      }
    }
  });
});
