import { z } from 'zod';

/*
 * In the browser zod must not try `new Function('')` to see whether it may compile its parsers:
 * the site's Content-Security-Policy forbids eval, so the try is refused and the browser reports
 * a policy violation on every page. Imported first by the script every page runs (the site
 * header's), before any island parses an answer.
 */
z.config({ jitless: true });
