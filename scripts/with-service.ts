import { spawn } from 'node:child_process';
import { astroProcessEnv } from '../publish/astro-process-env.ts';
import { startService } from '../local-content-service/server.ts';

/**
 * `node scripts/with-service.ts <command…>`: runs a command that reads the content service
 * (astro build, astro check) against CONTENT_SERVICE_URL, or against the local service started
 * for the command when none is set (the embedded default).
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-service.ts <command> [args…]');
  process.exit(2);
}
const service = process.env.CONTENT_SERVICE_URL
  ? undefined
  : await startService({ ...process.env, SERVICE_PORT: process.env.SERVICE_PORT ?? '0' });
// As the publisher runs Astro: no usage report, the bundler's memory returned once free.
const env = astroProcessEnv({
  ...process.env,
  ...(service ? { CONTENT_SERVICE_URL: service.url } : {}),
});
const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
const code = await new Promise<number>((resolve) =>
  child.once('exit', (status) => resolve(status ?? 1)),
);
await service?.close();
process.exit(code);
