import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildRequest } from '../build-request.ts';

/*
 * A sharded full build (publish/site-build.ts) syncs the estates in a process of its own
 * while the shards start Astro and bundle the islands; the build request's `estatesReady` names
 * the file that process writes once the estates' files are complete. The build-time readers of
 * those files wait for it here; without one (every other build) there is nothing to wait for.
 */

let ready: Promise<void> | undefined;

/** Resolves once the estates are synced; rejects after `limitMs` without them. */
export function estatesSynced(
  file: string | null = buildRequest().estatesReady,
  limitMs = 30 * 60_000,
): Promise<void> {
  if (!file) return Promise.resolve();
  ready ??= (async () => {
    const deadline = Date.now() + limitMs;
    while (!existsSync(file)) {
      if (Date.now() > deadline) {
        throw new Error(`the estates were not synced within ${limitMs / 60_000} minutes`);
      }
      await sleep(50);
    }
  })();
  return ready;
}
