import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPageRoutePath,
  outputFileOf,
  paramsOfPath,
  pathOfParams,
  readRenderManifest,
  renderManifestFile,
  staticPathKey,
} from '../../publish/renderer/manifest.ts';
import { parseRendererRequest } from '../../publish/renderer/request.ts';
import { plainBuildRequest } from '../../src/site/build-request.ts';

const render = {
  type: 'render',
  id: 2,
  outDir: '/srv/site/next',
  pages: [
    { path: '/nl/aanbod/12/huis-te-koop/', props: { kind: 'estate', id: 12 } },
    { path: '/nl/' },
  ],
};

describe('the renderer request', () => {
  it('takes a load and a render request as they are', () => {
    expect(parseRendererRequest(render)).toEqual(render);
    const load = {
      type: 'load',
      id: 1,
      bundleDir: '/work/.builds/abc',
      site: 'https://example.be',
      build: plainBuildRequest({}, '/work/main'),
    };
    expect(parseRendererRequest(load)).toEqual(load);
  });

  it('names each field that is wrong', () => {
    const wrong = { ...render, outDir: 'relative/dir', pages: [{ path: 'nl/' }] };
    expect(() => parseRendererRequest(wrong)).toThrow(/absolute path\n.*at outDir/);
    expect(() => parseRendererRequest(wrong)).toThrow(/at pages\[0\]\.path/);
  });

  it('refuses a page given as a URL with a query, no pages, unknown fields and types', () => {
    expect(() => parseRendererRequest({ ...render, pages: [{ path: '/nl/?a=1' }] })).toThrow();
    expect(() => parseRendererRequest({ ...render, pages: [] })).toThrow();
    expect(() => parseRendererRequest({ ...render, shard: 1 })).toThrow();
    expect(() => parseRendererRequest({ ...render, type: 'build' })).toThrow();
    expect(parseRendererRequest({ type: 'list', id: 3 })).toEqual({ type: 'list', id: 3 });
    const build = plainBuildRequest({}, '/work/main');
    expect(() =>
      parseRendererRequest({ type: 'load', id: 1, bundleDir: '/b', site: 'x', build }),
    ).toThrow(/at site/);
    expect(() =>
      parseRendererRequest({
        type: 'load',
        id: 1,
        bundleDir: '/b',
        site: 'https://example.be',
        build: { ...build, cacheDir: 'cache' },
      }),
    ).toThrow(/at build\.cacheDir/);
  });
});

describe('the render manifest', () => {
  const manifest = {
    codeDigest: 'abc123',
    pagesByKeys: [
      ['src/pages/[lang]/[...path].astro', { styles: [{ sheet: { type: 'external' } }] }],
    ],
    entrySpecifierToBundleMap: [['/src/islands/Map.tsx', '_astro/Map.a1b2.js']],
    scripts: [{ stage: 'page', content: 'import "x"' }],
  };

  it('is read back as the bundle build wrote it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'render-manifest-'));
    await writeFile(join(dir, renderManifestFile), JSON.stringify(manifest));
    expect(await readRenderManifest(dir)).toEqual(manifest);
  });

  it('is refused when cut or of another shape, rather than rendering heads without styles', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'render-manifest-'));
    await writeFile(join(dir, renderManifestFile), JSON.stringify(manifest).slice(0, 40));
    await expect(readRenderManifest(dir)).rejects.toThrow(/not JSON/);
    await writeFile(join(dir, renderManifestFile), JSON.stringify({ ...manifest, codeDigest: '' }));
    await expect(readRenderManifest(dir)).rejects.toThrow(/codeDigest/);
    const { scripts: _, ...noScripts } = manifest;
    await writeFile(join(dir, renderManifestFile), JSON.stringify(noScripts));
    await expect(readRenderManifest(dir)).rejects.toThrow(/scripts/);
  });
});

describe('a path and its route', () => {
  it('sends every language path to the catch-all route, homes included', () => {
    for (const path of ['/nl/', '/nl', '/fr/offre/12/x/', '/en/buy/page/2/', '/de/'])
      expect(isPageRoutePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/robots.txt',
      '/sitemap-nl.xml',
      '/nlx/',
      '/markers/buy.json',
      '/es/',
    ])
      expect(isPageRoutePath(path), path).toBe(false);
  });

  it("gives the catch-all route's params as getStaticPaths lists them, decoded", () => {
    expect(paramsOfPath('/nl/')).toEqual({ lang: 'nl', path: undefined });
    expect(paramsOfPath('/fr/offre/12/r%C3%A9sidence-%C3%A9t%C3%A9/')).toEqual({
      lang: 'fr',
      path: 'offre/12/résidence-été',
    });
    expect(staticPathKey(paramsOfPath('/nl/'))).toBe('/nl');
    expect(staticPathKey(paramsOfPath('/en/buy/page/2/'))).toBe('/en/buy/page/2');
    expect(() => paramsOfPath('/robots.txt')).toThrow();
    for (const path of ['/nl/', '/fr/offre/12/r%C3%A9sidence-%C3%A9t%C3%A9/', '/en/buy/page/2/'])
      expect(pathOfParams(paramsOfPath(path))).toBe(path);
  });

  it('writes pages as index.html in their directory and endpoints under their name', () => {
    expect(outputFileOf('/nl/')).toBe('nl/index.html');
    expect(outputFileOf('/')).toBe('index.html');
    expect(outputFileOf('/fr/offre/12/r%C3%A9sidence/')).toBe('fr/offre/12/résidence/index.html');
    expect(outputFileOf('/robots.txt')).toBe('robots.txt');
    expect(outputFileOf('/_redirects')).toBe('_redirects');
    expect(outputFileOf('/markers/buy.json')).toBe('markers/buy.json');
  });

  it('never writes outside the output directory', () => {
    expect(() => outputFileOf('/nl/../../etc/passwd')).toThrow(/leaves/);
    expect(() => outputFileOf('/nl/%2e%2e/x/')).toThrow(/leaves/);
  });
});
