import type { Context } from 'hono';
import { locales } from '../../src/domain/locales.ts';
import { routeSegments } from '../../src/domain/routes.ts';

/*
 * RFC 8058 one-click unsubscribe: an alert mail's `List-Unsubscribe` names the unsubscribe page
 * of its link token, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` tells the mailbox
 * provider it may POST that body to the same URL, from its own servers, without cookies. That
 * POST is the one request of this site that is exempt from the origin check; this file says
 * exactly which requests that is.
 */

/** The key and value RFC 8058 §3.1 has the provider post, form-encoded. */
export const oneClickField = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/**
 * The unsubscribe page (spec 2 unsubscribe/{token}) of every language as a Hono path pattern.
 * @example unsubscribePagePatterns[0] // '/nl/hou-me-op-de-hoogte/uitschrijven/:token'
 */
export const unsubscribePagePatterns: readonly string[] = locales.map(
  (locale) =>
    `/${locale}/${routeSegments('unsubscribe', locale)
      .map((segment) => (segment.kind === 'static' ? segment.value : `:${segment.name}`))
      .join('/')}`,
);

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Whether a POST is a one-click unsubscribe as a mailbox provider sends it: a form body (either
 * encoding RFC 8058 allows) of exactly `List-Unsubscribe=One-Click`, no cookie (the RFC forbids
 * them), and no Origin other than the site's own (a provider's server names none; a browser
 * posting from another site names that site, and stays subject to the origin check).
 */
export async function isOneClickUnsubscribe(
  c: Context,
  isAllowedOrigin: (origin: string) => boolean,
): Promise<boolean> {
  if (c.req.method !== 'POST' || c.req.header('cookie') !== undefined) return false;
  const origin = c.req.header('origin');
  if (origin !== undefined && !isAllowedOrigin(origin)) return false;
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!formTypes.has(type)) return false;
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return false;
  }
  const keys = Object.keys(body);
  return (
    keys.length === 1 && keys[0] === oneClickField.name && body[keys[0]] === oneClickField.value
  );
}
