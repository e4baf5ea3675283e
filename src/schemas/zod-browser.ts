import { z } from 'zod';

/*
 * In the browser zod must not try `new Function('')` to see whether it may compile its parsers:
 * the site's Content-Security-Policy forbids eval, so the try is refused and the browser reports
 * a policy violation (Lighthouse best practices 96 on every page). Every module of the site
 * takes `z` from here (a lint rule says so), so zod is configured before any schema parses,
 * whichever island loads first; at build time and on the server zod keeps its compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
