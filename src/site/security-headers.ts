/*
 * The security headers of every response of the site, as a policy built from a few
 * inputs, so the site server (site-server/site-app.ts) and the static hosts' `_headers` file and
 * nginx snippet (written by the build) send the same thing. Pure: no I/O, no Node module; the
 * site's own inline scripts are hashed by the caller (src/site/build-security-headers.ts).
 */

/** What the policy depends on: where the browser goes besides the site itself. */
export type SecurityPolicyInputs = {
  /** The content service as the browser reaches it (islands call it; pictures come from it). */
  contentServiceUrl: string;
  /** PUBLIC_MAP_STYLE_URL when the maps use a provider's style (its tiles, glyphs, sprites). */
  mapStyleUrl?: string | undefined;
  /**
   * The origins that style sends the browser to: its tiles, glyphs and sprites, read from the
   * style at build time (`mapStyleOrigins`, map-style-origins.ts).
   */
  mapOrigins?: readonly string[] | undefined;
  /** CSP sources of the site's own inline scripts, e.g. `'sha256-…'` (see `siteScriptHashes`). */
  inlineScriptHashes?: readonly string[];
  /** CSP sources of the inline `<style>` elements the pages carry (see `siteStyleHashes`). */
  inlineStyleHashes?: readonly string[];
};

/** The origin of an absolute http(s) URL, or undefined for a relative or unusable one. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (sources: readonly (string | undefined)[]) => [
  ...new Set(sources.filter((source): source is string => Boolean(source))),
];

/**
 * The Content-Security-Policy of the site. Scripts: the site's own files and the hashes of the
 * inline scripts it writes itself, never 'unsafe-inline'. Styles: stylesheets from the site and
 * the inline rule of Astro's island elements by its hash (`style-src-elem`), while `style` attributes stay allowed (`style-src … 'unsafe-inline'`):
 * the built pages carry data-driven ones (sticker colours, the EPC bar's width) that no hash
 * list can keep up with, and a browser without `style-src-elem` falls back to the looser rule
 * rather than losing them. Pictures and the islands' calls go to the content service; the map
 * style and its data are same-origin under /map/ unless PUBLIC_MAP_STYLE_URL names a provider,
 * whose style, tile, glyph and sprite hosts are then allowed (MapLibre fetches them, and draws
 * the pictures it fetched, hence `connect-src` and `img-src`);
 * MapLibre's worker is a file of the site (`blob:` kept for builds that inline it), and it reads
 * the listing map's cluster tiles from the site.
 * @example contentSecurityPolicy({ contentServiceUrl: 'https://api.immo.be/v1' })
 * // "default-src 'self'; script-src 'self'; … connect-src 'self' https://api.immo.be; …"
 */
export function contentSecurityPolicy(inputs: SecurityPolicyInputs): string {
  const service = originOf(inputs.contentServiceUrl);
  const mapStyle = originOf(inputs.mapStyleUrl);
  const mapOrigins = (inputs.mapOrigins ?? []).map(originOf);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...(inputs.inlineScriptHashes ?? [])])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', unique(["'self'", ...(inputs.inlineStyleHashes ?? [])])],
    ['img-src', unique(["'self'", 'data:', 'blob:', service, ...mapOrigins])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", service, mapStyle, ...mapOrigins])],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Every security header of a response, by name. `X-Frame-Options` repeats `frame-ancestors`
 * for browsers that predate it; the map shows no "where am I" button, so geolocation is off
 * like camera and microphone.
 */
export function securityHeaders(inputs: SecurityPolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** `type` values that make a `<script>` run (HTML's JavaScript MIME types, modules, import maps). */
const executableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

/** A `<script>` element: its attributes and its text, which ends at the first `</script`. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const srcAttribute = /\ssrc\s*=/i;

/**
 * The text of every inline script of a page that CSP governs, exactly as written (the hash is
 * over these characters). External scripts (`src`) are covered by 'self'; data blocks such as
 * JSON-LD (`type="application/ld+json"`) never run, so CSP does not apply to them.
 * @example inlineScriptSources('<script>go()</script><script type="application/ld+json">{}</script>')
 * // ['go()']
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (executableTypes.has(value.split(';')[0]!.trim())) sources.push(text);
  }
  return sources;
}

/**
 * The headers as a Netlify / Cloudflare Pages `_headers` file: one rule for every path.
 * @example headersFile({ 'X-Content-Type-Options': 'nosniff' }) // "/*\n  X-Content-Type-Options: nosniff\n"
 */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/**
 * The headers as nginx `add_header` lines for the site's `server { }` block, next to
 * nginx-rewrites.conf. `always` sends them on error pages too. nginx drops inherited
 * `add_header`s in a block that has its own, so a `location` that adds headers must include
 * this file again.
 */
export function nginxHeadersSnippet(headers: Readonly<Record<string, string>>): string {
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
  return `# Generated by the build: include inside the site's server { } block.\n${lines.join('\n')}\n`;
}

/**
 * The headers a `_headers` file gives every path (its `/*` rule), or undefined when it has none:
 * how the site server takes over the policy a build wrote for static hosts.
 * @example parseHeadersFile('/*\n  X-Frame-Options: DENY\n') // { 'X-Frame-Options': 'DENY' }
 */
export function parseHeadersFile(file: string): Record<string, string> | undefined {
  let headers: Record<string, string> | undefined;
  let inRule = false;
  for (const line of file.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      if (inRule) headers ??= {};
      continue;
    }
    const colon = line.indexOf(':');
    if (inRule && headers && colon > 0) {
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
