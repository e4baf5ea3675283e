import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { buildSecurityHeaders } from '../src/site/build-security-headers.ts';
import {
  compileRewrites,
  parseRedirectsFile,
  type RewriteRule,
} from '../src/site/rewrite-rules.ts';
import { createAjaxApp, type AjaxContentService } from './ajax/app.ts';
import { trustedProxyHops } from './ajax/client-ip.ts';
import { formsConfig, type FormsRuntime } from './forms/runtime.ts';

/** Reads the `_redirects` file the build wrote. */
export async function readRewriteRules(root: string): Promise<RewriteRule[]> {
  return parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''));
}

export type SiteAppOptions = {
  /** The build to serve. */
  root: string;
  /** The forms runtime (startForms); with `contentService`, the ajax routes are served. */
  forms?: FormsRuntime;
  contentService?: AjaxContentService;
  /** SITE_URL, TRUST_PROXY, and the policy's inputs for a build without `_headers` (process.env). */
  env?: NodeJS.ProcessEnv;
  /** Where the ajax routes report a failing content service (console.error by default). */
  log?: (message: string, error?: unknown) => void;
};

/** When the build was made: the time of its `_redirects` (written with the pages). */
const builtAt = (root: string) =>
  stat(join(root, '_redirects')).then(
    (info) => info.mtime.toISOString(),
    () => null,
  );

/**
 * The site server: the security headers on every answer; the ajax routes, when given the forms
 * runtime; then the built files and the build's rewrite rules (token shells, short-link and
 * old-slug redirects, the 410 pages of removed listings, a 404 page per language), exactly as a
 * static host would.
 */
export async function createSiteApp(options: SiteAppOptions) {
  const root = resolve(options.root);
  const env = options.env ?? process.env;
  const [rules, security] = await Promise.all([
    readRewriteRules(root),
    buildSecurityHeaders(root, env),
  ]);
  const match = compileRewrites(rules);
  const headers = Object.entries(security.headers);
  const pathOf = (raw: string) => raw.replace(/\/+$/, '') || '/';
  const app = new Hono({ strict: false });

  // Pages, scripts, styles and JSON answers gzip- or deflate-compressed for clients that ask.
  app.use('*', compress());

  // The headers of the build's `_headers` for static hosts, on every answer here (ajax too).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });

  app.use('*', async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    // Bundles and the forms' texts files carry a digest in their names: cached for good.
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/form-texts/')) {
      c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    } else if (type.includes('text/html') || c.req.path.startsWith('/markers/')) {
      // Pages and the map's marker snapshots keep their names from build to build: asked again.
      c.res.headers.set('cache-control', 'public, max-age=0, must-revalidate');
    }
  });

  // A marker snapshot the browser already holds is confirmed with a 304, not sent again: each
  // build writes it anew, so its date changes even when its markers do not; its digest does not.
  app.use('/markers/*', etag());

  const build = { builtAt: await builtAt(root), securityHeaders: security.from };
  const health = (c: Context) => {
    const forms = options.forms?.health();
    const ok = !forms || forms.outbox.failed === 0;
    return c.json({ ok, build, ...(forms ? { forms } : {}) }, 200, { 'cache-control': 'no-store' });
  };
  app.get('/health', health);
  app.get('/hooks/health', health);

  // The ajax routes are Hono routes of this same server (one port; the decision is not to use
  // Astro's Node adapter): mounted BEFORE the static files and the rewrite rules, so
  // /{lang}/ajax/* never falls through to a page or a language's 404 page.
  if (options.forms && options.contentService) {
    app.route(
      '/',
      createAjaxApp({
        forms: options.forms,
        contentService: options.contentService,
        site: { url: formsConfig(env).siteUrl },
        trustedProxyHops: trustedProxyHops(env.TRUST_PROXY),
        ...(options.log ? { log: options.log } : {}),
      }),
    );
  }

  // Short links redirect even though a meta-refresh page exists for static hosts; a listing's
  // old slugs (`unlessFile`) only where no page is, after the files below.
  app.use('*', async (c, next) => {
    const rule = match(pathOf(c.req.path));
    return rule?.status === 301 && !rule.unlessFile ? c.redirect(rule.to, 301) : next();
  });

  // The build's own files first (index.html of a directory too), never the rule files.
  app.use('*', async (c, next) => {
    if (/^\/(_redirects|_headers|nginx-(rewrites|security-headers)\.conf)$/.test(c.req.path)) {
      return next();
    }
    return serveStatic({ root })(c, next);
  });

  const sendPage = async (c: Context, target: string, status: 200 | 404 | 410) => {
    const file = join(root, target.replace(/^\/+/, ''), 'index.html');
    const html = await readFile(file, 'utf8').catch(() => undefined);
    return html === undefined ? undefined : c.html(html, status);
  };

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    }
    const rule = match(pathOf(c.req.path));
    if (rule?.status === 301) return c.redirect(rule.to, 301);
    if (rule) {
      const answer = await sendPage(c, rule.to, rule.status);
      if (answer) return answer;
    }
    return (await sendPage(c, '/nl/404', 404)) ?? c.text('Not Found', 404);
  });
  return app;
}
