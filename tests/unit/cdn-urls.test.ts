import { describe, expect, it } from 'vitest';
import { fileUrl, purgeUrls } from '../../publish/cdn-urls.ts';

const site = 'https://www.example.be';

describe('fileUrl', () => {
  it('gives a page the URL the sitemaps list: its folder, without the index file', () => {
    expect(fileUrl('index.html', site)).toBe('https://www.example.be/');
    expect(fileUrl('nl/kopen/index.html', site)).toBe('https://www.example.be/nl/kopen');
    expect(fileUrl('nl/aanbod/12/huis-te-koop-in-gent/index.html', site)).toBe(
      'https://www.example.be/nl/aanbod/12/huis-te-koop-in-gent',
    );
    // As a browser requests the link, so as the CDN keys its copy.
    expect(fileUrl('fr/offre/7/Résidence-a-Coxyde/index.html', site)).toBe(
      'https://www.example.be/fr/offre/7/R%C3%A9sidence-a-Coxyde',
    );
  });

  it('gives any other file its own path', () => {
    expect(fileUrl('sitemap-nl.xml', site)).toBe('https://www.example.be/sitemap-nl.xml');
    expect(fileUrl('markers/buy.json', site)).toBe('https://www.example.be/markers/buy.json');
    expect(fileUrl('price-drops.json', site)).toBe('https://www.example.be/price-drops.json');
    expect(fileUrl('404.html', site)).toBe('https://www.example.be/404.html');
  });

  it('keeps characters that mean something in a URL as part of the path', () => {
    expect(fileUrl('nl/a?b#c%d/index.html', site)).toBe('https://www.example.be/nl/a%3Fb%23c%25d');
  });

  it('never purges files named by their content, nor the rules for the servers', () => {
    for (const file of [
      'assets/client.CZSF4sce.js',
      'markers/tiles/buy/1f0c22aa/10/524/343.pbf',
      'markers/tiles/buy/1f0c22aa/tiles.json',
      '_redirects',
      '_headers',
      'nginx-rewrites.conf',
      'nginx-security-headers.conf',
    ]) {
      expect(fileUrl(file, site), file).toBeNull();
    }
  });
});

describe('purgeUrls', () => {
  it('lists each URL once, sorted, leaving out what is never purged', () => {
    expect(
      purgeUrls(
        ['nl/kopen/index.html', 'assets/x.1.js', 'index.html', 'nl/kopen/index.html', '_headers'],
        'http://127.0.0.1:4700',
      ),
    ).toEqual(['http://127.0.0.1:4700/', 'http://127.0.0.1:4700/nl/kopen']);
  });
});
