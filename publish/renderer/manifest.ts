import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from '../../src/schemas/zod-browser.ts';

/*
 * What a renderer needs beside the prerender bundle to render a page's head as the static build
 * does: Astro's build app reads each route's stylesheets and the page-stage scripts from the
 * build's internals and options (headElements). The bundle build (bundle.ts) saves them here,
 * so a process that ran no build can render from the bundle alone (renderer.ts).
 */

export const renderManifestFile = 'render-manifest.json';

/** The locales of the catch-all page route; one place, for routeForPath and paramsOfPath. */
export const pageLanguages = ['nl', 'fr', 'en', 'de'] as const;

/** The catch-all localized route (`src/pages/[lang]/[...path].astro`). */
export const pageRoutePattern = '/[lang]/[...path]';

export const renderManifestSchema = z.strictObject({
  /** The code digest the bundle was built from (publish/site-build.ts's codeDigest). */
  codeDigest: z.string().min(1),
  /** Astro's `internals.pagesByKeys`, reduced to what headElements reads: each page's styles. */
  pagesByKeys: z.array(z.tuple([z.string(), z.strictObject({ styles: z.array(z.unknown()) })])),
  /** Astro's `internals.entrySpecifierToBundleMap`: island and script URLs. */
  entrySpecifierToBundleMap: z.array(z.tuple([z.string(), z.string()])),
  /** The settings' injected scripts (`settings.scripts`), of which pages render the page stage. */
  scripts: z.array(z.unknown()),
});

export type RenderManifest = z.infer<typeof renderManifestSchema>;

/** Validates a manifest, or throws naming the fields that are wrong. */
export function parseRenderManifest(value: unknown): RenderManifest {
  const parsed = renderManifestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`invalid render manifest:\n${z.prettifyError(parsed.error)}`);
}

/** The manifest a bundle build left in `bundleDir`. */
export async function readRenderManifest(bundleDir: string): Promise<RenderManifest> {
  const text = await readFile(join(bundleDir, renderManifestFile), 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`invalid render manifest in ${bundleDir}: not JSON`, { cause: error });
  }
  return parseRenderManifest(value);
}

const languagePath = new RegExp(`^/(${pageLanguages.join('|')})(/|$)`);

/**
 * Which route renders a path: a language's pages are the catch-all route's, whatever Astro's
 * matching by priority says (it gives `/nl/` to `[rewrites].ts`, one dynamic segment, where the
 * static build knows each path's route from the getStaticPaths that listed it); any other
 * path is left to Astro's matching (`null`).
 * @example isPageRoutePath('/nl/') // true
 */
export function isPageRoutePath(pathname: string): boolean {
  return languagePath.test(pathname);
}

/**
 * The catch-all route's params of a path, as its getStaticPaths lists them: the language and
 * the rest, decoded, without slashes around it (undefined for a language's home).
 * @example paramsOfPath('/fr/offre/12/a%C3%A9/') // { lang: 'fr', path: 'offre/12/aé' }
 */
export function paramsOfPath(pathname: string): { lang: string; path: string | undefined } {
  const match = languagePath.exec(pathname);
  if (!match) throw new Error(`not a page of the catch-all route: ${pathname}`);
  const rest = pathname
    .slice(match[1]!.length + 1)
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
  return { lang: match[1]!, path: rest === '' ? undefined : rest };
}

/**
 * The path of the catch-all route's params (paramsOfPath's inverse), each segment encoded as
 * the site's links are.
 * @example pathOfParams({ lang: 'fr', path: 'offre/12/aé' }) // '/fr/offre/12/a%C3%A9/'
 */
export function pathOfParams(params: Record<string, string | undefined>): string {
  const rest = (params.path ?? '').split('/').filter((segment) => segment !== '');
  return `/${[params.lang, ...rest.map(encodeURIComponent)].join('/')}/`;
}

/**
 * The key under which Astro's route cache finds a catch-all page's static path (its
 * getRouteGenerator for `/[lang]/[...path]`, trailingSlash 'ignore').
 * @example staticPathKey({ lang: 'nl', path: undefined }) // '/nl'
 */
export function staticPathKey(params: { lang: string; path: string | undefined }): string {
  return `/${params.lang}${params.path ? `/${params.path}` : ''}`;
}

/**
 * The file the static build writes for a path (build.format 'directory'): a page's
 * `index.html` in its directory, an endpoint's file (`robots.txt`, `_redirects`) as named.
 * Throws on a path that would leave the output directory.
 * @example outputFileOf('/nl/kopen/') // 'nl/kopen/index.html'
 */
export function outputFileOf(pathname: string): string {
  const decoded = decodeURIComponent(pathname);
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.includes('\0')))
    throw new Error(`a path that leaves the output directory: ${pathname}`);
  const last = segments.at(-1) ?? '';
  const isFile = /\.\w+$/.test(last) || last === '_redirects';
  return isFile && !decoded.endsWith('/')
    ? segments.join('/')
    : [...segments, 'index.html'].join('/');
}
