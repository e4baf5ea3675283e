import { serve } from '@hono/node-server';
import { createSiteApp } from './site-app.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';

/** The site server alone, on the last build: `node server/main.ts` (PORT, HOST, SITE_ROOT or BUILD_OUT_DIR). */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';
const app = await createSiteApp({ root: process.env.SITE_ROOT || buildOutDir() });
serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`site server listening on http://${hostname}:${port}`);
});
