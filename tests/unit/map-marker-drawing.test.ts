import { describe, expect, it } from 'vitest';
import { atom } from 'nanostores';
import { buildMapBody } from '../../src/domain/estate-query.ts';
import { markersToGeoJson, type MapMarker } from '../../src/domain/map-markers.ts';
import { defaultSearchFilter, type GeoRange } from '../../src/domain/search-filters.ts';
import { geoRangeBounds } from '../../src/features/map/geo-range.ts';
import type { Bounds } from '../../src/domain/marker-tiles.ts';
import type { MarkerLoad } from '../../src/features/map/marker-data.ts';
import type { MarkerHandover } from '../../src/features/map/marker-drawing.ts';
import {
  drawMarkersOn,
  searchedRange,
  type MarkerCanvas,
} from '../../src/features/map/marker-drawing.ts';
import type { MarkersState } from '../../src/features/map/store.ts';

const marker = (id: number, lat: number, lon: number): MapMarker => ({
  id,
  type: 110,
  headType: 1,
  status: 1,
  isProject: false,
  lat,
  lon,
});

function loadOf(markers: MapMarker[], bounds: Bounds | null): MarkerLoad {
  return { total: markers.length, collection: markersToGeoJson(markers), bounds, invalid: 0 };
}

/** A map that records what it is asked; each drawing finishes when the test says so. */
function fakeCanvas() {
  const fits: { bounds: Bounds; animate: boolean }[] = [];
  const draws: { ids: number[]; finish: () => void }[] = [];
  const canvas: MarkerCanvas = {
    fitBounds: (bounds, animate) => fits.push({ bounds, animate }),
    setMarkers: ({ collection }) =>
      new Promise<MarkerHandover>((resolve) =>
        draws.push({
          ids: collection.features.map((f) => f.id),
          finish: () => resolve('collection'),
        }),
      ),
  };
  return { canvas, fits, draws };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const brussels = loadOf([marker(1, 50.85, 4.35), marker(2, 50.9, 4.4)], [4.35, 50.85, 4.4, 50.9]);
const ghent = loadOf([marker(3, 51.05, 3.72)], [3.72, 51.05, 3.72, 51.05]);
const plainBody = buildMapBody(defaultSearchFilter);
const circle: GeoRange = { distanceKm: 4.2, lat: 50.85, lon: 4.35 };
const circleBody = buildMapBody({ ...defaultSearchFilter, geo_range: circle });

describe('searchedRange', () => {
  it('reads the geo_range back out of a map search', () => {
    expect(searchedRange(circleBody)).toEqual(circle);
  });

  it('is null for a search without a circle', () => {
    expect(searchedRange(plainBody)).toBeNull();
    expect(searchedRange(null)).toBeNull();
  });
});

describe('drawMarkersOn', () => {
  it('frames and draws loaded markers, then reports them drawn', async () => {
    const { canvas, fits, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({ status: 'loading', data: null, body: null, error: null });
    const drawn: MarkerLoad[] = [];
    const vias: MarkerHandover[] = [];
    drawMarkersOn(canvas, $markers, {
      ownRange: () => null,
      onDrawn: (d, via) => {
        drawn.push(d);
        vias.push(via);
      },
    });
    expect(draws).toHaveLength(0);

    $markers.set({ status: 'loaded', data: brussels, body: plainBody, error: null });
    expect(fits).toEqual([{ bounds: brussels.bounds, animate: false }]);
    expect(draws.map((draw) => draw.ids)).toEqual([[1, 2]]);
    expect(drawn).toEqual([]);
    draws[0]!.finish();
    await settle();
    expect(drawn).toEqual([brussels]);
    expect(vias).toEqual(['collection']);
  });

  it('draws markers already loaded when the map becomes ready', () => {
    const { canvas, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({
      status: 'loaded',
      data: ghent,
      body: plainBody,
      error: null,
    });
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: () => {} });
    expect(draws.map((draw) => draw.ids)).toEqual([[3]]);
  });

  it('jumps to the first results and glides to later ones', () => {
    const { canvas, fits } = fakeCanvas();
    const $markers = atom<MarkersState>({ status: 'loading', data: null, body: null, error: null });
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: () => {} });
    $markers.set({ status: 'loaded', data: brussels, body: plainBody, error: null });
    $markers.set({ ...$markers.get(), status: 'loading' });
    $markers.set({ status: 'loaded', data: ghent, body: plainBody, error: null });
    expect(fits.map((fit) => fit.animate)).toEqual([false, true]);
    expect(fits[1]!.bounds).toEqual(ghent.bounds);
  });

  it('shows the whole circle of a geo_range search', () => {
    const { canvas, fits } = fakeCanvas();
    const $markers = atom<MarkersState>({
      status: 'loaded',
      data: brussels,
      body: circleBody,
      error: null,
    });
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: () => {} });
    expect(fits).toEqual([{ bounds: geoRangeBounds(circle), animate: false }]);
  });

  it('leaves the camera alone after the visitor’s own "search in this area"', () => {
    const { canvas, fits, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({
      status: 'loaded',
      data: brussels,
      body: circleBody,
      error: null,
    });
    drawMarkersOn(canvas, $markers, { ownRange: () => ({ ...circle }), onDrawn: () => {} });
    expect(fits).toEqual([]);
    expect(draws).toHaveLength(1);
  });

  it('does not move the camera for a search without markers', () => {
    const { canvas, fits, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({
      status: 'loaded',
      data: loadOf([], null),
      body: plainBody,
      error: null,
    });
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: () => {} });
    expect(fits).toEqual([]);
    expect(draws.map((draw) => draw.ids)).toEqual([[]]);
  });

  it('reports only the newest markers drawn when an older drawing finishes late', async () => {
    const { canvas, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({ status: 'loading', data: null, body: null, error: null });
    const drawn: MarkerLoad[] = [];
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: (d) => drawn.push(d) });
    $markers.set({ status: 'loaded', data: brussels, body: plainBody, error: null });
    $markers.set({ status: 'loaded', data: ghent, body: plainBody, error: null });
    draws[1]!.finish();
    draws[0]!.finish();
    await settle();
    expect(drawn).toEqual([ghent]);
  });

  it('keeps the drawn markers through a reload or a failure, and redraws nothing', () => {
    const { canvas, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({
      status: 'loaded',
      data: brussels,
      body: plainBody,
      error: null,
    });
    drawMarkersOn(canvas, $markers, { ownRange: () => null, onDrawn: () => {} });
    $markers.set({ ...$markers.get(), status: 'loading' });
    $markers.set({ ...$markers.get(), status: 'error', error: new Error('offline') });
    $markers.set({ ...$markers.get(), status: 'loaded', error: null });
    expect(draws).toHaveLength(1);
  });

  it('stops following the store once the map is gone', async () => {
    const { canvas, draws } = fakeCanvas();
    const $markers = atom<MarkersState>({ status: 'loading', data: null, body: null, error: null });
    const drawn: MarkerLoad[] = [];
    const stop = drawMarkersOn(canvas, $markers, {
      ownRange: () => null,
      onDrawn: (d) => drawn.push(d),
    });
    $markers.set({ status: 'loaded', data: brussels, body: plainBody, error: null });
    stop();
    draws[0]!.finish();
    $markers.set({ status: 'loaded', data: ghent, body: plainBody, error: null });
    await settle();
    expect(draws).toHaveLength(1);
    expect(drawn).toEqual([]);
  });
});
