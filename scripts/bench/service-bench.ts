import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { Store } from '../../local-content-service/store.ts';
import { freePort, startChild, stopChild } from './processes.ts';
import { percentile, summarize, type Summary } from './stats.ts';

export type ServiceBenchResult = {
  estates: number;
  seedSeconds: Summary;
  searchP95Ms: Summary;
  searchP50Ms: Summary;
  loadRequestsPerSecond: Summary;
  loadP97_5Ms: Summary;
  loadErrors: number;
};

/**
 * A mixed query set of 200 distinct bodies, as listing, map, favourites and filter calls send
 * them: every 8th is a filter-values call, the rest listing searches over transaction, type,
 * price, bedrooms, place, sort, grouping and page.
 */
function mixedQueries(): { path: string; body: unknown }[] {
  const transactions = [[1, 9], [2, 10], []];
  const headTypes = [[], [1], [2], [1, 2], [3], [4, 10]];
  const prices = [undefined, { gte: 150000, lte: 350000 }, { lte: 1500 }, { gte: 400000 }];
  const sorts = [
    [{ field: 'publicationDate', order: 'desc' }],
    [{ field: 'price', order: 'asc' }],
    [{ field: 'price', order: 'desc' }],
    [{ field: 'address.city.name', order: 'asc' }],
  ];
  const groups = [undefined, undefined, { groupBy: 'TYPE' }, { groupBy: 'CITY' }];
  const places = [
    undefined,
    { distance: '15km', lat: 51.054, lon: 3.717 },
    { distance: '25km', lat: 50.85, lon: 4.35 },
  ];
  const bodies: { path: string; body: unknown }[] = [];
  for (let i = 0; bodies.length < 200; i += 1) {
    const terms: Record<string, number[]> = {};
    const transaction = transactions[i % transactions.length]!;
    const headType = headTypes[(i * 7) % headTypes.length]!;
    if (transaction.length) terms['transaction.id'] = transaction;
    if (headType.length) terms['headType.id'] = headType;
    const price = prices[(i * 3) % prices.length];
    const geo = places[(i * 5) % places.length];
    const bedrooms = i % 5 === 0 ? { bedroomCount: { gte: 3 } } : {};
    const query = {
      ...(Object.keys(terms).length ? { terms } : {}),
      ...(price || i % 5 === 0 ? { range: { ...(price ? { price } : {}), ...bedrooms } } : {}),
      ...(geo ? { geo_distance: geo } : {}),
    };
    if (i % 8 === 7) {
      bodies.push({ path: 'estate-filters', body: { query } });
      continue;
    }
    const group = groups[i % groups.length];
    bodies.push({
      path: 'estates',
      body: {
        query,
        sort: [...sorts[(i * 11) % sorts.length]!, { field: 'id', order: 'asc' }],
        ...(group ? { groupOptions: group } : {}),
        pagination: { from: 15 * (i % 4), size: 15 },
      },
    });
  }
  return bodies;
}

const searchBodies = mixedQueries();

/** Seeding time, search latency and throughput of the local content service at `estates`. */
export async function benchService(options: {
  estates: number;
  runs: number;
  seconds: number;
}): Promise<ServiceBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-service-'));
  const seedSeconds: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await rm(join(dataDir, 'content-service.sqlite'), { force: true });
    const started = performance.now();
    const store = new Store(join(dataDir, 'content-service.sqlite'));
    writeDemoData(store, generateDemoData({ estates: options.estates, seed: 1, siteId: 'demo' }));
    store.close();
    seedSeconds.push((performance.now() - started) / 1000);
  }

  const port = await freePort();
  const child = await startChild('local-content-service/main.ts', {
    DATA_DIR: dataDir,
    SERVICE_PORT: String(port),
    SERVICE_HOST: '127.0.0.1',
  });
  const base = `http://127.0.0.1:${port}/sites/demo/`;
  try {
    const send = (index: number) => {
      const { path, body } = searchBodies[index % searchBodies.length]!;
      return fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    };
    for (let i = 0; i < 40; i += 1) await (await send(i)).arrayBuffer(); // warm-up

    const p95: number[] = [];
    const p50: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const latencies: number[] = [];
      for (let i = 0; i < 400; i += 1) {
        const started = performance.now();
        const response = await send(i);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
      p95.push(percentile(latencies, 95));
      p50.push(percentile(latencies, 50));
    }

    const rps: number[] = [];
    const p975: number[] = [];
    let errors = 0;
    for (let run = 0; run < options.runs; run += 1) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 8,
        duration: options.seconds,
        requests: searchBodies.map(({ path, body }) => ({
          method: 'POST' as const,
          path: `/sites/demo/${path}`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })),
      });
      rps.push(result.requests.average);
      p975.push(result.latency.p97_5);
      errors += result.errors + result.non2xx;
    }
    return {
      estates: options.estates,
      seedSeconds: summarize(seedSeconds),
      searchP95Ms: summarize(p95),
      searchP50Ms: summarize(p50),
      loadRequestsPerSecond: summarize(rps),
      loadP97_5Ms: summarize(p975),
      loadErrors: errors,
    };
  } finally {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
