import type { GeoJSONSourceSpecification, LayerSpecification } from 'maplibre-gl';
import type { MarkerFeatureCollection } from '../../domain/map-markers.ts';

/*
 * The listing map's own source and layers, drawn on top of whatever style the site uses: one
 * clustered GeoJSON source (the GPU draws every marker; no DOM element per listing), discs for
 * clusters with their count, and a dot per listing once clusters break up.
 */

export const markerSourceId = 'listing-markers';
export const clusterLayerId = 'listing-clusters';
export const clusterCountLayerId = 'listing-cluster-counts';
export const pointLayerId = 'listing-points';

/** Above this zoom every listing is its own dot (street level, where addresses differ). */
export const CLUSTER_MAX_ZOOM = 14;
/** How close, in screen pixels, markers merge into a cluster. */
export const CLUSTER_RADIUS = 50;

/** The site's primary and accent colours (src/styles/tokens.css). */
const clusterColor = '#1d4e89';
const pointColor = '#c8553d';
const haloColor = '#ffffff';

const emptyCollection: MarkerFeatureCollection = { type: 'FeatureCollection', features: [] };

/** The clustered source of the markers; its data is set once the markers are loaded. */
export function markerSource(
  data: MarkerFeatureCollection = emptyCollection,
): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    data: data as GeoJSONSourceSpecification['data'],
    cluster: true,
    clusterRadius: CLUSTER_RADIUS,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  };
}

/**
 * The cluster discs, their counts and the single listings. Counts are written with the
 * visitor's digit grouping (`4.312` in nl-BE), in a font stack the style can draw (`countFont`).
 */
export function markerLayers(options: {
  countFont: readonly string[];
  localeTag: string;
}): LayerSpecification[] {
  const isCluster = ['has', 'point_count'] as const;
  return [
    {
      id: clusterLayerId,
      type: 'circle',
      source: markerSourceId,
      filter: [...isCluster],
      paint: {
        'circle-color': clusterColor,
        'circle-opacity': 0.9,
        // More listings, a larger disc: up to 10, 100, 1,000 and beyond.
        'circle-radius': ['step', ['get', 'point_count'], 15, 10, 19, 100, 24, 1000, 30],
        'circle-stroke-color': haloColor,
        'circle-stroke-width': 2,
      },
    },
    {
      id: clusterCountLayerId,
      type: 'symbol',
      source: markerSourceId,
      filter: [...isCluster],
      layout: {
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
      id: pointLayerId,
      type: 'circle',
      source: markerSourceId,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': pointColor,
        'circle-radius': 7,
        'circle-stroke-color': haloColor,
        'circle-stroke-width': 2,
      },
    },
  ];
}
