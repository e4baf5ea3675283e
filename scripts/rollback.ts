import { join } from 'node:path';
import { cdnPurgeStep } from '../publish/cdn-purge.ts';
import { sitePublisher } from '../publish/site-build.ts';

/**
 * `npm run rollback`: serves the build before the current one again, at once; then a CDN in
 * front forgets the URLs whose files differ between the two (publish/cdn-purge.ts).
 */
const publisher = sitePublisher();
const left = await publisher.currentBuild();
const previous = await publisher.rollback();
if (previous) {
  console.log(`now serving ${previous}`);
  if (left) {
    await cdnPurgeStep(
      process.env,
      publisher.root,
    )?.({
      previousDir: join(publisher.root, left),
      currentDir: join(publisher.root, previous),
    });
  }
} else {
  console.error('no earlier build to roll back to');
  process.exit(1);
}
