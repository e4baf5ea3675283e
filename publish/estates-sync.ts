import { writeFile } from 'node:fs/promises';
import { buildCacheDir } from '../src/site/build-dirs.ts';
import { syncEstates } from '../src/site/loaders/estates-loader.ts';

/*
 * `node publish/estates-sync.ts`: the estates of a sharded full build, synced in a process
 * of their own (publish/site-build.ts). The shards start Astro and bundle the islands
 * meanwhile, and wait for BUILD_ESTATES_READY, the file written here once every estate file is
 * in the content cache (BUILD_CACHE_DIR). The same sync as Astro's estates loader, with the same
 * environment (the service, the handed summaries, the sync policy).
 */

const time = () => new Date().toTimeString().slice(0, 8);
const logger = {
  info: (message: string) => console.log(`${time()} [estates] ${message}`),
  warn: (message: string) => console.warn(`${time()} [estates] ${message}`),
};

const ready = process.env.BUILD_ESTATES_READY;
if (!ready) {
  console.error('BUILD_ESTATES_READY is required');
  process.exit(2);
}
try {
  await syncEstates({ cacheDir: buildCacheDir(process.env), logger });
  await writeFile(ready, new Date().toISOString());
} catch (error) {
  console.error(`${time()} [estates] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The content service client keeps its connections open; the work is done.
process.exit(0);
