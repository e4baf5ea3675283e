import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheHeadersRules, cacheNginxLines } from './cache-policy.ts';
import { filesUnder, inBatches } from './page-files.ts';
import { browserConnection } from './service-connection.ts';
import {
  headersFile,
  inlineScriptSources,
  nginxHeadersSnippet,
  parseHeadersFile,
  securityHeaders,
  type SecurityPolicyInputs,
} from './security-headers.ts';

/*
 * The security headers of one build (issue 6): the inline scripts of its pages hashed for the
 * Content-Security-Policy, and the files static hosts read. The build writes the files once its
 * pages are written (integrations/redirect-stubs.ts); the site server takes its headers from
 * that file at startup, or builds them by scanning the pages it serves when there is none.
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

/**
 * The hashes of every distinct inline script in the build's pages, sorted (the policy is the
 * same for every page, so one set covers them all): those of `pages` when the caller knows
 * them (the page files a build wrote), else of every `.html` file under `root`.
 */
export async function scanInlineScriptHashes(
  root: string,
  pages?: readonly string[],
): Promise<string[]> {
  const hashes = new Set<string>();
  await inBatches(pages ?? filesUnder(root, (name) => name.endsWith('.html')), (file) => {
    for (const element of inlineScriptElements(readFileSync(file))) {
      for (const script of inlineScriptSources(element)) hashes.add(cspHashSource(script));
    }
  });
  return [...hashes].sort();
}

/**
 * The security headers of a build the site server serves. The build's own `_headers` when it
 * wrote one: its policy names the content service the build's pages call (the islands' address
 * is baked into the HTML at build time, so the build's environment is the one that counts) and
 * spares a scan of every page at each start. Else (a build without the file, a test's hand-made
 * root) the policy from this environment, with the pages' inline scripts scanned now.
 */
export async function buildSecurityHeaders(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ headers: Record<string, string>; from: 'build' | 'scan' }> {
  const file = await readFile(join(root, '_headers'), 'utf8').catch(() => undefined);
  const recorded = file === undefined ? undefined : parseHeadersFile(file);
  if (recorded?.['Content-Security-Policy']) return { headers: recorded, from: 'build' };
  const hashes = await scanInlineScriptHashes(root);
  return { headers: securityHeaders(securityPolicyInputsFromEnv(env, hashes)), from: 'scan' };
}

/**
 * The policy inputs from the environment the build and the site server share:
 * PUBLIC_CONTENT_SERVICE_URL (else CONTENT_SERVICE_URL: where the islands' mount points send
 * the browser) and PUBLIC_MAP_STYLE_URL.
 */
export function securityPolicyInputsFromEnv(
  env: NodeJS.ProcessEnv,
  inlineScriptHashes: readonly string[],
): SecurityPolicyInputs {
  return {
    contentServiceUrl: browserConnection(env).baseUrl,
    mapStyleUrl: env.PUBLIC_MAP_STYLE_URL || undefined,
    inlineScriptHashes,
  };
}

/**
 * The inline script hashes a build's `_headers` allows: an incremental build keeps them, since
 * the pages it takes from the published build still carry those scripts.
 */
export async function recordedScriptHashes(root: string): Promise<string[]> {
  const file = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  const policy = parseHeadersFile(file)?.['Content-Security-Policy'] ?? '';
  return [...new Set(policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [])];
}

/**
 * Writes `_headers` (Netlify, Cloudflare Pages) and nginx-security-headers.conf into a
 * finished build, with the hashes of its inline scripts (and `keptHashes`, those of pages an
 * incremental build kept); `pages`, the page files when known, spares a walk of the build.
 * Returns how many scripts were hashed.
 */
export async function writeSecurityHeaderFiles(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  keptHashes: readonly string[] = [],
  pages?: readonly string[],
): Promise<number> {
  return writeSecurityHeaderFilesWith(outDir, env, [
    ...keptHashes,
    ...(await scanInlineScriptHashes(outDir, pages)),
  ]);
}

/**
 * Writes the header files with exactly these inline script hashes, without reading a page: the
 * merge of a sharded build, whose shards each hashed their own pages. Returns how many.
 */
export async function writeSecurityHeaderFilesWith(
  outDir: string,
  env: NodeJS.ProcessEnv,
  scriptHashes: readonly string[],
): Promise<number> {
  const hashes = [...new Set(scriptHashes)].sort();
  const headers = securityHeaders(securityPolicyInputsFromEnv(env, hashes));
  // The caching policy beside the security headers: the site server sends the same.
  await writeFile(join(outDir, '_headers'), `${headersFile(headers)}\n${cacheHeadersRules()}`);
  await writeFile(
    join(outDir, 'nginx-security-headers.conf'),
    `${nginxHeadersSnippet(headers)}${cacheNginxLines()}`,
  );
  return hashes.length;
}
