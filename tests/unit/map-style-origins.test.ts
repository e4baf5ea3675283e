import { describe, expect, it } from 'vitest';
import {
  mapStyleOrigins,
  originsOf,
  styleResources,
  tileJsonTiles,
} from '../../src/site/map-style-origins.ts';
import { buildPolicyInputs } from '../../src/site/build-security-headers.ts';
import { contentSecurityPolicy } from '../../src/site/security-headers.ts';

/** A style shaped like OpenFreeMap's: a TileJSON source, glyphs and one sprite on its host. */
const openFreeMapLike = {
  version: 8,
  sources: {
    openmaptiles: { type: 'vector', url: 'https://tiles.openfreemap.org/planet' },
    ne2_shaded: {
      type: 'raster',
      tiles: ['https://tiles.openfreemap.org/natural_earth/ne2sr/{z}/{x}/{y}.png'],
    },
  },
  glyphs: 'https://tiles.openfreemap.org/fonts/{fontstack}/{range}.pbf',
  sprite: 'https://tiles.openfreemap.org/sprites/ofm_f384/ofm',
  layers: [],
};

/** A fetch that answers from a table of URLs, and records what was asked. */
function tableFetch(table: Record<string, unknown>) {
  const asked: string[] = [];
  const fetcher = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    return url in table
      ? new Response(JSON.stringify(table[url]), {
          headers: { 'content-type': 'application/json' },
        })
      : new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe('the resources of a map style', () => {
  it('lists tiles, glyphs and the sprite, and the TileJSON documents to read', () => {
    expect(styleResources(openFreeMapLike, 'https://tiles.openfreemap.org/styles/liberty')).toEqual(
      {
        urls: [
          'https://tiles.openfreemap.org/natural_earth/ne2sr/%7Bz%7D/%7Bx%7D/%7By%7D.png',
          'https://tiles.openfreemap.org/fonts/%7Bfontstack%7D/%7Brange%7D.pbf',
          'https://tiles.openfreemap.org/sprites/ofm_f384/ofm',
        ],
        tileJsonUrls: ['https://tiles.openfreemap.org/planet'],
      },
    );
  });

  it('reads a list of sprites and resolves relative URLs against the style', () => {
    const { urls } = styleResources(
      {
        sprite: [
          { id: 'default', url: 'https://sprites.example/base' },
          { id: 'extra', url: '/sprites/extra' },
        ],
        sources: { towns: { type: 'geojson', data: 'towns.json' } },
      },
      'https://maps.example/styles/light/style.json',
    );
    expect(originsOf(urls)).toEqual(['https://maps.example', 'https://sprites.example']);
    expect(urls).toContain('https://maps.example/styles/light/towns.json');
  });

  it('passes over what the browser does not fetch over http(s)', () => {
    const resources = styleResources(
      {
        sources: {
          inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
          old: { type: 'vector', url: 'mapbox://mapbox.mapbox-streets-v8' },
        },
        glyphs: 'javascript:alert(1)',
      },
      'https://maps.example/style.json',
    );
    expect(resources).toEqual({ urls: [], tileJsonUrls: [] });
  });

  it('reads the tiles of a TileJSON document, relative ones too', () => {
    expect(
      tileJsonTiles(
        { tiles: ['https://a.tiles.example/{z}/{x}/{y}.pbf', '{z}/{x}/{y}.pbf'] },
        'https://b.example/v3/tiles.json',
      ),
    ).toEqual([
      'https://a.tiles.example/%7Bz%7D/%7Bx%7D/%7By%7D.pbf',
      'https://b.example/v3/%7Bz%7D/%7Bx%7D/%7By%7D.pbf',
    ]);
  });
});

describe('the origins of a provider style', () => {
  it('needs none for a style of the site itself', async () => {
    const { fetcher, asked } = tableFetch({});
    expect(await mapStyleOrigins('/map/style.json', { fetch: fetcher })).toEqual([]);
    expect(await mapStyleOrigins(undefined, { fetch: fetcher })).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('follows a TileJSON source to a tile host of its own', async () => {
    const { fetcher, asked } = tableFetch({
      'https://maps.example/style.json': {
        ...openFreeMapLike,
        sources: { base: { type: 'vector', url: 'https://api.example/tiles.json?key=k' } },
        glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
        sprite: 'https://maps.example/sprite',
      },
      'https://api.example/tiles.json?key=k': { tiles: ['https://tiles.example/{z}/{x}/{y}.pbf'] },
    });
    expect(await mapStyleOrigins('https://maps.example/style.json', { fetch: fetcher })).toEqual([
      'https://maps.example',
      'https://api.example',
      'https://fonts.example',
      'https://tiles.example',
    ]);
    expect(asked).toHaveLength(2);
  });

  it('rejects when the style cannot be read, or not in time', async () => {
    const { fetcher } = tableFetch({});
    await expect(
      mapStyleOrigins('https://maps.example/style.json', { fetch: fetcher }),
    ).rejects.toThrow(/404/);
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    await expect(
      mapStyleOrigins('https://maps.example/style.json', { fetch: hanging, timeoutMs: 20 }),
    ).rejects.toThrow();
  });
});

describe('the build policy with a provider style', () => {
  const env = {
    PUBLIC_CONTENT_SERVICE_URL: 'https://api.immo.be',
    PUBLIC_MAP_STYLE_URL: 'https://maps.example/style.json',
  };

  it('allows the style, tile, glyph and sprite hosts to be fetched and drawn', async () => {
    const { fetcher } = tableFetch({
      'https://maps.example/style.json': {
        version: 8,
        sources: { base: { type: 'vector', tiles: ['https://tiles.example/{z}/{x}/{y}.pbf'] } },
        glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
        sprite: 'https://sprites.example/sprite',
        layers: [],
      },
    });
    const policy = contentSecurityPolicy(await buildPolicyInputs(env, { fetch: fetcher }));
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    for (const name of ['connect-src', 'img-src']) {
      expect(directive(name), name).toEqual(
        expect.arrayContaining([
          'https://tiles.example',
          'https://fonts.example',
          'https://sprites.example',
        ]),
      );
    }
    expect(directive('connect-src')).toContain('https://maps.example');
    expect(directive('script-src')).not.toContain('https://tiles.example');
  });

  it('says so and allows the style host alone when the style cannot be read', async () => {
    const { fetcher } = tableFetch({});
    const warnings: string[] = [];
    const inputs = await buildPolicyInputs(env, {
      fetch: fetcher,
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toEqual([expect.stringContaining('https://maps.example/style.json')]);
    expect(inputs.mapOrigins).toBeUndefined();
    expect(contentSecurityPolicy(inputs)).toContain(
      "connect-src 'self' https://api.immo.be https://maps.example;",
    );
  });
});
