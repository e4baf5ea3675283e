import type { SiteAnswer } from './answer.ts';

/*
 * The one place the forms talk to the site server's own `/{lang}/ajax/*` routes (DESIGN: the
 * site server answers the forms; the content-service client is for the content service). It
 * hands back every answer with its status and JSON body, because a form's 400, 409 and 429
 * carry what the visitor needs to see; only a request that got no answer at all throws.
 */

/** No answer from the site: offline, the connection dropped, or it took too long. */
export class SiteUnreachableError extends Error {
  override readonly name = 'SiteUnreachableError';
}

export type SiteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type SiteCallOptions = {
  fetch?: typeof fetch;
  /** Give up after this long (ms); a form post that hangs is a failure the visitor can retry. */
  timeoutMs?: number;
};

/** A site call as the stores make it; tests hand in a fake. */
export type SiteCall = (method: SiteMethod, path: string, body?: unknown) => Promise<SiteAnswer>;

/**
 * Calls a site route with a JSON body (POST, PUT) or none (GET, DELETE) and reads the JSON
 * answer; a body that is not JSON reads as null.
 */
export async function callSite(
  method: SiteMethod,
  path: string,
  body?: unknown,
  options: SiteCallOptions = {},
): Promise<SiteAnswer> {
  const hasBody = method === 'POST' || method === 'PUT';
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new SiteUnreachableError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    body: parseJson(text),
    retryAfter: response.headers.get('retry-after'),
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
