import { renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Writes a file whole or not at all (a temporary file renamed over it): a build stopped
 * half-way (killed, or a failed shard stopping the others) never leaves a cut JSON file in the
 * content cache for the next build to read.
 */
export async function writeFileAtomic(
  path: string | URL,
  data: string | Uint8Array,
): Promise<void> {
  const target = typeof path === 'string' ? path : fileURLToPath(path);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

/** writeFileAtomic with blocking calls, for loops over thousands of small files. */
export function writeFileAtomicSync(path: string, data: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
