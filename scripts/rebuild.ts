import { parseArgs } from 'node:util';
import { sitePublisher } from '../publish/site-build.ts';
import { alertsStep } from '../site-server/publishing-site.ts';
import { startService } from '../local-content-service/server.ts';

/**
 * `npm run rebuild [-- --full] [-- --estates 12,40]`: pulls from the content service, renders
 * what changed since the published build into a new directory and publishes it atomically
 * (`.builds/site…/current`); nothing changed → nothing is published. The service down, a 5xx or too many invalid
 * records fail the build: the published site does not change.
 */
const service = process.env.CONTENT_SERVICE_URL
  ? undefined
  : await startService({ ...process.env, SERVICE_PORT: process.env.SERVICE_PORT ?? '0' });
// `--full`: fetch every full record again; `--estates 12,40`: these changed (see sync-policy.ts).
const { values: flags } = parseArgs({
  options: { full: { type: 'boolean', default: false }, estates: { type: 'string', default: '' } },
});
const hints = {
  fullSync: flags.full,
  changedIds: flags.estates
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean),
};
const env = { ...process.env, ...(service ? { CONTENT_SERVICE_URL: service.url } : {}) };
// A running site server follows the new `current` by itself and its outbox worker delivers
// the alerts queued here.
const publisher = sitePublisher(env, { afterPublish: alertsStep(env) });
let code = 0;
try {
  const started = Date.now();
  await publisher.trigger(hints);
  const status = await publisher.readStatus();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status.lastUnchangedAt && status.lastUnchangedAt > (status.lastPublishedAt ?? '')) {
    const how = status.lastUnchangedBeforeBuild ? 'before starting a build' : 'by the build';
    console.log(
      `nothing changed since ${status.current} was published (checked ${how} in ${seconds} s)`,
    );
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
