import { locales } from '../domain/locales.ts';

/*
 * How long browsers and caches keep each file of a build, in one table, so the site server
 * (site-server/static-files.ts), the static hosts' `_headers` and the nginx snippet say the same.
 * Pure: no I/O.
 */

/** Bundles and the forms' texts files carry a digest of their content in their names. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * How long a CDN in front keeps a file that keeps its name (`s-maxage`): a day. Long is safe,
 * because every publish and rollback purges the URLs of exactly the files that changed
 * (publish/cdn-purge.ts); the day only bounds a purge that failed and whose retry with the next
 * publish never came.
 */
export const edgeSeconds = 86_400;
/**
 * Once that day is over, the edge may answer with its copy while it asks the origin again
 * (`stale-while-revalidate`): a minute, so an expired copy is never served for long. Browsers
 * honour it too: within a minute of fetching a page, one may show its copy once while it
 * revalidates in the background.
 */
export const staleWhileRevalidateSeconds = 60;
/**
 * When the origin fails (nginx or the server down, a 5xx), the edge keeps answering with its
 * copy for a day (`stale-if-error`) rather than passing the error on.
 */
export const staleIfErrorSeconds = 86_400;
/**
 * The edge's part of the policies below. No `must-revalidate`: it forbids every cache to serve
 * a stale copy, which the two directives above allow; browsers still revalidate on each use
 * through `max-age=0` (or after their own max-age).
 */
const edge = `s-maxage=${edgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`;

/**
 * Pages, the map's marker snapshots and every other file that keeps its name from build to
 * build: browsers ask again before each use (a 304 when unchanged); a CDN keeps them until a
 * publish purges them.
 */
export const revalidate = `public, max-age=0, ${edge}`;
/**
 * Pages that stand in for other URLs: a language's 404 page, a removed listing's 410 page and a
 * token route's shell answer at addresses no purge can name (any unknown path, every old
 * address of a listing, every token), so a CDN asks again before each use, as browsers do (a
 * 304 when unchanged), and never sends a stand-in of an older build.
 */
export const standIn = 'public, max-age=0, must-revalidate';
/** The favicon changes with the code at most; a day spares a request on each page. */
export const favicon = 'public, max-age=86400';
/** robots.txt and the sitemaps change with a publish: an hour in browsers (crawlers), then asked again. */
export const crawlerFiles = `public, max-age=3600, ${edge}`;

/** One policy: the URL paths it covers, as a pattern and as `_headers` paths. */
type CacheRule = {
  /** Matches the URL path (also written into the nginx snippet: plain PCRE). */
  pattern: RegExp;
  /** The same paths in `_headers` syntax (a trailing `*` only; no two rules overlap). */
  paths: readonly string[];
  value: string;
};

const rules: readonly CacheRule[] = [
  { pattern: /^\/assets\//, paths: ['/assets/*'], value: immutable },
  // In `_headers` only the site's 404.html: the `/{lang}/*` rule there covers the others already
  // (no two rules may overlap), and a static host that serves `_headers` purges its whole cache
  // with each deploy.
  {
    pattern: /^\/([a-z]{2}\/(404|gone|shell)(\/.*)?|404\.html)$/,
    paths: ['/404.html'],
    value: standIn,
  },
  { pattern: /^\/favicon\.(svg|ico)$/, paths: ['/favicon.svg', '/favicon.ico'], value: favicon },
  {
    pattern: /^\/(robots\.txt|sitemap[^/]*\.xml)$/,
    paths: ['/robots.txt', '/sitemap-*'],
    value: crawlerFiles,
  },
];

/** Paths of the build under the revalidate policy, for `_headers` (which has no "else"). */
const revalidatedPaths = [
  '/',
  '/index.html',
  '/markers/*',
  '/map/*',
  '/price-drops.json',
  ...locales.map((locale) => `/${locale}/*`),
];

/**
 * The Cache-Control of a file of the build at this URL path.
 * @example cacheControlFor('/assets/client.CZSF4sce.js') // 'public, max-age=31536000, immutable'
 * @example cacheControlFor('/nl/kopen') // revalidate: 'public, max-age=0, s-maxage=86400, …'
 */
export function cacheControlFor(path: string): string {
  return rules.find((rule) => rule.pattern.test(path))?.value ?? revalidate;
}

/**
 * The policy as `_headers` rules (Netlify, Cloudflare Pages). Every rule names paths of its own:
 * a host that applies every matching rule (Cloudflare joins their values) never sends two
 * Cache-Control values, and the `/*` rule of the security headers carries none.
 */
export function cacheHeadersRules(): string {
  const blocks = [
    ...rules.flatMap((rule) => rule.paths.map((path) => [path, rule.value] as const)),
    ...revalidatedPaths.map((path) => [path, revalidate] as const),
  ];
  return blocks.map(([path, value]) => `${path}\n  Cache-Control: ${value}\n`).join('\n');
}

/**
 * The policy for nginx, in the server block: a variable set by path, sent on every answer.
 * `set` and `if` holding only `set` are safe at server level, and a location that adds headers
 * of its own would drop the security headers nginx otherwise inherits.
 */
export function cacheNginxLines(): string {
  const lines = [`set $site_cache_control "${revalidate}";`];
  for (const rule of rules) {
    lines.push(`if ($uri ~ "${rule.pattern.source}") { set $site_cache_control "${rule.value}"; }`);
  }
  lines.push('add_header Cache-Control $site_cache_control always;');
  return `${lines.join('\n')}\n`;
}
