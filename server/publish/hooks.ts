import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Publisher } from './publisher.ts';

/** Equal secrets, compared in constant time (both hashed first, so lengths leak nothing). */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The rebuild hooks (issue 7): `POST /hooks/rebuild` with the shared secret (header
 * `X-Rebuild-Secret`, or `Authorization: Bearer …`) starts a rebuild — or queues one more when
 * one runs — and answers 202 at once; a wrong or missing secret gets 401 and starts nothing.
 * Without a configured secret the hook is off (404). `GET /hooks/status`: the last publish.
 */
export function createPublishHooks(options: {
  publisher: Pick<Publisher, 'trigger' | 'readStatus'>;
  secret: string | undefined;
  log?: (message: string) => void;
}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const app = new Hono();
  app.post('/hooks/rebuild', (c) => {
    if (!options.secret) return c.json({ error: 'the rebuild hook is not configured' }, 404);
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const given = c.req.header('x-rebuild-secret') ?? bearer ?? '';
    if (!secretMatches(given, options.secret)) return c.json({ error: 'wrong secret' }, 401);
    options.publisher.trigger().catch((error: unknown) => {
      log(`rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return c.json({ accepted: true }, 202);
  });
  app.get('/hooks/status', async (c) =>
    c.json(await options.publisher.readStatus(), 200, { 'cache-control': 'no-store' }),
  );
  return app;
}

/** REBUILD_INTERVAL (seconds) as a schedule; returns its stop function. 0 or unset: none. */
export function scheduleRebuilds(
  publisher: Pick<Publisher, 'trigger'>,
  seconds: number,
  log: (message: string) => void = (message) => console.error(message),
): () => void {
  if (!Number.isFinite(seconds) || seconds <= 0) return () => {};
  const timer = setInterval(() => {
    publisher.trigger().catch((error: unknown) => {
      log(`scheduled rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
