import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Publisher } from './publisher.ts';

/** Equal secrets, compared in constant time (both hashed first, so lengths leak nothing). */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

/** The webhook's optional body: the estates the content service changed, or a full sync. */
const rebuildBodySchema = z.strictObject({
  estates: z
    .array(z.union([z.string().regex(/^[\w-]{1,64}$/), z.number().int().nonnegative()]))
    .max(10_000)
    .optional(),
  full: z.boolean().optional(),
});

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The rebuild hooks (issue 7): `POST /hooks/rebuild` with the shared secret (header
 * `X-Rebuild-Secret`, or `Authorization: Bearer …`) starts a rebuild — or queues one more when
 * one runs — and answers 202 at once; its optional JSON body names the changed estates
 * (`{"estates": [12, 40]}`, fetched again even if their summary looks the same) or asks for a
 * full sync (`{"full": true}`); a wrong or missing secret gets 401 and starts nothing.
 * Without a configured secret the hook is off (404). `GET /hooks/status`: the last publish.
 */
export function createPublishHooks(options: {
  publisher: Pick<Publisher, 'trigger' | 'readStatus'>;
  secret: string | undefined;
  log?: (message: string) => void;
}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const app = new Hono();
  app.post('/hooks/rebuild', async (c) => {
    if (!options.secret) return c.json({ error: 'the rebuild hook is not configured' }, 404);
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const given = c.req.header('x-rebuild-secret') ?? bearer ?? '';
    if (!secretMatches(given, options.secret)) return c.json({ error: 'wrong secret' }, 401);
    const text = await c.req.text();
    const body = rebuildBodySchema.safeParse(text.trim() === '' ? {} : safeJson(text));
    if (!body.success) {
      return c.json({ error: 'expected {"estates"?: [ids], "full"?: boolean}' }, 400);
    }
    const hints = {
      changedIds: (body.data.estates ?? []).map(String),
      fullSync: body.data.full === true,
    };
    options.publisher.trigger(hints).catch((error: unknown) => {
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
