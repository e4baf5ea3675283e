import { Supercluster, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { listingKinds } from '../src/domain/listing-kinds.ts';
import type { MapMarker } from '../src/domain/map-markers.ts';
import {
  decodeMarkerSnapshot,
  markerSnapshotDigest,
  markerSnapshotPath,
  markerTileJsonPath,
  markerTilesDir,
} from '../src/domain/marker-snapshot.ts';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  markersBounds,
  MARKER_TILES_LAYER,
  TILE_SIZE,
  type Bounds,
  type MarkerTileJson,
} from '../src/domain/marker-tiles.ts';

/*
 * The cluster tiles of each listing kind's unfiltered map, made by the build from the marker
 * snapshot. Given every listing's point, MapLibre's worker parses and clusters them all before
 * the map's first tile, and the page's thread copies them over to it; given these tiles, it
 * reads only the few in view (`npm run bench` measures both). The clusters are MapLibre's own: the same clustering code (@maplibre/geojson-vt's
 * Supercluster) with the options MapLibre derives from the source's, so a map drawn from these
 * tiles and one drawn from the GeoJSON source are the same, cluster for cluster.
 *
 * The tiles are plain `{z}/{x}/{y}.pbf` vector tiles with a TileJSON (src/domain/marker-tiles.ts), which
 * MapLibre's vector source reads as they are. Every tile inside the markers' box is written, empty
 * ones too (as empty files), up to MARKER_TILES_MAX_ZOOM: MapLibre asks for each tile of that box
 * in view, and a tile that is not there answers 404, which the browser logs. Closer in, the map's
 * GeoJSON source takes over.
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

/** Web Mercator's world square, 0 to 1 from west to east and from north to south. */
function worldX(lon: number): number {
  return (lon + 180) / 360;
}
function worldY(lat: number): number {
  const sin = Math.sin((Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/**
 * The tiles of zoom `z` that MapLibre may ask for in a source with these bounds: those its tile
 * bounds contain (tile_bounds.ts: from the floor of the box's west and north edges up to the
 * ceiling of its east and south ones), and at least the tile of the box's corner.
 */
export function tilesInBounds(bounds: Bounds, z: number): [number, number][] {
  const scale = 2 ** z;
  const [west, south, east, north] = bounds;
  const clamp = (value: number) => Math.min(scale - 1, Math.max(0, value));
  const minX = clamp(Math.floor(worldX(west) * scale));
  const minY = clamp(Math.floor(worldY(north) * scale));
  const maxX = clamp(Math.max(minX, Math.ceil(worldX(east) * scale) - 1));
  const maxY = clamp(Math.max(minY, Math.ceil(worldY(south) * scale) - 1));
  const tiles: [number, number][] = [];
  for (let y = minY; y <= maxY; y += 1) for (let x = minX; x <= maxX; x += 1) tiles.push([x, y]);
  return tiles;
}

/** Web Mercator's inverse: the latitude of a world y. */
function worldLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * The markers' box, padded by half a unit of a zoom-1 tile's extent. A tile rounds a point to
 * its extent's grid, so a point within half a unit of a tile's south or east edge lands on that
 * edge, where MapLibre draws it from the tile across, not from its own. That tile must then be
 * in the box MapLibre asks for, at every zoom (zoom 0 has one tile and needs no padding).
 */
function paddedBounds(bounds: Bounds | null): Bounds | null {
  if (!bounds) return null;
  const pad = 1 / (2 * 2 * EXTENT);
  const [west, south, east, north] = bounds;
  return [
    Math.max(-180, west - pad * 360),
    worldLat(Math.min(1, worldY(south) + pad)),
    Math.min(180, east + pad * 360),
    worldLat(Math.max(0, worldY(north) - pad)),
  ];
}

/** A cluster carries the zoom at which it breaks up: a vector tile cannot be asked, as a source can. */
function withExpansionZoom(index: Supercluster, feature: GeoJSONVTFeature): GeoJSONVTFeature {
  const tags = feature.tags;
  if (!tags?.cluster) return feature;
  const expansionZoom = index.getClusterExpansionZoom(tags.cluster_id as number);
  return { ...feature, tags: { ...tags, expansion_zoom: expansionZoom } };
}

/** One tile of a set: where it goes and its bytes (empty for a tile without a marker). */
export type MarkerTile = { z: number; x: number; y: number; bytes: Uint8Array };

/** A snapshot's cluster tiles with their TileJSON. */
export type MarkerTileSet = { tilejson: MarkerTileJson; tiles: MarkerTile[] };

/**
 * The cluster tiles of a snapshot's markers: every tile in the markers' box from zoom 0 to
 * `maxZoom`, one vector layer (`MARKER_TILES_LAYER`) of clusters (`point_count`, `cluster_id`,
 * `expansion_zoom`) and single markers (`id`); a tile without any is empty. No markers: one
 * empty tile, at zoom 0.
 * @param snapshot the digest of the snapshot file the markers come from (`markerSnapshotDigest`)
 * @param dir where the tiles are served from the site's root (`markerTilesDir`)
 */
export function markerTileSet(
  markers: readonly TileMarker[],
  snapshot: string,
  dir: string,
  maxZoom: number = MARKER_TILES_MAX_ZOOM,
): MarkerTileSet {
  const bounds = paddedBounds(markersBounds(markers));
  const lastZoom = bounds ? maxZoom : 0;
  const index = clusterIndex(markers);
  const tiles: MarkerTile[] = [];
  for (let z = 0; z <= lastZoom; z += 1) {
    for (const [x, y] of tilesInBounds(bounds ?? [0, 0, 0, 0], z)) {
      const tile = index.getTile(z, x, y);
      const features: GeoJSONVTFeature[] = tile?.features ?? [];
      const bytes =
        tile && features.length > 0
          ? fromGeojsonVt(
              {
                [MARKER_TILES_LAYER]: {
                  ...tile,
                  features: features.map((feature) => withExpansionZoom(index, feature)),
                } as GeoJSONVTTile,
              },
              { version: 2, extent: EXTENT },
            )
          : new Uint8Array(0);
      tiles.push({ z, x, y, bytes });
    }
  }
  return {
    tilejson: {
      tilejson: '3.0.0',
      tiles: [`${dir}/{z}/{x}/{y}.pbf`],
      minzoom: 0,
      maxzoom: lastZoom,
      bounds: bounds ?? [0, 0, 0, 0],
      vector_layers: [
        {
          id: MARKER_TILES_LAYER,
          fields: {
            id: 'Number',
            cluster: 'Boolean',
            cluster_id: 'Number',
            point_count: 'Number',
            expansion_zoom: 'Number',
          },
        },
      ],
      snapshot,
      markers: markers.length,
    },
    tiles,
  };
}

/** The snapshot digest a written TileJSON names, or null when there is none to read. */
async function writtenSnapshot(file: string): Promise<string | null> {
  try {
    const json = JSON.parse(await readFile(file, 'utf8')) as { snapshot?: unknown };
    return typeof json.snapshot === 'string' ? json.snapshot : null;
  } catch {
    return null;
  }
}

/**
 * Writes the cluster tiles of each marker snapshot of a build directory under the snapshot's
 * digest (`/markers/buy.json` → `/markers/tiles/buy/{digest}/…`), the TileJSON last; a build
 * that wrote no snapshot (a shard of records only) gets none. With `previousDir` (an
 * incremental build, whose files are laid over the published build's), the tiles of a snapshot
 * that the published build already has are left alone: they stay.
 * @returns the TileJSON paths written
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
    const tileJsonPath = markerTileJsonPath(kind, digest);
    const { previousDir } = options;
    if (previousDir && (await writtenSnapshot(join(previousDir, tileJsonPath))) === digest) {
      continue;
    }
    const dir = markerTilesDir(kind, digest);
    const set = markerTileSet(markers, digest, dir);
    const folders = new Set(set.tiles.map(({ z, x }) => join(outDir, dir, String(z), String(x))));
    for (const folder of folders) await mkdir(folder, { recursive: true });
    for (const { z, x, y, bytes: tile } of set.tiles) {
      await writeFile(join(outDir, dir, String(z), String(x), `${y}.pbf`), tile);
    }
    await mkdir(dirname(join(outDir, tileJsonPath)), { recursive: true });
    await writeFile(join(outDir, tileJsonPath), JSON.stringify(set.tilejson));
    written.push(tileJsonPath);
  }
  return written;
}
