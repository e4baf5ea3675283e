import { locales } from '../domain/locales.ts';

/*
 * How long browsers and caches keep each file of a build, in one table, so the site server
 * (site-server/static-files.ts), the static hosts' `_headers` and the nginx snippet say the same.
 * Pure: no I/O.
 */

/** Bundles and the forms' texts files carry a digest of their content in their names. */
export const immutable = 'public, max-age=31536000, immutable';
/**
 * Pages, the map's marker snapshots and every other file that keeps its name from build to
 * build: kept, but asked again before each use (a 304 when unchanged).
 */
export const revalidate = 'public, max-age=0, must-revalidate';
/** The favicon changes with the code at most; a day spares a request on each page. */
export const favicon = 'public, max-age=86400';
/** robots.txt and the sitemaps change with a publish: an hour, then asked again. */
export const crawlerFiles = 'public, max-age=3600, must-revalidate';

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
  { pattern: /^\/favicon\.(svg|ico)$/, paths: ['/favicon.svg', '/favicon.ico'], value: favicon },
  {
    pattern: /^\/(robots\.txt|sitemap[^/]*\.xml)$/,
    paths: [
      '/robots.txt',
      '/sitemap-index.xml',
      ...locales.map((locale) => `/sitemap-${locale}.xml`),
    ],
    value: crawlerFiles,
  },
];

/** Paths of the build under the revalidate policy, for `_headers` (which has no "else"). */
const revalidatedPaths = [
  '/',
  '/index.html',
  '/404.html',
  '/markers/*',
  '/map/*',
  '/price-drops.json',
  ...locales.map((locale) => `/${locale}/*`),
];

/**
 * The Cache-Control of a file of the build at this URL path.
 * @example cacheControlFor('/assets/client.CZSF4sce.js') // 'public, max-age=31536000, immutable'
 * @example cacheControlFor('/nl/kopen') // 'public, max-age=0, must-revalidate'
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
