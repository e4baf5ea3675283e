import { astroSiteBuilder } from '../../publish/site-build.ts';

/**
 * Runs one full build the way the publisher does (content synced once, then the shards), into
 * BUILD_OUT_DIR, and prints its outcome; the parent times it and reads the processes' memory.
 */
const outDir = process.env.BUILD_OUT_DIR;
if (!outDir) throw new Error('BUILD_OUT_DIR is required');
const outcome = await astroSiteBuilder(process.env)(outDir, null, {
  changedIds: [],
  fullSync: false,
  onlyNamed: false,
});
console.log(JSON.stringify(outcome));
