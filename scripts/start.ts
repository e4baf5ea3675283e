import { serve } from '@hono/node-server';
import { formsConfig, startForms } from '../site-server/forms/runtime.ts';
import { publishingSite } from '../site-server/publishing-site.ts';
import { createSiteApp } from '../site-server/site-app.ts';
import { startService } from '../local-content-service/server.ts';
import { contentServiceFromEnv } from '../src/content-service/index.ts';
import { storeDemoPriceHistory } from './demo-price-history.ts';

/**
 * `npm start`: the whole product on the embedded default. Without CONTENT_SERVICE_URL the
 * local content service starts (seeding demo data on first run); then the site is built from
 * the service and published (`.builds/site…/current`; after the first run only what changed is
 * rendered again), the forms start (without SMTP_URL their mail is filed under DATA_DIR/mail)
 * and the site server serves the published build, the ajax routes and the rebuild hooks on
 * PORT (REBUILD_SECRET for `POST /hooks/rebuild`, REBUILD_INTERVAL seconds for a schedule).
 */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';
// One public address for the build's links, the mails' links and the service's CORS.
process.env.SITE_URL ||= `http://localhost:${port}`;

const service = process.env.CONTENT_SERVICE_URL ? undefined : await startService();
if (service) {
  process.env.CONTENT_SERVICE_URL = service.url;
  console.log(`local content service: ${service.url}`);
  await storeDemoPriceHistory(service.seeded, process.env);
}

const fail = async (what: string, error: unknown): Promise<never> => {
  console.error(`${what}; nothing is served.\n${error instanceof Error ? error.message : error}`);
  await service?.close();
  process.exit(1);
};

const contentService = contentServiceFromEnv(process.env);
const forms = await startForms({ config: formsConfig(process.env), contentService }).catch(
  (error: unknown) => fail('The forms could not start', error),
);

const { publisher, front } = publishingSite(process.env, (root) =>
  createSiteApp({ root, forms, contentService }),
);
try {
  await publisher.trigger();
} catch (error) {
  // The last good site stays live when the content service is down or its data is broken.
  if (!(await publisher.currentBuild())) await fail('The build failed', error);
  console.error(
    `The build failed; the last published site is served.\n${error instanceof Error ? error.message : error}`,
  );
}
await front.site.refresh();
const server = serve({ fetch: front.app.fetch, port, hostname });
// A port already taken (another server, a second `npm start`) ends the start with its reason.
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
}).catch((error: unknown) =>
  fail(`The site server could not listen on ${hostname}:${port}`, error),
);

const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
const status = await publisher.readStatus();
console.log(`\nThe site is ready (${status.current}):`);
for (const locale of ['nl', 'fr', 'en', 'de']) console.log(`  ${origin}/${locale}/`);
console.log(`content service: ${process.env.CONTENT_SERVICE_URL}`);
console.log(`mail: ${forms.mailer.target}\nStop with Ctrl+C.`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  front.stop();
  server.close();
  void forms
    .close()
    .then(() => service?.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('stopping failed:', error);
        process.exit(1);
      },
    );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
