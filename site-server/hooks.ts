import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { clientIp } from './ajax/client-ip.ts';
import { clientKey, RateLimiter, type RateLimit } from './forms/rate-limit.ts';
import type { Publisher, PublishStatus } from '../publish/publisher.ts';

/** Equal secrets, compared in constant time (both hashed first, so lengths leak nothing). */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Wrong secrets one client may send before it must wait: whoever holds the secret gets it right
 * at the first try, a guesser needs millions (it was 900 tries a second).
 */
export const failedSecretLimit: RateLimit = { limit: 5, windowMs: 60_000 };

/** The wrong secrets of each client, shared by the hooks and every build's `/health`. */
const sharedFailures = new RateLimiter({ maxKeys: 10_000 });

/** The secret a request gives: `X-Rebuild-Secret`, else `Authorization: Bearer …`. */
function givenSecret(c: Context): string | undefined {
  const bearer = /^Bearer\s+(.*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return c.req.header('x-rebuild-secret') ?? bearer;
}

export type SecretGate = {
  (c: Context, required: true): 'granted' | Response;
  (c: Context, required: false): 'granted' | 'public' | Response;
};

/**
 * What a request may see with the secret it gives (REBUILD_SECRET): `granted` for the right
 * one; `public` when it gives none and none is `required`; else the answer to send, a 401 for
 * a wrong or missing secret, counted for its client, or a 429 with Retry-After once that
 * client has failed `failedSecretLimit` times in the window, before any comparison, so guesses
 * cost time. Each client (clientIp: the socket, or who TRUST_PROXY's proxies name) is counted
 * on its own, so a guesser never locks out the content service's own calls.
 */
export function secretGate(options: {
  secret: string | undefined;
  trustedProxyHops: number;
  failures?: RateLimiter;
  limit?: RateLimit;
}): SecretGate {
  const failures = options.failures ?? sharedFailures;
  const limit = options.limit ?? failedSecretLimit;
  function gate(c: Context, required: true): 'granted' | Response;
  function gate(c: Context, required: false): 'granted' | 'public' | Response;
  function gate(c: Context, required: boolean): 'granted' | 'public' | Response {
    const given = givenSecret(c);
    if (given === undefined && !required) return 'public';
    const key = `secret ${clientKey(clientIp(c, options.trustedProxyHops))}`;
    const noStore = { 'cache-control': 'no-store' };
    const waiting = failures.check(key, limit);
    if (!waiting.ok) {
      return c.json({ error: 'too many wrong secrets; try again later' }, 429, {
        ...noStore,
        'retry-after': String(waiting.retryAfterSeconds),
      });
    }
    if (given !== undefined && options.secret && secretMatches(given, options.secret)) {
      return 'granted';
    }
    failures.hit(key, limit);
    return c.json({ error: 'wrong secret' }, 401, noStore);
  }
  return gate;
}

/**
 * The publish status anyone may read: what a monitor needs (the build served, when, how long,
 * its counts, whether the last run failed and when), none of the error's text, which can name
 * paths of the machine and the content service's address; that needs the secret.
 */
export function publicStatus(status: PublishStatus) {
  const { lastBuild, lastError } = status;
  return {
    current: status.current,
    lastPublishedAt: status.lastPublishedAt,
    lastDurationMs: status.lastDurationMs,
    lastPages: status.lastPages,
    lastBuild: lastBuild && {
      mode: lastBuild.mode ?? null,
      changed: lastBuild.changed ?? null,
      removed: lastBuild.removed ?? null,
      rendered: lastBuild.rendered ?? null,
      shards: lastBuild.shards ?? null,
    },
    lastUnchangedAt: status.lastUnchangedAt,
    lastUnchangedBeforeBuild: status.lastUnchangedBeforeBuild,
    lastError: lastError && { at: lastError.at },
    running: status.running,
    queued: status.queued,
    builds: status.builds,
  };
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
 * The rebuild hooks: `POST /hooks/rebuild` with the shared secret (header
 * `X-Rebuild-Secret`, or `Authorization: Bearer …`) starts a rebuild — or queues one more when
 * one runs — and answers 202 at once; its optional JSON body names the changed estates
 * (`{"estates": [12, 40]}`: only those are asked about, and fetched again even if their
 * summary looks the same; see src/site/loaders/named-sync.ts) or asks for a full sync
 * (`{"full": true}`); a wrong or missing secret gets 401 and starts nothing, and a client that
 * keeps guessing gets 429 (secretGate). Without a configured secret the hook is off
 * (404). `GET /hooks/status`: the last publish (publicStatus; all of it with the secret).
 */
export function createPublishHooks(options: {
  publisher: Pick<Publisher, 'trigger' | 'readStatus'>;
  secret: string | undefined;
  /** TRUST_PROXY's count of proxies in front (client-ip.ts); 0 by default. */
  trustedProxyHops?: number;
  /** The count of wrong secrets (the one every hook and `/health` of this process share). */
  failures?: RateLimiter;
  log?: (message: string) => void;
}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const gate = secretGate({
    secret: options.secret,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    ...(options.failures ? { failures: options.failures } : {}),
  });
  const app = new Hono();
  app.post('/hooks/rebuild', async (c) => {
    if (!options.secret) return c.json({ error: 'the rebuild hook is not configured' }, 404);
    const access = gate(c, true);
    if (access !== 'granted') return access;
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
  app.get('/hooks/status', async (c) => {
    const access = gate(c, false);
    if (access instanceof Response) return access;
    const status = await options.publisher.readStatus();
    return c.json(access === 'granted' ? status : publicStatus(status), 200, {
      'cache-control': 'no-store',
    });
  });
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
