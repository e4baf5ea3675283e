import { z } from 'zod';

/*
 * In the browser zod must not try `new Function('')` to see whether it may compile its parsers:
 * the site's Content-Security-Policy forbids eval, so the try is refused and the browser reports
 * a policy violation. Imported for its effect by the modules that bring zod to the browser (the
 * content-service client, the forms' schemas); at build time and on the server zod keeps its
 * compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
