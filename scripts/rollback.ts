import { sitePublisher } from '../publish/site-build.ts';

/** `npm run rollback`: serves the build before the current one again, at once. */
const publisher = sitePublisher();
const previous = await publisher.rollback();
if (previous) {
  console.log(`now serving ${previous}`);
} else {
  console.error('no earlier build to roll back to');
  process.exit(1);
}
