import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BELGIUM_BOUNDS,
  mercator,
  previewClusters,
  previewColors,
  previewSvg,
  previewViewBox,
} from '../../src/domain/map-preview.ts';
import { framedViewBox } from '../../src/features/map/MapPreview.tsx';
import { clusterRadius } from '../../src/features/map/marker-look.ts';

const publicDir = new URL('../../public/map/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, publicDir), 'utf8');

describe('the map preview', () => {
  it('projects as MapLibre does (Web Mercator): Brussels, the equator and the date line', () => {
    expect(mercator(0, 0)).toEqual({ x: 50_000, y: 50_000 });
    expect(mercator(-180, 0).x).toBe(0);
    expect(mercator(180, 0).x).toBe(100_000);
    // MapLibre's MercatorCoordinate: y = (180 − (180 / π) ln tan(π / 4 + φ / 2)) / 360.
    const lat = 50.8503;
    const brussels = mercator(4.3517, lat);
    const phi = (lat * Math.PI) / 180;
    expect(brussels.x / 100_000).toBeCloseTo((180 + 4.3517) / 360, 9);
    expect(brussels.y / 100_000).toBeCloseTo(
      (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + phi / 2))) / 360,
      9,
    );
    // North of the pole's clamp the map stops; so does the preview.
    expect(mercator(0, 89).y).toBeCloseTo(mercator(0, 85.06).y, 0);
  });

  it('keeps its picture equal to what belgium.json draws (run scripts/map-preview.ts after a change)', () => {
    expect(read('preview.svg')).toBe(previewSvg(JSON.parse(read('belgium.json'))));
  });

  it('draws the picture in the view box of Belgium, in the offline style’s colours', () => {
    const svg = read('preview.svg');
    const box = previewViewBox(BELGIUM_BOUNDS);
    expect(svg).toContain(`viewBox="${box.x} ${box.y} ${box.width} ${box.height}"`);
    const style = JSON.parse(read('style.json')) as {
      layers: { id: string; paint?: Record<string, unknown> }[];
    };
    const paint = (id: string, key: string) => style.layers.find((l) => l.id === id)?.paint?.[key];
    expect(paint('background', 'background-color')).toBe(previewColors.background);
    expect(paint('country-fill', 'fill-color')).toBe(previewColors.country);
    expect(paint('capital-region-fill', 'fill-color')).toBe(previewColors.capitalRegion);
    expect(paint('region-border', 'line-color')).toBe(previewColors.regionBorder);
    expect(paint('capital-region-outline', 'line-color')).toBe(previewColors.capitalOutline);
    expect(paint('country-outline', 'line-color')).toBe(previewColors.countryOutline);
    const { background, ...drawn } = previewColors;
    for (const color of Object.values(drawn)) expect(svg).toContain(color);
    // Before the island draws it, the page shows the same picture on the same sea (listing.css).
    const css = readFileSync(
      new URL('../../src/features/listing/listing.css', import.meta.url),
      'utf8',
    );
    expect(css).toMatch(
      new RegExp(`--map-preview-background: ${background} url\\('/map/preview\\.svg'\\)`),
    );
  });

  it('frames a box as the map’s fitBounds does: centred, within the padding', () => {
    const size = { width: 400, height: 300 };
    const framed = framedViewBox(BELGIUM_BOUNDS, size, 16);
    const box = previewViewBox(BELGIUM_BOUNDS);
    // The container's shape, and the box inside it with at least 16 px on every side.
    expect(framed.width / framed.height).toBeCloseTo(400 / 300, 6);
    const scale = framed.width / size.width;
    expect(box.x - framed.x).toBeGreaterThanOrEqual(16 * scale - 1e-6);
    expect(box.y - framed.y).toBeGreaterThanOrEqual(16 * scale - 1e-6);
    expect(framed.x + framed.width - (box.x + box.width)).toBeGreaterThanOrEqual(16 * scale - 1e-6);
    // Tight on the side that limits it: Belgium is wider than high at 400 × 300.
    expect(Math.min(box.x - framed.x, box.y - framed.y)).toBeCloseTo(16 * scale, 3);
  });

  it('merges the markers into one disc per cell, at their mean place, counting each once', () => {
    const box = previewViewBox(BELGIUM_BOUNDS);
    const brussels: [number, number] = [4.3517, 50.8503];
    const near: [number, number] = [4.3527, 50.8513];
    const ghent: [number, number] = [3.7174, 51.0543];
    const abroad: [number, number] = [2.35, 48.85];
    const clusters = previewClusters([brussels, near, ghent, abroad], box, 20);
    expect(clusters.map(({ count }) => count)).toEqual([2, 1]);
    const mean = {
      x: (mercator(...brussels).x + mercator(...near).x) / 2,
      y: (mercator(...brussels).y + mercator(...near).y) / 2,
    };
    expect(clusters[0]!.x).toBeCloseTo(mean.x, 1);
    expect(clusters[0]!.y).toBeCloseTo(mean.y, 1);
    expect(previewClusters([[Number.NaN, 50]], box, 20)).toEqual([]);
  });

  it('counts every marker inside the box exactly once, whatever the cell size', () => {
    const box = previewViewBox(BELGIUM_BOUNDS);
    // A hair inside the box, which is rounded to a tenth of a unit (about 4 m).
    const [west, south, east, north] = BELGIUM_BOUNDS.map((edge, index) =>
      index < 2 ? edge + 1e-3 : edge - 1e-3,
    ) as [number, number, number, number];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: west, max: east, noNaN: true }),
            fc.double({ min: south, max: north, noNaN: true }),
          ),
          { maxLength: 300 },
        ),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        (places, cell) => {
          const clusters = previewClusters(places, box, cell);
          expect(clusters.reduce((sum, { count }) => sum + count, 0)).toBe(places.length);
          for (const { x, y } of clusters) {
            expect(x).toBeGreaterThanOrEqual(box.x - 0.1);
            expect(y).toBeLessThanOrEqual(box.y + box.height + 0.1);
          }
        },
      ),
    );
  });

  it('sizes discs as the map’s cluster layer does', () => {
    expect([1, 9, 10, 99, 100, 999, 1000, 50_000].map(clusterRadius)).toEqual([
      15, 15, 19, 19, 24, 24, 30, 30,
    ]);
  });
});
