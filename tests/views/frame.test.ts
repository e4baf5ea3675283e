import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import SiteFooter from '../../src/components/frame/SiteFooter.astro';
import SiteHeader from '../../src/components/frame/SiteHeader.astro';
import { languageEndonyms } from '../../src/domain/language-names.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';
import { alternatePaths, buildPath } from '../../src/domain/routes.ts';
import type { SiteFrame } from '../../src/site/types.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer } from './view-container.ts';
import { $$, $ } from './dom.ts';

const demo = generateDemoData({ estates: 20 });
const menu = (name: string) => demo.menus.find((m) => m.name === name) ?? null;
const frame: SiteFrame = {
  site: demo.site,
  menus: { main: menu('main'), footer: menu('footer') },
  pages: demo.pages,
};

/** A page that is not the home page, so a switcher pointing at home pages would show. */
const buyAlternates = alternatePaths('/fr/acheter?city=3');
if (!buyAlternates) throw new Error('the buy route is missing from the route table');

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function header(locale: Locale, siteFrame: SiteFrame = frame, alternates = buyAlternates!) {
  const html = await container.renderToString(SiteHeader, {
    props: { locale, frame: siteFrame, alternates },
  });
  return parseDocument(html);
}

async function footer(locale: Locale, siteFrame: SiteFrame = frame) {
  const html = await container.renderToString(SiteFooter, {
    props: { locale, frame: siteFrame, currentPath: buildPath('home', locale) },
  });
  return parseDocument(html);
}

const hrefs = (elements: Element[]) => elements.map((element) => element.attribs.href);

describe('language switcher', () => {
  it('opens the same page in every language, not the other home pages', async () => {
    const doc = await header('fr');
    const links = $$('nav.languages a', doc);
    expect(hrefs(links)).toEqual(locales.map((locale) => buyAlternates![locale]));
    expect(hrefs(links)).toContain('/nl/kopen?city=3');
    expect(hrefs(links)).not.toContain('/nl/');
  });

  it('names each language in itself, with hreflang and lang', async () => {
    const links = $$('nav.languages a', await header('en'));
    for (const [index, locale] of locales.entries()) {
      const link = links[index]!;
      expect(textContent(link).trim()).toBe(languageEndonyms[locale]);
      expect(link.attribs.hreflang).toBe(locale);
      expect(link.attribs.lang).toBe(locale);
    }
  });

  it('marks only the current language as current', async () => {
    const current = $$('nav.languages a[aria-current]', await header('de'));
    expect(current).toHaveLength(1);
    expect(current[0]?.attribs.hreflang).toBe('de');
    expect(current[0]?.attribs['aria-current']).toBe('page');
  });

  it('carries a translated label', async () => {
    const nav = $('nav.languages', await header('nl'));
    expect(nav?.attribs['aria-label']).toBe('Kies een taal');
  });
});

describe('main menu', () => {
  it('sends route items to the route table path in the language', async () => {
    const doc = await header('de');
    const links = hrefs($$('nav.site-nav a', doc));
    for (const route of ['home', 'buy', 'rent', 'projects', 'holidayRentals'] as const) {
      expect(links).toContain(buildPath(route, 'de'));
    }
    expect(links).toContain('/de/kaufen');
  });

  it('sends CMS page items to /{locale}/{url}, children as a nested list', async () => {
    const doc = await header('en');
    const about = $$('nav.site-nav a', doc).find((a) => textContent(a) === 'About us');
    expect(about?.attribs.href).toBe('/en/about-us');
    const nested = $$('nav.site-nav li ul a', doc);
    expect(hrefs(nested)).toEqual(['/en/our-team', '/en/sell-with-us']);
  });

  it('labels the menu in the language and marks the current page', async () => {
    const doc = await header('fr');
    expect($('nav.site-nav', doc)?.attribs['aria-label']).toBe('Menu principal');
    const current = $$('nav.site-nav a[aria-current="page"]', doc);
    expect(hrefs(current)).toEqual(['/fr/acheter']);
  });

  it('folds into a disclosure that works without JavaScript', async () => {
    const doc = await header('nl');
    expect($('details > summary', doc)).not.toBeNull();
    expect($('details nav.site-nav', doc)).not.toBeNull();
  });

  it('leaves the favourites out of the menu, beside which it has its own link', async () => {
    const doc = await header('nl');
    expect(hrefs($$('nav.site-nav a', doc))).not.toContain('/nl/favorieten');
  });

  it('is left out when the site has no main menu', async () => {
    const doc = await header('nl', { ...frame, menus: { main: null, footer: null } });
    expect($('nav.site-nav', doc)).toBeNull();
    expect($('details', doc)).toBeNull();
  });
});

describe('header', () => {
  it('links the agency name to the home page of the language', async () => {
    const brand = $('.site-header__brand', await header('fr'));
    expect(brand?.attribs.href).toBe('/fr/');
    expect(textContent(brand!)).toContain('Immo Horizon');
  });

  it('links the favourites with an empty, hidden count for an island to fill', async () => {
    const doc = await header('en');
    const link = $('a.site-header__favorites', doc);
    expect(link?.attribs.href).toBe('/en/favorites');
    const badge = $('span[data-favorites-count]', link!);
    expect(badge?.attribs).toHaveProperty('hidden');
    expect(textContent(badge!)).toBe('');
  });
});

describe('footer', () => {
  it('shows the agency address in an address element with tel: and mailto: links', async () => {
    const doc = await footer('nl');
    const address = $('address', doc);
    expect(address).not.toBeNull();
    const text = textContent(address!);
    expect(text).toContain('Vrijdagmarkt 12');
    expect(text).toContain('9000 Gent');
    expect(text).toContain('België');
    expect($('a[href="tel:+3292654010"]', address!)).not.toBeNull();
    expect($('a[href="mailto:info@immohorizon.example"]', address!)).not.toBeNull();
  });

  it('shows the VAT and BIV numbers a Belgian agency must show', async () => {
    const text = textContent(await footer('fr'));
    expect(text).toContain('Numéro de TVA');
    expect(text).toContain('BE 0712.345.678');
    expect(text).toContain("Numéro d'agréation IPI");
    expect(text).toContain('BIV 512.345');
  });

  it('leaves out the numbers the agency does not have', async () => {
    const agency = { ...frame.site.agency, vat: null, biv: '  ', phone: null };
    const doc = await footer('en', { ...frame, site: { ...frame.site, agency } });
    const text = textContent(doc);
    expect(text).not.toContain('VAT number');
    expect(text).not.toContain('BIV');
    expect($('a[href^="tel:"]', doc)).toBeNull();
  });

  it('resolves the footer menu in the language', async () => {
    const doc = await footer('fr');
    const links = hrefs($$('nav.site-footer__nav a', doc));
    expect(links).toContain('/fr/tenez-moi-au-courant');
    expect(links).toContain('/fr/vendre-avec-nous');
    expect(links).toContain('https://www.facebook.com/');
  });

  it('always links the privacy statement and terms of use, once', async () => {
    for (const footerMenu of [menu('footer'), null]) {
      const doc = await footer('de', { ...frame, menus: { main: null, footer: footerMenu } });
      const links = hrefs($$('nav.site-footer__nav a', doc));
      expect(links.filter((href) => href === '/de/datenschutzerklarung')).toHaveLength(1);
      expect(links.filter((href) => href === '/de/agb')).toHaveLength(1);
    }
  });

  it('links the social profiles under their brand names', async () => {
    const links = $$('.site-footer__social a', await footer('en'));
    expect(links.map((link) => textContent(link).trim())).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    expect(hrefs(links)).toEqual([
      'https://www.facebook.com/',
      'https://www.instagram.com/',
      'https://www.linkedin.com/',
    ]);
  });

  it('labels its navigation in the language', async () => {
    const nav = $('nav.site-footer__nav', await footer('de'));
    expect(nav?.attribs['aria-label']).toBe('Nützliche Links');
  });
});
