import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import ProjectDetail from '../../src/views/ProjectDetail.astro';
import ProjectEntityDetail from '../../src/views/ProjectEntityDetail.astro';
import type { Locale } from '../../src/domain/locales.ts';
import { formatCurrency } from '../../src/domain/formats.ts';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { projectDetailLink, projectEntityLink } from '../../src/domain/slugs.ts';
import type { Estate, Project } from '../../src/schemas/estate.ts';
import type { Alternates, SiteFrame } from '../../src/site/types.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer } from './view-container.ts';
import { $$, $, text } from './dom.ts';

// Only ordinary white space is folded: prices keep their non-breaking space.
const attr = (node: Element | null, name: string) =>
  node ? getAttributeValue(node, name) : undefined;

const demo = generateDemoData({ estates: 120 });
const frame: SiteFrame = {
  site: demo.site,
  menus: { main: null, footer: null },
  pages: demo.pages,
};
const alternates: Alternates = {
  nl: '/nl/aanbod/1/p',
  fr: '/fr/offre/1/p',
  en: '/en/offer/1/p',
  de: '/de/angebot/1/p',
};

/** A project as `estates/group/{id}` sends it: the project with its units in full. */
function demoProject(): Project {
  const record = demo.estates.find((estate) => estate.general.project);
  if (!record) throw new Error('the demo data lacks a project');
  const units = demo.estates.filter((estate) => estate.general.parentId === record.id);
  return structuredClone({ ...record, children: units });
}

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function renderProject(
  project: Project,
  options: { locale?: Locale; hiddenTabs?: string[] } = {},
): Promise<Document> {
  const html = await container.renderToString(ProjectDetail, {
    props: {
      locale: options.locale ?? 'nl',
      frame,
      alternates,
      hiddenTabs: options.hiddenTabs ?? [],
      record: { source: 'group', id: project.id, summary: estateToSummary(project), project },
    },
  });
  return parseDocument(html);
}

async function renderUnit(project: Project, unit: Estate, locale: Locale = 'nl') {
  const html = await container.renderToString(ProjectEntityDetail, {
    props: { locale, frame, alternates, hiddenTabs: [], project, unit },
  });
  return parseDocument(html);
}

describe('project detail', () => {
  it('shows the project title as the h1 under a breadcrumb through the projects listing', async () => {
    const project = demoProject();
    const doc = await renderProject(project, { locale: 'fr' });
    expect(text($('h1', doc))).toBe(project.general.title?.fr);
    expect($$('nav.breadcrumb a', doc).map((a) => attr(a, 'href'))).toEqual([
      '/fr/',
      '/fr/projets',
    ]);
  });

  it('links every unit to its own page, the project link plus the unit id', async () => {
    const project = demoProject();
    const doc = await renderProject(project);
    const links = $$('.units tbody th a', doc).map((a) => attr(a, 'href'));
    expect(links).toHaveLength(project.children.length);
    expect(new Set(links)).toEqual(
      new Set(project.children.map((unit) => projectEntityLink(project, unit.id, 'nl'))),
    );
  });

  it('orders the units by floor, lowest first', async () => {
    const project = demoProject();
    project.children.reverse();
    const doc = await renderProject(project);
    const ids = $$('.units tbody tr', doc).map((row) => Number(attr(row, 'data-unit-id')));
    const floors = ids.map(
      (id) => project.children.find((unit) => unit.id === id)?.general.floor ?? Infinity,
    );
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
  });

  it('shows the status of a sold unit instead of its price', async () => {
    const project = demoProject();
    const [first, second] = project.children;
    if (!first || !second) throw new Error('the demo project has too few units');
    Object.assign(first, { isSold: true, status: { id: 5 } });
    first.general.transaction = { id: 5, name: { nl: 'Verkocht' } };
    first.general.price = 123456;
    Object.assign(second, { isSold: false, status: { id: 1 } });
    second.general.price = 234567;
    const doc = await renderProject(project);
    const cell = (id: number) => text($(`tr[data-unit-id="${id}"] td:last-child`, doc));
    expect(cell(first.id)).toBe('Verkocht');
    expect(text($('.units', doc))).not.toContain(formatCurrency(123456, 'nl'));
    expect(cell(second.id)).toBe(formatCurrency(234567, 'nl'));
  });

  it('gives the unit table a caption and scoped headers', async () => {
    const doc = await renderProject(demoProject());
    expect(text($('.units caption', doc))).not.toBe('');
    expect($$('.units thead th', doc).every((th) => attr(th, 'scope') === 'col')).toBe(true);
    expect($$('.units tbody th', doc).every((th) => attr(th, 'scope') === 'row')).toBe(true);
  });

  it('shows the architect, the sales rep and the map of the project', async () => {
    const project = demoProject();
    const doc = await renderProject(project);
    expect(text($('section#project', doc))).toContain(project.general.architect);
    expect($('section#salesRep', doc)).not.toBeNull();
    expect($('[data-island="estate-map"]', doc)).not.toBeNull();
  });

  it('leaves out the sales rep when its tab is hidden', async () => {
    const doc = await renderProject(demoProject(), { hiddenTabs: ['salesRep'] });
    expect($('section#salesRep', doc)).toBeNull();
  });

  it('shows a price from the lowest unit price', async () => {
    const project = demoProject();
    const doc = await renderProject(project);
    expect(text($('.price__amount', doc))).toBe(
      uiStrings.nl['detail.price.from'].replace(
        '{{price}}',
        formatCurrency(project.general.price, 'nl'),
      ),
    );
  });

  it('refuses a record that is not a project', async () => {
    const estate = demo.estates.find((e) => !e.general.project && !e.general.parentId) as Estate;
    await expect(
      container.renderToString(ProjectDetail, {
        props: {
          locale: 'nl',
          frame,
          alternates,
          hiddenTabs: [],
          record: { source: 'skarabee', id: estate.id, summary: estateToSummary(estate), estate },
        },
      }),
    ).rejects.toThrow(/projects/);
  });
});

describe('project unit detail', () => {
  it('leads back to its project in the breadcrumb', async () => {
    const project = demoProject();
    const unit = project.children[0] as Estate;
    const doc = await renderUnit(project, unit, 'en');
    const hrefs = $$('nav.breadcrumb a', doc).map((a) => attr(a, 'href'));
    expect(hrefs).toEqual(['/en/', '/en/projects', projectDetailLink(project, 'en')]);
  });

  it('takes the address of its project, keeping its own box', async () => {
    const project = demoProject();
    const unit = structuredClone(project.children[1] as Estate);
    unit.general.address = {
      visible: false,
      street: null,
      street_address: null,
      number: null,
      box: '1.02',
      city: null,
    };
    const doc = await renderUnit(project, unit);
    const lines = $$('address .address__line', doc).map(text);
    const { street, number, city } = project.general.address;
    expect(lines).toEqual([`${street?.nl} ${number}`, 'bus 1.02', `${city?.zip} ${city?.name.nl}`]);
    expect($('[data-island="estate-map"]', doc)).not.toBeNull();
  });

  it('renders the unit body: tabs, pictures with alt texts and the contact block', async () => {
    const project = demoProject();
    const unit = project.children[0] as Estate;
    const doc = await renderUnit(project, unit);
    expect($('section#technical', doc)).not.toBeNull();
    expect(attr($('.gallery__main img', doc), 'fetchpriority')).toBe('high');
    for (const img of $$('img', doc)) expect(attr(img, 'alt')?.trim()).toBeTruthy();
    expect($('[data-island="contact-form"]', doc)).not.toBeNull();
  });
});
