import { describe, expect, it } from 'vitest';
import { chooseEncoding, tagMatches } from '../../site-server/static-files.ts';
import {
  cacheControlFor,
  crawlerFiles,
  immutable,
  revalidate,
  standIn,
} from '../../src/site/cache-policy.ts';

describe('cacheControlFor', () => {
  it('keeps files with a digest in their names for good, and asks again for the rest', () => {
    expect(cacheControlFor('/assets/client.CZSF4sce.js')).toBe(immutable);
    for (const path of [
      '/nl/kopen',
      '/',
      '/markers/tiles/buy/1f0c22aa/10/524/343.pbf',
      '/map/style.json',
      '/price-drops.json',
    ]) {
      expect(cacheControlFor(path), path).toBe(revalidate);
    }
  });

  it('lets a CDN keep the revalidated files a day, and serve them stale only briefly', () => {
    const directives = new Map(
      revalidate.split(', ').map((part) => part.split('=') as [string, string | undefined]),
    );
    // Browsers ask again before each use; the edge keeps the file until a publish purges it.
    expect(directives.get('max-age')).toBe('0');
    expect(directives.get('s-maxage')).toBe('86400');
    expect(Number(directives.get('stale-while-revalidate'))).toBeLessThanOrEqual(60);
    expect(directives.get('stale-if-error')).toBe('86400');
    // It would forbid the stale answers the two directives above allow.
    expect(directives.has('must-revalidate')).toBe(false);
    expect(directives.has('public')).toBe(true);
  });

  it('has a CDN ask again each time for the pages that stand in for other URLs', () => {
    for (const path of [
      '/nl/404',
      '/de/404/index.html',
      '/fr/gone/buy-3-bruxelles/index.html',
      '/en/shell/unsubscribe/index.html',
      '/404.html',
    ]) {
      expect(cacheControlFor(path), path).toBe(standIn);
    }
    expect(standIn).not.toMatch(/s-maxage/);
    // A listing whose slug merely starts like one is a page of its own.
    expect(cacheControlFor('/nl/aanbod/404-woning')).toBe(revalidate);
    expect(cacheControlFor('/nl/gonen')).toBe(revalidate);
  });

  it('keeps the favicon a day and the files for crawlers an hour, a day at the edge', () => {
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=86400');
    for (const path of ['/robots.txt', '/sitemap-index.xml', '/sitemap-de.xml']) {
      expect(cacheControlFor(path), path).toBe(crawlerFiles);
    }
    expect(crawlerFiles).toMatch(/^public, max-age=3600, s-maxage=86400, /);
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
