/**
 * The estate fields a marker needs. Both the search summary (`isProject`) and the full estate
 * of either source (`general.project`) fit.
 */
export type MarkerSource = {
  id: number;
  isProject?: boolean | null;
  status?: { id: number } | null;
  general: {
    project?: boolean | null;
    subType?: { id: number } | null;
    headType?: { id: number } | null;
    address?: { geoLocation?: { lat: number; lon: number } | null } | null;
  };
};

/** One point on the results map (spec 2: id, type, headType, status, isProject, lat, lon). */
export type MapMarker = {
  id: number;
  /** The subtype id. */
  type: number;
  headType: number | null;
  status: number;
  isProject: boolean;
  lat: number;
  lon: number;
};

export type MarkerFeature = {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [lon: number, lat: number] };
  properties: MapMarker;
};

export type MarkerFeatureCollection = {
  type: 'FeatureCollection';
  features: MarkerFeature[];
};

function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/**
 * The map marker of one estate, or null when it cannot be placed. Spec 2: markers exist only
 * for a property that has a geo location, a subtype and a status. A location of exactly 0,0
 * counts as none: it is how un-geocoded records arrive (geo precision 0, NO_DATA), and it lies
 * in the Gulf of Guinea, not in Belgium.
 */
export function toMapMarker(estate: MarkerSource): MapMarker | null {
  const geo = estate.general.address?.geoLocation;
  const subType = estate.general.subType;
  const status = estate.status;
  if (!geo || !subType || !status) return null;
  const { lat, lon } = geo;
  if (!isLatitude(lat) || !isLongitude(lon) || (lat === 0 && lon === 0)) return null;
  return {
    id: estate.id,
    type: subType.id,
    headType: estate.general.headType?.id ?? null,
    status: status.id,
    isProject: estate.isProject ?? estate.general.project ?? false,
    lat,
    lon,
  };
}

/** The markers of a result list, leaving out the estates that cannot be placed. */
export function toMapMarkers(estates: readonly MarkerSource[]): MapMarker[] {
  return estates.flatMap((estate) => {
    const marker = toMapMarker(estate);
    return marker ? [marker] : [];
  });
}

/**
 * The markers as a GeoJSON FeatureCollection, the input of a clustered map source. GeoJSON
 * positions are [longitude, latitude] (RFC 7946), the reverse of how people say them; the
 * feature id is the estate id so the map can address a marker (hover, selection).
 */
export function markersToGeoJson(markers: readonly MapMarker[]): MarkerFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      id: marker.id,
      geometry: { type: 'Point', coordinates: [marker.lon, marker.lat] },
      properties: { ...marker },
    })),
  };
}
