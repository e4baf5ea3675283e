import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSecurityHeaders,
  cspHashSource,
  scanInlineScriptHashes,
  writeSecurityHeaderFiles,
} from '../../src/site/build-security-headers.ts';
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
 * inputs, with the build's inline scripts hashed.
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
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.immo.be']);
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
      'blob:',
      'https://api.immo.be',
      'https://tiles.example.org',
    ]);
  });

  it('leaves out a content service address that is not an absolute http(s) URL', () => {
    const policy = directives(contentSecurityPolicy({ contentServiceUrl: '/api' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
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

describe('scanning a build', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'csp-build-'));
    await mkdir(join(root, 'nl', 'kopen'), { recursive: true });
    await writeFile(
      join(root, 'index.html'),
      '<script>one()</script><script src="/a.js"></script>',
    );
    await writeFile(
      join(root, 'nl', 'kopen', 'index.html'),
      '<script>one()</script><script type="module">two()</script>',
    );
    await writeFile(join(root, 'nl', 'notes.txt'), '<script>not a page()</script>');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('hashes each distinct inline script of every page once', async () => {
    expect(await scanInlineScriptHashes(root)).toEqual(
      [cspHashSource('one()'), cspHashSource('two()')].sort(),
    );
  });

  it('reads only the pages it is given, when the build names the pages it wrote', async () => {
    expect(await scanInlineScriptHashes(root, [join(root, 'index.html')])).toEqual([
      cspHashSource('one()'),
    ]);
  });

  it('writes _headers and the nginx snippet with the hashes and the content service', async () => {
    const env = { CONTENT_SERVICE_URL: 'https://api.immo.be' };
    expect(await writeSecurityHeaderFiles(root, env)).toBe(2);
    const file = await readFile(join(root, '_headers'), 'utf8');
    const hashes = [cspHashSource('one()'), cspHashSource('two()')].sort().join(' ');
    expect(file).toContain(`script-src 'self' ${hashes};`);
    expect(file).toContain("connect-src 'self' blob: https://api.immo.be;");
    expect(await readFile(join(root, 'nginx-security-headers.conf'), 'utf8')).toContain(
      'add_header Content-Security-Policy',
    );
  });

  it('tells static hosts to revalidate the map marker snapshots, which keep their names', async () => {
    await writeSecurityHeaderFiles(root, { CONTENT_SERVICE_URL: 'https://api.immo.be' });
    const file = await readFile(join(root, '_headers'), 'utf8');
    expect(file).toMatch(/^\/markers\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    // The rule for every path still reads back whole, without the snapshot rule mixed in.
    const everyPath = parseHeadersFile(file);
    expect(everyPath?.['Content-Security-Policy']).toContain(
      "connect-src 'self' blob: https://api.immo.be",
    );
    expect(everyPath?.['Cache-Control']).toBeUndefined();
  });

  it("serves the build's own headers, made with the build's environment, over this one", async () => {
    await writeSecurityHeaderFiles(root, { PUBLIC_CONTENT_SERVICE_URL: 'https://api.immo.be' });
    const served = await buildSecurityHeaders(root, {
      CONTENT_SERVICE_URL: 'http://10.0.0.5:4322',
    });
    expect(served.from).toBe('build');
    expect(served.headers['Content-Security-Policy']).toContain(
      "connect-src 'self' blob: https://api.immo.be;",
    );
  });

  it('makes the headers from this environment and a scan when the build wrote none', async () => {
    const served = await buildSecurityHeaders(root, {
      CONTENT_SERVICE_URL: 'http://10.0.0.5:4322',
    });
    expect(served.from).toBe('scan');
    const policy = served.headers['Content-Security-Policy']!;
    expect(policy).toContain("connect-src 'self' blob: http://10.0.0.5:4322;");
    expect(policy).toContain(cspHashSource('two()'));
  });
});
