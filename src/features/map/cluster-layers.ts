import type {
  GeoJSONSourceSpecification,
  LayerSpecification,
  VectorSourceSpecification,
} from 'maplibre-gl';
import type { MarkerFeatureCollection } from '../../domain/map-markers.ts';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  MARKER_TILES_LAYER,
  type MarkerTiles,
} from '../../domain/marker-tiles.ts';
import {
  clusterColor,
  clusterRadiusSteps,
  haloColor,
  pointColor,
  pointRadius,
} from './marker-look.ts';

/*
 * The listing map's own sources and layers, drawn on top of whatever style the site uses (the
 * GPU draws every marker; no DOM element per listing): discs for clusters with their count, and
 * a dot per listing once clusters break up. The same layers come twice: over a clustered GeoJSON
 * source, and over the build's cluster tiles of an unfiltered map (publish/marker-tiles.ts), which
 * carry the same clusters made in advance, up to a zoom.
 */

export const markerSourceId = 'listing-markers';
export const clusterLayerId = 'listing-clusters';
export const clusterCountLayerId = 'listing-cluster-counts';
export const pointLayerId = 'listing-points';

/** The build's cluster tiles (an unfiltered map), and their layers' ids. */
export const markerTilesSourceId = 'listing-marker-tiles';
export const tileLayerIds = {
  cluster: `${clusterLayerId}-tiles`,
  count: `${clusterCountLayerId}-tiles`,
  point: `${pointLayerId}-tiles`,
} as const;
/** The GeoJSON source's layers' ids. */
export const dataLayerIds = {
  cluster: clusterLayerId,
  count: clusterCountLayerId,
  point: pointLayerId,
} as const;

/**
 * The source of the build's cluster tiles of one snapshot (plain vector tiles, src/domain/marker-tiles.ts),
 * up to their `maxzoom`: past it, MapLibre would only scale the last tiles up, so the GeoJSON
 * source's layers take over there. MapLibre asks for no tile outside `bounds`.
 */
export function markerTilesSource(tiles: MarkerTiles): VectorSourceSpecification {
  // MapLibre's vector tiles are TILE_SIZE pixels wide, as the GeoJSON source's.
  const { tiles: urls, minzoom, maxzoom, bounds } = tiles;
  return { type: 'vector', tiles: urls, minzoom, maxzoom, bounds };
}

/** What the map's GeoJSON source holds of the markers. */
export type MarkerMapData = {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: number;
    geometry: { type: 'Point'; coordinates: [number, number] };
    properties: { id: number };
  }[];
};

/**
 * The markers as the GeoJSON source takes them: each one's place and id, which is all the
 * layers and the map's clicks read. MapLibre copies every object of it on the page's thread to
 * send it to its worker, so it holds nothing else.
 */
export function markerMapData(collection?: MarkerFeatureCollection): MarkerMapData {
  return {
    type: 'FeatureCollection',
    features: (collection?.features ?? []).map(({ id, geometry }) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [geometry.coordinates[0], geometry.coordinates[1]] },
      properties: { id },
    })),
  };
}

/** The clustered source of the markers; its data is set once the markers are loaded. */
export function markerSource(): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    data: markerMapData(),
    cluster: true,
    clusterRadius: CLUSTER_RADIUS,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  };
}

/**
 * The cluster discs, their counts and the single listings, over the GeoJSON source or (`tiles`)
 * over the cluster tiles, drawn up to the zoom after the tiles' last. Counts are written with the
 * visitor's digit grouping (`4.312` in nl-BE), in a font stack the style can draw (`countFont`).
 */
export function markerLayers(options: {
  countFont: readonly string[];
  localeTag: string;
  tiles?: { maxzoom: number };
}): LayerSpecification[] {
  const isCluster = ['has', 'point_count'] as const;
  const { tiles } = options;
  const ids = tiles ? tileLayerIds : dataLayerIds;
  // Drawn while the tiles' own zoom is shown; hidden until a load has tiles.
  const over = tiles
    ? {
        source: markerTilesSourceId,
        'source-layer': MARKER_TILES_LAYER,
        maxzoom: tiles.maxzoom + 1,
        layout: { visibility: 'none' as const },
      }
    : { source: markerSourceId, layout: {} };
  return [
    {
      id: ids.cluster,
      type: 'circle',
      ...over,
      filter: [...isCluster],
      paint: {
        'circle-color': clusterColor,
        'circle-opacity': 0.9,
        'circle-radius': [
          'step',
          ['get', 'point_count'],
          clusterRadiusSteps[0][1],
          ...clusterRadiusSteps.slice(1).flat(),
        ],
        'circle-stroke-color': haloColor,
        'circle-stroke-width': 2,
      },
    },
    {
      id: ids.count,
      type: 'symbol',
      ...over,
      filter: [...isCluster],
      layout: {
        ...over.layout,
        'text-field': [
          'number-format',
          ['get', 'point_count'],
          { locale: options.localeTag, 'max-fraction-digits': 0 },
        ],
        'text-font': [...options.countFont],
        'text-size': 12,
        'text-allow-overlap': true,
        'text-ignore-placement': true,
      },
      paint: { 'text-color': haloColor },
    },
    {
      id: ids.point,
      type: 'circle',
      ...over,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': pointColor,
        'circle-radius': pointRadius,
        'circle-stroke-color': haloColor,
        'circle-stroke-width': 2,
      },
    },
  ];
}
