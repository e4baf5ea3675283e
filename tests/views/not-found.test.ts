import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import NotFound from '../../src/views/NotFound.astro';
import { locales, type Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, demoFrame } from './view-container.ts';
import { $$, $ } from './dom.ts';

const demo = generateDemoData({ estates: 0 });
const frame = demoFrame(demo);
const alternates = { nl: '/nl/404', fr: '/fr/404', en: '/en/404', de: '/de/404' };

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function render(locale: Locale): Promise<Document> {
  const html = await container.renderToString(NotFound, { props: { locale, frame, alternates } });
  return parseDocument(html);
}

describe('not-found page', () => {
  it('is kept out of search results', async () => {
    const doc = await render('nl');
    expect($('meta[name="robots"]', doc)?.attribs.content).toBe('noindex');
    expect($('link[rel="canonical"]', doc)).toBeNull();
  });

  it.each(locales)('explains in %s and links home', async (locale) => {
    const doc = await render(locale);
    const strings = uiStrings[locale];
    expect(textContent($('main h1', doc)!)).toBe(strings['notfound.title']);
    expect(textContent(doc)).toContain(strings['notfound.text']);
    const home = $$('main a', doc).find((link) => textContent(link) === strings['notfound.home']);
    expect(home?.attribs.href).toBe(buildPath('home', locale));
  });

  it('links the main screens in the language', async () => {
    const doc = await render('fr');
    const links = $$('main li a', doc).map((link) => link.attribs.href);
    expect(links).toEqual(
      (['buy', 'rent', 'projects', 'holidayRentals', 'favorites'] as const).map((route) =>
        buildPath(route, 'fr'),
      ),
    );
  });

  it('keeps the site frame, so a lost visitor can navigate', async () => {
    const doc = await render('de');
    expect($('header nav.site-nav', doc)).not.toBeNull();
    expect($('footer.site-footer', doc)).not.toBeNull();
  });
});
