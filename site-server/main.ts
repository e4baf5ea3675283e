import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { contentServiceFromEnv } from '../src/content-service/index.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';
import { formsConfig, startForms } from './forms/runtime.ts';
import { publishDirs } from '../publish/site-build.ts';
import { publishingSite } from './publishing-site.ts';
import { createSiteApp } from './site-app.ts';

/**
 * The site server alone: `node site-server/main.ts` (PORT, HOST; CONTENT_SERVICE_URL and SITE_ID
 * for the ajax routes and the rebuilds; SITE_URL, SMTP_URL, DATA_DIR, TRUST_PROXY for the
 * forms). It serves the published build (`npm run rebuild` / `npm start` publish it; the
 * rebuild hooks and REBUILD_INTERVAL rebuild it), or, with SITE_ROOT or when nothing was
 * published, a plain build directory (SITE_ROOT, else BUILD_OUT_DIR or dist/). The forms'
 * outbox starts first, so mail that an earlier run accepted goes out before the first visitor.
 */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';
const contentService = contentServiceFromEnv(process.env);
const forms = await startForms({ config: formsConfig(process.env), contentService });
const createApp = (root: string) => createSiteApp({ root, forms, contentService });

const published =
  !process.env.SITE_ROOT && existsSync(join(publishDirs(process.env).root, 'current'));
let stopSchedule = () => {};
let fetch: (request: Request) => Response | Promise<Response>;
if (published) {
  const { front } = publishingSite(process.env, createApp);
  await front.site.refresh();
  stopSchedule = front.stop;
  fetch = front.app.fetch;
} else {
  fetch = (await createApp(process.env.SITE_ROOT || buildOutDir(process.env.BUILD_OUT_DIR))).fetch;
}

const server = serve({ fetch, port, hostname }, () => {
  console.log(`site server listening on http://${hostname}:${port}`);
  console.log(`mail: ${forms.mailer.target}`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  stopSchedule();
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
