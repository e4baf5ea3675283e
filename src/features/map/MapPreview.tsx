import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../domain/locales.ts';
import {
  BELGIUM_BOUNDS,
  BELGIUM_PADDING,
  WORLD,
  previewClusters,
  previewViewBox,
  viewBoxAttribute,
  type ViewBox,
} from '../../domain/map-preview.ts';
import { CLUSTER_RADIUS, TILE_SIZE, type Bounds } from '../../domain/marker-tiles.ts';
import { countText } from '../cards/template.ts';
import type { MarkerLoad } from './marker-data.ts';
import { clusterColor, clusterRadius, haloColor, pointColor, pointRadius } from './marker-look.ts';

/*
 * The listing map before MapLibre starts: the map's first view (Belgium, 16 px in, as it opens
 * before it frames the results) with the results as clusters and their counts, in an SVG over
 * the picture of Belgium the page showed before the island (listing.css, public/map/preview.svg).
 * A page opened on the map view shows it until the visitor reaches for the map (ListingMap.tsx),
 * so MapLibre's start-up does not hold up a phone's first seconds; it also shows while MapLibre
 * starts. It is one button: a press, a touch, a pointer over it or focus starts the map.
 */

type Size = { width: number; height: number };

/**
 * The grid cell that merges markers about as the map's clusters do, in preview units: MapLibre
 * clusters at the whole zoom below the view's, within CLUSTER_RADIUS pixels of that zoom, so
 * its clusters lie up to twice that apart on screen, more as the view zooms past that level.
 */
function clusterCell(scale: number): number {
  const zoom = Math.log2(WORLD / (TILE_SIZE * scale));
  return 2 * CLUSTER_RADIUS * 2 ** (zoom - Math.floor(zoom)) * scale;
}

/**
 * The view box of a container `size` pixels wide and high that shows `bounds` as the map's
 * fitBounds does: centred, within `padding` pixels.
 */
export function framedViewBox(bounds: Bounds, size: Size, padding: number): ViewBox {
  const box = previewViewBox(bounds);
  const scale = Math.max(
    box.width / Math.max(1, size.width - 2 * padding),
    box.height / Math.max(1, size.height - 2 * padding),
  );
  const width = size.width * scale;
  const height = size.height * scale;
  return {
    x: box.x + box.width / 2 - width / 2,
    y: box.y + box.height / 2 - height / 2,
    width,
    height,
  };
}

function useSize(element: HTMLElement | null): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      setSize((last) =>
        last?.width === width && last.height === height ? last : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export type MapPreviewProps = {
  /** The markers of the search, once loaded. */
  load: MarkerLoad | null;
  locale: Locale;
  /** The button's text: what pressing it does. */
  label: string;
  /** The map is starting: the preview stays, its call to action for screen readers only. */
  starting: boolean;
  onStart: () => void;
};

export function MapPreview({ load, locale, label, starting, onStart }: MapPreviewProps) {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const size = useSize(element);

  const framed = useMemo(() => {
    if (!size) return null;
    const box = framedViewBox(BELGIUM_BOUNDS, size, BELGIUM_PADDING);
    const scale = box.width / size.width;
    const places = (load?.collection.features ?? []).map(({ geometry }) => geometry.coordinates);
    return { box, scale, clusters: previewClusters(places, box, clusterCell(scale)) };
  }, [size, load]);

  return (
    <button
      ref={setElement}
      type="button"
      className="results-map__preview"
      onClick={onStart}
      onFocus={onStart}
      data-preview-clusters={framed?.clusters.length}
    >
      {framed && (
        <svg
          className="results-map__preview-picture"
          viewBox={viewBoxAttribute(framed.box)}
          aria-hidden="true"
          focusable="false"
        >
          {framed.clusters.map(({ x, y, count }) => {
            const single = count === 1;
            const radius = (single ? pointRadius : clusterRadius(count)) * framed.scale;
            return (
              <g key={`${x} ${y}`}>
                <circle
                  cx={x}
                  cy={y}
                  r={radius}
                  fill={single ? pointColor : clusterColor}
                  fillOpacity={single ? 1 : 0.9}
                  stroke={haloColor}
                  strokeWidth={2 * framed.scale}
                />
                {!single && (
                  <text
                    x={x}
                    y={y}
                    dy="0.35em"
                    textAnchor="middle"
                    fill={haloColor}
                    fontSize={12 * framed.scale}
                    fontWeight="bold"
                  >
                    {countText(count, locale)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      <span className={starting ? 'visually-hidden' : 'results-map__preview-label'}>{label}</span>
    </button>
  );
}
