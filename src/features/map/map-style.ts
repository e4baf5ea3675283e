/*
 * Which map style the maps draw on, and what the map's own layers borrow from it.
 *
 * The default style (public/map/style.json) is self-contained so the demo and the tests run
 * without a tile server or internet: a light background with Belgium's outline, the language
 * border, the Brussels-Capital Region and the demo's towns, from a small GeoJSON
 * (public/map/belgium.json names its sources: Natural Earth 1:50m, public domain, and the demo
 * data's towns). It sets no `glyphs` URL: MapLibre GL JS draws text with the browser's fonts
 * when a style has none (since 5.11), so town names and cluster counts need no glyph files.
 */

/** The self-contained default style, served from public/. */
export const defaultMapStyleUrl = '/map/style.json';

/**
 * The style the maps use: `PUBLIC_MAP_STYLE_URL` when the build sets it (a vector-tile style of
 * a map provider, say), else the offline default. Vite inlines the variable at build time.
 */
export function mapStyleUrl(
  configured: string | undefined = import.meta.env.PUBLIC_MAP_STYLE_URL as string | undefined,
): string {
  const url = configured?.trim();
  return url ? url : defaultMapStyleUrl;
}

/** The style fields `countFont` reads; a full MapLibre style fits. */
export type StyleFontSource = {
  glyphs?: string | undefined;
  metadata?: unknown;
  layers?: readonly { type: string; layout?: Record<string, unknown> | undefined }[];
};

/**
 * Local fonts for cluster counts when the style has no glyph server: MapLibre reads the weight
 * out of the first name ("Bold") and falls back through the list to the browser's sans-serif.
 */
export const localCountFont: readonly string[] = ['Arial Bold', 'Helvetica Bold', 'sans-serif'];

/** Operators a data-driven `text-font` starts with; such a value names no fixed stack. */
const fontExpressionOperators = new Set([
  'get',
  'case',
  'match',
  'coalesce',
  'step',
  'interpolate',
  'let',
  'var',
  'at',
  'concat',
  'to-string',
  'global-state',
]);

/** A literal font stack (also inside `['literal', [...]]`), or null for anything else. */
function fontList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (value[0] === 'literal') return value.length === 2 ? fontList(value[1]) : null;
  if (fontExpressionOperators.has(value[0] as string)) return null;
  return value.every((name) => typeof name === 'string' && name !== '')
    ? [...(value as string[])]
    : null;
}

/**
 * The font stack of the cluster counts, which the map adds on top of any style. A style with a
 * glyph server only serves its own font stacks, so the counts borrow one: the style's
 * `agency:count-font` metadata, else the first literal `text-font` of its symbol layers. Without
 * a glyph server any local font works, and the bold local stack reads best on a small disc.
 *
 * @example countFont({ glyphs: 'https://tiles.example/{fontstack}/{range}.pbf', layers: [
 *   { type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } }] }) // ['Noto Sans Regular']
 */
export function countFont(style: StyleFontSource): string[] {
  const metadata = style.metadata;
  const declared =
    metadata && typeof metadata === 'object'
      ? fontList((metadata as Record<string, unknown>)['agency:count-font'])
      : null;
  if (declared) return declared;
  if (!style.glyphs) return [...localCountFont];
  for (const layer of style.layers ?? []) {
    if (layer.type !== 'symbol') continue;
    const fonts = fontList(layer.layout?.['text-font']);
    if (fonts) return fonts;
  }
  // The style specification's own default stack, which glyph servers commonly carry.
  return ['Open Sans Regular', 'Arial Unicode MS Regular'];
}

/** Street level: close enough to find the spot, wide enough to see the neighbourhood. */
export const STREET_ZOOM = 14;

/**
 * The zoom of a single property's map: what the style asks for (`agency:detail-zoom` in its
 * metadata), else street level. A style without streets, like the offline default, does better
 * showing the towns around the property than an empty street.
 * @example detailZoom({ 'agency:detail-zoom': 11 }) // 11
 */
export function detailZoom(metadata: unknown): number {
  const zoom =
    metadata && typeof metadata === 'object'
      ? (metadata as Record<string, unknown>)['agency:detail-zoom']
      : undefined;
  return typeof zoom === 'number' && Number.isFinite(zoom) ? zoom : STREET_ZOOM;
}
