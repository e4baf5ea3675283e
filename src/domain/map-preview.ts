import type { Bounds } from './marker-tiles.ts';

/*
 * The listing map's preview: what the map view shows before MapLibre starts, which it does
 * when the visitor reaches for the map (MapPreview.tsx). Belgium's outline (a static picture,
 * public/map/preview.svg, drawn from public/map/belgium.json by `previewSvg`) and the results
 * as clusters with their counts, both in Web Mercator, MapLibre's projection, so the picture
 * is the map's first view and gives way to it without a jump.
 */

/** Belgium with a margin: where the map starts before it knows the results. */
export const BELGIUM_BOUNDS: Bounds = [2.45, 49.4, 6.5, 51.6];
/** How many screen pixels in from the map's edges it frames BELGIUM_BOUNDS. */
export const BELGIUM_PADDING = 16;

/** Preview units per world width: 0.1 of a unit is about 4 m, finer than any screen shows. */
export const WORLD = 100_000;

/** A place in preview units: Web Mercator, x east and y south, the world `WORLD` wide. */
export type PreviewPoint = { x: number; y: number };

export function mercator(lon: number, lat: number): PreviewPoint {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * WORLD,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD,
  };
}

/** The SVG viewBox of a box: `minX minY width height`, in preview units. */
export type ViewBox = { x: number; y: number; width: number; height: number };

export function previewViewBox([west, south, east, north]: Bounds = BELGIUM_BOUNDS): ViewBox {
  const topLeft = mercator(west, north);
  const bottomRight = mercator(east, south);
  return {
    x: round(topLeft.x),
    y: round(topLeft.y),
    width: round(bottomRight.x - topLeft.x),
    height: round(bottomRight.y - topLeft.y),
  };
}

export function viewBoxAttribute({ x, y, width, height }: ViewBox): string {
  return `${x} ${y} ${width} ${height}`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** One disc of the preview: where its listings are on average, and how many. */
export type PreviewCluster = PreviewPoint & { count: number };

/**
 * The markers as the preview draws them: merged on a grid of `cellSize` preview units (a
 * cluster radius at the preview's scale), each disc at its listings' mean place, biggest
 * first so the small ones are drawn on top. Places outside the view box are left out.
 * @example previewClusters([[4.35, 50.85], [4.36, 50.85]], box, 20) // [{ x, y, count: 2 }]
 */
export function previewClusters(
  places: Iterable<readonly [lon: number, lat: number]>,
  box: ViewBox,
  cellSize: number,
): PreviewCluster[] {
  const cells = new Map<number, { x: number; y: number; count: number }>();
  const columns = Math.ceil(box.width / cellSize) + 1;
  for (const [lon, lat] of places) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    const { x, y } = mercator(lon, lat);
    const dx = x - box.x;
    const dy = y - box.y;
    if (dx < 0 || dy < 0 || dx > box.width || dy > box.height) continue;
    const key = Math.floor(dy / cellSize) * columns + Math.floor(dx / cellSize);
    const cell = cells.get(key);
    if (cell) {
      cell.x += x;
      cell.y += y;
      cell.count += 1;
    } else cells.set(key, { x, y, count: 1 });
  }
  return [...cells.values()]
    .map(({ x, y, count }) => ({ x: round(x / count), y: round(y / count), count }))
    .sort((a, b) => b.count - a.count || a.y - b.y || a.x - b.x);
}

type Position = readonly number[];
type OutlineFeature = {
  properties?: { kind?: unknown } | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
};

/** An SVG path of rings or lines, in preview units. */
function pathOf(lines: readonly (readonly Position[])[], closed: boolean): string {
  return lines
    .map((line) => {
      const points = line.map(([lon, lat]) => {
        const { x, y } = mercator(lon!, lat!);
        return `${round(x)} ${round(y)}`;
      });
      return `M${points.join('L')}${closed ? 'Z' : ''}`;
    })
    .join('');
}

function linesOf(geometry: OutlineFeature['geometry']): readonly (readonly Position[])[] {
  const coordinates = geometry?.coordinates as unknown;
  switch (geometry?.type) {
    case 'Polygon':
    case 'MultiLineString':
      return coordinates as Position[][];
    case 'MultiPolygon':
      return (coordinates as Position[][][]).flat();
    case 'LineString':
      return [coordinates as Position[]];
    default:
      return [];
  }
}

/** The colours of the offline style (public/map/style.json), which the preview mirrors. */
export const previewColors = {
  background: '#e4e8ec',
  country: '#fbfaf7',
  capitalRegion: '#efece4',
  regionBorder: '#b4bcc5',
  capitalOutline: '#a9b1ba',
  countryOutline: '#6e7781',
} as const;

/**
 * The preview's base picture: Belgium, the Brussels-Capital Region and the language border
 * of the offline style's GeoJSON, in the style's colours, in the view box of `bounds`.
 */
export function previewSvg(
  outline: { features: readonly OutlineFeature[] },
  bounds: Bounds = BELGIUM_BOUNDS,
): string {
  const of = (kind: string, closed: boolean) =>
    pathOf(
      outline.features
        .filter((feature) => feature.properties?.kind === kind)
        .flatMap((feature) => linesOf(feature.geometry)),
      closed,
    );
  const country = of('country', true);
  const capital = of('capital-region', true);
  const border = of('region-border', false);
  const box = previewViewBox(bounds);
  // Strokes in screen pixels whatever the picture's size, as the style's lines at its first zoom.
  const stroke = 'vector-effect="non-scaling-stroke" stroke-linejoin="round" fill="none"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBoxAttribute(box)}">`,
    `<path d="${country}" fill="${previewColors.country}"/>`,
    `<path d="${capital}" fill="${previewColors.capitalRegion}"/>`,
    `<path d="${border}" stroke="${previewColors.regionBorder}" stroke-width="0.8" ${stroke}/>`,
    `<path d="${capital}" stroke="${previewColors.capitalOutline}" stroke-width="0.8" ${stroke}/>`,
    `<path d="${country}" stroke="${previewColors.countryOutline}" stroke-width="1.2" ${stroke}/>`,
    '</svg>',
    '',
  ].join('\n');
}
