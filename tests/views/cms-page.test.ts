import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import CmsPage from '../../src/views/CmsPage.astro';
import type { Locale } from '../../src/domain/locales.ts';
import { alternatePaths } from '../../src/domain/routes.ts';
import type { Page } from '../../src/schemas/cms.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, demoFrame } from './view-container.ts';
import { $$, $ } from './dom.ts';

const demo = generateDemoData({ estates: 0 });
const frame = demoFrame(demo);
function page(kind: string, url?: string): Page {
  const found = demo.pages.find((p) => p.kind === kind && (url === undefined || p.url.nl === url));
  if (!found) throw new Error(`the demo data lacks a ${kind} page`);
  return found;
}
const privacy = page('privacy');
const terms = page('terms');
const about = page('page', 'over-ons');

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function render(locale: Locale, cmsPage: Page): Promise<Document> {
  const alternates = alternatePaths(`/${locale}/${cmsPage.url[locale] ?? ''}`) ?? {
    nl: `/nl/${cmsPage.url.nl}`,
    fr: `/fr/${cmsPage.url.fr}`,
    en: `/en/${cmsPage.url.en}`,
    de: `/de/${cmsPage.url.de}`,
  };
  const html = await container.renderToString(CmsPage, {
    props: { locale, frame, alternates, page: cmsPage },
  });
  return parseDocument(html);
}

const text = (doc: Document, selector: string) => {
  const found = $(selector, doc);
  return found ? textContent(found).trim() : null;
};

describe('CMS page', () => {
  it('shows the title as the h1 and the content HTML in the language', async () => {
    const doc = await render('en', privacy);
    expect($$('h1', doc)).toHaveLength(1);
    expect(text(doc, 'main h1')).toBe('Privacy statement');
    const headings = $$('main .prose h2', doc).map((h) => textContent(h));
    expect(headings).toEqual(['Who are we?', 'What data do we process?', 'Why?', 'Your rights']);
    expect(text(doc, 'title')).toBe('Privacy statement | Immo Horizon');
  });

  it('says when a legal text was last changed', async () => {
    const doc = await render('fr', terms);
    const updated = $$('main p.muted', doc).map((p) => textContent(p));
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatch(/^Dernière mise à jour le \d{2}\/\d{2}\/\d{4}$/);
  });

  it('shows no date on an ordinary page', async () => {
    const doc = await render('nl', about);
    expect($('main p.muted', doc)).toBeNull();
  });

  it('shows a text missing in the language in another one, marked with its language', async () => {
    const doc = await render('de', terms); // the demo terms have no German text
    expect(text(doc, 'main h1')).toBe('Nutzungsbedingungen');
    expect(text(doc, '.cms-page__notice')).toContain('nicht auf Deutsch');
    const body = $('main .prose', doc);
    expect(body?.attribs.lang).toBe('nl');
    expect(textContent(body!)).toContain('Gebruik van deze website');
  });

  it('shows no notice when the text exists in the language', async () => {
    const doc = await render('nl', terms);
    expect($('.cms-page__notice', doc)).toBeNull();
    expect($('main .prose', doc)?.attribs.lang).toBeUndefined();
  });

  it('describes the page by its own description, else by the start of its text', async () => {
    const described = await render('nl', about);
    expect($('meta[name="description"]', described)?.attribs.content).toBe(about.description?.nl);
    const excerpted = await render('en', privacy);
    const description = $('meta[name="description"]', excerpted)?.attribs.content ?? '';
    expect(description.startsWith('Who are we? Immo Horizon, Vrijdagmarkt 12')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toContain('<');
  });

  it('frames the page with header and footer', async () => {
    const doc = await render('en', about);
    expect($('header.site-header', doc)).not.toBeNull();
    expect($('footer.site-footer address', doc)).not.toBeNull();
  });
});
