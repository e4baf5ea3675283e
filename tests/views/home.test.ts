import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { jsonLdProblems } from '../fixtures/json-ld-shape.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import Home from '../../src/views/Home.astro';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { Page } from '../../src/schemas/cms.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, demoFrame } from './view-container.ts';
import { $$, $ } from './dom.ts';

const demo = generateDemoData({ estates: 120 });
const frame = demoFrame(demo);
const homePage = demo.pages.find((page) => page.kind === 'home') ?? null;
const summaries = demo.estates
  .filter((estate) => !estate.general.parentId)
  .map(estateToSummary)
  .filter((summary) => !frame.site.hiddenStatus.includes(summary.status.id));
const featured = summaries.slice(0, 4);
const latest = summaries.slice(4, 12);
const homes = { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' };

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

type Options = {
  page?: Page | null;
  featured?: EstateSummary[];
  latest?: EstateSummary[];
  cities?: { id: number; zip: string; name: Record<string, string> }[];
};

async function render(locale: Locale, options: Options = {}): Promise<Document> {
  const html = await container.renderToString(Home, {
    props: {
      locale,
      frame,
      alternates: homes,
      page: options.page === undefined ? homePage : options.page,
      featured: options.featured ?? featured,
      latest: options.latest ?? latest,
      cardHref: (summary: EstateSummary) => `/${locale}/detail-of/${summary.id}`,
      cities: options.cities,
    },
  });
  return parseDocument(html);
}

const text = (doc: Document, selector: string) => {
  const found = $(selector, doc);
  return found ? textContent(found).trim() : null;
};

describe('home page content', () => {
  it('shows the CMS home page title as the one h1 and in the document title', async () => {
    const doc = await render('en');
    expect($$('h1', doc)).toHaveLength(1);
    expect(text(doc, 'h1')).toBe('Your property partner across Belgium');
    expect(text(doc, 'title')).toBe('Your property partner across Belgium | Immo Horizon');
  });

  it("renders the agency's own HTML content in the language", async () => {
    const doc = await render('fr');
    const about = $('.home-about', doc);
    expect(about && $('h2', about) && textContent($('h2', about)!)).toBe(
      'Bienvenue chez Immo Horizon',
    );
    expect($$('.home-about li', doc)).toHaveLength(3);
  });

  it("uses the page's description as the meta description", async () => {
    const doc = await render('nl');
    expect($('meta[name="description"]', doc)?.attribs.content).toBe(homePage?.description?.nl);
  });

  it('still works without a CMS home page', async () => {
    const doc = await render('de', { page: null });
    expect(text(doc, 'h1')).toBe('Immo Horizon');
    expect($('.home-about', doc)).toBeNull();
    expect($$('article.card', doc).length).toBe(featured.length + latest.length);
  });
});

describe('home search entry', () => {
  it('is a plain GET form to the buy listing, with a button for the rent listing', async () => {
    const doc = await render('fr');
    const form = $('form[role="search"]', doc);
    expect(form?.attribs.method).toBe('get');
    expect(form?.attribs.action).toBe('/fr/acheter');
    const actions = $$('button[type="submit"]', form!).map((button) => [
      button.attribs.formaction,
      textContent(button).trim(),
    ]);
    expect(actions).toEqual([
      ['/fr/acheter', 'Chercher à acheter'],
      ['/fr/louer', 'Chercher à louer'],
    ]);
  });

  it('offers the towns of the listings shown, by city id, with a label', async () => {
    const doc = await render('nl');
    const select = $('select[name="city"]', doc);
    expect(select).not.toBeNull();
    const label = $(`label[for="${select!.attribs.id}"]`, doc);
    expect(label && textContent(label)).toBe('Gemeente');
    const values = $$('option', select!).map((option) => option.attribs.value);
    expect(values[0]).toBe('');
    const expected = new Set(
      [...featured, ...latest].map((summary) => String(summary.general.address.city?.id)),
    );
    expect(new Set(values.slice(1))).toEqual(expected);
  });

  it('offers the towns it is given instead', async () => {
    const cities = [{ id: 42, zip: '8300', name: { nl: 'Knokke-Heist' } }];
    const doc = await render('nl', { cities });
    const options = $$('select[name="city"] option', doc).map((option) => [
      option.attribs.value,
      textContent(option),
    ]);
    expect(options).toEqual([
      ['', 'Alle'],
      ['42', '8300 Knokke-Heist'],
    ]);
  });

  it('links the four ways into the offer in the language', async () => {
    const doc = await render('de');
    const links = $$('.home-entries a', doc).map((link) => link.attribs.href);
    expect(links).toEqual(['/de/kaufen', '/de/mieten', '/de/projekte', '/de/ferienwohnungen']);
  });
});

describe('home listings', () => {
  it('shows featured and latest listings under their own headings, linked by cardHref', async () => {
    const doc = await render('en');
    const sections = $$('section[aria-labelledby]', doc).filter((section) =>
      ['home-featured', 'home-latest'].includes(section.attribs['aria-labelledby']!),
    );
    expect(sections.map((section) => textContent($('h2', section)!))).toEqual([
      'Featured properties',
      'Latest properties',
    ]);
    const [featuredSection, latestSection] = sections;
    expect($$('article.card', featuredSection!)).toHaveLength(featured.length);
    expect($$('article.card', latestSection!)).toHaveLength(latest.length);
    const hrefs = $$('a.card__link', featuredSection!).map((link) => link.attribs.href);
    expect(hrefs).toEqual(featured.map((summary) => `/en/detail-of/${summary.id}`));
  });

  it('makes a card inert when cardHref gives no link', async () => {
    const html = await container.renderToString(Home, {
      props: {
        locale: 'nl',
        frame,
        alternates: homes,
        page: homePage,
        featured: featured.slice(0, 2),
        latest: [],
        cardHref: () => null,
      },
    });
    const doc = parseDocument(html);
    expect($$('article.card', doc)).toHaveLength(2);
    expect($$('a.card__link', doc)).toHaveLength(0);
  });

  it('lays the cards out on the 12-column grid: 1, 2, 3 and 4 per row', async () => {
    const doc = await render('en');
    const items = $$('ul.grid > li', doc);
    expect(items.length).toBe(featured.length + latest.length);
    for (const item of items) {
      expect(item.attribs.class?.split(/\s+/)).toEqual(
        expect.arrayContaining(['col-12', 'col-sm-6', 'col-md-4', 'col-lg-3']),
      );
    }
  });

  it('leaves out a section without listings', async () => {
    const doc = await render('nl', { featured: [] });
    expect($('#home-featured', doc)).toBeNull();
    expect(text(doc, '#home-latest')).toBe('Nieuw in ons aanbod');
  });
});

describe('home structured data', () => {
  it('describes the agency as a RealEstateAgent with its home URL in the language', async () => {
    const doc = await render('fr');
    const scripts = $$('script[type="application/ld+json"]', doc);
    const agent = scripts
      .map((script) => JSON.parse(textContent(script)) as Record<string, unknown>)
      .find((data) => data['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({
      name: 'Immo Horizon',
      url: 'http://localhost:4321/fr/',
      telephone: '+32 9 265 40 10',
      email: 'info@immohorizon.example',
      address: { addressLocality: 'Gand', postalCode: '9000' },
      geo: { '@type': 'GeoCoordinates' },
      logo: 'http://localhost:4321/favicon.svg',
    });
  });

  it('names the site as a WebSite published by the agency, and every node is valid', async () => {
    const doc = await render('de');
    const graph = $$('script[type="application/ld+json"]', doc).map(
      (script) => JSON.parse(textContent(script)) as Record<string, unknown>,
    );
    expect(jsonLdProblems(graph)).toEqual([]);
    expect(graph.find((data) => data['@type'] === 'WebSite')).toMatchObject({
      name: 'Immo Horizon',
      url: 'http://localhost:4321/de/',
      inLanguage: 'de',
      publisher: { '@id': 'http://localhost:4321/de/#agency' },
    });
  });
});
