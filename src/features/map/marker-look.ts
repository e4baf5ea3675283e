/*
 * How the listing map draws its markers, shared by MapLibre's layers (cluster-layers.ts) and
 * the preview before MapLibre starts (MapPreview.tsx), so both look the same. The colours are
 * the site's primary and accent (src/styles/tokens.css).
 */

export const clusterColor = '#1d4e89';
export const pointColor = '#c8553d';
export const haloColor = '#ffffff';

/** A single listing's dot, in screen pixels. */
export const pointRadius = 7;

/** More listings, a larger disc: from 10, 100 and 1,000 listings on, in screen pixels. */
export const clusterRadiusSteps = [
  [0, 15],
  [10, 19],
  [100, 24],
  [1000, 30],
] as const;

/** The disc of a cluster of `count` listings. */
export function clusterRadius(count: number): number {
  let radius: number = clusterRadiusSteps[0][1];
  for (const [from, size] of clusterRadiusSteps) if (count >= from) radius = size;
  return radius;
}
