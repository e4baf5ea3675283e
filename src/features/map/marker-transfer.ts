import { markersToGeoJson, type MapMarker } from '../../domain/map-markers.ts';
import type { MarkerLoad } from './marker-data.ts';

/*
 * How a marker load crosses from the marker worker to the page. Posted as GeoJSON, every
 * feature is several small objects that the page's thread must rebuild one by one before it
 * can hand them to the map, a long task with many listings (`npm run bench` measures it).
 * Posted as columns of numbers, the buffers move without a copy and the page rebuilds the
 * features in one quick pass.
 */

/** One number column per marker field (spec 2: id, type, headType, status, isProject, lat, lon). */
export type MarkerColumns = {
  id: Float64Array<ArrayBuffer>;
  type: Float64Array<ArrayBuffer>;
  /** NaN where the marker has no head type. */
  headType: Float64Array<ArrayBuffer>;
  status: Float64Array<ArrayBuffer>;
  /** 1 for a project, 0 otherwise. */
  isProject: Uint8Array<ArrayBuffer>;
  lat: Float64Array<ArrayBuffer>;
  lon: Float64Array<ArrayBuffer>;
};

/** A marker load as the worker posts it. */
export type PackedMarkerLoad = Omit<MarkerLoad, 'collection'> & { markers: MarkerColumns };

/**
 * A marker load as columns, with the buffers to transfer alongside
 * (`postMessage(packed, transfer)`): after that the columns belong to the receiver.
 */
export function packMarkerLoad(load: MarkerLoad): {
  packed: PackedMarkerLoad;
  transfer: ArrayBuffer[];
} {
  const { features } = load.collection;
  const count = features.length;
  const markers: MarkerColumns = {
    id: new Float64Array(count),
    type: new Float64Array(count),
    headType: new Float64Array(count),
    status: new Float64Array(count),
    isProject: new Uint8Array(count),
    lat: new Float64Array(count),
    lon: new Float64Array(count),
  };
  features.forEach(({ properties: marker }, index) => {
    markers.id[index] = marker.id;
    markers.type[index] = marker.type;
    markers.headType[index] = marker.headType ?? Number.NaN;
    markers.status[index] = marker.status;
    markers.isProject[index] = marker.isProject ? 1 : 0;
    markers.lat[index] = marker.lat;
    markers.lon[index] = marker.lon;
  });
  const { total, bounds, invalid, tiles } = load;
  return {
    packed: {
      total,
      bounds,
      invalid,
      markers,
      ...(tiles === undefined ? {} : { tiles }),
    },
    transfer: Object.values(markers).map(
      (column: Float64Array<ArrayBuffer> | Uint8Array<ArrayBuffer>) => column.buffer,
    ),
  };
}

/** The marker load a worker packed, as the map takes it (`markersToGeoJson`). */
export function unpackMarkerLoad(packed: PackedMarkerLoad): MarkerLoad {
  const { id, type, headType, status, isProject, lat, lon } = packed.markers;
  const markers: MapMarker[] = [];
  for (let index = 0; index < id.length; index += 1) {
    const head = headType[index]!;
    markers.push({
      id: id[index]!,
      type: type[index]!,
      headType: Number.isNaN(head) ? null : head,
      status: status[index]!,
      isProject: isProject[index] === 1,
      lat: lat[index]!,
      lon: lon[index]!,
    });
  }
  const { total, bounds, invalid, tiles } = packed;
  return {
    total,
    collection: markersToGeoJson(markers),
    bounds,
    invalid,
    ...(tiles === undefined ? {} : { tiles }),
  };
}
