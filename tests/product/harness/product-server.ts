import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { formsConfig, startForms } from '../../../site-server/forms/runtime.ts';
import { publishingSite } from '../../../site-server/publishing-site.ts';
import { createSiteApp } from '../../../site-server/site-app.ts';
import type { DemoData } from '../../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../../local-content-service/seed-store.ts';
import { startService } from '../../../local-content-service/server.ts';
import { contentServiceFromEnv } from '../../../src/content-service/index.ts';
import { storeDemoPriceHistory } from '../../../scripts/demo-price-history.ts';

/**
 * The product as `npm start` composes it (scripts/start.ts: local content service, forms, build
 * and publish, site server with the ajax routes and the rebuild hooks), plus one thing the
 * product tests need and `npm start` must not offer: a control port on which a test removes a
 * listing from the local service, as the agency's back office would. Kept in step with
 * scripts/start.ts by hand; it imports the same parts and wires them the same way.
 */
const port = Number(process.env.PORT);
const hostname = '127.0.0.1';
const controlPort = Number(process.env.CONTROL_PORT);

const service = await startService();
process.env.CONTENT_SERVICE_URL = service.url;
await storeDemoPriceHistory(service.seeded, process.env);

const contentService = contentServiceFromEnv(process.env);
const forms = await startForms({ config: formsConfig(process.env), contentService });
const { publisher, front } = publishingSite(process.env, (root) =>
  createSiteApp({ root, forms, contentService }),
);
await publisher.trigger();
await front.site.refresh();
const server = serve({ fetch: front.app.fetch, port, hostname });
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});

const control = new Hono();
// A listing leaves the service: its document goes and the service's read model follows.
control.post('/remove/:kind/:id', (c) => {
  const kind = c.req.param('kind');
  if (kind !== 'estate' && kind !== 'backOffice') return c.text('unknown kind', 400);
  const id = c.req.param('id');
  if (!service.store.documentJson('demo', kind, id)) return c.text('unknown id', 404);
  service.store.deleteDocument('demo', kind, id);
  service.invalidate('demo', { [kind]: [id] });
  return c.body(null, 204);
});
// The site's content is replaced (a test's own data set, e.g. the hostile corpus) and the site
// built and published again, as after the agency's edits and a rebuild.
control.post('/reseed', async (c) => {
  const data = (await c.req.json()) as DemoData;
  writeDemoData(service.store, data);
  service.invalidate();
  try {
    await publisher.trigger();
  } catch (error) {
    return c.text(error instanceof Error ? (error.stack ?? error.message) : String(error), 500);
  }
  await front.site.refresh();
  return c.body(null, 204);
});
const controlServer = serve({ fetch: control.fetch, port: controlPort, hostname });
await new Promise<void>((resolve) => controlServer.once('listening', resolve));

// The parent reads this line to know the product is up.
console.log(
  `PRODUCT READY ${JSON.stringify({ site: `http://${hostname}:${port}`, service: service.url })}`,
);

const stop = () => {
  front.stop();
  server.close();
  controlServer.close();
  void forms
    .close()
    .then(() => service.close())
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
