import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import EstateDetail from '../../src/views/EstateDetail.astro';
import type { Locale } from '../../src/domain/locales.ts';
import { planningViolationDefaultTexts } from '../../src/domain/display-rules.ts';
import { formatCurrency, formatSurface } from '../../src/domain/formats.ts';
import { backOfficeToSummary, estateToSummary } from '../../src/domain/listing-card.ts';
import { translateFieldName } from '../../src/domain/reference-data/index.ts';
import type {
  BackOfficeFieldValue,
  BackOfficeListing,
} from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { Alternates } from '../../src/site/types.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { jsonLdProblems } from '../fixtures/json-ld-shape.ts';
import { createViewContainer, demoFrame, islandProps } from './view-container.ts';
import { $$, $, text } from './dom.ts';

const attr = (node: Element | null, name: string) =>
  node ? getAttributeValue(node, name) : undefined;

const demo = generateDemoData({ estates: 120 });
const frame = demoFrame(demo);
const alternates: Alternates = {
  nl: '/nl/aanbod/1/test',
  fr: '/fr/offre/1/test',
  en: '/en/offer/1/test',
  de: '/de/angebot/1/test',
};

function demoEstate(predicate: (estate: Estate) => boolean, what: string): Estate {
  const found = demo.estates.find((estate) => !estate.general.parentId && predicate(estate));
  if (!found) throw new Error(`the demo data lacks ${what}`);
  return structuredClone(found);
}
const flemishHouse = demoEstate(
  (e) =>
    e.general.address.region === 'FLANDERS' &&
    e.general.address.visible &&
    e.status.id === 1 &&
    e.rooms.length > 3 &&
    e.pictures.length > 3 &&
    !e.general.project,
  'a visible Flemish estate for sale with rooms and pictures',
);

function demoListing(predicate: (listing: BackOfficeListing) => boolean, what: string) {
  const found = demo.backOfficeListings.find(predicate);
  if (!found) throw new Error(`the demo data lacks ${what}`);
  return structuredClone(found);
}

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function renderEstate(
  estate: Estate,
  options: { locale?: Locale; hiddenTabs?: string[] } = {},
): Promise<Document> {
  const html = await container.renderToString(EstateDetail, {
    props: {
      locale: options.locale ?? 'nl',
      frame,
      alternates,
      hiddenTabs: options.hiddenTabs ?? [],
      record: { source: 'skarabee', id: estate.id, summary: estateToSummary(estate), estate },
    },
  });
  return parseDocument(html);
}

async function renderListing(
  listing: BackOfficeListing,
  options: { locale?: Locale; hiddenTabs?: string[] } = {},
): Promise<Document> {
  const html = await container.renderToString(EstateDetail, {
    props: {
      locale: options.locale ?? 'nl',
      frame,
      alternates,
      hiddenTabs: options.hiddenTabs ?? [],
      record: { source: 'v2', id: listing.id, summary: backOfficeToSummary(listing), listing },
    },
  });
  return parseDocument(html);
}

/** The rows of a tab section as label → value. */
function tabRows(doc: Document, id: string): Map<string, string> {
  const section = $(`section#${id}`, doc);
  const rows = section ? $$('.facts__row', section) : [];
  return new Map(rows.map((row) => [text($('dt', row)), text($('dd', row))]));
}

const nl = uiStrings.nl;

describe('estate detail: header and address (spec 2)', () => {
  it('shows the title as the only h1, with street and number, box and zip and city', async () => {
    const estate = structuredClone(flemishHouse);
    estate.general.address.box = '3';
    const doc = await renderEstate(estate);
    expect($$('h1', doc)).toHaveLength(1);
    expect(text($('h1', doc))).toBe(estate.general.title?.nl);
    const lines = $$('address .address__line', doc).map(text);
    const { street, number, city } = estate.general.address;
    expect(lines).toEqual([`${street?.nl} ${number}`, 'bus 3', `${city?.zip} ${city?.name.nl}`]);
  });

  it('shows no street and no coordinates when the address is not visible', async () => {
    const estate = structuredClone(flemishHouse);
    estate.general.address.visible = false;
    const doc = await renderEstate(estate);
    const body = text($('body', doc));
    expect($('address.address', doc)).toBeNull();
    expect(body).not.toContain(estate.general.address.street?.nl ?? 'no street');
    expect($('[data-lat]', doc)).toBeNull();
    expect($('a[href*="openstreetmap"]', doc)).toBeNull();
    const jsonLd = $$('script[type="application/ld+json"]', doc).map(text).join('');
    expect(jsonLd).not.toContain(String(estate.general.address.geoLocation?.lat));
  });

  it('places the map island with a no-JavaScript OpenStreetMap link for a visible address', async () => {
    const doc = await renderEstate(flemishHouse);
    const map = $('[data-island="estate-map"]', doc);
    const { lat, lon } = flemishHouse.general.address.geoLocation ?? { lat: 0, lon: 0 };
    const props = islandProps(attr($('astro-island[component-export="EstateMap"]', doc), 'props'));
    expect(props.point).toEqual({ lat, lng: lon });
    expect(attr($('a', map ?? []), 'href')).toBe(
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    );
  });

  it('shows the price of a listing for sale', async () => {
    const doc = await renderEstate(flemishHouse);
    expect(text($('.price__amount', doc))).toBe(formatCurrency(flemishHouse.general.price, 'nl'));
  });

  it('shows the transaction name of a sold listing and no price anywhere', async () => {
    const sold = demoEstate((e) => e.status.id === 5 && (e.price?.value ?? 0) > 0, 'a sold estate');
    const doc = await renderEstate(sold);
    expect(text($('.price__sold', doc))).toBe(sold.general.transaction.name?.nl);
    expect($('.price__amount', doc)).toBeNull();
    expect(text($('body', doc))).not.toContain(formatCurrency(sold.price?.value, 'nl'));
    expect($('section#financial', doc)).toBeNull();
  });

  it('keeps the page of a listing no longer on offer out of search results, of both sources', async () => {
    const robots = (doc: Document) => attr($('meta[name="robots"]', doc), 'content');
    const sold = demoEstate((e) => e.status.id === 5, 'a sold estate');
    expect(robots(await renderEstate(sold))).toBe('noindex');
    const soldListing = demoListing((listing) => listing.status === 'SOLD', 'a sold listing');
    expect(robots(await renderListing(soldListing))).toBe('noindex');
    expect(robots(await renderEstate(flemishHouse))).toBeUndefined();
    const forSale = demoListing((listing) => listing.status === 'FOR_SALE', 'a listing for sale');
    expect(robots(await renderListing(forSale))).toBeUndefined();
  });

  it('leads back home and to the buy listing in the breadcrumb', async () => {
    const doc = await renderEstate(flemishHouse);
    const crumbs = $$('nav.breadcrumb li', doc);
    expect(crumbs.map((li) => attr($('a', li), 'href'))).toEqual(['/nl/', '/nl/kopen', undefined]);
    expect(attr($('[aria-current="page"]', doc), 'aria-current')).toBe('page');
  });

  it('tells search engines the breadcrumb it shows, as a valid BreadcrumbList', async () => {
    const doc = await renderEstate(flemishHouse);
    const graph = $$('script[type="application/ld+json"]', doc).flatMap((script) =>
      ([] as Record<string, unknown>[]).concat(JSON.parse(text(script))),
    );
    expect(jsonLdProblems(graph)).toEqual([]);
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList');
    const items = list?.itemListElement as { name: string; item: string }[];
    const crumbs = $$('nav.breadcrumb li', doc);
    expect(items.map((item) => item.name)).toEqual(crumbs.map((li) => text(li).trim()));
    expect(items.map((item) => new URL(item.item).pathname).slice(0, 2)).toEqual([
      '/nl/',
      '/nl/kopen',
    ]);
  });
});

describe('estate detail: pictures', () => {
  it('loads the main picture at once, with high priority, its size and a srcset over three sizes', async () => {
    const doc = await renderEstate(flemishHouse);
    const main = $('.gallery__main img', doc);
    expect(attr(main, 'loading')).toBe('eager');
    expect(attr(main, 'fetchpriority')).toBe('high');
    expect(attr(main, 'width')).toBe('1600');
    expect(attr(main, 'height')).toBe('1200');
    expect(attr(main, 'sizes')).toBeTruthy();
    const srcset = attr(main, 'srcset') ?? '';
    expect(srcset).toMatch(
      /\/thumbnail\.webp 400w, .*\/medium\.webp 1024w, .*\/original\.webp 1600w$/,
    );
  });

  it('links every other picture as a lazy thumbnail to its original', async () => {
    const doc = await renderEstate(flemishHouse);
    const links = $$('.gallery__thumbs a', doc);
    expect(links).toHaveLength(flemishHouse.pictures.length - 1);
    for (const link of links) {
      expect(attr(link, 'href')).toMatch(/\/original\.webp$/);
      expect(attr($('img', link), 'loading')).toBe('lazy');
    }
  });

  it('numbers the pictures in their alt texts, and no picture lacks one', async () => {
    const doc = await renderEstate(flemishHouse);
    const title = flemishHouse.general.title?.nl ?? '';
    const total = flemishHouse.pictures.length;
    const third = $$('.gallery img', doc)[2];
    expect(attr(third ?? null, 'alt')).toMatch(new RegExp(`^Foto 3 van ${total} — ${title}`));
    for (const img of $$('img', doc)) expect(attr(img, 'alt')?.trim()).toBeTruthy();
  });
});

describe('estate detail: the photo viewer', () => {
  it('marks every picture link for the viewer, numbered for #photo-N, with its sizes', async () => {
    const doc = await renderEstate(flemishHouse);
    const links = $$('.gallery a', doc);
    expect(links).toHaveLength(flemishHouse.pictures.length);
    links.forEach((link, position) => {
      expect(attr(link, 'id')).toBe(`photo-${position + 1}`);
      expect(attr(link, 'data-gallery-item')).toBe('');
      // Without JavaScript the link still opens the picture itself.
      expect(attr(link, 'href')).toMatch(/\/original\.webp$/);
      expect(attr(link, 'data-srcset')).toMatch(/ 400w, .* 1024w, .* 1600w$/);
    });
    expect(text($('.gallery__count', doc))).toBe(`${flemishHouse.pictures.length} foto's`);
  });

  it("hands the viewer island, loaded on use, the listing's title and its own texts", async () => {
    const doc = await renderEstate(flemishHouse, { locale: 'fr' });
    const island = $('astro-island[component-export="GalleryViewer"]', doc);
    expect(attr(island, 'client')).toBe('paint');
    expect(JSON.parse(attr(island, 'opts') ?? '{}')).toMatchObject({ value: { use: true } });
    const props = islandProps(attr(island, 'props')) as {
      title: string;
      locale: string;
      texts: Record<string, string>;
    };
    expect(props.locale).toBe('fr');
    expect(props.title).toBe(text($('h1', doc)));
    expect(props.texts['gallery.close']).toBe(uiStrings.fr['gallery.close']);
    expect(Object.keys(props.texts).every((key) => key.startsWith('gallery.'))).toBe(true);
    // Built closed and empty: nothing of it shows before a picture is opened.
    expect($('dialog.gallery-viewer', island ?? [])?.children ?? []).toHaveLength(0);
    expect(attr($('dialog.gallery-viewer', island ?? []), 'open')).toBeUndefined();
  });

  it('opens a document that is an image in the viewer, and leaves a PDF a download', async () => {
    const estate = structuredClone(flemishHouse);
    const file = (link: string) => ({ type: { name: { nl: link } }, link, comment: null });
    estate.files = [file('/media/documents/epc-1.pdf'), file('/media/documents/floorplan-1.webp')];
    const doc = await renderEstate(estate);
    const [pdf, plan] = $$('.files a', doc);
    expect(attr(pdf ?? null, 'data-gallery-item')).toBeUndefined();
    expect(attr(plan ?? null, 'data-gallery-item')).toBe('');
    expect(attr(plan ?? null, 'href')).toBe('/media/documents/floorplan-1.webp');
  });
});

describe('estate detail: tabs (spec 2, spec 5)', () => {
  it('renders each tab as a section labelled by its h2', async () => {
    const doc = await renderEstate(flemishHouse);
    for (const id of ['salesRep', 'financial', 'technical', 'planning', 'comfort']) {
      const section = $(`section#${id}`, doc);
      expect(section, id).not.toBeNull();
      const heading = $(`#${attr(section, 'aria-labelledby')}`, doc);
      expect(heading?.name).toBe('h2');
    }
  });

  it('leaves out a hidden tab and keeps the others', async () => {
    const doc = await renderEstate(flemishHouse, { hiddenTabs: ['financial', 'planning'] });
    expect($('section#financial', doc)).toBeNull();
    expect($('section#planning', doc)).toBeNull();
    expect($('section#technical', doc)).not.toBeNull();
    expect(text($('body', doc))).not.toContain(nl['detail.tab.financial']);
  });

  it('shows the terraces’ summed surface in the dimensions tab, as a surface (spec 3, spec 5)', async () => {
    const estate = structuredClone(flemishHouse);
    const terrace = (surface: number | null) => ({
      value: { id: 10, name: { nl: 'Terras' } },
      surface,
      comment: null,
      common: false,
      floor: 0,
      floorId: 1,
      count: 1,
      sort: 0,
    });
    estate.rooms = [terrace(12.5), terrace(8), terrace(null)];
    for (const locale of ['nl', 'fr'] as const) {
      const doc = await renderEstate(estate, { locale });
      const label = uiStrings[locale]['detail.dimensions.area.terrace'];
      expect(tabRows(doc, 'dimensions').get(label)).toBe(formatSurface(20.5, locale));
    }
    expect(
      tabRows(await renderEstate(estate), 'dimensions').get(nl['detail.dimensions.area.terrace']),
    ).toMatch(/^20,50\sm²$/);
    estate.rooms = [];
    const without = await renderEstate(estate);
    expect(tabRows(without, 'dimensions').has(nl['detail.dimensions.area.terrace'])).toBe(false);
    const hidden = await renderEstate(structuredClone({ ...estate, rooms: [terrace(9)] }), {
      hiddenTabs: ['dimensions'],
    });
    expect(text($('body', hidden))).not.toContain(nl['detail.dimensions.area.terrace']);
  });

  it('shows buildTechnicals as a tab of its own beside comfort, each hidden by its own name', async () => {
    const estate = structuredClone(flemishHouse);
    estate.buildTechnicals = [
      {
        criteria: { id: 1, name: { nl: 'Verwarming', fr: 'Chauffage' } },
        value: { id: 2, name: { nl: 'Gas', fr: 'Gaz' } },
        comment: null,
      },
    ];
    estate.facilities = [{ name: { nl: 'Lift', fr: 'Ascenseur' } }];
    const both = await renderEstate(estate, { locale: 'fr' });
    expect(text($('section#buildTechnicals h2', both))).toBe(
      uiStrings.fr['detail.tab.build.technicals'],
    );
    expect(tabRows(both, 'buildTechnicals').get('Chauffage')).toBe('Gaz');
    expect(text($('section#comfort', both))).toContain('Ascenseur');
    // spec 2: comfort is build technicals plus facilities, beside their own tab too.
    expect(tabRows(both, 'comfort').get('Chauffage')).toBe('Gaz');

    const noTechnicals = await renderEstate(estate, { hiddenTabs: ['buildTechnicals'] });
    expect($('section#buildTechnicals', noTechnicals)).toBeNull();
    // spec 2: comfort is build technicals plus facilities.
    expect(tabRows(noTechnicals, 'comfort').get('Verwarming')).toBe('Gas');
    expect(text($('section#comfort', noTechnicals))).toContain('Lift');

    const noComfort = await renderEstate(estate, { hiddenTabs: ['Comfort'] });
    expect($('section#comfort', noComfort)).toBeNull();
    expect(tabRows(noComfort, 'buildTechnicals').get('Verwarming')).toBe('Gas');
  });

  it('links the sales rep phone numbers and e-mail', async () => {
    const doc = await renderEstate(flemishHouse);
    const rep = $('section#salesRep', doc) as Element;
    const hrefs = $$('a', rep).map((a) => attr(a, 'href'));
    expect(hrefs.some((href) => href?.startsWith('tel:+32'))).toBe(true);
    expect(hrefs).toContain(`mailto:${flemishHouse.salesRep?.email}`);
  });

  it('writes the EPC bar as the value over 700, capped at a full bar', async () => {
    const estate = structuredClone(flemishHouse);
    estate.energy = { ...estate.energy, epcValue: 350, energyLabel: 'C' };
    const half = await renderEstate(estate);
    expect(attr($('section#energy .epc-bar__value', half), 'style')).toBe('width: 50%');
    estate.energy = { ...estate.energy, epcValue: 910 };
    const full = await renderEstate(estate);
    expect(attr($('section#energy .epc-bar__value', full), 'style')).toBe('width: 100%');
    expect(attr($('section#energy .epc-bar', full), 'aria-label')).toContain('910');
  });

  it('shows the electricity certificate only when it is set, the conformity one whenever defined', async () => {
    const estate = structuredClone(flemishHouse);
    estate.technical = {
      ...estate.technical,
      certificateElectricity: null,
      certificateConformity: null,
    };
    const rows = tabRows(await renderEstate(estate), 'technical');
    expect(rows.has(nl['detail.technical.electricity.certificate'])).toBe(false);
    expect(rows.get(nl['detail.technical.conformity.certificate'])).toBe('Niet ingegeven');
    delete estate.technical.certificateConformity;
    const without = tabRows(await renderEstate(estate), 'technical');
    expect(without.has(nl['detail.technical.conformity.certificate'])).toBe(false);
  });

  it('hides empty figures: 0 and -1 are not shown', async () => {
    const estate = structuredClone(flemishHouse);
    estate.dimensions = { ...estate.dimensions, widthGround: -1, depthGround: 0, areaGround: 512 };
    const rows = tabRows(await renderEstate(estate), 'dimensions');
    expect(rows.has(nl['detail.dimensions.width.ground'])).toBe(false);
    expect(rows.has(nl['detail.dimensions.depth.ground'])).toBe(false);
    expect(rows.get(nl['detail.plot.area'])).toBe(formatSurface(512, 'nl'));
  });
});

describe('estate detail: planning (spec 5)', () => {
  const planning = {
    townPlanningValue: 'WG',
    townPlanningViolation: null,
    buildingLicense: null,
    allocationLicense: 'NO',
    presaleRight: 'NO',
    certificateAsBuilt: 'YES',
    heritageProtected: 'NO',
    heritageInventoried: 'YES',
    floodingBuildingScore: 'B',
    floodingParcelScore: 'D',
    renovationObligation: null,
  };

  function withPlanning(region: string): Estate {
    const estate = structuredClone(flemishHouse);
    estate.general.address.region = region;
    estate.planning = { ...planning };
    return estate;
  }

  it('shows the default text when no planning violation is entered', async () => {
    const rows = tabRows(await renderEstate(withPlanning('FLANDERS')), 'planning');
    expect(rows.get(nl['detail.planning.violation'])).toBe(planningViolationDefaultTexts.nl);
  });

  it('lists an absent planning value as not entered outside Wallonia', async () => {
    const rows = tabRows(await renderEstate(withPlanning('FLANDERS')), 'planning');
    expect(rows.get(nl['detail.planning.building.license'])).toBe('Niet ingegeven');
    expect(rows.has(nl['detail.planning.as.built'])).toBe(true);
    expect(rows.has(nl['detail.planning.heritage.inventoried'])).toBe(true);
  });

  it('hides empty fields, the as-built certificate, flood scores and heritage inventory in Wallonia', async () => {
    const rows = tabRows(await renderEstate(withPlanning('WALLONIA')), 'planning');
    for (const key of [
      'detail.planning.as.built',
      'detail.planning.heritage.inventoried',
      'detail.planning.flooding.building',
      'detail.planning.flooding.parcel',
      'detail.planning.building.license',
      'detail.planning.violation',
    ] as const) {
      expect(rows.has(nl[key]), key).toBe(false);
    }
    expect(rows.has(nl['detail.planning.allocation.license'])).toBe(true);
  });

  it('marks a flood score after C with a warning icon', async () => {
    const doc = await renderEstate(withPlanning('FLANDERS'));
    const rows = $$('section#planning .facts__row', doc);
    const row = (key: 'detail.planning.flooding.parcel' | 'detail.planning.flooding.building') =>
      rows.find((candidate) => text($('dt', candidate)) === nl[key]) ?? null;
    expect(text($('.facts__warning', row('detail.planning.flooding.parcel') ?? []))).toBe(
      nl['detail.planning.flood.risk'],
    );
    expect($('.facts__warning', row('detail.planning.flooding.building') ?? [])).toBeNull();
  });
});

describe('estate detail: floors and rooms (spec 2)', () => {
  it('orders floors by level and rooms by floorId within a floor', async () => {
    const estate = structuredClone(flemishHouse);
    const room = (id: number, name: string, floor: number, floorId: number) => ({
      value: { id, name: { nl: name } },
      surface: 10,
      comment: null,
      common: false,
      floor,
      floorId,
      count: 1,
      sort: 0,
    });
    estate.rooms = [
      room(1, 'Slaapkamer', 1, 7),
      room(9, 'Kelder', -1, 1),
      room(5, 'Badkamer', 1, 6),
      room(2, 'Leefruimte', 0, 2),
    ];
    const doc = await renderEstate(estate);
    expect($$('.floors caption', doc).map(text)).toEqual([
      'Kelderverdieping 1',
      'Gelijkvloers',
      'Verdieping 1',
    ]);
    const lastFloor = $$('.floors table', doc)[2] ?? [];
    expect($$('tbody th', lastFloor).map(text)).toEqual(['Badkamer', 'Slaapkamer']);
    expect($$('thead th', lastFloor).every((th) => attr(th, 'scope') === 'col')).toBe(true);
  });
});

describe('estate detail: page head and islands', () => {
  it('gives the page its own title, a description, a picture and JSON-LD', async () => {
    const doc = await renderEstate(flemishHouse);
    const title = text($('title', doc));
    expect(title).toContain(flemishHouse.general.reference);
    expect(title).toContain(demo.site.name);
    // The reference makes the description the page's own (two plots in one town read alike).
    expect(attr($('meta[name="description"]', doc), 'content')).toBe(
      `${flemishHouse.general.shortDescription?.nl} Referentie: ${flemishHouse.general.reference}.`,
    );
    expect(attr($('meta[property="og:image"]', doc), 'content')).toMatch(/\/original\.webp$/);
    const types = $$('script[type="application/ld+json"]', doc).map(
      (script) => (JSON.parse(text(script)) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['RealEstateListing', 'BreadcrumbList']);
  });

  it('places the favourite, contact, viewing and send-to-friend islands, with a plain contact fallback', async () => {
    const doc = await renderEstate(flemishHouse);
    const heart = $('.detail-header__favorite astro-island', doc);
    expect(islandProps(attr(heart, 'props')).estateId).toBe(String(flemishHouse.id));
    for (const island of ['contact-form', 'viewing-booking', 'send-to-friend'] as const) {
      const form = $(`[data-island="${island}"] astro-island`, doc);
      // Rendered on the server (the viewing form shows its slots once it has loaded them), and
      // hydrated as it comes near.
      expect($(island === 'viewing-booking' ? 'h3' : 'form', form ?? [])).not.toBeNull();
      expect(attr(form, 'client')).toBe('paint');
      expect(islandProps(attr(form, 'props'))).toHaveProperty('texts');
    }
    const mail = $('section.contact a[href^="mailto:"]', doc);
    expect(attr(mail, 'href')).toContain(demo.site.agency.email);
  });

  it('links the virtual tour and lists videos as links, without iframes', async () => {
    const estate = structuredClone(flemishHouse);
    estate.virtualVisits = [
      { type: { id: 1 }, link: 'https://example.com/panorama' },
      { type: { id: 2 }, link: 'https://example.com/tour' },
    ];
    estate.videos = [{ link: 'https://video.example/1', title: { nl: 'Rondleiding' } }];
    const doc = await renderEstate(estate);
    expect(attr($('p.tour a', doc), 'href')).toBe('https://example.com/tour');
    expect(text($('.videos a', doc))).toContain('Rondleiding');
    expect($('iframe', doc)).toBeNull();
  });

  it('speaks the page language', async () => {
    const doc = await renderEstate(flemishHouse, { locale: 'fr' });
    expect(text($('section#technical h2', doc))).toBe(uiStrings.fr['detail.tab.technical']);
    expect(text($('h1', doc))).toBe(flemishHouse.general.title?.fr);
  });
});

describe('estate detail: back-office listings (spec 3, spec 5)', () => {
  const forSale = demoListing(
    (l) =>
      l.status === 'FOR_SALE' &&
      l.type === 'HOUSE' &&
      typeof l.fields['financial.price'] === 'number',
    'a back-office house for sale',
  );

  function withFields(
    listing: BackOfficeListing,
    fields: Record<string, BackOfficeFieldValue>,
    more: Partial<BackOfficeListing> = {},
  ): BackOfficeListing {
    return { ...structuredClone(listing), ...more, fields: { ...listing.fields, ...fields } };
  }

  it('groups the fields under translated headings, with translated labels', async () => {
    const doc = await renderListing(forSale, { locale: 'en' });
    const headings = $$('section[id^="group-"] h2', doc).map(text);
    expect(headings).toContain(translateFieldName('financial', 'en'));
    expect(headings).toContain(translateFieldName('comfort', 'en'));
    expect(tabRows(doc, 'group-financial').has(translateFieldName('financial.price', 'en'))).toBe(
      true,
    );
  });

  it('shows its price in the header', async () => {
    const doc = await renderListing(forSale);
    expect(text($('.price__amount', doc))).toBe(
      formatCurrency(forSale.fields['financial.price'] as number, 'nl'),
    );
  });

  it('hides the price under the VAT regime', async () => {
    const listing = withFields(forSale, {
      'financial.vat_regime': true,
      'financial.price': 412000,
    });
    const doc = await renderListing(listing);
    expect(text($('body', doc))).not.toContain(formatCurrency(412000, 'nl'));
    expect(text($('head', doc))).not.toContain('412000');
    expect($('.price__amount', doc)).toBeNull();
    expect(tabRows(doc, 'group-financial').has(translateFieldName('financial.price', 'nl'))).toBe(
      false,
    );
  });

  it('hides the electrical certificate fields of a rental', async () => {
    const certificate = {
      'certification.electrical_certificate': 'OBTAINED',
      'certification.electrical_certificate_conformity': 'VALID',
    };
    const label = translateFieldName('certification.electrical_certificate', 'nl');
    const sale = tabRows(
      await renderListing(withFields(forSale, certificate)),
      'group-certification',
    );
    expect(sale.has(label)).toBe(true);
    const rental = withFields(forSale, certificate, { status: 'TO_RENT', statusId: 2 });
    const rows = tabRows(await renderListing(rental), 'group-certification');
    expect(rows.has(label)).toBe(false);
    expect(
      rows.has(translateFieldName('certification.electrical_certificate_conformity', 'nl')),
    ).toBe(false);
  });

  it('shows the status of a sold listing instead of its price', async () => {
    const sold = demoListing((l) => l.status === 'SOLD', 'a sold back-office listing');
    const doc = await renderListing(sold);
    expect(text($('.price__sold', doc))).toBe('Verkocht');
    expect($('.price__amount', doc)).toBeNull();
  });

  it('hides the groups of a hidden tab', async () => {
    const doc = await renderListing(forSale, { hiddenTabs: ['financial'] });
    expect($('section#group-financial', doc)).toBeNull();
    expect($('section#group-notary-cost', doc)).toBeNull();
    expect($('section#group-comfort', doc)).not.toBeNull();
  });

  it('links its virtual tour as a button, not as a field row', async () => {
    const listing = withFields(forSale, { 'media.virtual_visit_url': 'https://tour.example/9' });
    const doc = await renderListing(listing);
    expect(attr($('p.tour a', doc), 'href')).toBe('https://tour.example/9');
    expect($('section#group-media', doc)).toBeNull();
  });

  it('labels every field the demo data uses', async () => {
    for (const listing of demo.backOfficeListings.slice(0, 12)) {
      const doc = await renderListing(listing);
      const labels = $$('section[id^="group-"] dt', doc).map(text);
      expect(labels.filter((label) => /^_.*_$/.test(label))).toEqual([]);
    }
  });
});
