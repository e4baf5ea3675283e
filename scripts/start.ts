import { build, preview } from 'astro';
import { startService } from '../service/server.ts';

/**
 * `npm start`: the whole product on the embedded default. Without CONTENT_SERVICE_URL the
 * local content service starts (seeding demo data on first run); then the site is built from
 * the service and served on PORT.
 */
const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '127.0.0.1';

const service = process.env.CONTENT_SERVICE_URL ? undefined : await startService();
if (service) {
  process.env.CONTENT_SERVICE_URL = service.url;
  console.log(`local content service: ${service.url}`);
}

await build({ logLevel: 'warn' });
const server = await preview({ server: { host, port }, logLevel: 'warn' });

const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
console.log(`\nThe site is ready:`);
for (const locale of ['nl', 'fr', 'en', 'de']) console.log(`  ${origin}/${locale}/`);
console.log(`content service: ${process.env.CONTENT_SERVICE_URL}\nStop with Ctrl+C.`);

const stop = async () => {
  await server.stop();
  await service?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
