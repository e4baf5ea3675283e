import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';

/*
 * The ajax routes answer the site's own pages only (contract: an Origin that is not the
 * site's → 403). A browser names the page's origin on every cross-origin request and on every
 * POST, PUT and DELETE, so another site cannot make a visitor's browser post forms (CSRF) or
 * spend their rate limit. Requests without Origin (same-origin GETs, curl) pass: they carry no
 * visitor's ambient authority.
 */

const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * Which Origin header values may call the ajax routes: the origin of SITE_URL and, while that
 * is a loopback address (development, `npm start`), any loopback origin, since the same server
 * is reached as localhost and 127.0.0.1 on any port.
 * @example allowedOrigin('https://www.immo.be')('https://evil.example') // false
 */
export function allowedOrigin(siteUrl: string): (origin: string) => boolean {
  const site = new URL(siteUrl);
  const local = loopbackHost.test(site.hostname);
  return (origin) => {
    if (origin === site.origin) return true;
    if (!local) return false;
    try {
      const parsed = new URL(origin);
      return (
        (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
        loopbackHost.test(parsed.hostname) &&
        parsed.origin === origin
      );
    } catch {
      return false;
    }
  };
}

/**
 * The site's own pages only. Hono's `csrf` refuses the classic forgery: a POST, PUT or DELETE
 * of a type another site's plain form can send, unless the browser says it comes from the site
 * (Sec-Fetch-Site same-origin, or the site's Origin); it throws a 403 HTTPException, which the
 * app's error handler answers. By design it lets reads and JSON bodies through, which the
 * contract refuses too when they name another origin (another site's script calling with the
 * visitor's address and rate limit): `refuse` answers those.
 */
export function siteOriginOnly(
  siteUrl: string,
  refuse: (c: Context) => Response,
): MiddlewareHandler {
  const isAllowed = allowedOrigin(siteUrl);
  return every(csrf({ origin: (origin) => isAllowed(origin) }), async (c, next) => {
    const origin = c.req.header('origin');
    return origin !== undefined && !isAllowed(origin) ? refuse(c) : next();
  });
}
