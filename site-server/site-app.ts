import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { buildSecurityHeaders } from '../src/site/build-security-headers.ts';
import { cacheControlFor, standIn } from '../src/site/cache-policy.ts';
import {
  compileRewrites,
  parseRedirectsFile,
  type RewriteRule,
} from '../src/site/rewrite-rules.ts';
import { serviceTimeoutMs } from '../src/content-service/index.ts';
import { createAjaxApp, type AjaxContentService } from './ajax/app.ts';
import { trustedProxyHops } from './ajax/client-ip.ts';
import { formsConfig, type FormsRuntime } from './forms/runtime.ts';
import { secretGate } from './hooks.ts';
import { sharedStaticFiles, type StaticFiles } from './static-files.ts';

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
  /** The sender of the build's files (by default the one every build of this process shares). */
  files?: StaticFiles;
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

  const files = options.files ?? sharedStaticFiles;
  // The bundles every page asks for, compressed before the first visitor has to wait for it.
  const assets = await readdir(join(root, 'assets')).catch(() => []);
  void files.warm(assets.map((name) => join(root, 'assets', name))).catch(() => undefined);

  // The ajax routes' JSON gzip- or deflate-compressed for clients that ask; the build's files
  // come compressed already (Brotli or gzip, static-files.ts), and are left alone here.
  app.use('*', compress());

  // The headers of the build's `_headers` for static hosts, on every answer here (ajax too).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });

  const build = { id: basename(root), builtAt: await builtAt(root) };
  const hops = trustedProxyHops(env.TRUST_PROXY);
  const gate = secretGate({ secret: env.REBUILD_SECRET, trustedProxyHops: hops });
  // What a monitor needs for anyone; where mail goes (a path of the machine, or the SMTP
  // server) and the last delivery error only with the rebuild hook's secret.
  const health = (c: Context) => {
    const access = gate(c, false);
    if (access instanceof Response) return access;
    const forms = options.forms?.health();
    const ok = !forms || forms.outbox.failed === 0;
    const answer = (body: object) => c.json({ ok, ...body }, 200, { 'cache-control': 'no-store' });
    if (access === 'granted') {
      return answer({ build: { ...build, securityHeaders: security.from }, forms });
    }
    if (!forms) return answer({ build });
    const { lastError: _error, ...outbox } = forms.outbox;
    return answer({ build, forms: { outbox } });
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
        trustedProxyHops: hops,
        deadlineMs: serviceTimeoutMs(env, 'visitor'),
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

  // The build's own files first (index.html of a directory too), never the rule files; each
  // with its caching policy (cache-policy.ts), validators and compression (static-files.ts).
  app.use('*', async (c, next) => {
    const method = c.req.method;
    const path = buildFilePath(c.req.path);
    if ((method !== 'GET' && method !== 'HEAD') || path === null) return next();
    const answer = await files.answer(c.req.raw, join(root, path), {
      status: 200,
      cacheControl: cacheControlFor(path),
    });
    return answer ?? next();
  });

  // A token shell is the page of its URL (200); a language's 404 page answers what is missing,
  // a removed listing's page what left the site (410).
  const sendPage = (c: Context, target: string, status: 200 | 404 | 410) =>
    files.answer(c.req.raw, join(root, target.replace(/^\/+/, ''), 'index.html'), {
      status,
      cacheControl: standIn,
    });

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

/**
 * The path of a build file a request names, decoded, or null for one that could leave the
 * build (`..`, doubled or back slashes, an undecodable escape) or names a rule file.
 */
function buildFilePath(requestPath: string): string | null {
  let path: string;
  try {
    path = decodeURI(requestPath);
  } catch {
    return null;
  }
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(path)) return null;
  if (/^\/(_redirects|_headers|nginx-(rewrites|security-headers)\.conf)$/.test(path)) return null;
  return path;
}
