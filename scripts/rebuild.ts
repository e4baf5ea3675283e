import { sitePublisher } from '../server/publish/site-build.ts';
import { startService } from '../service/server.ts';

/**
 * `npm run rebuild`: pulls from the content service, builds the site into a new directory and
 * publishes it atomically (`.builds/site/current`). The service down, a 5xx or too many invalid
 * records fail the build: the published site does not change.
 */
const service = process.env.CONTENT_SERVICE_URL
  ? undefined
  : await startService({ ...process.env, SERVICE_PORT: process.env.SERVICE_PORT ?? '0' });
const publisher = sitePublisher({
  ...process.env,
  ...(service ? { CONTENT_SERVICE_URL: service.url } : {}),
});
let code = 0;
try {
  await publisher.trigger();
  const status = await publisher.readStatus();
  console.log(
    `published ${status.current} (${status.lastPages} pages in ${((status.lastDurationMs ?? 0) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  const status = await publisher.readStatus();
  console.error(`still published: ${status.current ?? 'nothing yet'}`);
  code = 1;
}
await service?.close();
process.exit(code);
