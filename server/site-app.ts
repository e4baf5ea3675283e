import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import {
  compileRewrites,
  parseRedirectsFile,
  type RewriteRule,
} from '../src/site/rewrite-rules.ts';

/** Reads the `_redirects` file the build wrote. */
export async function readRewriteRules(root: string): Promise<RewriteRule[]> {
  return parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''));
}

/**
 * The site server's static part: the built files, then the build's rewrite rules (token
 * shells, short-link redirects, a 404 page per language), exactly as a static host would.
 */
export async function createSiteApp(options: { root: string }) {
  const root = resolve(options.root);
  const match = compileRewrites(await readRewriteRules(root));
  const pathOf = (raw: string) => raw.replace(/\/+$/, '') || '/';
  const app = new Hono({ strict: false });

  app.use('*', async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.req.path.startsWith('/assets/')) {
      c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    } else if (type.includes('text/html')) {
      c.res.headers.set('cache-control', 'public, max-age=0, must-revalidate');
    }
  });

  // Short links redirect even though a meta-refresh page exists for static hosts.
  app.use('*', async (c, next) => {
    const rule = match(pathOf(c.req.path));
    return rule?.status === 301 ? c.redirect(rule.to, 301) : next();
  });

  // The build's own files first (index.html of a directory too), never the rule files.
  app.use('*', async (c, next) => {
    if (/^\/(_redirects|nginx-rewrites\.conf)$/.test(c.req.path)) return next();
    return serveStatic({ root })(c, next);
  });

  const sendPage = async (c: Context, target: string, status: 200 | 404) => {
    const file = join(root, target.replace(/^\/+/, ''), 'index.html');
    const html = await readFile(file, 'utf8').catch(() => undefined);
    return html === undefined ? undefined : c.html(html, status);
  };

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const rule = match(pathOf(c.req.path));
    if (rule) {
      const answer = await sendPage(c, rule.to, rule.status === 200 ? 200 : 404);
      if (answer) return answer;
    }
    return (await sendPage(c, '/nl/404', 404)) ?? c.text('Not Found', 404);
  });
  return app;
}
