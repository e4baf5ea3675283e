import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/*
 * Who posted a form, for the per-client rate limits (site-server/forms/rate-limit.ts): the address
 * of the socket, which no client can forge. Behind a reverse proxy every socket is the proxy,
 * so TRUST_PROXY=n (the number of proxies in front, usually 1) reads X-Forwarded-For instead.
 */

/**
 * The proxies in front of the site server, from TRUST_PROXY: a count of hops, `true` for one;
 * anything else (unset, 0, `false`) trusts no header.
 * @example trustedProxyHops('1') // 1
 */
export function trustedProxyHops(value: string | undefined): number {
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops <= 10 ? hops : 0;
}

/**
 * The client address from X-Forwarded-For behind `hops` trusted proxies: each proxy appends the
 * address it was reached from, so the client is the `hops`-th entry from the right; entries
 * further left were written by the client and prove nothing. Undefined when the header is
 * missing, too short or not an address.
 * @example forwardedClient('6.6.6.6, 198.51.100.7', 1) // '198.51.100.7'
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header || hops <= 0) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const candidate = entries[entries.length - hops];
  return candidate && isIP(candidate) ? candidate : undefined;
}

/** The client of a request: the socket's peer, or the forwarded client behind trusted proxies. */
export function clientIp(c: Context, hops: number): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind @hono/node-server (app.request in a unit test): no socket to ask.
    return 'unknown';
  }
}
