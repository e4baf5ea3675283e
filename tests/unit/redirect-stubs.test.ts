import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { describe, expect, it } from 'vitest';
import { redirectStubHtml, stubRules, writeRedirectStubs } from '../../publish/redirect-stubs.ts';

const attr = (html: string, selector: string, name: string) => {
  const node = selectOne<AnyNode, Element>(selector, parseDocument(html));
  return node ? getAttributeValue(node, name) : undefined;
};

describe('redirect stubs of short links', () => {
  it('refreshes to the canonical page, is not indexed and names the canonical URL', () => {
    const html = redirectStubHtml('/fr/offre/7/villa-a-gent', 'https://immo.example', 'fr');
    expect(attr(html, 'html', 'lang')).toBe('fr');
    expect(attr(html, 'meta[http-equiv="refresh"]', 'content')).toBe(
      '0; url=/fr/offre/7/villa-a-gent',
    );
    expect(attr(html, 'meta[name="robots"]', 'content')).toBe('noindex');
    expect(attr(html, 'link[rel="canonical"]', 'href')).toBe(
      'https://immo.example/fr/offre/7/villa-a-gent',
    );
    expect(attr(html, 'a', 'href')).toBe('/fr/offre/7/villa-a-gent');
  });

  it('escapes a target that carries markup', () => {
    const html = redirectStubHtml('/nl/a"><script>x</script>', 'https://immo.example', 'nl');
    expect(html).not.toContain('<script>');
  });

  it('stubs only exact 301 paths: no wildcards, rewrites or paths that climb out', () => {
    const rules = stubRules([
      { from: '/nl/aanbod/1', to: '/nl/aanbod/1/villa', status: 301 },
      { from: '/nl/*', to: '/nl/404', status: 404 },
      { from: '/nl/hou-me-op-de-hoogte/*', to: '/nl/shell/x', status: 200 },
      { from: '/nl/../../etc', to: '/nl/', status: 301 },
      { from: '/fr/offre/1042/:slug/1043', to: '/fr/offre/1043/appartement', status: 301 },
    ]);
    expect(rules.map((rule) => rule.from)).toEqual(['/nl/aanbod/1']);
  });

  it('writes a page per short link from the build output and keeps existing pages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stubs-'));
    await writeFile(
      join(dir, '_redirects'),
      '/nl/aanbod/1 /nl/aanbod/1/villa 301!\n/en/offer/1 /en/offer/1/villa 301!\n/nl/* /nl/404 404\n',
    );
    await mkdir(join(dir, 'en/offer/1'), { recursive: true });
    await writeFile(join(dir, 'en/offer/1/index.html'), 'a real page');
    expect(await writeRedirectStubs(dir, 'https://immo.example')).toBe(1);
    const stub = await readFile(join(dir, 'nl/aanbod/1/index.html'), 'utf8');
    expect(attr(stub, 'meta[http-equiv="refresh"]', 'content')).toBe('0; url=/nl/aanbod/1/villa');
    expect(await readFile(join(dir, 'en/offer/1/index.html'), 'utf8')).toBe('a real page');
  });

  it('writes nothing when the build has no rules file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stubs-'));
    expect(await writeRedirectStubs(dir, 'https://immo.example')).toBe(0);
  });
});
