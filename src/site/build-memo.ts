/*
 * What a build computes once and shares between its pages (the site's data read from the
 * content cache, the page list, the render plan). Each copy of this module keeps its own
 * values, as module variables would, and registers them under one key of the global object so
 * that they can be dropped: a resident renderer (publish/renderer/) rebuilds again and again in
 * one process, and each rebuild must compute the data of its own build, not the last one's.
 * The renderer forgets the memos before each rebuild.
 */

/**
 * The one value of `name` in this process, made by `make` the first time: shared by every copy
 * of the module asking (a resident process loads a bundle's copy beside its own).
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`agency.${name}`);
  const slots = globalThis as { [key]?: T };
  return (slots[key] ??= make());
}

const registry = () => processWide('build-memos', () => new Set<Map<string, unknown>>());

/** This copy of the module's values. */
const memo = new Map<string, unknown>();

/** The value of `name` for this build: made once, by `make`, then shared. */
export function buildMemo<T>(name: string, make: () => T): T {
  registry().add(memo);
  if (!memo.has(name)) memo.set(name, make());
  return memo.get(name) as T;
}

/** Drops every copy's values: what a build read becomes garbage, and is made again if asked. */
export function forgetBuildMemo(): void {
  const memos = registry();
  for (const values of memos) values.clear();
  memos.clear();
}

/**
 * What the last build in this process kept for the next under `name`, if the same code
 * (`codeDigest`) made it, and `keep` to replace it with this build's. Unlike a memo it outlives
 * forgetBuildMemo, so a resident renderer's next rebuild starts from it; one slot per name for
 * every copy of this module (a renderer loads the bundle's beside its own), holding one value.
 */
export function keptForNextBuild<T>(
  name: string,
  codeDigest: string,
): { last: T | undefined; keep: (value: T) => void } {
  const slots = processWide(
    'kept-for-next-build',
    () => new Map<string, { codeDigest: string; value: unknown }>(),
  );
  const kept = slots.get(name);
  return {
    last: kept?.codeDigest === codeDigest ? (kept.value as T) : undefined,
    keep: (value) => slots.set(name, { codeDigest, value }),
  };
}
