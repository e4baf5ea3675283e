import { describe, it, expect } from 'vitest';
import {
  isCurrentLink,
  menuItemHref,
  resolveMenu,
  withoutLink,
} from '../../src/domain/menu-links.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { locales } from '../../src/domain/locales.ts';
import type { MenuItem } from '../../src/schemas/cms.ts';

function item(overrides: Partial<MenuItem> & { id?: number } = {}): MenuItem {
  return { id: 1, label: { nl: 'Label', fr: 'Libellé' }, children: [], ...overrides };
}

describe('menuItemHref', () => {
  it.each(locales)('sends a route item to the route table path in %s', (locale) => {
    for (const route of ['buy', 'rent', 'projects', 'holidayRentals', 'favorites', 'privacy']) {
      expect(menuItemHref(item({ route }), locale)).toBe(buildPath(route, locale));
    }
  });

  it('sends the home route to the language root', () => {
    expect(menuItemHref(item({ route: 'home' }), 'de')).toBe('/de/');
  });

  it('sends an unknown route name to / (spec 2)', () => {
    expect(menuItemHref(item({ route: 'nowhere' }), 'nl')).toBe('/');
  });

  it('leaves out a screen that needs parameters', () => {
    expect(menuItemHref(item({ route: 'estateDetail' }), 'nl')).toBeNull();
  });

  it('prefixes a CMS page path with the language', () => {
    const about = item({ url: { nl: 'over-ons', fr: '/a-propos/' } });
    expect(menuItemHref(about, 'nl')).toBe('/nl/over-ons');
    expect(menuItemHref(about, 'fr')).toBe('/fr/a-propos');
  });

  it('treats an empty CMS path as the language root, and a missing one as no link', () => {
    const home = item({ url: { nl: '', fr: null } });
    expect(menuItemHref(home, 'nl')).toBe('/nl/');
    expect(menuItemHref(home, 'fr')).toBeNull();
    expect(menuItemHref(home, 'en')).toBeNull();
  });

  it('encodes characters a path segment cannot hold', () => {
    expect(menuItemHref(item({ url: { de: 'über uns/team' } }), 'de')).toBe(
      '/de/%C3%BCber%20uns/team',
    );
  });

  it('keeps an external address as given, from any language', () => {
    const social = item({ external: true, url: { nl: 'https://www.facebook.com/immo' } });
    expect(menuItemHref(social, 'fr')).toBe('https://www.facebook.com/immo');
  });

  it('drops an external address with an unsafe scheme', () => {
    expect(menuItemHref(item({ external: true, url: { nl: 'javascript:alert(1)' } }), 'nl')).toBe(
      null,
    );
    expect(menuItemHref(item({ external: true, url: { nl: 'not a url' } }), 'nl')).toBeNull();
  });

  it('prefers the route over a URL', () => {
    expect(menuItemHref(item({ route: 'rent', url: { nl: 'elders' } }), 'nl')).toBe('/nl/huren');
  });
});

describe('resolveMenu', () => {
  it('resolves labels and children in the language', () => {
    const menu = resolveMenu(
      [
        item({
          id: 6,
          label: { nl: 'Over ons', en: 'About us' },
          url: { nl: 'over-ons', en: 'about-us' },
          children: [item({ id: 7, label: { en: 'Our team' }, url: { en: 'our-team' } })],
        }),
      ],
      'en',
    );
    expect(menu).toEqual([
      {
        id: 6,
        label: 'About us',
        href: '/en/about-us',
        external: false,
        children: [
          { id: 7, label: 'Our team', href: '/en/our-team', external: false, children: [] },
        ],
      },
    ]);
  });

  it('falls back to a label in another language rather than losing the entry', () => {
    const [link] = resolveMenu([item({ label: { nl: 'Kopen', de: '' }, route: 'buy' })], 'de');
    expect(link?.label).toBe('Kopen');
    expect(link?.href).toBe('/de/kaufen');
  });

  it('leaves out an item without a target but keeps its children', () => {
    const menu = resolveMenu(
      [item({ id: 1, url: { fr: 'seulement-fr' }, children: [item({ id: 2, route: 'buy' })] })],
      'nl',
    );
    expect(menu.map((link) => link.id)).toEqual([2]);
  });

  it('marks external links', () => {
    const [link] = resolveMenu([item({ external: true, url: { nl: 'https://x.example/' } })], 'nl');
    expect(link?.external).toBe(true);
  });
});

describe('isCurrentLink', () => {
  it('ignores a trailing slash, query and hash', () => {
    expect(isCurrentLink('/nl/', '/nl')).toBe(true);
    expect(isCurrentLink('/nl/kopen', '/nl/kopen/?city=3#top')).toBe(true);
  });

  it('does not match another page or an external address', () => {
    expect(isCurrentLink('/nl/kopen', '/nl/huren')).toBe(false);
    expect(isCurrentLink('/nl/', '/nl/kopen')).toBe(false);
    expect(isCurrentLink('https://example.com/nl/kopen', '/nl/kopen')).toBe(false);
  });
});

describe('withoutLink', () => {
  it('removes the entries that lead to a path, at any depth', () => {
    const menu = resolveMenu(
      [
        item({ id: 1, route: 'favorites' }),
        item({ id: 2, route: 'buy', children: [item({ id: 3, route: 'favorites' })] }),
      ],
      'nl',
    );
    const rest = withoutLink(menu, '/nl/favorieten');
    expect(rest.map((link) => link.id)).toEqual([2]);
    expect(rest[0]?.children).toEqual([]);
  });
});
