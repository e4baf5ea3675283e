import { writeFile } from 'node:fs/promises';
import { buildCacheDir, buildRequest } from '../src/site/build-request.ts';
import { syncEstates } from '../src/site/loaders/estates-loader.ts';

/*
 * `node publish/estates-sync.ts`: the estates of a sharded full build, synced in a process
 * of their own (publish/site-build.ts). The shards start Astro and bundle the islands
 * meanwhile, and wait for the request's `estatesReady`, the file written here once every estate
 * file is in the content cache. The same sync as Astro's estates loader, with the same request
 * (src/site/build-request.ts: the cache, the handed summaries, the sync policy).
 */

const time = () => new Date().toTimeString().slice(0, 8);
const logger = {
  info: (message: string) => console.log(`${time()} [estates] ${message}`),
  warn: (message: string) => console.warn(`${time()} [estates] ${message}`),
};

try {
  const request = buildRequest();
  if (!request.estatesReady) throw new Error('the build request names no estatesReady file');
  await syncEstates({ cacheDir: buildCacheDir(request), logger });
  await writeFile(request.estatesReady, new Date().toISOString());
} catch (error) {
  console.error(`${time()} [estates] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The content service client keeps its connections open; the work is done.
process.exit(0);
