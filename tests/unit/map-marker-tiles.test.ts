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
  markerTilesPath,
} from '../../src/domain/marker-snapshot.ts';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  MARKER_TILES_LAYER,
} from '../../src/features/map/cluster-layers.ts';
import {
  markerTileLoader,
  markerTilesTemplate,
  parseMarkerTileUrl,
  readTileArchive,
  TILE_ARCHIVE_MAGIC,
  TileArchiveError,
} from '../../src/features/map/maplibre-worker-protocols.mjs';
import { baseMapQueryBody } from '../../src/features/map/marker-query.ts';
import {
  MARKER_TILES_MAX_ZOOM,
  markerTileArchive,
  writeMarkerTiles,
} from '../../src/features/map/marker-tiles-build.ts';
import { mapMarkerArbitrary } from './map-marker-arbitrary.ts';

/** A marker on land MapLibre can show (Web Mercator stops at ±85.05°). */
const placedMarker = mapMarkerArbitrary().filter(({ lat }) => Math.abs(lat) < 85);
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

/**
 * What a map drawn from the archive shows at a zoom: each feature of each tile that lies inside
 * that tile (a tile also holds its neighbours' features near its edges, drawn by them).
 */
function drawnAtZoom(archive: Uint8Array, z: number): Drawn[] {
  const read = readTileArchive(archive.slice().buffer);
  const header = JSON.parse(
    new TextDecoder().decode(
      archive.subarray(12, 12 + new DataView(archive.buffer).getUint32(8, true)),
    ),
  ) as { tiles: [number, number, number, number, number][] };
  const drawn: Drawn[] = [];
  for (const [tz, x, y] of header.tiles) {
    if (tz !== z) continue;
    const layer = new VectorTile(new PbfReader(read.tile(z, x, y)!)).layers[MARKER_TILES_LAYER]!;
    for (let index = 0; index < layer.length; index += 1) {
      const feature = layer.feature(index);
      const point = feature.loadGeometry()[0]?.[0];
      if (!point) throw new Error(`a feature without a point in tile ${z}/${x}/${y}`);
      if (point.x < 0 || point.y < 0 || point.x >= layer.extent || point.y >= layer.extent)
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

describe('markerTileArchive', () => {
  it('holds, at every zoom it covers, the clusters and markers MapLibre would make of the markers', () => {
    fc.assert(
      fc.property(fc.oneof(markerSets, bunchedSets), (markers) => {
        const archive = markerTileArchive(markers, 'cafe0123', 6);
        const index = mapLibreClusters(markers);
        for (let z = 0; z <= 6; z += 1) {
          const drawn = drawnAtZoom(archive, z).sort(byContent);
          expect(drawn, `zoom ${z}`).toEqual(clusteredAtZoom(index, z).sort(byContent));
          // Every marker once: in a cluster's count or as its own dot.
          expect(drawn.reduce((sum, { count }) => sum + count, 0)).toBe(markers.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives each cluster the zoom at which it breaks up, past the zoom of its tile', () => {
    fc.assert(
      fc.property(bunchedSets, (markers) => {
        const archive = markerTileArchive(markers, 'cafe0123', 8);
        for (let z = 0; z <= 8; z += 1) {
          for (const feature of drawnAtZoom(archive, z).filter(({ cluster }) => cluster)) {
            expect(feature.expansionZoom).toBeGreaterThan(z);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('names its snapshot, its last zoom and its marker count, and has no tile past that zoom', () => {
    const markers = [
      { id: 1, lat: 50.85, lon: 4.35 },
      { id: 2, lat: 50.851, lon: 4.351 },
      { id: 3, lat: 51.05, lon: 3.72 },
    ];
    const read = readTileArchive(markerTileArchive(markers, '0badf00d').slice().buffer);
    expect(read).toMatchObject({
      snapshot: '0badf00d',
      maxzoom: MARKER_TILES_MAX_ZOOM,
      markers: 3,
    });
    // Brussels' tile at zoom 10 (Web Mercator) holds the two close markers as a cluster of 2.
    const tile = read.tile(10, 524, 343)!;
    const layer = new VectorTile(new PbfReader(tile)).layers[MARKER_TILES_LAYER]!;
    expect(layer.feature(0).properties).toMatchObject({ cluster: true, point_count: 2 });
    expect(read.tile(MARKER_TILES_MAX_ZOOM + 1, 1048, 692)).toBeNull();
    // Far from every marker: no tile.
    expect(read.tile(10, 0, 0)).toBeNull();
  });

  it('is a valid, empty archive for no markers', () => {
    const read = readTileArchive(markerTileArchive([], '00000000').slice().buffer);
    expect(read.markers).toBe(0);
    expect(read.tile(0, 0, 0)).toBeNull();
  });
});

describe('readTileArchive', () => {
  const valid = markerTileArchive([{ id: 9, lat: 50.85, lon: 4.35 }], 'aa');
  /** An archive with another header, the same tile bytes after it. */
  const withHeader = (header: unknown) => {
    const text = new TextEncoder().encode(JSON.stringify(header));
    const magic = new TextEncoder().encode(TILE_ARCHIVE_MAGIC);
    const bytes = new Uint8Array(magic.length + 4 + text.length + 64);
    bytes.set(magic);
    new DataView(bytes.buffer).setUint32(magic.length, text.length, true);
    bytes.set(text, magic.length + 4);
    return bytes.buffer;
  };

  it('refuses what is not an archive of this format', () => {
    const cut = valid.slice(0, 20).buffer;
    const broken: [string, ArrayBuffer][] = [
      ['empty', new ArrayBuffer(0)],
      ['HTML', new TextEncoder().encode('<!doctype html><title>Not found</title>').buffer],
      ['cut header', cut],
      ['header not JSON', withHeader('x').slice(0, 12 + 3)],
      ['no snapshot', withHeader({ maxzoom: 1, markers: 0, tiles: [] })],
      ['no tile list', withHeader({ snapshot: 'a', maxzoom: 1, markers: 0 })],
      [
        'tile past the end',
        withHeader({ snapshot: 'a', maxzoom: 1, markers: 0, tiles: [[0, 0, 0, 60, 10]] }),
      ],
      [
        'tile past maxzoom',
        withHeader({ snapshot: 'a', maxzoom: 1, markers: 0, tiles: [[2, 0, 0, 0, 1]] }),
      ],
      ['tile not a list', withHeader({ snapshot: 'a', maxzoom: 1, markers: 0, tiles: [null] })],
      [
        'negative offset',
        withHeader({ snapshot: 'a', maxzoom: 1, markers: 0, tiles: [[0, 0, 0, -1, 1]] }),
      ],
    ];
    for (const [what, bytes] of broken) {
      expect(() => readTileArchive(bytes), what).toThrow(TileArchiveError);
    }
  });

  it('gives each tile its own bytes, a copy the caller may keep', () => {
    const read = readTileArchive(valid.slice().buffer);
    const first = read.tile(0, 0, 0)!;
    expect(new VectorTile(new PbfReader(first)).layers[MARKER_TILES_LAYER]!.length).toBe(1);
    new Uint8Array(first).fill(0);
    expect(new Uint8Array(read.tile(0, 0, 0)!)).not.toEqual(new Uint8Array(first));
  });
});

describe('markertiles:// URLs', () => {
  it('carry the archive and the tile, and are read back from the template MapLibre fills in', () => {
    const template = markerTilesTemplate('blob:https://immo.test/5f1c-22');
    const url = template.replace('{z}', '7').replace('{x}', '65').replace('{y}', '43');
    expect(url).toBe('markertiles://blob:https://immo.test/5f1c-22#7/65/43');
    expect(parseMarkerTileUrl(url)).toEqual({
      archiveUrl: 'blob:https://immo.test/5f1c-22',
      z: 7,
      x: 65,
      y: 43,
    });
    expect(parseMarkerTileUrl('https://immo.test/tiles/7/65/43.pbf')).toBeNull();
  });
});

describe('markerTileLoader', () => {
  const archive = markerTileArchive(
    [
      { id: 1, lat: 50.85, lon: 4.35 },
      { id: 2, lat: 51.05, lon: 3.72 },
    ],
    'feed',
  );
  const tileUrl = (archiveUrl: string, z: number, x: number, y: number) =>
    markerTilesTemplate(archiveUrl)
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));

  function fakeFetch(replies: (() => Response)[]) {
    const asked: string[] = [];
    const get = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const reply = replies.shift();
      if (!reply) throw new TypeError('Failed to fetch');
      return reply();
    }) as typeof fetch;
    return { asked, get };
  }

  it('reads an archive once for all its tiles, and answers a tile it lacks as empty', async () => {
    const { asked, get } = fakeFetch([() => new Response(archive.slice())]);
    const load = markerTileLoader(() => get);
    const controller = new AbortController();
    const tiles = await Promise.all([
      load({ url: tileUrl('blob:a', 0, 0, 0) }, controller),
      load({ url: tileUrl('blob:a', 10, 524, 343) }, controller),
      load({ url: tileUrl('blob:a', 10, 0, 0) }, controller),
    ]);
    expect(asked).toEqual(['blob:a']);
    expect(tiles.map(({ data }) => data.byteLength > 0)).toEqual([true, true, false]);
    expect(new VectorTile(new PbfReader(tiles[0]!.data)).layers[MARKER_TILES_LAYER]!.length).toBe(
      1,
    );
  });

  it('fails the tiles of an archive it cannot read, and tries again for the next tile', async () => {
    const { asked, get } = fakeFetch([
      () => new Response('gone', { status: 404 }),
      () => new Response('<html>', { status: 200 }),
      () => new Response(archive.slice()),
    ]);
    const load = markerTileLoader(() => get);
    const controller = new AbortController();
    await expect(load({ url: tileUrl('blob:b', 0, 0, 0) }, controller)).rejects.toThrow('404');
    await expect(load({ url: tileUrl('blob:b', 0, 0, 0) }, controller)).rejects.toThrow(
      TileArchiveError,
    );
    const tile = await load({ url: tileUrl('blob:b', 0, 0, 0) }, controller);
    expect(tile.data.byteLength).toBeGreaterThan(0);
    expect(asked).toEqual(['blob:b', 'blob:b', 'blob:b']);
  });

  it('refuses a URL that is not a marker tile', async () => {
    const load = markerTileLoader(() => fakeFetch([]).get);
    await expect(load({ url: 'markertiles://blob:a' }, new AbortController())).rejects.toThrow(
      'Not a marker tile URL',
    );
  });
});

describe('writeMarkerTiles', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('writes beside each snapshot the tiles of its markers, naming the snapshot it read', async () => {
    dir = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    await mkdir(join(dir, 'markers'));
    const markers: MapMarker[] = [
      { id: 4, type: 1, headType: 1, status: 1, isProject: false, lat: 50.85, lon: 4.35 },
      { id: 5, type: 1, headType: null, status: 2, isProject: true, lat: 51.2, lon: 4.4 },
    ];
    const text = JSON.stringify(
      encodeMarkerSnapshot({ search: baseMapQueryBody('rent'), total: 2, invalid: 0, markers }),
    );
    await writeFile(join(dir, markerSnapshotPath('rent')), text);

    expect(await writeMarkerTiles(dir)).toEqual([markerTilesPath('rent')]);
    const bytes = await readFile(join(dir, markerTilesPath('rent')));
    const read = readTileArchive(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
    );
    expect(read.snapshot).toBe(markerSnapshotDigest(new TextEncoder().encode(text)));
    expect(read.markers).toBe(2);
  });

  it('leaves the published tiles of an unchanged snapshot to a partial build, and makes the others', async () => {
    dir = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    const [published, partial] = [join(dir, 'published'), join(dir, 'partial')];
    const snapshot = (markers: MapMarker[], kind: 'buy' | 'rent') =>
      JSON.stringify(
        encodeMarkerSnapshot({ search: baseMapQueryBody(kind), total: 1, invalid: 0, markers }),
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
    for (const root of [published, partial])
      await mkdir(join(root, 'markers'), { recursive: true });
    await writeFile(join(published, markerSnapshotPath('buy')), snapshot([here], 'buy'));
    await writeFile(join(published, markerSnapshotPath('rent')), snapshot([here], 'rent'));
    expect(await writeMarkerTiles(published)).toEqual([
      '/markers/buy.tiles',
      '/markers/rent.tiles',
    ]);

    // The buy snapshot is the same; the rent one has a marker moved.
    await writeFile(join(partial, markerSnapshotPath('buy')), snapshot([here], 'buy'));
    await writeFile(
      join(partial, markerSnapshotPath('rent')),
      snapshot([{ ...here, lat: 51.2 }], 'rent'),
    );
    expect(await writeMarkerTiles(partial, { previousDir: published })).toEqual([
      '/markers/rent.tiles',
    ]);
    // Without a published build to lay over, every archive is written.
    expect(await writeMarkerTiles(partial)).toEqual(['/markers/buy.tiles', '/markers/rent.tiles']);
  });

  it('stops at a snapshot it cannot read, so that the build fails', async () => {
    dir = await mkdtemp(join(tmpdir(), 'marker-tiles-'));
    await mkdir(join(dir, 'markers'));
    await writeFile(join(dir, markerSnapshotPath('buy')), '{"format":"markers/0"}');
    await expect(writeMarkerTiles(dir)).rejects.toThrow('Invalid marker snapshot');
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
