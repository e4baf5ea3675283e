import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { encodeMarkerSnapshot } from '../../src/domain/marker-snapshot.ts';
import { defaultSearchFilter } from '../../src/domain/search-filters.ts';
import type { MarkerLoad } from '../../src/features/map/marker-data.ts';
import { packMarkerLoad } from '../../src/features/map/marker-transfer.ts';
import {
  createWorkerMarkerLoader,
  type MarkerRequest,
  type MarkerResponse,
} from '../../src/features/map/marker-loader.ts';
import { baseMapQueryBody, mapQueryBody } from '../../src/features/map/marker-query.ts';
import { startHarness, type Harness } from '../service/service-harness.ts';

const connection = { baseUrl: 'http://127.0.0.1:9', siteId: 'demo' };
const body = buildMapBody(defaultSearchFilter);
const load: MarkerLoad = {
  total: 1,
  collection: { type: 'FeatureCollection', features: [] },
  bounds: null,
  invalid: 0,
};
/** A load as the worker posts it. */
const packed = (value: MarkerLoad) => packMarkerLoad(value).packed;

/** A stand-in for the module worker: records what it is sent; the test answers for it. */
class FakeWorker extends EventTarget {
  readonly received: MarkerRequest[] = [];
  terminated = false;

  postMessage(message: MarkerRequest): void {
    this.received.push(message);
  }

  answer(message: MarkerResponse): void {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }

  crash(message: string): void {
    const event = new Event('error', { cancelable: true }) as Event & { message: string };
    event.message = message;
    this.dispatchEvent(event);
  }

  terminate(): void {
    this.terminated = true;
  }
}

function withFakeWorker() {
  const workers: FakeWorker[] = [];
  const loader = createWorkerMarkerLoader(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { loader, workers };
}

const lastLoad = (worker: FakeWorker) => {
  const request = worker.received.at(-1);
  if (request?.type !== 'load') throw new Error('no load request');
  return request;
};

describe('the marker worker loader', () => {
  it('sends the search to one shared worker and resolves with its answer', async () => {
    const { loader, workers } = withFakeWorker();
    const first = loader(connection, body, new AbortController().signal);
    const second = loader(connection, body, new AbortController().signal);
    expect(workers).toHaveLength(1);
    const [a, b] = workers[0]!.received as Extract<MarkerRequest, { type: 'load' }>[];
    expect(a).toMatchObject({ type: 'load', connection, body });
    expect(b!.id).not.toBe(a!.id);
    workers[0]!.answer({ id: b!.id, ok: true, result: packed({ ...load, total: 2 }) });
    workers[0]!.answer({ id: a!.id, ok: true, result: packed(load) });
    await expect(first).resolves.toEqual(load);
    await expect(second).resolves.toMatchObject({ total: 2 });
  });

  it('starts its worker at once when asked, so it boots before the first search', () => {
    let created = 0;
    const make = () => {
      created += 1;
      return new FakeWorker() as unknown as Worker;
    };
    createWorkerMarkerLoader(make);
    expect(created).toBe(0);
    const loader = createWorkerMarkerLoader(make, { startNow: true });
    expect(created).toBe(1);
    void loader(connection, body, new AbortController().signal);
    expect(created).toBe(1);
  });

  it('tells the worker the snapshot of an unfiltered listing search, and none for others', () => {
    const workers: FakeWorker[] = [];
    const loader = createWorkerMarkerLoader(
      () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker as unknown as Worker;
      },
      { siteUrl: 'https://immo.test/fr/louer?view=map' },
    );
    void loader(connection, baseMapQueryBody('rent'), new AbortController().signal);
    expect(lastLoad(workers[0]!).snapshotUrl).toBe('https://immo.test/markers/rent.json');
    const filtered = mapQueryBody(
      { ...defaultSearchFilter, status: 'TO_RENT', city: [12] },
      'rent',
    );
    void loader(connection, filtered, new AbortController().signal);
    expect(lastLoad(workers[0]!).snapshotUrl).toBeNull();
  });

  it('rejects with the error the worker reports, status included', async () => {
    const { loader, workers } = withFakeWorker();
    const loading = loader(connection, body, new AbortController().signal);
    const { id } = lastLoad(workers[0]!);
    workers[0]!.answer({
      id,
      ok: false,
      error: { name: 'HttpError', message: '503 Service Unavailable', status: 503 },
    });
    await expect(loading).rejects.toMatchObject({ name: 'HttpError', status: 503 });
  });

  it('tells the worker to stop an aborted search and rejects with an AbortError', async () => {
    const { loader, workers } = withFakeWorker();
    const controller = new AbortController();
    const loading = loader(connection, body, controller.signal);
    const { id } = lastLoad(workers[0]!);
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.received.at(-1)).toEqual({ type: 'abort', id });
    // A late answer for it changes nothing.
    workers[0]!.answer({ id, ok: true, result: packed(load) });
  });

  it('rejects at once for a search aborted before it starts', async () => {
    const { loader, workers } = withFakeWorker();
    const controller = new AbortController();
    controller.abort();
    await expect(loader(connection, body, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(workers).toHaveLength(0);
  });

  it('fails the searches of a worker that crashes', async () => {
    const { loader, workers } = withFakeWorker();
    const loading = loader(connection, body, new AbortController().signal);
    workers[0]!.crash('script failed to load');
    await expect(loading).rejects.toThrow('script failed to load');
    expect(workers[0]!.terminated).toBe(true);
  });

  describe('the worker script', () => {
    let harness: Harness;
    const posted: MarkerResponse[] = [];
    let listener: ((event: { data: MarkerRequest }) => void) | undefined;

    beforeAll(async () => {
      harness = await startHarness(40);
      // The worker registers on its global scope; here a stand-in scope records the exchange.
      const scope = globalThis as unknown as Record<string, unknown>;
      scope.addEventListener = (_type: string, handler: typeof listener) => (listener = handler);
      scope.postMessage = (message: MarkerResponse) => posted.push(message);
      await import('../../src/features/map/markers.worker.ts');
    });
    afterAll(async () => {
      const scope = globalThis as unknown as Record<string, unknown>;
      delete scope.addEventListener;
      delete scope.postMessage;
      await harness.close();
    });

    const answered = async (id: number) => {
      for (let i = 0; i < 200 && !posted.some((answer) => answer.id === id); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return posted.find((answer) => answer.id === id);
    };

    it('answers a search with the markers read from the service', async () => {
      const service = { baseUrl: harness.url, siteId: 'demo' };
      listener!({ data: { type: 'load', id: 1, connection: service, body } });
      const answer = await answered(1);
      expect(answer).toMatchObject({ id: 1, ok: true });
      expect(answer?.ok && answer.result.markers.id.length).toBeGreaterThan(0);
    });

    it('answers a failed search with the error’s name, message and status', async () => {
      const service = { baseUrl: harness.url, siteId: 'nowhere' };
      listener!({ data: { type: 'load', id: 2, connection: service, body } });
      expect(await answered(2)).toMatchObject({
        id: 2,
        ok: false,
        error: { name: 'HttpError', status: 404 },
      });
    });

    it('answers an unfiltered search from its snapshot, without the service', async () => {
      const snapshot = encodeMarkerSnapshot({
        search: baseMapQueryBody('buy'),
        total: 1,
        invalid: 0,
        markers: [{ id: 5, type: 101, headType: 1, status: 1, isProject: false, lat: 51, lon: 4 }],
      });
      // A site id the service does not know: only the snapshot can answer.
      const nowhere = { baseUrl: harness.url, siteId: 'nowhere' };
      const snapshotUrl = `data:application/json,${encodeURIComponent(JSON.stringify(snapshot))}`;
      listener!({
        data: {
          type: 'load',
          id: 5,
          connection: nowhere,
          body: baseMapQueryBody('buy'),
          snapshotUrl,
        },
      });
      const answer = await answered(5);
      expect(answer).toMatchObject({ id: 5, ok: true, result: { total: 1 } });
      expect(answer?.ok && [...answer.result.markers.id]).toEqual([5]);
    });

    it('answers from the service when the snapshot is not there', async () => {
      const service = { baseUrl: harness.url, siteId: 'demo' };
      const snapshotUrl = `${harness.url}/markers/buy.json`;
      listener!({
        data: {
          type: 'load',
          id: 6,
          connection: service,
          body: baseMapQueryBody('buy'),
          snapshotUrl,
        },
      });
      const answer = await answered(6);
      expect(answer).toMatchObject({ id: 6, ok: true });
      expect(answer?.ok && answer.result.markers.id.length).toBeGreaterThan(0);
    });

    it('stays silent about a search it was told to stop', async () => {
      const service = { baseUrl: harness.url, siteId: 'demo' };
      listener!({ data: { type: 'load', id: 3, connection: service, body } });
      listener!({ data: { type: 'abort', id: 3 } });
      listener!({ data: { type: 'load', id: 4, connection: service, body } });
      await answered(4);
      expect(posted.some((answer) => answer.id === 3)).toBe(false);
    });
  });

  describe('without a working worker', () => {
    let harness: Harness;

    beforeAll(async () => {
      harness = await startHarness(40);
    });
    afterAll(() => harness.close());

    it('searches on this thread when no worker can start', async () => {
      let attempts = 0;
      const loader = createWorkerMarkerLoader(() => {
        attempts += 1;
        throw new Error('Worker is not defined');
      });
      const service = { baseUrl: harness.url, siteId: 'demo' };
      const result = await loader(service, body, new AbortController().signal);
      expect(result.total).toBeGreaterThan(0);
      await loader(service, body, new AbortController().signal);
      expect(attempts).toBe(1);
    });

    it('searches on this thread after the worker crashed', async () => {
      const { loader, workers } = withFakeWorker();
      const failed = loader(connection, body, new AbortController().signal);
      workers[0]!.crash('boom');
      await expect(failed).rejects.toThrow('boom');
      const service = { baseUrl: harness.url, siteId: 'demo' };
      const result = await loader(service, body, new AbortController().signal);
      expect(result.collection.features.length).toBeGreaterThan(0);
      expect(workers).toHaveLength(1);
    });
  });
});
