/*
 * What a build computes once and shares between its pages (the site's data read from the
 * content cache, the page list, the render plan): kept for the process, under one key of the
 * global object rather than in module variables. A build's bundled modules stay loaded in a
 * resident build worker (server/publish/resident-astro.ts) after it, as ES modules are never
 * unloaded; with the data in module variables, each build would keep its data too (about
 * 100 MB at 10,000 estates). The worker forgets the memo around each build.
 */

const memoKey = Symbol.for('agency.build-memo');
const processWide = globalThis as { [memoKey]?: Map<string, unknown> };

/** The value of `name` for this build: made once, by `make`, then shared. */
export function buildMemo<T>(name: string, make: () => T): T {
  const memo = (processWide[memoKey] ??= new Map());
  if (!memo.has(name)) memo.set(name, make());
  return memo.get(name) as T;
}

/** Forgets every value: the next build makes its own. */
export function forgetBuildMemo(): void {
  delete processWide[memoKey];
}
