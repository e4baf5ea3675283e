import { locales } from '../domain/locales.ts';
import { buildPath } from '../domain/routes.ts';
import { shellPath, type StaticPage } from './static-pages.ts';

/**
 * One rule: requests matching `from` (a trailing `*` matches the rest) get `to` with `status`.
 * A 301 `unlessFile` applies only where no page exists (Netlify's "shadowing"): a listing's
 * wildcard redirects its old slugs while its current page is served as it is.
 */
export type RewriteRule = {
  from: string;
  to: string;
  status: 200 | 301 | 404 | 410;
  unlessFile?: boolean;
};

/**
 * Rules for static hosts: token routes are served by their language's static shell
 * (200 rewrite); short estate and unit links redirect to the canonical slug (301), and so does
 * any other path under a listing's id (an old slug: the slug carries the transaction, so it
 * changes when a listing is sold or rented, spec 2) unless it is a page; the addresses of
 * listings that left the site answer 410 with their gone page; any other unknown path under a
 * language gets that language's 404 page. First match wins.
 */
export function rewriteRules(pages: readonly StaticPage[]): RewriteRule[] {
  const rules: RewriteRule[] = [];
  const staleSlugs: RewriteRule[] = [];
  for (const page of pages) {
    if (page.page.kind !== 'redirect') continue;
    rules.push({ from: page.path, to: page.page.to, status: 301 });
    staleSlugs.push({ from: `${page.path}/*`, to: page.page.to, status: 301, unlessFile: true });
  }
  // A unit's old slugs sit under its project's id: they lead to the unit, not to the project,
  // so they come before the projects' wildcards (the last unit's first).
  const unitSlugs: RewriteRule[] = [];
  for (const page of pages) {
    if (page.page.kind !== 'projectEntity') continue;
    const project = buildPath('estateDetailShort', page.locale, { estateId: page.page.estateId });
    unitSlugs.push({
      from: `${project}/:slug/${page.page.unitId}`,
      to: page.path,
      status: 301,
      unlessFile: true,
    });
  }
  // Before the wildcards of live ids: a removed unit's pages sit under its project's id.
  for (const page of pages) {
    if (page.page.kind !== 'gone') continue;
    for (const { id, paths } of page.page.gone) {
      const short = buildPath('estateDetailShort', page.locale, { estateId: id });
      for (const path of paths) {
        if (path.startsWith(`/${page.locale}/`))
          rules.push({ from: path, to: page.path, status: 410 });
      }
      rules.push(
        { from: short, to: page.path, status: 410 },
        { from: `${short}/*`, to: page.path, status: 410 },
      );
    }
  }
  // One by one: a large site has more rules than a call takes arguments.
  for (let index = unitSlugs.length - 1; index >= 0; index -= 1) rules.push(unitSlugs[index]!);
  for (const rule of staleSlugs) rules.push(rule);
  for (const locale of locales) {
    // The route with a placeholder parameter, its last segment made a wildcard.
    const wildcard = (path: string) => path.replace(/\/x$/, '/*');
    rules.push(
      {
        from: wildcard(buildPath('unsubscribe', locale, { token: 'x' })),
        to: shellPath('unsubscribe', locale),
        status: 200,
      },
      {
        from: wildcard(buildPath('cancelAppointment', locale, { appointmentId: 'x' })),
        to: shellPath('cancelAppointment', locale),
        status: 200,
      },
      {
        from: `${buildPath('subscribe', locale)}/*`,
        to: shellPath('editSubscription', locale),
        status: 200,
      },
    );
  }
  for (const locale of locales)
    rules.push({ from: `/${locale}/*`, to: `/${locale}/404`, status: 404 });
  return rules;
}

/**
 * Netlify / Cloudflare Pages `_redirects` format; `301!` redirects even where a file exists,
 * a plain `301` only where none does.
 */
export function redirectsFile(rules: readonly RewriteRule[]): string {
  const line = (rule: RewriteRule) =>
    `${rule.from} ${rule.to} ${rule.status}${rule.status === 301 && !rule.unlessFile ? '!' : ''}`;
  return `${rules.map(line).join('\n')}\n`;
}

/** Reads a `_redirects` text back into rules (what the site server honours). */
export function parseRedirectsFile(text: string): RewriteRule[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [string, string, string] => parts.length === 3)
    .map(([from, to, status]): RewriteRule => {
      const code = Number.parseInt(status, 10) as RewriteRule['status'];
      return code === 301 && !status.endsWith('!')
        ? { from, to, status: code, unlessFile: true }
        : { from, to, status: code };
    });
}

/**
 * An nginx snippet for the server block (static files first, then these rules). nginx picks the
 * longest prefix, not the first rule, so each id's `location ^~ /nl/aanbod/12/` wins over the
 * language's `location ^~ /nl/`; a gone page is served with its 410 through `error_page`.
 */
export function nginxSnippet(rules: readonly RewriteRule[]): string {
  const lines = ["# Generated by the build: include inside the site's server { } block."];
  const seen = new Set<string>();
  for (const rule of rules) {
    const exact = !rule.from.endsWith('*');
    const prefix = exact ? rule.from : rule.from.slice(0, -1);
    // A placeholder rule (a unit's old slugs) is a regular expression location. nginx checks
    // those only when the longest prefix matched is not `^~`, so a listing's own prefix (its old
    // slugs, `unlessFile`) is a plain one; the language's 404 prefix keeps `^~`.
    const location = hasPlaceholder(rule.from)
      ? `~ "${placeholderSource(rule.from).replace(/["\\]/g, '\\$&')}"`
      : exact
        ? `= ${nginxPath(rule.from)}`
        : rule.unlessFile
          ? nginxPath(prefix)
          : `^~ ${nginxPath(prefix)}`;
    // nginx refuses a location twice; `_redirects` lets the first rule win, so does this.
    if (seen.has(location)) continue;
    seen.add(location);
    if (rule.status === 301 && rule.unlessFile)
      lines.push(
        `location ${location} { if (!-f $request_filename/index.html) { return 301 ${rule.to}; } try_files $uri/index.html $uri =404; }`,
      );
    else if (rule.status === 301) lines.push(`location ${location} { return 301 ${rule.to}; }`);
    else if (rule.status === 410)
      lines.push(`location ${location} { error_page 410 ${rule.to}/index.html; return 410; }`);
    else if (rule.status === 200)
      lines.push(`location ^~ ${prefix} { try_files $uri $uri/index.html ${rule.to}/index.html; }`);
    else
      lines.push(
        `location ^~ ${prefix} { try_files $uri $uri/index.html $uri.html =404; error_page 404 ${rule.to}/index.html; }`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * nginx matches locations against the decoded path (a project slug is url-encoded, spec 2),
 * quoted where a character would end the directive.
 * @example nginxPath('/fr/offre/1/R%C3%A9sidence') // '/fr/offre/1/Résidence'
 */
function nginxPath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return path;
  }
  return /[\s;{}"'\\]/.test(decoded) ? `"${decoded.replace(/["\\]/g, '\\$&')}"` : decoded;
}

/**
 * A path as servers compare it: decoded (a project slug is url-encoded in links, spec 2, and
 * arrives decoded from the router), left as it is when it cannot be decoded.
 */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A `from` with `:name` segments (Netlify's placeholders), each matching one whole segment. */
const hasPlaceholder = (from: string) => from.split('/').some((part) => part.startsWith(':'));

/** The regular expression of a placeholder rule, as text (nginx reads the same). */
function placeholderSource(from: string): string {
  const parts = decodedPath(from)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('/')}/?$`;
}

function placeholderPattern(from: string): RegExp {
  return new RegExp(placeholderSource(from));
}

/** Whether one rule applies to a (decoded) request path. */
function ruleMatches(rule: RewriteRule, path: string): boolean {
  if (rule.from.endsWith('*')) return path.startsWith(decodedPath(rule.from.slice(0, -1)));
  if (hasPlaceholder(rule.from)) return placeholderPattern(rule.from).test(path);
  return path === decodedPath(rule.from);
}

/** The rule for a request path, or undefined (the site server honours the same rules). */
export function matchRewrite(rules: readonly RewriteRule[], path: string): RewriteRule | undefined {
  const decoded = decodedPath(path);
  return rules.find((rule) => ruleMatches(rule, decoded));
}

/**
 * The same first-match lookup, compiled for a server: exact paths in a map (tens of thousands
 * of short links), wildcards and placeholder rules in order. Paths compare decoded.
 */
export function compileRewrites(
  rules: readonly RewriteRule[],
): (path: string) => RewriteRule | undefined {
  const exact = new Map<string, { rule: RewriteRule; index: number }>();
  const dynamic: { test: (path: string) => boolean; rule: RewriteRule; index: number }[] = [];
  rules.forEach((rule, index) => {
    if (rule.from.endsWith('*')) {
      const prefix = decodedPath(rule.from.slice(0, -1));
      dynamic.push({ test: (path) => path.startsWith(prefix), rule, index });
    } else if (hasPlaceholder(rule.from)) {
      const pattern = placeholderPattern(rule.from);
      dynamic.push({ test: (path) => pattern.test(path), rule, index });
    } else {
      const from = decodedPath(rule.from);
      if (!exact.has(from)) exact.set(from, { rule, index });
    }
  });
  return (raw) => {
    const path = decodedPath(raw);
    const hit = exact.get(path);
    const other = dynamic.find((candidate) => candidate.test(path));
    if (hit && (!other || hit.index < other.index)) return hit.rule;
    return other?.rule;
  };
}
