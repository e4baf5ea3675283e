import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheHeadersRules, cacheNginxLines } from './cache-policy.ts';
import { inlineScripts } from './inline-scripts.ts';
import { islandScripts, islandStyles } from './island-scripts.ts';
import { inBatches } from './page-files.ts';
import { browserConnection } from './browser-connection.ts';
import { mapStyleOrigins } from './map-style-origins.ts';
import {
  headersFile,
  inlineScriptSources,
  nginxHeadersSnippet,
  parseHeadersFile,
  securityHeaders,
  type SecurityPolicyInputs,
} from './security-headers.ts';

/*
 * The security headers of one build: the Content-Security-Policy allows the inline
 * scripts the site itself writes (inline-scripts.ts) and those of Astro's islands
 * (island-scripts.ts), hashed from their source at every build,
 * and the files static hosts read. Rendered pages are never scanned for hashes: content that
 * brought a script of its own would make the policy allow it. The build writes the files once
 * its pages are written (integrations/redirect-stubs.ts) and reads its pages only to warn of an
 * inline script it does not know; the site server takes its headers from that file at startup,
 * or makes the same ones itself when there is none.
 */

/** The files a static host reads, next to `_redirects` and nginx-rewrites.conf. */
export const securityHeaderFiles = ['_headers', 'nginx-security-headers.conf'] as const;

/**
 * The CSP source of one inline script: the base64 SHA-256 of its text as UTF-8.
 * @example cspHashSource('') // "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
 */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script');

/**
 * The inline script elements of a page, found in its bytes: an external script (most of them)
 * is passed over after reading its tag, so only inline ones are decoded and parsed.
 */
function inlineScriptElements(page: Buffer): string[] {
  const elements: string[] = [];
  let at = page.indexOf(scriptOpen);
  while (at !== -1) {
    const tagEnd = page.indexOf(0x3e /* > */, at);
    if (tagEnd === -1) break;
    const tag = page.toString('latin1', at, tagEnd + 1);
    const close = page.indexOf(scriptClose, tagEnd);
    if (close === -1) break;
    if (!/\ssrc\s*=/i.test(tag)) {
      elements.push(
        `${page.toString('utf8', at, tagEnd + 1)}${page.toString('utf8', tagEnd + 1, close)}</script>`,
      );
    }
    at = page.indexOf(scriptOpen, close);
  }
  return elements;
}

/** The CSP sources of the site's own inline scripts, sorted: the policy's script hashes. */
export function siteScriptHashes(): string[] {
  return [...new Set([...inlineScripts, ...islandScripts].map(cspHashSource))].sort();
}

/** The CSP sources of the inline styles the pages carry (the islands' one rule). */
export function siteStyleHashes(): string[] {
  return [...new Set(islandStyles.map(cspHashSource))].sort();
}

/**
 * The pages (of the `pages` files) that carry an inline script the site does not write, e.g.
 * one that content brought past the sanitizer: the policy refuses it, and the build names them.
 */
export async function pagesWithUnknownScripts(pages: Iterable<string>): Promise<string[]> {
  const known = new Set(siteScriptHashes());
  const found: string[] = [];
  await inBatches(pages, (file) => {
    const scripts = inlineScriptElements(readFileSync(file)).flatMap(inlineScriptSources);
    if (scripts.some((script) => !known.has(cspHashSource(script)))) found.push(file);
  });
  return found;
}

/**
 * The security headers of a build the site server serves. The build's own `_headers` when it
 * wrote one: its policy names the content service the build's pages call (the islands' address
 * is baked into the HTML at build time, so the build's environment is the one that counts) and
 * allows the inline scripts of the code that rendered its pages (a build rolled back to keeps
 * its own). Else (a build without the file, a test's hand-made root) the policy from this
 * environment and this code's inline scripts.
 */
export async function buildSecurityHeaders(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ headers: Record<string, string>; from: 'build' | 'source' }> {
  const file = await readFile(join(root, '_headers'), 'utf8').catch(() => undefined);
  const recorded = file === undefined ? undefined : parseHeadersFile(file);
  if (recorded?.['Content-Security-Policy']) return { headers: recorded, from: 'build' };
  return { headers: securityHeaders(securityPolicyInputsFromEnv(env)), from: 'source' };
}

/**
 * The policy inputs from the environment the build and the site server share:
 * PUBLIC_CONTENT_SERVICE_URL (else CONTENT_SERVICE_URL: where the islands' mount points send
 * the browser) and PUBLIC_MAP_STYLE_URL; the script hashes are the site's own.
 */
export function securityPolicyInputsFromEnv(env: NodeJS.ProcessEnv): SecurityPolicyInputs {
  return {
    contentServiceUrl: browserConnection(env).baseUrl,
    mapStyleUrl: env.PUBLIC_MAP_STYLE_URL || undefined,
    inlineScriptHashes: siteScriptHashes(),
    inlineStyleHashes: siteStyleHashes(),
  };
}

/**
 * The policy inputs of a build: those of the environment, and the hosts of the map provider's
 * style when PUBLIC_MAP_STYLE_URL names one, read from the style (its tiles, glyphs, sprites).
 * A style that cannot be read in time is reported through `warn`, and the policy allows its own
 * host only: the site is published, and the maps show what that host serves.
 */
export async function buildPolicyInputs(
  env: NodeJS.ProcessEnv,
  options: { fetch?: typeof fetch; warn?: (message: string) => void } = {},
): Promise<SecurityPolicyInputs> {
  const inputs = securityPolicyInputsFromEnv(env);
  const mapOrigins = await mapStyleOrigins(inputs.mapStyleUrl, { fetch: options.fetch }).catch(
    (error: unknown) => {
      (options.warn ?? console.warn)(
        `The map style ${inputs.mapStyleUrl} could not be read (${error instanceof Error ? error.message : error}): ` +
          'the Content-Security-Policy allows only its own host, not its tile, glyph or sprite hosts.',
      );
      return [];
    },
  );
  return mapOrigins.length > 0 ? { ...inputs, mapOrigins } : inputs;
}

/**
 * Writes `_headers` (Netlify, Cloudflare Pages) and nginx-security-headers.conf into a build,
 * anew at every build (full, incremental or a shard): an incremental build starts from a copy
 * of the published one, whose files say nothing about this one's policy.
 */
export async function writeSecurityHeaderFiles(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  options: { fetch?: typeof fetch; warn?: (message: string) => void } = {},
): Promise<void> {
  const headers = securityHeaders(await buildPolicyInputs(env, options));
  // The caching policy beside the security headers: the site server sends the same.
  await writeFile(join(outDir, '_headers'), `${headersFile(headers)}\n${cacheHeadersRules()}`);
  await writeFile(
    join(outDir, 'nginx-security-headers.conf'),
    `${nginxHeadersSnippet(headers)}${cacheNginxLines()}`,
  );
}
