import { alertsAfterPublish } from './forms/alerts.ts';
import { formsConfig } from './forms/runtime.ts';
import { publishingServer } from './published-site.ts';
import type { AfterPublish } from '../publish/publisher.ts';
import { residentRenderer, sidecar, sitePublisher } from '../publish/site-build.ts';

/**
 * The alerts of the forms after a publish: the listings that are new or cheaper
 * since the previous publish go to the confirmed subscribers they match, through the outbox of
 * the forms database, which the site server's worker delivers.
 */
export function alertsStep(env: NodeJS.ProcessEnv = process.env): AfterPublish {
  return async ({ previousDir, currentDir }) => {
    const result = await alertsAfterPublish(
      formsConfig(env),
      previousDir ? sidecar(previousDir, 'listings') : null,
      sidecar(currentDir, 'listings'),
    );
    if (result.queued > 0) {
      console.log(`alerts: ${result.queued} mails queued for ${result.subscribers} subscribers`);
    }
  };
}

/**
 * The publisher and the site server's front for it (hooks, schedule, the published build):
 * after each publish the new build is served at once, then the subscribers are alerted.
 */
export function publishingSite(
  env: NodeJS.ProcessEnv,
  createApp: Parameters<typeof publishingServer>[0]['createApp'],
) {
  let refresh = async () => {};
  const alerts = alertsStep(env);
  const publisher = sitePublisher(env, {
    renderer: residentRenderer(env),
    linkAhead: true,
    afterPublish: async (publish) => {
      await refresh();
      await alerts(publish);
    },
  });
  const front = publishingServer({ publisher, createApp, env });
  refresh = () => front.site.refresh();
  // What a crash left of a build is removed at the start, not only at the next rebuild.
  void publisher.cleanUp();
  return { publisher, front };
}
