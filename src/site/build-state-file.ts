import { readFile } from 'node:fs/promises';
import type { WrittenBuildState } from './build-state.ts';

/**
 * The state file a build wrote beside itself (build-plan.ts), or null when there is none or it
 * cannot be read: a missing or broken state only means the next build renders everything.
 */
export async function readWrittenState(
  file: string | null | undefined,
): Promise<WrittenBuildState | null> {
  if (!file) return null;
  return readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as WrittenBuildState)
    .catch(() => null);
}
