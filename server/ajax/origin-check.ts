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
