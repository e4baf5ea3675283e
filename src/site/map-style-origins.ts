import { isRecord } from '../lib/is-record.ts';
/*
 * The hosts a map provider's style sends the browser to. A deployed site that sets
 * PUBLIC_MAP_STYLE_URL (a MapLibre style of OpenFreeMap, MapTiler, Stadia…) needs its tile,
 * glyph and sprite hosts in the Content-Security-Policy, or the browser refuses them and the map
 * stays blank. The build reads the style once, with a deadline, and the TileJSON documents its
 * sources point to, and puts their origins in the policy (build-security-headers.ts).
 */

/** How long the build waits for the style and each TileJSON document. */
export const mapStyleDeadlineMs = 10_000;

/** An http(s) URL resolved against `base` (templates such as `{z}` allowed), else null. */
function httpUrl(url: string, base: string): URL | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What a style names: the URLs the browser fetches, and the TileJSON documents still to read. */
export type StyleResources = {
  /** Absolute URLs of tiles (templates), glyphs, sprites and data files. */
  urls: string[];
  /** Absolute URLs of the TileJSON documents of sources given by `url`. */
  tileJsonUrls: string[];
};

/**
 * The resources of a MapLibre style (style specification v8): every source's `tiles` and, for
 * a source given by `url`, its TileJSON (read next: its tiles may live elsewhere), a GeoJSON
 * source's `data` URL and an image source's `url`; the `glyphs` template; the `sprite` (one URL
 * or a list of `{ id, url }`). Relative URLs are resolved against the style's own URL, as
 * MapLibre does; anything that is not http(s) (`mapbox://`, inline GeoJSON) is passed over.
 *
 * @example styleResources({ glyphs: 'https://fonts.example/{fontstack}/{range}.pbf' }, 'https://maps.example/style.json')
 * // { urls: ['https://fonts.example/{fontstack}/{range}.pbf'], tileJsonUrls: [] }
 */
export function styleResources(style: unknown, styleUrl: string): StyleResources {
  const urls: string[] = [];
  const tileJsonUrls: string[] = [];
  const add = (list: string[], url: unknown) => {
    const resolved = typeof url === 'string' ? httpUrl(url, styleUrl) : null;
    if (resolved) list.push(resolved.href);
  };
  if (!isRecord(style)) return { urls, tileJsonUrls };
  const sources = isRecord(style.sources) ? Object.values(style.sources) : [];
  for (const source of sources) {
    if (!isRecord(source)) continue;
    for (const tile of strings(source.tiles)) add(urls, tile);
    if (source.type === 'image' || source.type === 'video') {
      add(urls, source.url);
      for (const url of strings(source.urls)) add(urls, url);
    } else if (typeof source.url === 'string') {
      add(tileJsonUrls, source.url);
    }
    if (source.type === 'geojson') add(urls, source.data);
  }
  add(urls, style.glyphs);
  if (typeof style.sprite === 'string') add(urls, style.sprite);
  for (const sprite of Array.isArray(style.sprite) ? style.sprite : []) {
    if (isRecord(sprite)) add(urls, sprite.url);
  }
  return { urls, tileJsonUrls };
}

/** The tile URLs of a TileJSON document, resolved against its own URL. */
export function tileJsonTiles(tileJson: unknown, tileJsonUrl: string): string[] {
  if (!isRecord(tileJson)) return [];
  return strings(tileJson.tiles).flatMap((tile) => {
    const resolved = httpUrl(tile, tileJsonUrl);
    return resolved ? [resolved.href] : [];
  });
}

/** The distinct origins of some absolute URLs, in their first order. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = urls.flatMap((url) => {
    const parsed = httpUrl(url, url);
    return parsed ? [parsed.origin] : [];
  });
  return [...new Set(origins)];
}

async function readJson(url: string, fetcher: typeof fetch, timeoutMs: number): Promise<unknown> {
  const response = await fetcher(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Every origin the maps reach with the style at `styleUrl`: the style's own, its tiles (those
 * of its TileJSON documents too), glyphs, sprites and data. A style of the site itself (a path
 * such as the offline default `/map/style.json`) needs none. Each document is read once, within
 * `timeoutMs`; a style that cannot be read rejects, for the build to say so.
 */
export async function mapStyleOrigins(
  styleUrl: string | undefined,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<string[]> {
  const url = styleUrl?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return [];
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? mapStyleDeadlineMs;
  const style = await readJson(url, fetcher, timeoutMs);
  const { urls, tileJsonUrls } = styleResources(style, url);
  const tiles = await Promise.all(
    tileJsonUrls.map(async (tileJsonUrl) =>
      tileJsonTiles(await readJson(tileJsonUrl, fetcher, timeoutMs), tileJsonUrl),
    ),
  );
  return originsOf([url, ...tileJsonUrls, ...urls, ...tiles.flat()]);
}
