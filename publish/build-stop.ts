/*
 * An incremental build whose data turns out to be the published build's stops before Vite
 * bundles anything (integrations/redirect-stubs.ts). An `astro build` process simply exits
 * with 0. A resident build worker (publish/resident-astro.ts) must not exit: there the
 * build stops by throwing an error marked as "nothing to render", which the worker answers as a
 * successful build.
 */

import type { BuildRequest } from '../src/site/build-request.ts';

const marker = Symbol.for('agency.nothing-to-render');

/** Whether an error (or an error it wraps) is a build stopped with nothing to render. */
export function isNothingToRender(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 8; depth += 1) {
    if ((at as Error & { [marker]?: true })[marker]) return true;
    at = at.cause;
  }
  return false;
}

/** Stops this build: nothing changed since the published build, so nothing is rendered. */
export function stopBuildUnchanged(request: Pick<BuildRequest, 'inResidentWorker'>): never {
  if (request.inResidentWorker) {
    const stop = new Error('nothing changed since the published build; nothing to render');
    throw Object.assign(stop, { [marker]: true });
  }
  process.exit(0);
}
