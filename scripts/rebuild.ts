import { alertsStep, sitePublisher } from '../server/publish/site-build.ts';
import { startService } from '../service/server.ts';

/**
 * `npm run rebuild`: pulls from the content service, builds the site into a new directory and
 * publishes it atomically (`.builds/site/current`). The service down, a 5xx or too many invalid
 * records fail the build: the published site does not change.
 */
const service = process.env.CONTENT_SERVICE_URL
  ? undefined
  : await startService({ ...process.env, SERVICE_PORT: process.env.SERVICE_PORT ?? '0' });
const env = { ...process.env, ...(service ? { CONTENT_SERVICE_URL: service.url } : {}) };
// A running site server follows the new `current` by itself and its outbox worker delivers
// the alerts queued here.
const publisher = sitePublisher(env, { afterPublish: alertsStep(env) });
let code = 0;
try {
  const started = Date.now();
  await publisher.trigger();
  const status = await publisher.readStatus();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status.lastUnchangedAt && status.lastUnchangedAt > (status.lastPublishedAt ?? '')) {
    console.log(`nothing changed since ${status.current} was published (checked in ${seconds} s)`);
  } else {
    const build = status.lastBuild;
    const how =
      build?.mode === 'partial'
        ? `${build.changed} changed and ${build.removed} removed records rendered incrementally`
        : `full build${build?.reason ? `: ${build.reason}` : ''}`;
    console.log(`published ${status.current} (${status.lastPages} pages; ${how}) in ${seconds} s`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  const status = await publisher.readStatus();
  console.error(`still published: ${status.current ?? 'nothing yet'}`);
  code = 1;
}
await service?.close();
process.exit(code);
