import { Supercluster, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listingKinds } from '../../domain/listing-kinds.ts';
import type { MapMarker } from '../../domain/map-markers.ts';
import {
  decodeMarkerSnapshot,
  markerSnapshotDigest,
  markerSnapshotPath,
  markerTilesPath,
} from '../../domain/marker-snapshot.ts';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  MARKER_TILES_LAYER,
  TILE_SIZE,
} from './cluster-layers.ts';
import { readTileArchive, TILE_ARCHIVE_MAGIC } from './maplibre-worker-protocols.mjs';

/*
 * The cluster tiles of each listing kind's unfiltered map, made by the build from the marker
 * snapshot (a map of 10,000 listings loads to idle within a second in software WebGL).
 * Given 10,000 points, MapLibre's worker parses and clusters them before the map's first tile,
 * and that work competes with the GPU process for the machine: in a bare MapLibre page, 1.37 s
 * to idle with a clustered GeoJSON source against 0.78 s with these tiles (0.61 s without any
 * marker). The clusters are MapLibre's own: the same clustering code (@maplibre/geojson-vt's
 * Supercluster) with the options MapLibre derives from the source's, so a map drawn from these
 * tiles and one drawn from the GeoJSON source are the same, cluster for cluster.
 *
 * Up to MARKER_TILES_MAX_ZOOM (about 110 tiles and 50 KB for 10,000 markers over Belgium); closer
 * in, the map's GeoJSON source takes over, loaded once the map is drawn.
 */

/** The highest zoom the build makes tiles for: past it the map clusters the markers itself. */
export const MARKER_TILES_MAX_ZOOM = 10;

/** MapLibre's tile extent, in which its GeoJSON source clusters. */
const EXTENT = 8192;

/** What a marker tile needs of a marker. */
type TileMarker = Pick<MapMarker, 'id' | 'lat' | 'lon'>;

/** A clustered GeoJSON source's clustering, as MapLibre sets it up (geojson_source.ts). */
function clusterIndex(markers: readonly TileMarker[]): Supercluster {
  const index = new Supercluster({
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
    extent: EXTENT,
    radius: CLUSTER_RADIUS * (EXTENT / TILE_SIZE),
    log: false,
    generateId: false,
  });
  index.load(
    markers.map(({ id, lat, lon }) => ({
      type: 'Feature' as const,
      id,
      geometry: { type: 'Point' as const, coordinates: [lon, lat] },
      properties: { id },
    })),
  );
  return index;
}

/** The tile (x, y) of a place at zoom z (Web Mercator, as MapLibre tiles). */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const scale = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lon + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  const clamp = (value: number) => Math.min(scale - 1, Math.max(0, Math.floor(value)));
  return [clamp(x), clamp(y)];
}

/** The whole world, for the clusters of a zoom. */
const WORLD: [number, number, number, number] = [-180, -85.05112878, 180, 85.05112878];

/**
 * The tiles of a zoom that can hold a cluster or a marker: each one's tile and its neighbours,
 * since a tile also holds what lies just past its edges (the clustering radius), and a place
 * that rounds onto a tile's edge is drawn by the next tile.
 */
function tilesAtZoom(index: Supercluster, z: number): [number, number][] {
  const scale = 2 ** z;
  const tiles = new Map<number, [number, number]>();
  for (const feature of index.getClusters(WORLD, z)) {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const [x, y] = tileOf(lon, lat, z);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        // The world wraps east to west (a place at 179.99° is drawn at the left edge of tile 0
        // too), not north to south.
        const nx = (x + dx + scale) % scale;
        const ny = y + dy;
        if (ny >= 0 && ny < scale) tiles.set(ny * scale + nx, [nx, ny]);
      }
    }
  }
  return [...tiles.values()].sort(([ax, ay], [bx, by]) => ay - by || ax - bx);
}

/** A cluster carries the zoom at which it breaks up: a vector tile cannot be asked, as a source can. */
function withExpansionZoom(index: Supercluster, feature: GeoJSONVTFeature): GeoJSONVTFeature {
  const tags = feature.tags;
  if (!tags?.cluster) return feature;
  const expansionZoom = index.getClusterExpansionZoom(tags.cluster_id as number);
  return { ...feature, tags: { ...tags, expansion_zoom: expansionZoom } };
}

/**
 * The tile archive of a snapshot's markers (read by maplibre-worker-protocols.mjs): every
 * non-empty tile from zoom 0 to `maxZoom`, one vector layer (`MARKER_TILES_LAYER`) of clusters
 * (`point_count`, `cluster_id`, `expansion_zoom`) and single markers (`id`).
 * @param snapshot the digest of the snapshot file the markers come from (`markerSnapshotDigest`)
 */
export function markerTileArchive(
  markers: readonly TileMarker[],
  snapshot: string,
  maxZoom: number = MARKER_TILES_MAX_ZOOM,
): Uint8Array {
  const index = clusterIndex(markers);
  const entries: [number, number, number, number, number][] = [];
  const bodies: Uint8Array[] = [];
  let offset = 0;
  for (let z = 0; z <= maxZoom; z += 1) {
    for (const [x, y] of tilesAtZoom(index, z)) {
      const tile = index.getTile(z, x, y);
      if (!tile || tile.features.length === 0) continue;
      const features: GeoJSONVTFeature[] = tile.features;
      const clusters: GeoJSONVTTile = {
        ...tile,
        features: features.map((feature) => withExpansionZoom(index, feature)),
      } as GeoJSONVTTile;
      const body = fromGeojsonVt(
        { [MARKER_TILES_LAYER]: clusters },
        { version: 2, extent: EXTENT },
      );
      entries.push([z, x, y, offset, body.byteLength]);
      bodies.push(body);
      offset += body.byteLength;
    }
  }
  const header = new TextEncoder().encode(
    JSON.stringify({ snapshot, maxzoom: maxZoom, markers: markers.length, tiles: entries }),
  );
  const magic = new TextEncoder().encode(TILE_ARCHIVE_MAGIC);
  const archive = new Uint8Array(magic.length + 4 + header.length + offset);
  archive.set(magic, 0);
  new DataView(archive.buffer).setUint32(magic.length, header.length, true);
  archive.set(header, magic.length + 4);
  let at = magic.length + 4 + header.length;
  for (const body of bodies) {
    archive.set(body, at);
    at += body.byteLength;
  }
  return archive;
}

/** The snapshot digest an archive file names, or null when there is no readable archive. */
async function archivedSnapshot(file: string): Promise<string | null> {
  try {
    const bytes = await readFile(file);
    return readTileArchive(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
      .snapshot;
  } catch {
    return null;
  }
}

/**
 * Writes the tile archive beside each marker snapshot of a build directory (`/markers/buy.json`
 * → `/markers/buy.tiles`); a build that wrote no snapshot (a shard of records only) gets none.
 * With `previousDir` (an incremental build, whose files are laid over the published build's),
 * a snapshot that the published build's tiles were made from is left alone: those tiles stay.
 * @returns the paths written
 * @throws when a snapshot cannot be read: the build stops, and nothing is published
 */
export async function writeMarkerTiles(
  outDir: string,
  options: { previousDir?: string | null } = {},
): Promise<string[]> {
  const written: string[] = [];
  for (const kind of listingKinds) {
    const file = join(outDir, markerSnapshotPath(kind));
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) continue;
    const { markers } = decodeMarkerSnapshot(JSON.parse(bytes.toString('utf8')));
    const digest = markerSnapshotDigest(bytes);
    const { previousDir } = options;
    if (
      previousDir &&
      (await archivedSnapshot(join(previousDir, markerTilesPath(kind)))) === digest
    ) {
      continue;
    }
    await writeFile(join(outDir, markerTilesPath(kind)), markerTileArchive(markers, digest));
    written.push(markerTilesPath(kind));
  }
  return written;
}
