import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { securityPolicyInputsFromEnv } from '../src/site/build-security-headers.ts';
import { securityHeaders } from '../src/site/security-headers.ts';
import { trustedProxyHops } from './ajax/client-ip.ts';
import { createPublishHooks, scheduleRebuilds } from './hooks.ts';
import type { Publisher } from '../publish/publisher.ts';

/**
 * A build's app: `env` is the node server's binding (its `incoming` socket), passed on so the
 * app sees each visitor's own address (per-visitor rate limits), not the front's.
 */
type FetchApp = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

/**
 * The published site behind one port: each request goes to the app of the build the
 * `current` pointer names. The pointer is read again at most every `checkEveryMs` (and at once
 * after a publish in this process), so a publish by another process (`npm run rebuild`) is
 * followed too; the app of a build (its rewrite rules and security headers) is made once per
 * build. A request in flight keeps the build it started on, and the publisher keeps the
 * previous builds on disk, so it finishes on consistent files.
 */
export function publishedSite(options: {
  root: string;
  createApp: (buildDir: string) => Promise<FetchApp>;
  checkEveryMs?: number;
  now?: () => number;
}) {
  const checkEveryMs = options.checkEveryMs ?? 1000;
  const now = options.now ?? (() => Date.now());
  let served: { name: string; app: Promise<FetchApp> } | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;

  const check = async () => {
    const name = await readlink(join(options.root, 'current')).catch(() => null);
    checkedAt = now();
    if (name && name !== served?.name) {
      const app = options.createApp(join(options.root, name));
      // A build whose app cannot be made (its files are unreadable) is not switched to.
      await app;
      served = { name, app };
    }
  };
  const refresh = (): Promise<void> => {
    pending ??= check().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    /** Reads the pointer now (after a publish in this process). */
    refresh,
    /** The build being served, or null before the first publish. */
    current: () => served?.name ?? null,
    fetch: async (request: Request, env?: unknown): Promise<Response> => {
      if (now() - checkedAt >= checkEveryMs) {
        await refresh().catch((error: unknown) => {
          console.error('reading the published build failed:', error);
        });
      }
      if (!served) {
        return new Response('The site is being built; try again in a minute.', {
          status: 503,
          // Never kept by a cache: the site is there a minute later.
          headers: {
            'retry-after': '30',
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          },
        });
      }
      return (await served.app).fetch(request, env);
    },
  };
}

/**
 * The site server's front: the rebuild hooks (`POST /hooks/rebuild`, `GET /hooks/status`),
 * the REBUILD_INTERVAL schedule, then the published site for everything else; the security
 * headers on every answer.
 */
export function publishingServer(options: {
  publisher: Publisher;
  createApp: (buildDir: string) => Promise<FetchApp>;
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}) {
  const env = options.env ?? process.env;
  const site = publishedSite({ root: options.publisher.root, createApp: options.createApp });
  const app = new Hono();
  // Every answer carries the security headers: a build's app sets its own (those its build
  // wrote); the hooks and the 503 before the first publish get the site's from this code.
  const fallback = Object.entries(securityHeaders(securityPolicyInputsFromEnv(env)));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of fallback) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  app.route(
    '/',
    createPublishHooks({
      publisher: options.publisher,
      secret: env.REBUILD_SECRET,
      trustedProxyHops: trustedProxyHops(env.TRUST_PROXY),
      ...(options.log ? { log: options.log } : {}),
    }),
  );
  app.all('*', (c) => site.fetch(c.req.raw, c.env));
  const stopSchedule = scheduleRebuilds(
    options.publisher,
    Number(env.REBUILD_INTERVAL || 0),
    options.log,
  );
  return { app, site, stop: stopSchedule };
}
