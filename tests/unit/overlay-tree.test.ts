import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overlayTree, removeStaleSitemaps } from '../../publish/site-build.ts';

let root: string;

async function put(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}
const read = (path: string) => readFile(join(root, path), 'utf8');

describe('overlayTree (a shard or a partial build moved over a build)', () => {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'overlay-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('moves every file over the target, replacing files and keeping the others', async () => {
    await put('to/nl/index.html', 'old home');
    await put('to/nl/aanbod/1/huis/index.html', 'estate 1');
    await put('to/_headers', 'old headers');
    await put('from/nl/index.html', 'new home');
    await put('from/nl/aanbod/2/flat/index.html', 'estate 2');
    await put('from/nl/aanbod/2/index.html', 'stub 2');
    await put('from/fr/offre/2/appartement/index.html', 'bien 2');
    await put('from/_redirects', 'rules');

    const moved = await overlayTree(join(root, 'from'), join(root, 'to'));

    expect(moved).toBe(5);
    expect(await read('to/nl/index.html')).toBe('new home');
    expect(await read('to/nl/aanbod/1/huis/index.html')).toBe('estate 1');
    expect(await read('to/nl/aanbod/2/flat/index.html')).toBe('estate 2');
    expect(await read('to/nl/aanbod/2/index.html')).toBe('stub 2');
    expect(await read('to/fr/offre/2/appartement/index.html')).toBe('bien 2');
    expect(await read('to/_headers')).toBe('old headers');
    expect(await read('to/_redirects')).toBe('rules');
    const left = readdirSync(join(root, 'from'), { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('creates the target when there is none', async () => {
    await put('from/de/index.html', 'Startseite');
    expect(await overlayTree(join(root, 'from'), join(root, 'fresh'))).toBe(1);
    expect(await read('fresh/de/index.html')).toBe('Startseite');
    expect(existsSync(join(root, 'from/de/index.html'))).toBe(false);
  });
});

describe('removeStaleSitemaps', () => {
  it('deletes the sitemaps the index no longer names, and nothing else', async () => {
    const index = ['sitemap-nl.xml', 'sitemap-nl-2-1.xml', 'sitemap-nl-2-2.xml']
      .map((file) => `<sitemap><loc>https://immo.example/${file}</loc></sitemap>`)
      .join('');
    await put('to/sitemap-index.xml', `<sitemapindex>${index}</sitemapindex>`);
    for (const file of ['sitemap-nl.xml', 'sitemap-nl-2-1.xml', 'sitemap-nl-2-2.xml'])
      await put(`to/${file}`, '<urlset/>');
    // The listing sitemaps of the build before, when the site had one per language.
    await put('to/sitemap-nl-1-1.xml', '<urlset/>');
    await put('to/robots.txt', 'Sitemap: /sitemap-index.xml');
    await put('to/nl/sitemap-nl-1-1.xml/index.html', 'a page, not a sitemap');

    expect(await removeStaleSitemaps(join(root, 'to'))).toEqual(['sitemap-nl-1-1.xml']);
    expect(readdirSync(join(root, 'to')).toSorted()).toEqual([
      'nl',
      'robots.txt',
      'sitemap-index.xml',
      'sitemap-nl-2-1.xml',
      'sitemap-nl-2-2.xml',
      'sitemap-nl.xml',
    ]);
    expect(existsSync(join(root, 'to/nl/sitemap-nl-1-1.xml/index.html'))).toBe(true);
  });
});
