import { expect, test } from '@playwright/test';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSONVTTile } from '@maplibre/geojson-vt';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startProduct, type StartedProduct } from '../product/harness/start-product.ts';

/*
 * A deployed site with a map provider's style (PUBLIC_MAP_STYLE_URL): the build reads the style
 * and allows its hosts in the Content-Security-Policy, and the maps draw streets from them with
 * the provider's attribution. The provider is played by this test on three loopback ports (the
 * style and its TileJSON; the tiles; glyphs and sprite), so that each kind of resource comes from
 * a host the policy only knows from the style. The product is started for this test alone
 * (MAP_PRODUCT_PORT, +1, +2), built from a small demo.
 */

const productPort = Number(process.env.MAP_PRODUCT_PORT ?? 4397);
const attribution = '© Teststraten-bijdragers';

type Provider = { style: string; tiles: string; assets: string; asked: string[] };

/** A vector tile with one street across it and a named point in its middle, whatever its place. */
function streetTile(): Uint8Array {
  const tile = {
    features: [
      {
        type: 2,
        geometry: [
          [
            [0, 2048],
            [4096, 2048],
          ],
        ],
        tags: { kind: 'street' },
      },
      { type: 1, geometry: [[2048, 2048]], tags: { name: 'Teststraat' } },
    ],
  } as unknown as GeoJSONVTTile;
  return fromGeojsonVt({ streets: tile }, { version: 2, extent: 4096 });
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

async function startProvider(): Promise<{ provider: Provider; close: () => void }> {
  const asked: string[] = [];
  const png = await sharp({
    create: { width: 2, height: 2, channels: 4, background: '#c8553d' },
  })
    .png()
    .toBuffer();
  const tileBytes = streetTile();
  const urls = { style: '', tiles: '', assets: '' };
  const send = (response: ServerResponse, type: string, body: string | Uint8Array) => {
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(body);
  };
  const handler: Parameters<typeof createServer>[1] = (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    asked.push(`${request.headers.host}${path}`);
    if (path === '/style.json') {
      return send(
        response,
        'application/json',
        JSON.stringify({
          version: 8,
          name: 'Test streets',
          sources: { streets: { type: 'vector', url: `${urls.style}/tiles.json` } },
          glyphs: `${urls.assets}/fonts/{fontstack}/{range}.pbf`,
          sprite: `${urls.assets}/sprite`,
          layers: [
            { id: 'land', type: 'background', paint: { 'background-color': '#f4f1ea' } },
            {
              id: 'street',
              type: 'line',
              source: 'streets',
              'source-layer': 'streets',
              paint: { 'line-color': '#888', 'line-width': 4 },
            },
            {
              id: 'street-name',
              type: 'symbol',
              source: 'streets',
              'source-layer': 'streets',
              filter: ['has', 'name'],
              layout: { 'text-field': ['get', 'name'], 'text-font': ['Test Sans Regular'] },
            },
          ],
        }),
      );
    }
    if (path === '/tiles.json') {
      return send(
        response,
        'application/json',
        JSON.stringify({
          tilejson: '3.0.0',
          tiles: [`${urls.tiles}/streets/{z}/{x}/{y}.pbf`],
          minzoom: 0,
          maxzoom: 14,
          attribution,
          vector_layers: [{ id: 'streets', fields: { name: 'String', kind: 'String' } }],
        }),
      );
    }
    if (path.startsWith('/streets/')) return send(response, 'application/x-protobuf', tileBytes);
    // No glyph in the range: MapLibre asks, finds none and draws the street without its name.
    if (path.startsWith('/fonts/'))
      return send(response, 'application/x-protobuf', new Uint8Array());
    if (/^\/sprite(@2x)?\.json$/.test(path)) {
      return send(
        response,
        'application/json',
        JSON.stringify({ dot: { x: 0, y: 0, width: 2, height: 2, pixelRatio: 1 } }),
      );
    }
    if (/^\/sprite(@2x)?\.png$/.test(path)) return send(response, 'image/png', png);
    response.writeHead(404).end();
  };
  const servers = await Promise.all([listen(handler), listen(handler), listen(handler)]);
  [urls.style, urls.tiles, urls.assets] = servers.map(([, url]) => url) as [string, string, string];
  return {
    provider: { ...urls, asked },
    close: () => {
      for (const [server] of servers) server.close();
    },
  };
}

test.describe('a map provider’s style', () => {
  test.describe.configure({ timeout: 900_000 });
  let provider: Provider;
  let closeProvider: () => void;
  let product: StartedProduct;
  let dataDir: string;

  test.beforeAll(async () => {
    ({ provider, close: closeProvider } = await startProvider());
    dataDir = await mkdtemp(join(tmpdir(), 'map-style-'));
    product = await startProduct({
      port: productPort,
      dataDir,
      env: {
        DEMO_ESTATES: '12',
        PUBLIC_MAP_STYLE_URL: `${provider.style}/style.json`,
      },
    });
  });

  test.afterAll(async () => {
    await product?.stop();
    closeProvider?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('is allowed by the policy, draws its streets and names its sources', async ({ page }) => {
    const sitemap = await (await page.request.get(`${product.site}/sitemap-nl.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => path.startsWith('/nl/aanbod/'));
    let path: string | undefined;
    for (const candidate of paths) {
      const html = await (await page.request.get(`${product.site}${candidate}`)).text();
      if (html.includes('data-island="estate-map"')) {
        path = candidate;
        break;
      }
    }
    expect(path, 'a property page with a map').toBeDefined();

    // The policy the site sends names the three hosts, learnt from the style at build time.
    const response = await page.request.get(`${product.site}${path}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const connect = policy.split('; ').find((part) => part.startsWith('connect-src ')) ?? '';
    for (const origin of [provider.style, provider.tiles, provider.assets]) {
      expect(connect, origin).toContain(origin);
    }

    const cdp = await page.context().newCDPSession(page);
    const refused: unknown[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') refused.push(issue.details);
    });
    await cdp.send('Audits.enable');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${product.site}${path}`);
    const mount = page.locator('[data-island="estate-map"]');
    await mount.scrollIntoViewIfNeeded();
    await expect(mount).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });

    const host = (url: string) => new URL(url).host;
    const asked = (where: string, what: RegExp) =>
      provider.asked.some((entry) => entry.startsWith(host(where)) && what.test(entry));
    expect(asked(provider.style, /\/style\.json$/)).toBe(true);
    expect(asked(provider.style, /\/tiles\.json$/)).toBe(true);
    expect(asked(provider.tiles, /\/streets\/\d+\/\d+\/\d+\.pbf$/)).toBe(true);
    expect(asked(provider.assets, /\/sprite(@2x)?\.(json|png)$/)).toBe(true);
    await expect.poll(() => asked(provider.assets, /\/fonts\/Test Sans Regular\//)).toBe(true);

    expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    // MapLibre's attribution control, from the source's TileJSON.
    await expect(mount.locator('.maplibregl-ctrl-attrib-inner')).toContainText(attribution);
    await expect(mount.getByText(attribution)).toBeVisible();
    await cdp.detach();
  });
});
