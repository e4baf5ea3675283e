import { VectorTile } from '@mapbox/vector-tile';
import { Supercluster } from '@maplibre/geojson-vt';
import fc from 'fast-check';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PbfReader } from 'pbf';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapMarker } from '../../src/domain/map-markers.ts';
import {
  encodeMarkerSnapshot,
  markerSnapshotDigest,
  markerSnapshotPath,
  markerTileJsonPath,
  markerTilesDir,
} from '../../src/domain/marker-snapshot.ts';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from '../../src/domain/marker-tiles.ts';
import { baseMapQueryBody } from '../../src/features/map/marker-query.ts';
import {
  MARKER_TILES_MAX_ZOOM,
  markerTileSet,
  tilesInBounds,
  writeMarkerTiles,
  type MarkerTileSet,
} from '../../publish/marker-tiles.ts';
import {
  MARKER_TILES_LAYER,
  readMarkerTileJson,
  type MarkerTileJson,
} from '../../src/domain/marker-tiles.ts';
import { mapMarkerArbitrary } from './map-marker-arbitrary.ts';

/**
 * A marker on land MapLibre can show (Web Mercator stops at ±85.05°), off the antimeridian: a
 * map that does not repeat the world (as the listing map) draws a point on the world's east edge
 * from the last tile, where the comparison below expects the (unwritten) tile across the edge.
 */
const placedMarker = mapMarkerArbitrary().filter(
  ({ lat, lon }) => Math.abs(lat) < 85 && Math.abs(lon) < 179.9,
);
/** Markers with distinct ids, as a search answers them. */
const markerSets = fc.uniqueArray(placedMarker, { maxLength: 40, selector: (marker) => marker.id });
/** Markers bunched in a small area, so that they cluster over many zooms. */
const bunchedSets = fc
  .uniqueArray(
    fc.record({
      marker: placedMarker,
      lat: fc.double({ min: 50.7, max: 50.9, noNaN: true }),
      lon: fc.double({ min: 4.2, max: 4.5, noNaN: true }),
    }),
    { minLength: 2, maxLength: 60, selector: ({ marker }) => marker.id },
  )
  .map((items) => items.map(({ marker, lat, lon }) => ({ ...marker, lat, lon })));

/**
 * A clustered GeoJSON source's clustering as MapLibre derives it from the source's options
 * (geojson_source.ts): radius in pixels of a 512-pixel tile, in an extent of 8192.
 */
function mapLibreClusters(markers: readonly MapMarker[]): Supercluster {
  const index = new Supercluster({
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
    extent: 8192,
    radius: CLUSTER_RADIUS * (8192 / 512),
    log: false,
    generateId: false,
  });
  index.load(
    markers.map(({ id, lat, lon }) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: { id },
    })),
  );
  return index;
}

type Drawn = { cluster: boolean; count: number; id: number | null; expansionZoom: number | null };

/** The tiles of a set by `z/x/y`. */
const byPlace = (set: MarkerTileSet) =>
  new Map(set.tiles.map(({ z, x, y, bytes }) => [`${z}/${x}/${y}`, bytes]));

/** A tile's marker layer as MapLibre reads it (an empty tile has none). */
function markerLayer(bytes: Uint8Array) {
  return new VectorTile(new PbfReader(bytes)).layers[MARKER_TILES_LAYER];
}

/**
 * What a map drawn from the tiles shows at a zoom: each feature of each tile that lies inside
 * that tile (a tile also holds its neighbours' features near its edges, drawn by them).
 */
function drawnAtZoom(set: MarkerTileSet, z: number): Drawn[] {
  const drawn: Drawn[] = [];
  for (const tile of set.tiles) {
    if (tile.z !== z) continue;
    const layer = markerLayer(tile.bytes);
    for (let index = 0; index < (layer?.length ?? 0); index += 1) {
      const feature = layer!.feature(index);
      const point = feature.loadGeometry()[0]?.[0];
      if (!point) throw new Error(`a feature without a point in tile ${z}/${tile.x}/${tile.y}`);
      if (point.x < 0 || point.y < 0 || point.x >= layer!.extent || point.y >= layer!.extent)
        continue;
      const { cluster, point_count, id, expansion_zoom } = feature.properties;
      drawn.push({
        cluster: cluster === true,
        count: cluster === true ? Number(point_count) : 1,
        id: cluster === true ? null : Number(id),
        expansionZoom: expansion_zoom === undefined ? null : Number(expansion_zoom),
      });
    }
  }
  return drawn;
}

/** What MapLibre's GeoJSON source shows at a zoom, in the same terms. */
function clusteredAtZoom(index: Supercluster, z: number): Drawn[] {
  return index.getClusters([-180, -85.06, 180, 85.06], z).map((feature) => {
    const properties = feature.properties as Record<string, unknown>;
    const cluster = properties.cluster === true;
    return {
      cluster,
      count: cluster ? Number(properties.point_count) : 1,
      id: cluster ? null : Number(properties.id),
      expansionZoom: cluster ? index.getClusterExpansionZoom(Number(properties.cluster_id)) : null,
    };
  });
}

const byContent = (a: Drawn, b: Drawn) =>
  Number(a.cluster) - Number(b.cluster) ||
  a.count - b.count ||
  (a.id ?? 0) - (b.id ?? 0) ||
  (a.expansionZoom ?? 0) - (b.expansionZoom ?? 0);

/** The tiles MapLibre asks for at a zoom in a source with these bounds (tile_bounds.ts). */
function requestedTiles(bounds: [number, number, number, number], z: number): string[] {
  const scale = 2 ** z;
  const x = (lon: number) => (lon + 180) / 360;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  };
  const [west, south, east, north] = bounds;
  const tiles: string[] = [];
  for (let ty = Math.floor(y(north) * scale); ty < Math.ceil(y(south) * scale); ty += 1)
    for (let tx = Math.floor(x(west) * scale); tx < Math.ceil(x(east) * scale); tx += 1)
      tiles.push(`${z}/${tx}/${ty}`);
  return tiles;
}

const dir = '/markers/tiles/buy/cafe0123';
const edgeMarker: MapMarker = {
  id: 1,
  type: 1,
  headType: null,
  status: 1,
  isProject: false,
  lat: 0,
  lon: 0,
};

describe('markerTileSet', () => {
  it('holds, at every zoom it covers, the clusters and markers MapLibre would make of the markers', () => {
    fc.assert(
      fc.property(fc.oneof(markerSets, bunchedSets), (markers) => {
        const set = markerTileSet(markers, 'cafe0123', dir, 6);
        const index = mapLibreClusters(markers);
        for (let z = 0; z <= (markers.length > 0 ? 6 : 0); z += 1) {
          const drawn = drawnAtZoom(set, z).sort(byContent);
          expect(drawn, `zoom ${z}`).toEqual(clusteredAtZoom(index, z).sort(byContent));
          // Every marker once: in a cluster's count or as its own dot.
          expect(drawn.reduce((sum, { count }) => sum + count, 0)).toBe(markers.length);
        }
      }),
      {
        numRuns: 60,
        // A point a hair north of a tile's south edge: the tile rounds it onto that edge.
        examples: [[[{ ...edgeMarker, lat: 9.99999980916672e-7, lon: 0 }]]],
      },
    );
  });

  it('has every tile MapLibre can ask for in its bounds, and each one decodes', () => {
    fc.assert(
      fc.property(fc.oneof(markerSets, bunchedSets), (markers) => {
        const set = markerTileSet(markers, 'cafe0123', dir, 7);
        const tiles = byPlace(set);
        const { bounds, maxzoom } = set.tilejson;
        for (let z = 0; z <= maxzoom; z += 1) {
          for (const place of requestedTiles(bounds, z)) {
            const bytes = tiles.get(place);
            expect(bytes, place).toBeInstanceOf(Uint8Array);
            // An empty tile is an empty protocol buffer: a tile without layers.
            expect(() => new VectorTile(new PbfReader(bytes!)), place).not.toThrow();
          }
        }
        // No tile past the last zoom: MapLibre scales the last ones up there.
        expect(set.tiles.every(({ z }) => z <= maxzoom)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('gives each cluster the zoom at which it breaks up, past the zoom of its tile', () => {
    fc.assert(
      fc.property(bunchedSets, (markers) => {
        const set = markerTileSet(markers, 'cafe0123', dir, 8);
        for (let z = 0; z <= 8; z += 1) {
          for (const feature of drawnAtZoom(set, z).filter(({ cluster }) => cluster)) {
            expect(feature.expansionZoom).toBeGreaterThan(z);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('describes itself as TileJSON: its tiles, zooms, bounds, layer, snapshot and marker count', () => {
    const markers = [
      { id: 1, lat: 50.85, lon: 4.35 },
      { id: 2, lat: 50.851, lon: 4.351 },
      { id: 3, lat: 51.05, lon: 3.72 },
    ];
    const set = markerTileSet(markers, '0badf00d', dir);
    expect(set.tilejson).toMatchObject({
      tilejson: '3.0.0',
      tiles: [`${dir}/{z}/{x}/{y}.pbf`],
      minzoom: 0,
      maxzoom: MARKER_TILES_MAX_ZOOM,
      vector_layers: [{ id: MARKER_TILES_LAYER }],
      snapshot: '0badf00d',
      markers: 3,
    });
    // The markers' box padded by half a unit of a zoom-1 tile (1/32768 of the world's width,
    // 0.011°), so that the tile across an edge a point is rounded onto is in the box.
    const [west, south, east, north] = set.tilejson.bounds;
    expect([west, south, east, north].map((value) => value.toFixed(5))).toEqual([
      (3.72 - 360 / 32768).toFixed(5),
      '50.84306',
      (4.351 + 360 / 32768).toFixed(5),
      '51.05691',
    ]);
    expect(west < 3.72 && south < 50.85 && east > 4.351 && north > 51.05).toBe(true);
    // Brussels' tile at zoom 10 (Web Mercator) holds the two close markers as a cluster of 2.
    const layer = markerLayer(byPlace(set).get('10/524/343')!)!;
    expect(layer.feature(0).properties).toMatchObject({ cluster: true, point_count: 2 });
    // Between Ghent and Brussels, in the box but far from both: an empty tile.
    expect(tilesInBounds(set.tilejson.bounds, 10)).toContainEqual([522, 343]);
    expect(byPlace(set).get('10/522/343')).toEqual(new Uint8Array(0));
  });

  it('is one empty tile at zoom 0 for no markers', () => {
    const set = markerTileSet([], '00000000', dir);
    expect(set.tilejson).toMatchObject({ maxzoom: 0, markers: 0 });
    expect(set.tiles).toEqual([{ z: 0, x: 0, y: 0, bytes: new Uint8Array(0) }]);
  });
});

describe('readMarkerTileJson', () => {
  const url = 'https://immo.test/markers/tiles/buy/cafe0123/tiles.json';
  const tilejson: MarkerTileJson = markerTileSet(
    [
      { id: 1, lat: 50.85, lon: 4.35 },
      { id: 2, lat: 51.05, lon: 3.72 },
    ],
    'cafe0123',
    dir,
  ).tilejson;
  const snapshot = { digest: 'cafe0123', markers: 2 };

  it('makes a vector source of it, with absolute tile URLs MapLibre fills in', () => {
    expect(readMarkerTileJson(JSON.parse(JSON.stringify(tilejson)), url, snapshot)).toEqual({
      tiles: ['https://immo.test/markers/tiles/buy/cafe0123/{z}/{x}/{y}.pbf'],
      minzoom: 0,
      maxzoom: MARKER_TILES_MAX_ZOOM,
      bounds: tilejson.bounds,
    });
  });

  it('refuses the tiles of another snapshot, and what is not such a TileJSON', () => {
    const broken: [string, unknown][] = [
      ['another snapshot', { ...tilejson, snapshot: 'feedf00d' }],
      ['another count', { ...tilejson, markers: 3 }],
      ['HTML', '<!doctype html>'],
      ['null', null],
      ['no tiles', { ...tilejson, tiles: [] }],
      ['tiles not URLs', { ...tilejson, tiles: [7] }],
      ['zoom not a count', { ...tilejson, maxzoom: -1 }],
      ['bounds short', { ...tilejson, bounds: [1, 2, 3] }],
      ['bounds reversed', { ...tilejson, bounds: [5, 50, 3, 51] }],
      ['bounds not numbers', { ...tilejson, bounds: ['a', 50, 3, 51] }],
    ];
    for (const [what, data] of broken) {
      expect(readMarkerTileJson(data, url, snapshot), what).toBeNull();
    }
  });
});

describe('writeMarkerTiles', () => {
  let root: string | null = null;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = null;
  });

  const snapshotText = (markers: MapMarker[], kind: 'buy' | 'rent') =>
    JSON.stringify(
      encodeMarkerSnapshot({
        search: baseMapQueryBody(kind),
        total: markers.length,
        invalid: 0,
        markers,
      }),
    );
  const here: MapMarker = {
    id: 4,
    type: 1,
    headType: 1,
    status: 1,
    isProject: false,
    lat: 50.85,
    lon: 4.35,
  };
  const digestOf = (text: string) => markerSnapshotDigest(new TextEncoder().encode(text));

  it('writes under each snapshot’s digest its tiles, every one its TileJSON names, and the TileJSON', async () => {
    root = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    await mkdir(join(root, 'markers'));
    const markers: MapMarker[] = [
      here,
      { id: 5, type: 1, headType: null, status: 2, isProject: true, lat: 51.2, lon: 4.4 },
    ];
    const text = snapshotText(markers, 'rent');
    await writeFile(join(root, markerSnapshotPath('rent')), text);
    const digest = digestOf(text);

    expect(await writeMarkerTiles(root)).toEqual([markerTileJsonPath('rent', digest)]);
    const tilejson = JSON.parse(
      await readFile(join(root, markerTileJsonPath('rent', digest)), 'utf8'),
    ) as MarkerTileJson;
    expect(tilejson).toMatchObject({
      snapshot: digest,
      markers: 2,
      tiles: [`${markerTilesDir('rent', digest)}/{z}/{x}/{y}.pbf`],
    });
    for (let z = 0; z <= tilejson.maxzoom; z += 1) {
      for (const place of requestedTiles(tilejson.bounds, z)) {
        const bytes = await readFile(join(root, tilejson.tiles[0].replace('{z}/{x}/{y}', place)));
        expect(() => new VectorTile(new PbfReader(bytes))).not.toThrow();
      }
    }
    // The markers are in their tiles: both at zoom 0.
    const top = await readFile(join(root, markerTilesDir('rent', digest), '0/0/0.pbf'));
    const layer = markerLayer(top)!;
    expect(layer.length).toBeGreaterThan(0);
  });

  it('leaves the published tiles of an unchanged snapshot to a partial build, and makes the others', async () => {
    root = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    const [published, partial] = [join(root, 'published'), join(root, 'partial')];
    for (const dir of [published, partial]) await mkdir(join(dir, 'markers'), { recursive: true });
    const buy = snapshotText([here], 'buy');
    const rent = snapshotText([here], 'rent');
    const movedRent = snapshotText([{ ...here, lat: 51.2 }], 'rent');
    await writeFile(join(published, markerSnapshotPath('buy')), buy);
    await writeFile(join(published, markerSnapshotPath('rent')), rent);
    expect(await writeMarkerTiles(published)).toEqual([
      markerTileJsonPath('buy', digestOf(buy)),
      markerTileJsonPath('rent', digestOf(rent)),
    ]);

    // The buy snapshot is the same; the rent one has a marker moved.
    await writeFile(join(partial, markerSnapshotPath('buy')), buy);
    await writeFile(join(partial, markerSnapshotPath('rent')), movedRent);
    expect(await writeMarkerTiles(partial, { previousDir: published })).toEqual([
      markerTileJsonPath('rent', digestOf(movedRent)),
    ]);
    // Without a published build to lay over, every tile set is written.
    expect(await writeMarkerTiles(partial)).toEqual([
      markerTileJsonPath('buy', digestOf(buy)),
      markerTileJsonPath('rent', digestOf(movedRent)),
    ]);
  });

  it('stops at a snapshot it cannot read, so that the build fails', async () => {
    root = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    await mkdir(join(root, 'markers'));
    await writeFile(join(root, markerSnapshotPath('buy')), '{"format":"markers/0"}');
    await expect(writeMarkerTiles(root)).rejects.toThrow('Invalid marker snapshot');
  });
});

describe('markerSnapshotDigest', () => {
  it('is FNV-1a of the bytes, and differs for a snapshot one marker apart', () => {
    expect(markerSnapshotDigest(new Uint8Array())).toBe('811c9dc5');
    expect(markerSnapshotDigest(new TextEncoder().encode('a'))).toBe('e40c292c');
    const one = new TextEncoder().encode('{"id":[1,2,3]}');
    const other = new TextEncoder().encode('{"id":[1,2,4]}');
    expect(markerSnapshotDigest(one)).not.toBe(markerSnapshotDigest(other));
  });
});
