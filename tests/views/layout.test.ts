import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import BaseLayout from '../../src/layouts/BaseLayout.astro';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, demoFrame } from './view-container.ts';
import { $$, $ } from './dom.ts';

const demo = generateDemoData({ estates: 0 });
const frame = demoFrame(demo);
const alternates = { nl: '/nl/kopen', fr: '/fr/acheter', en: '/en/buy', de: '/de/kaufen' };
const origin = 'http://localhost:4321';

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function render(props: Record<string, unknown> = {}, slot = '<h1>Acheter</h1>') {
  const html = await container.renderToString(BaseLayout, {
    props: { locale: 'fr', title: 'Acheter', alternates, ...props },
    slots: { default: slot },
  });
  return { html, doc: parseDocument(html) };
}

const meta = (doc: Document, key: string) =>
  $(`meta[property="${key}"], meta[name="${key}"]`, doc)?.attribs.content;

describe('the base layout head', () => {
  it('sets the language, the canonical link and the language versions with x-default', async () => {
    const { html, doc } = await render();
    expect(html).toContain('<html lang="fr">');
    expect($('link[rel="canonical"]', doc)?.attribs.href).toBe(`${origin}/fr/acheter`);
    const versions = $$('link[rel="alternate"][hreflang]', doc).map((link) => [
      link.attribs.hreflang,
      link.attribs.href,
    ]);
    expect(versions).toEqual([
      ['nl', `${origin}/nl/kopen`],
      ['fr', `${origin}/fr/acheter`],
      ['en', `${origin}/en/buy`],
      ['de', `${origin}/de/kaufen`],
      ['x-default', `${origin}/nl/kopen`],
    ]);
  });

  it('writes Open Graph tags with the locale and its alternates', async () => {
    const { doc } = await render({ description: 'Nos biens à vendre.', ogImage: '/media/a.webp' });
    expect(meta(doc, 'og:title')).toBe('Acheter');
    expect(meta(doc, 'og:description')).toBe('Nos biens à vendre.');
    expect(meta(doc, 'og:url')).toBe(`${origin}/fr/acheter`);
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:image')).toBe(`${origin}/media/a.webp`);
    expect(meta(doc, 'og:locale')).toBe('fr_BE');
    const others = $$('meta[property="og:locale:alternate"]', doc).map(
      (tag) => tag.attribs.content,
    );
    expect(others).toEqual(['nl_BE', 'en_GB', 'de_BE']);
  });

  it('asks for a large Twitter card only when there is a picture', async () => {
    const withImage = await render({ ogImage: 'https://cdn.example/p.webp', ogType: 'article' });
    expect(meta(withImage.doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(withImage.doc, 'twitter:image')).toBe('https://cdn.example/p.webp');
    expect(meta(withImage.doc, 'og:type')).toBe('article');
    const without = await render();
    expect(meta(without.doc, 'twitter:card')).toBe('summary');
    expect(meta(without.doc, 'og:image')).toBeUndefined();
  });

  it("shows the agency's picture in link previews of a page without one of its own", async () => {
    expect(frame.site.agency.image).toBeTruthy();
    const { doc } = await render({ frame, ogImage: null });
    expect(meta(doc, 'og:image')).toBe(new URL(frame.site.agency.image!, origin).href);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    const own = await render({ frame, ogImage: '/media/own.webp' });
    expect(meta(own.doc, 'og:image')).toBe(`${origin}/media/own.webp`);
  });

  it('writes each JSON-LD object as a script JSON.parse reads back', async () => {
    const agent = { '@context': 'https://schema.org', '@type': 'RealEstateAgent', name: 'A' };
    const tricky = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const { html, doc } = await render({ jsonLd: [agent, tricky] });
    const scripts = $$('script[type="application/ld+json"]', doc);
    expect(scripts.map((script) => JSON.parse(textContent(script)))).toEqual([agent, tricky]);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('has a favicon and a theme colour', async () => {
    const { doc } = await render();
    expect($('link[rel="icon"]', doc)?.attribs.href).toBe('/favicon.svg');
    expect(meta(doc, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('keeps a noindex page out of the index without a canonical or language versions', async () => {
    const { doc } = await render({ noindex: true });
    expect(meta(doc, 'robots')).toBe('noindex');
    expect($('link[rel="canonical"]', doc)).toBeNull();
    expect($$('link[hreflang]', doc)).toHaveLength(0);
    const indexed = await render();
    expect(meta(indexed.doc, 'robots')).toBeUndefined();
  });

  it('names the agency in the title once', async () => {
    const { doc } = await render({ frame });
    expect(textContent($('title', doc)!)).toBe('Acheter | Immo Horizon');
    const named = await render({ frame, title: 'Immo Horizon, votre agence' });
    expect(textContent($('title', named.doc)!)).toBe('Immo Horizon, votre agence');
    expect(meta(named.doc, 'og:site_name')).toBe('Immo Horizon');
  });
});

describe('the base layout body', () => {
  it('starts with a translated skip link to the main content', async () => {
    const { doc } = await render();
    const skip = $('body > a.skip-link', doc);
    expect(skip?.attribs.href).toBe('#main');
    expect(textContent(skip!)).toBe('Aller au contenu');
    expect(textContent($('main#main', doc)!)).toBe('Acheter');
  });

  it('frames the page with the header and footer when given the site frame', async () => {
    const bare = await render();
    expect($('header', bare.doc)).toBeNull();
    expect($('footer', bare.doc)).toBeNull();
    const framed = await render({ frame });
    expect($('body > header.site-header', framed.doc)).not.toBeNull();
    expect($('body > footer.site-footer', framed.doc)).not.toBeNull();
    const languages = $$('header nav.languages a', framed.doc).map((a) => a.attribs.href);
    expect(languages).toEqual(Object.values(alternates));
  });
});
