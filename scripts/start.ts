import { serve } from '@hono/node-server';
import { build } from 'astro';
import { formsConfig, startForms } from '../server/forms/runtime.ts';
import { createSiteApp } from '../server/site-app.ts';
import { startService } from '../service/server.ts';
import { contentServiceFromEnv } from '../src/content-service/index.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';

/**
 * `npm start`: the whole product on the embedded default. Without CONTENT_SERVICE_URL the
 * local content service starts (seeding demo data on first run); then the site is built from
 * the service, the forms start (without SMTP_URL their mail is filed under DATA_DIR/mail) and
 * the site server serves the build and the ajax routes on PORT.
 */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';
// One public address for the build's links, the mails' links and the service's CORS.
process.env.SITE_URL ||= `http://localhost:${port}`;

const service = process.env.CONTENT_SERVICE_URL ? undefined : await startService();
if (service) {
  process.env.CONTENT_SERVICE_URL = service.url;
  console.log(`local content service: ${service.url}`);
}

const fail = async (what: string, error: unknown): Promise<never> => {
  console.error(`${what}; nothing is served.\n${error instanceof Error ? error.message : error}`);
  await service?.close();
  process.exit(1);
};

try {
  await build({ logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn' });
} catch (error) {
  await fail('The build failed', error);
}

const contentService = contentServiceFromEnv(process.env);
const forms = await startForms({ config: formsConfig(process.env), contentService }).catch(
  (error: unknown) => fail('The forms could not start', error),
);
const app = await createSiteApp({ root: buildOutDir(), forms, contentService });
const server = serve({ fetch: app.fetch, port, hostname });
await new Promise<void>((resolve) => server.once('listening', resolve));

const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
console.log(`\nThe site is ready:`);
for (const locale of ['nl', 'fr', 'en', 'de']) console.log(`  ${origin}/${locale}/`);
console.log(`content service: ${process.env.CONTENT_SERVICE_URL}`);
console.log(`mail: ${forms.mailer.target}\nStop with Ctrl+C.`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
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
