import { describe, expect, it } from 'vitest';
import { markersToGeoJson, type MapMarker } from '../../src/domain/map-markers.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { createInViewStore, IN_VIEW_PAGE } from '../../src/features/map/in-view-store.ts';
import { markerIdsInView } from '../../src/features/map/markers-in-view.ts';

const marker = (id: number, lon: number, lat: number): MapMarker => ({
  id,
  type: 1,
  headType: 1,
  status: 1,
  isProject: false,
  lat,
  lon,
});

describe('markers in view', () => {
  const collection = markersToGeoJson([
    marker(3, 3.72, 51.05), // Gent
    marker(1, 4.4, 51.22), // Antwerpen
    marker(2, 5.57, 50.63), // Luik
  ]);

  it('keeps the markers inside the box, in the order of the search', () => {
    expect(markerIdsInView(collection, [3.5, 50.9, 4.6, 51.3])).toEqual([3, 1]);
    expect(markerIdsInView(collection, [5.0, 50.0, 6.0, 51.0])).toEqual([2]);
  });

  it('counts a marker on the edge of the box as in view', () => {
    expect(markerIdsInView(collection, [4.4, 51.22, 4.5, 51.3])).toEqual([1]);
  });

  it('keeps every marker when there is no box (the map could not start)', () => {
    expect(markerIdsInView(collection, null)).toEqual([3, 1, 2]);
  });

  it('reads a box across the antimeridian', () => {
    const far = markersToGeoJson([marker(7, 179.5, 0), marker(8, -179.5, 0), marker(9, 0, 0)]);
    expect(markerIdsInView(far, [179, -1, -179, 1])).toEqual([7, 8]);
  });
});

const summary = (id: number) => ({ id }) as EstateSummary;
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A loader the test answers, recording which ids each call asked for. */
function fakeLoader() {
  const calls: { ids: readonly number[]; answer: () => void; fail: () => void }[] = [];
  const loadSummaries = (asked: readonly number[], signal: AbortSignal) =>
    new Promise<EstateSummary[]>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        ids: asked,
        answer: () => resolve(asked.map(summary)),
        fail: () => reject(new Error('service down')),
      });
    });
  return { calls, loadSummaries };
}

describe('listings in view store', () => {
  it('loads the summaries of the first page of listings in view, in their order', async () => {
    const fake = fakeLoader();
    const store = createInViewStore({ loadSummaries: fake.loadSummaries });
    const done = store.setInView(ids(100, 30));
    expect(fake.calls[0]?.ids).toEqual(ids(100, IN_VIEW_PAGE));
    expect(store.$inView.get()).toMatchObject({ status: 'loading' });
    fake.calls[0]?.answer();
    await done;
    const state = store.$inView.get();
    expect(state.status).toBe('loaded');
    expect(state.ids).toHaveLength(30);
    expect(state.listings.map((listing) => listing.id)).toEqual(ids(100, IN_VIEW_PAGE));
  });

  it('shows a page more on request, asking only for the new ones', async () => {
    const fake = fakeLoader();
    const store = createInViewStore({ loadSummaries: fake.loadSummaries });
    const first = store.setInView(ids(100, 30));
    fake.calls[0]?.answer();
    await first;
    const more = store.showMore();
    expect(fake.calls[1]?.ids).toEqual(ids(100 + IN_VIEW_PAGE, IN_VIEW_PAGE));
    fake.calls[1]?.answer();
    await more;
    expect(store.$inView.get().listings).toHaveLength(2 * IN_VIEW_PAGE);
  });

  it('asks nothing for listings it already has, and nothing for the same view again', async () => {
    const fake = fakeLoader();
    const store = createInViewStore({ loadSummaries: fake.loadSummaries });
    const first = store.setInView([1, 2, 3]);
    fake.calls[0]?.answer();
    await first;
    await store.setInView([1, 2, 3]);
    await store.setInView([3, 1]);
    expect(fake.calls).toHaveLength(1);
    expect(store.$inView.get().listings.map((listing) => listing.id)).toEqual([3, 1]);
  });

  it('drops the answer of a view the map has left, and keeps the list shown meanwhile', async () => {
    const fake = fakeLoader();
    const store = createInViewStore({ loadSummaries: fake.loadSummaries });
    const first = store.setInView([1, 2]);
    fake.calls[0]?.answer();
    await first;
    const left = store.setInView([5, 6]);
    const current = store.setInView([7]);
    expect(store.$inView.get().listings.map((listing) => listing.id)).toEqual([1, 2]);
    fake.calls[2]?.answer();
    await Promise.all([left, current]);
    expect(store.$inView.get()).toMatchObject({ status: 'loaded', ids: [7] });
    expect(store.$inView.get().listings.map((listing) => listing.id)).toEqual([7]);
  });

  it('reports a failure and loads the same listings again on retry', async () => {
    const fake = fakeLoader();
    const store = createInViewStore({ loadSummaries: fake.loadSummaries });
    const first = store.setInView([1, 2]);
    fake.calls[0]?.fail();
    await first;
    expect(store.$inView.get().status).toBe('error');
    const again = store.retry();
    expect(fake.calls[1]?.ids).toEqual([1, 2]);
    fake.calls[1]?.answer();
    await again;
    expect(store.$inView.get().status).toBe('loaded');
  });
});
