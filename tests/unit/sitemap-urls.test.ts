import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/site/sitemap.ts';

/*
 * The sitemaps write each path out against the site's origin without the URL parser when the
 * parser would keep the path as it is: the answer must be the parser's, whatever the path.
 */

const origins = [
  'https://www.immo-agency.be',
  'http://127.0.0.1:4500',
  'https://immo.be:443/site/',
  'https://user:secret@immo.be',
].map((href) => new URL(href));

/** Paths of the characters that matter: those the parser keeps, encodes or resolves. */
const path = fc
  .array(
    fc.constantFrom(
      ...'ab-_.~%20%C3%A9!$&\'()*+,;=:@/ ?#"<>`{}|\\^é.'.split(''),
      '/.',
      '/..',
      '//',
      '%2e',
      '/nl/aanbod/12/huis-te-koop',
    ),
    { maxLength: 12 },
  )
  .map((parts) => `/${parts.join('')}`);

describe('absolute URLs of the sitemaps', () => {
  it("are the URL parser's for any path and origin", () => {
    fc.assert(
      fc.property(path, fc.constantFrom(...origins), (candidate, origin) => {
        // A path the parser refuses ('///') is refused the same way.
        const outcome = (make: () => string) => {
          try {
            return make();
          } catch (error) {
            return error instanceof TypeError ? 'refused' : error;
          }
        };
        expect(outcome(() => absoluteUrl(candidate, origin))).toBe(
          outcome(() => new URL(candidate, origin).href),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('write out the pages of the site as they are', () => {
    const origin = new URL('https://www.immo-agency.be');
    for (const page of [
      '/nl/kopen',
      '/fr/offre/12/maison-a-vendre-a-rue-de-l%C3%A9glise-5',
      '/de/',
    ])
      expect(absoluteUrl(page, origin)).toBe(`https://www.immo-agency.be${page}`);
    // Resolved by the parser: a dot segment, a path that names another host.
    expect(absoluteUrl('/nl/../fr/', origin)).toBe('https://www.immo-agency.be/fr/');
    expect(absoluteUrl('//elsewhere.example/x', origin)).toBe('https://elsewhere.example/x');
  });
});
