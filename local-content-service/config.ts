import { join, resolve } from 'node:path';

/** Settings of the local content service, from the environment. */
export function serviceConfig(env: Record<string, string | undefined> = process.env) {
  const dataDir = resolve(env.DATA_DIR || 'data');
  const host = env.SERVICE_HOST || '127.0.0.1';
  const port = Number(env.SERVICE_PORT || 4322);
  const siteUrl = env.SITE_URL || 'http://localhost:4321';
  const allowedOrigins = [
    new URL(siteUrl).origin,
    ...(env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  return {
    dataDir,
    databasePath: env.SERVICE_DB || join(dataDir, 'content-service.sqlite'),
    host,
    port,
    /** The site's origin may call from a browser; so may any loopback origin (development). */
    allowOrigin: (origin: string) =>
      allowedOrigins.includes(origin) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin),
    defaultSiteId: env.SITE_ID || 'demo',
    defaultEstates: Number(env.DEMO_ESTATES || 300),
  };
}
