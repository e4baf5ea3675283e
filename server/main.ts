import { serve } from '@hono/node-server';
import { contentServiceFromEnv } from '../src/content-service/index.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';
import { formsConfig, startForms } from './forms/runtime.ts';
import { createSiteApp } from './site-app.ts';

/**
 * The site server alone, on the last build: `node server/main.ts` (PORT, HOST, SITE_ROOT or
 * BUILD_OUT_DIR; CONTENT_SERVICE_URL and SITE_ID for the ajax routes; SITE_URL, SMTP_URL,
 * DATA_DIR, TRUST_PROXY for the forms). The forms' outbox starts first, so mail that an earlier
 * run accepted goes out even before the first visitor.
 */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';
const contentService = contentServiceFromEnv(process.env);
const forms = await startForms({ config: formsConfig(process.env), contentService });
const app = await createSiteApp({
  root: process.env.SITE_ROOT || buildOutDir(),
  forms,
  contentService,
});
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`site server listening on http://${hostname}:${port}`);
  console.log(`mail: ${forms.mailer.target}`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // New connections are refused at once; mail being sent is recorded before the outbox closes.
  server.close();
  void forms.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('closing the forms failed:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
