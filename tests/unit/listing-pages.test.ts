import { describe, expect, it } from 'vitest';
import {
  listingPageCount,
  listingPageLinks,
  listingPageOfPath,
  listingPageOffset,
  listingPagePath,
} from '../../src/domain/listing-pages.ts';
import { locales } from '../../src/domain/locales.ts';
import { alternatePaths } from '../../src/domain/routes.ts';

describe('listing pages', () => {
  it('counts pages of 15, an empty listing keeping its first page', () => {
    expect(listingPageCount(0)).toBe(1);
    expect(listingPageCount(15)).toBe(1);
    expect(listingPageCount(16)).toBe(2);
    expect(listingPageCount(300)).toBe(20);
  });

  it("keeps the screen's own path for page 1 and names later pages in the language's word", () => {
    expect(listingPagePath('buy', 'nl', 1)).toBe('/nl/kopen');
    expect(listingPagePath('buy', 'nl', 2)).toBe('/nl/kopen/pagina/2');
    expect(listingPagePath('rent', 'fr', 3)).toBe('/fr/louer/page/3');
    expect(listingPagePath('projects', 'en', 4)).toBe('/en/projects/page/4');
    expect(listingPagePath('buy', 'de', 5)).toBe('/de/kaufen/seite/5');
    expect(() => listingPagePath('buy', 'nl', 0)).toThrow(RangeError);
  });

  it('links a page to the pages before and after what it shows, where there are some', () => {
    expect(listingPageLinks('buy', 'nl', { offset: 0, shown: 15, total: 40 })).toEqual({
      previous: null,
      next: '/nl/kopen/pagina/2',
    });
    expect(listingPageLinks('buy', 'nl', { offset: 15, shown: 15, total: 40 })).toEqual({
      previous: '/nl/kopen',
      next: '/nl/kopen/pagina/3',
    });
    // Page 2 with 15 more loaded in place: the next page is the one after them.
    expect(listingPageLinks('rent', 'fr', { offset: 15, shown: 30, total: 80 })).toEqual({
      previous: '/fr/louer',
      next: '/fr/louer/page/4',
    });
    expect(listingPageLinks('buy', 'nl', { offset: 30, shown: 15, total: 45 })).toEqual({
      previous: '/nl/kopen/pagina/2',
      next: null,
    });
    expect(listingPageLinks('projects', 'en', { offset: 0, shown: 0, total: 0 })).toEqual({
      previous: null,
      next: null,
    });
  });

  it('starts page n at result 15 × (n − 1)', () => {
    expect(listingPageOffset(1)).toBe(0);
    expect(listingPageOffset(3)).toBe(30);
  });

  it('reads a page back from its path, in every language, and nothing else', () => {
    for (const locale of locales) {
      expect(listingPageOfPath(listingPagePath('rent', locale, 7))).toEqual({
        kind: 'rent',
        locale,
        page: 7,
      });
      expect(listingPageOfPath(listingPagePath('projects', locale, 1))).toEqual({
        kind: 'projects',
        locale,
        page: 1,
      });
    }
    expect(listingPageOfPath('/nl/kopen/pagina/1')).toBeNull();
    expect(listingPageOfPath('/nl/kopen/pagina/02')).toBeNull();
    expect(listingPageOfPath('/nl/kopen/pagina/x')).toBeNull();
    expect(listingPageOfPath('/nl/favorieten')).toBeNull();
  });

  it('switches language on the same page number', () => {
    expect(alternatePaths('/nl/kopen/pagina/4')).toEqual({
      nl: '/nl/kopen/pagina/4',
      fr: '/fr/acheter/page/4',
      en: '/en/buy/page/4',
      de: '/de/kaufen/seite/4',
    });
  });
});
