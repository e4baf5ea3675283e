import { createHash } from 'node:crypto';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a build writes its pages: BUILD_OUT_DIR, default `dist/`. Astro keeps its prerender
 * bundle inside the output directory only when that lies inside the project; for any other
 * place every build shares `./.astro/.prerender/`, and two builds at once (tests, a bench, a
 * rebuild) break each other. So an output directory outside the project is built in
 * `.builds/<hash of the path>/` instead, and everything that serves a build asks this function.
 * @example buildOutDir({ BUILD_OUT_DIR: '/tmp/site' }, '/work/main') // '/work/main/.builds/…'
 */
export function buildOutDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const wanted = resolve(cwd, env.BUILD_OUT_DIR || 'dist');
  const inside = relative(cwd, wanted);
  if (inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)) return wanted;
  const key = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  return join(cwd, '.builds', key);
}

/**
 * Where a build keeps its content cache: Astro's data store and the files the loaders write
 * beside it (BUILD_CACHE_DIR, default `node_modules/.astro`), as a directory URL. The config
 * and the build-time readers of those files ask this one function.
 */
export function buildCacheDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): URL {
  return pathToFileURL(`${resolve(cwd, env.BUILD_CACHE_DIR || 'node_modules/.astro')}/`);
}
