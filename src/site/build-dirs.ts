import { createHash } from 'node:crypto';
import { isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Where a build asked to write into `wanted` (default `dist/`) writes its pages. Astro keeps its
 * prerender bundle inside the output directory only when that lies inside the project; for any
 * other place every build shares `./.astro/.prerender/`, and two builds at once (tests, a bench,
 * a rebuild) break each other. So an output directory outside the project is built in
 * `.builds/<hash of the path>/` instead, and everything that serves a build asks this function.
 * @example buildOutDir('/tmp/site', '/work/main') // '/work/main/.builds/…'
 */
export function buildOutDir(wanted: string | undefined, cwd = process.cwd()): string {
  const path = resolve(cwd, wanted || 'dist');
  const inside = relative(cwd, path);
  if (inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)) return path;
  const key = createHash('sha256').update(path).digest('hex').slice(0, 16);
  return join(cwd, '.builds', key);
}
