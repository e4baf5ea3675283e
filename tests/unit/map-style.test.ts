import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import {
  countFont,
  defaultMapStyleUrl,
  detailZoom,
  STREET_ZOOM,
  localCountFont,
  mapStyleUrl,
} from '../../src/features/map/map-style.ts';
import {
  clusterLayerId,
  markerLayers,
  markerMapData,
  markerSource,
  markerSourceId,
  markerTilesSource,
  markerTilesSourceId,
  pointLayerId,
} from '../../src/features/map/cluster-layers.ts';
import { markersToGeoJson } from '../../src/domain/map-markers.ts';

const publicDir = new URL('../../public/', import.meta.url);
const styleText = readFileSync(new URL('map/style.json', publicDir), 'utf8');
const style = JSON.parse(styleText) as StyleSpecification;
const geoJsonUrl = new URL('map/belgium.json', publicDir);

type Position = [number, number];
type Feature = {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
};
const belgium = JSON.parse(readFileSync(geoJsonUrl, 'utf8')) as {
  source: string;
  features: Feature[];
};
const ofKind = (kind: string) => belgium.features.filter((f) => f.properties.kind === kind);

/** Ray casting: whether a point lies inside a closed ring. */
function insideRing([x, y]: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('the default map style', () => {
  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('draws an outline over every fill it does not antialias, so no edge shows jagged', () => {
    const layers = style.layers;
    const plainFills = layers.filter(
      (layer) => layer.type === 'fill' && layer.paint?.['fill-antialias'] === false,
    );
    expect(plainFills.length).toBeGreaterThan(0);
    for (const fill of plainFills) {
      if (fill.type !== 'fill') continue;
      const outlinedAbove = layers
        .slice(layers.indexOf(fill) + 1)
        .some(
          (layer) =>
            layer.type === 'line' &&
            layer.source === fill.source &&
            JSON.stringify(layer.filter) === JSON.stringify(fill.filter),
        );
      expect(outlinedAbove, fill.id).toBe(true);
    }
  });

  it('stays valid with the listing map’s clustered and tiled sources and layers on top', () => {
    const withMarkers: StyleSpecification = {
      ...style,
      sources: {
        ...style.sources,
        [markerSourceId]: {
          ...markerSource(),
          data: markerMapData(
            markersToGeoJson([
              { id: 1, type: 2, headType: 1, status: 1, isProject: false, lat: 50.8, lon: 4.3 },
            ]),
          ),
        },
        [markerTilesSourceId]: markerTilesSource({
          tiles: ['https://immo.test/markers/tiles/buy/1f0c22aa/{z}/{x}/{y}.pbf'],
          minzoom: 0,
          maxzoom: 10,
          bounds: [2.5, 49.5, 6.4, 51.5],
        }),
      },
      layers: [
        ...style.layers,
        ...markerLayers({ countFont: countFont(style), localeTag: 'nl-BE' }),
        ...markerLayers({
          countFont: countFont(style),
          localeTag: 'nl-BE',
          tiles: { maxzoom: 10 },
        }),
      ],
    };
    expect(validateStyleMin(withMarkers)).toEqual([]);
  });

  it('works offline: no glyph server, no sprite, no address on another host', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(styleText).not.toMatch(/https?:\/\//);
  });

  it('reads only files that exist in public/', () => {
    const urls = Object.values(style.sources).flatMap((source) =>
      'data' in source && typeof source.data === 'string' ? [source.data] : [],
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith('/')).toBe(true);
      expect(statSync(new URL(`.${url}`, publicDir)).isFile()).toBe(true);
    }
  });

  it('labels towns in the language of the page, through the global state', () => {
    expect(style.state?.lang).toEqual({ default: 'nl' });
    const labels = style.layers.find((layer) => layer.id === 'town-label');
    expect(JSON.stringify(labels)).toContain('"global-state","lang"');
  });
});

describe('the bundled map of Belgium', () => {
  it('stays small: a few tens of KB, a few KB compressed', () => {
    expect(statSync(geoJsonUrl).size).toBeLessThan(50_000);
    expect(gzipSync(readFileSync(geoJsonUrl)).length).toBeLessThan(8_000);
  });

  it('says where its shapes come from', () => {
    expect(belgium.source).toMatch(/Natural Earth/);
  });

  it('has the outline, the language border, Brussels and towns', () => {
    expect(ofKind('country')).toHaveLength(1);
    expect(ofKind('region-border')).toHaveLength(1);
    expect(ofKind('capital-region')).toHaveLength(1);
    expect(ofKind('town').length).toBeGreaterThanOrEqual(12);
  });

  it('puts every town inside Belgium and Brussels inside the capital region', () => {
    const [outline] = (ofKind('country')[0]!.geometry.coordinates as Position[][]) ?? [];
    const [capital] = ofKind('capital-region')[0]!.geometry.coordinates as Position[][];
    for (const town of ofKind('town')) {
      const point = town.geometry.coordinates as Position;
      expect(insideRing(point, outline!), String(town.properties.name)).toBe(true);
    }
    const brussels = ofKind('town').find((town) => town.properties.name_en === 'Brussels')!;
    expect(insideRing(brussels.geometry.coordinates as Position, capital!)).toBe(true);
    const antwerp = ofKind('town').find((town) => town.properties.name_en === 'Antwerp')!;
    expect(insideRing(antwerp.geometry.coordinates as Position, capital!)).toBe(false);
  });

  it('names every town locally, and in a language only where that name differs', () => {
    for (const town of ofKind('town')) {
      const { name, name_nl, name_fr, name_en, name_de } = town.properties;
      expect(typeof name).toBe('string');
      for (const translated of [name_nl, name_fr, name_en, name_de]) {
        if (translated !== undefined) expect(translated).not.toBe(name);
      }
    }
    const liege = ofKind('town').find((town) => town.properties.name === 'Liège')!;
    expect(liege.properties).toMatchObject({ name_nl: 'Luik', name_de: 'Lüttich' });
  });

  it('shows the main towns from the country view and the others as the map zooms in', () => {
    const ranks = new Set(ofKind('town').map((town) => town.properties.rank));
    expect([...ranks].sort()).toEqual([1, 2, 3]);
    expect(ofKind('town').filter((town) => town.properties.rank === 1).length).toBeLessThan(15);
  });

  it('closes its outline ring', () => {
    const [ring] = ofKind('country')[0]!.geometry.coordinates as Position[][];
    expect(ring![0]).toEqual(ring![ring!.length - 1]);
  });
});

describe('mapStyleUrl', () => {
  it('uses the offline style unless PUBLIC_MAP_STYLE_URL names another', () => {
    expect(mapStyleUrl(undefined)).toBe(defaultMapStyleUrl);
    expect(mapStyleUrl('  ')).toBe(defaultMapStyleUrl);
    expect(mapStyleUrl('https://tiles.example/style.json')).toBe(
      'https://tiles.example/style.json',
    );
  });
});

describe('detailZoom', () => {
  it('shows a property at street level unless the style asks otherwise', () => {
    expect(detailZoom(undefined)).toBe(STREET_ZOOM);
    expect(detailZoom({ 'agency:detail-zoom': 'far' })).toBe(STREET_ZOOM);
    expect(detailZoom({ 'agency:detail-zoom': 9 })).toBe(9);
  });

  it('shows the towns around a property on the offline style, which has no streets', () => {
    expect(detailZoom(style.metadata)).toBeLessThan(STREET_ZOOM);
  });
});

describe('countFont', () => {
  const glyphs = 'https://tiles.example/fonts/{fontstack}/{range}.pbf';

  it('takes the font the style declares for counts', () => {
    expect(countFont(style)).toEqual(['Arial Bold', 'Helvetica Bold', 'sans-serif']);
  });

  it('borrows a font the glyph server has: the style’s first symbol font', () => {
    expect(
      countFont({
        glyphs,
        layers: [
          { type: 'fill' },
          { type: 'symbol', layout: { 'text-font': ['get', 'font'] } },
          { type: 'symbol', layout: { 'text-font': ['Noto Sans Bold'] } },
        ],
      }),
    ).toEqual(['Noto Sans Bold']);
    expect(
      countFont({
        glyphs,
        layers: [{ type: 'symbol', layout: { 'text-font': ['literal', ['Noto Sans Medium']] } }],
      }),
    ).toEqual(['Noto Sans Medium']);
  });

  it('falls back to the specification’s default stack on a glyph server with no hint', () => {
    expect(countFont({ glyphs, layers: [] })).toEqual([
      'Open Sans Regular',
      'Arial Unicode MS Regular',
    ]);
  });

  it('uses local bold fonts when the style has no glyph server', () => {
    expect(countFont({ layers: [] })).toEqual(localCountFont);
  });
});

describe('markerLayers', () => {
  const layers = markerLayers({ countFont: ['Noto Sans Bold'], localeTag: 'fr-BE' });

  it('draws clusters and single listings from the one clustered source', () => {
    expect(layers.map((layer) => layer.id)).toContain(clusterLayerId);
    expect(layers.map((layer) => layer.id)).toContain(pointLayerId);
    for (const layer of layers) expect('source' in layer && layer.source).toBe(markerSourceId);
    expect(markerSource()).toMatchObject({ type: 'geojson', cluster: true });
  });

  it('writes counts with the visitor’s digit grouping, in the given font', () => {
    const counts = layers.find((layer) => layer.type === 'symbol');
    expect(JSON.stringify(counts)).toContain('"locale":"fr-BE"');
    expect(counts?.layout?.['text-font' as never]).toEqual(['Noto Sans Bold']);
  });
});
