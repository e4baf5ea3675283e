import { serve } from '@hono/node-server';
import { build } from 'astro';
import { createSiteApp } from '../server/site-app.ts';
import { startService } from '../service/server.ts';
import { buildOutDir } from '../src/site/build-dirs.ts';

/**
 * `npm start`: the whole product on the embedded default. Without CONTENT_SERVICE_URL the
 * local content service starts (seeding demo data on first run); then the site is built from
 * the service and the site server serves it on PORT.
 */
const port = Number(process.env.PORT || 4321);
const hostname = process.env.HOST || '127.0.0.1';

const service = process.env.CONTENT_SERVICE_URL ? undefined : await startService();
if (service) {
  process.env.CONTENT_SERVICE_URL = service.url;
  console.log(`local content service: ${service.url}`);
}

try {
  await build({ logLevel: process.env.BUILD_LOG_LEVEL === 'info' ? 'info' : 'warn' });
} catch (error) {
  console.error(
    `The build failed; nothing is served.\n${error instanceof Error ? error.message : error}`,
  );
  await service?.close();
  process.exit(1);
}
const app = await createSiteApp({ root: buildOutDir() });
const server = serve({ fetch: app.fetch, port, hostname });
await new Promise<void>((resolve) => server.once('listening', resolve));

const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
console.log(`\nThe site is ready:`);
for (const locale of ['nl', 'fr', 'en', 'de']) console.log(`  ${origin}/${locale}/`);
console.log(`content service: ${process.env.CONTENT_SERVICE_URL}\nStop with Ctrl+C.`);

const stop = () => {
  server.close();
  void (service?.close() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
