import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inBatches } from '../src/site/page-files.ts';
import { parseRedirectsFile, type RewriteRule } from '../src/site/rewrite-rules.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';

/*
 * Short estate links (spec 2: the short route leads to the canonical slug route) are 301
 * rules in `_redirects` and the nginx snippet, and the site server answers them. A static host
 * that honours neither still needs a page at the short path: a tiny meta-refresh stub. The
 * stubs are written straight from the rules once the pages are built, because rendering tens of
 * thousands of them through Astro's page pipeline cost a fifth of the build.
 */

/**
 * The stub at a short link: refresh to the canonical page at once, not indexed, with the
 * canonical link (so a search engine that reads it still credits the right page).
 * @example redirectStubHtml('/nl/aanbod/1/villa', 'https://immo.be', 'nl')
 */
export function redirectStubHtml(to: string, site: string, lang: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(new URL(to, site).href);
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<title>${target}</title><meta http-equiv="refresh" content="0; url=${target}">` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${canonical}">` +
    `</head><body><a href="${target}">${target}</a></body></html>`
  );
}

/**
 * The 301 rules that name one path (no wildcard, no `:placeholder` segment) inside the site:
 * each gets a stub. A rule that matches many paths is left to the host's rule alone.
 */
export function stubRules(rules: readonly RewriteRule[]): RewriteRule[] {
  return rules.filter((rule) => {
    const segments = rule.from.split('/');
    return (
      rule.status === 301 &&
      rule.from.startsWith('/') &&
      !rule.from.includes('*') &&
      !segments.includes('..') &&
      !segments.some((segment) => segment.startsWith(':'))
    );
  });
}

/**
 * Writes `{from}/index.html` for every 301 rule of the build's `_redirects`; returns how many.
 * A path that already holds a page is left alone (the rule still wins where honoured). With
 * `onlyRenderedTargets`, only the rules whose target page this build wrote get a stub.
 */
export async function writeRedirectStubs(
  outDir: string,
  site: string,
  options: { onlyRenderedTargets?: boolean } = {},
): Promise<number> {
  let text: string;
  try {
    text = await readFile(join(outDir, '_redirects'), 'utf8');
  } catch {
    return 0;
  }
  let written = 0;
  // An incremental build writes the stubs of the estates it rendered; the others are kept.
  const stubs = stubRules(parseRedirectsFile(text)).filter(
    (rule) =>
      !options.onlyRenderedTargets || existsSync(join(outDir, decodeURI(rule.to), 'index.html')),
  );
  await inBatches(stubs, (rule) => {
    const file = join(outDir, decodeURI(rule.from), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    const lang = rule.from.split('/')[1] ?? '';
    try {
      writeFileSync(file, redirectStubHtml(rule.to, site, lang), { flag: 'wx' });
      written += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  });
  return written;
}
