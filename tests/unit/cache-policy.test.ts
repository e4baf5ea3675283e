import { describe, expect, it } from 'vitest';
import { chooseEncoding, tagMatches } from '../../site-server/static-files.ts';
import { cacheControlFor, immutable, revalidate } from '../../src/site/cache-policy.ts';

describe('cacheControlFor', () => {
  it('keeps files with a digest in their names for good, and asks again for the rest', () => {
    expect(cacheControlFor('/assets/client.CZSF4sce.js')).toBe(immutable);
    for (const path of [
      '/nl/kopen',
      '/',
      '/markers/tiles/buy/1f0c22aa/10/524/343.pbf',
      '/map/style.json',
      '/404.html',
    ]) {
      expect(cacheControlFor(path), path).toBe(revalidate);
    }
  });

  it('keeps the favicon a day and the files for crawlers an hour', () => {
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=86400');
    for (const path of ['/robots.txt', '/sitemap-index.xml', '/sitemap-de.xml']) {
      expect(cacheControlFor(path), path).toBe('public, max-age=3600, must-revalidate');
    }
    // Not a sitemap: a page whose slug starts like one.
    expect(cacheControlFor('/nl/sitemap-nl.xml')).toBe(revalidate);
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, following the weights the client gives', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('tagMatches', () => {
  it('compares tags weakly, in a list, and matches any tag for *', () => {
    expect(tagMatches('"a-br"', '"a-br"')).toBe(true);
    expect(tagMatches('W/"a-br"', '"a-br"')).toBe(true);
    expect(tagMatches('"x", "a-br"', '"a-br"')).toBe(true);
    expect(tagMatches('"a"', '"a-br"')).toBe(false);
    expect(tagMatches('*', '"a"')).toBe(true);
  });
});
