import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import EstateDetail from '../../src/views/EstateDetail.astro';
import type { Locale } from '../../src/domain/locales.ts';
import { planningViolationDefaultTexts } from '../../src/domain/display-rules.ts';
import { formatEpc } from '../../src/domain/formats.ts';
import { backOfficeToSummary, estateToSummary } from '../../src/domain/listing-card.ts';
import { translateFieldName } from '../../src/domain/reference-data/index.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { Alternates } from '../../src/site/types.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, demoFrame } from './view-container.ts';
import { $$, $, text } from './dom.ts';

/*
 * The disclosure pack of a detail page (DisclosurePack.astro): its markup for an estate in
 * Flanders and in Wallonia (spec 5), for a back-office listing, in four languages, escaped.
 */

const demo = generateDemoData({ estates: 120 });
const frame = demoFrame(demo);
const alternates: Alternates = {
  nl: '/nl/aanbod/1/test',
  fr: '/fr/offre/1/test',
  en: '/en/offer/1/test',
  de: '/de/angebot/1/test',
};
const nl = uiStrings.nl;

const flemishHouse = (() => {
  const found = demo.estates.find(
    (e) =>
      !e.general.parentId &&
      !e.general.project &&
      e.general.address.region === 'FLANDERS' &&
      e.general.address.visible &&
      e.status.id === 1,
  );
  if (!found) throw new Error('the demo data lacks a visible Flemish estate for sale');
  return found;
})();

/** A Flemish house for sale with every disclosure filled in; `region` moves it. */
function houseIn(region: string): Estate {
  const estate = structuredClone(flemishHouse);
  estate.general.address.region = region;
  estate.general.reference = 'REF-4711';
  estate.general.asbestosInventory = true;
  estate.general.certificateAsbestos = null;
  estate.energy = {
    ...estate.energy,
    epcValue: 245,
    energyLabel: 'B',
    epcReference: '20240101-0001234-01',
    customEpcLabel: null,
  };
  estate.planning = {
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
  estate.technical = {
    ...estate.technical,
    certificateElectricity: { value: null, conform: true, date: '2023-05-02' },
  };
  return estate;
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

async function renderListing(listing: BackOfficeListing): Promise<Document> {
  const html = await container.renderToString(EstateDetail, {
    props: {
      locale: 'nl',
      frame,
      alternates,
      hiddenTabs: [],
      record: { source: 'v2', id: listing.id, summary: backOfficeToSummary(listing), listing },
    },
  });
  return parseDocument(html);
}

/** The rows of one part of the pack as label → value. */
function packRows(doc: Document, topic: string): Map<string, string> {
  const part = $(`#disclosures [data-disclosure="${topic}"]`, doc);
  const rows = part ? $$('.facts__row', part) : [];
  return new Map(rows.map((row) => [text($('dt', row)), text($('dd', row))]));
}

const parts = (doc: Document) =>
  $$('#disclosures [data-disclosure]', doc).map((part) => part.attribs['data-disclosure']);

describe('disclosure pack: an estate in Flanders', () => {
  it('is linked from the header as the page fragment it prints', async () => {
    const doc = await renderEstate(houseIn('FLANDERS'));
    const link = $('.detail-header a[href="#disclosures"]', doc);
    expect(text(link)).toBe(nl['disclosures.link']);
    expect($('section#disclosures[aria-labelledby="disclosures-heading"]', doc)).not.toBeNull();
    expect(text($('#disclosures h2#disclosures-heading', doc))).toBe(nl['disclosures.heading']);
  });

  it('names the agency, the property, its address and reference', async () => {
    const estate = houseIn('FLANDERS');
    const doc = await renderEstate(estate);
    const pack = $('#disclosures', doc);
    expect(text($('.disclosures__agency-name', pack ?? []))).toBe(demo.site.agency.name);
    expect(text($('.disclosures__address', pack ?? []))).toContain(
      estate.general.address.city?.zip,
    );
    expect(text(pack)).toContain('REF-4711');
    // The date printed is the reader's day, written in the browser.
    expect($('[data-disclosures-printed][hidden]', pack ?? [])).not.toBeNull();
    // The date is written by the browser: no empty <time> in the built page.
    expect($('[data-disclosures-printed] time', pack ?? [])).toBeNull();
  });

  it('lists the EPC, flood risk, planning and certificates in that order', async () => {
    expect(parts(await renderEstate(houseIn('FLANDERS')))).toEqual([
      'energy',
      'flooding',
      'planning',
      'certificates',
    ]);
  });

  it('shows the EPC label, value and reference', async () => {
    const doc = await renderEstate(houseIn('FLANDERS'));
    expect(text($('#disclosures [data-disclosure="energy"] .epc-label', doc))).toBe('B');
    const rows = packRows(doc, 'energy');
    expect(rows.get(nl['detail.energy.epc.value'])).toBe(formatEpc(245, 'nl'));
    expect(rows.get(nl['detail.energy.epc.reference'])).toBe('20240101-0001234-01');
  });

  it('shows both flood scores, the one after C with its warning', async () => {
    const doc = await renderEstate(houseIn('FLANDERS'));
    const rows = packRows(doc, 'flooding');
    expect(rows.get(nl['detail.planning.flooding.building'])).toBe('B');
    expect(rows.get(nl['detail.planning.flooding.parcel'])).toContain('D');
    expect(text($('#disclosures [data-disclosure="flooding"] .facts__warning', doc))).toBe(
      nl['detail.planning.flood.risk'],
    );
  });

  it('lists every planning value, absent ones as not entered, and the violation text', async () => {
    const rows = packRows(await renderEstate(houseIn('FLANDERS')), 'planning');
    expect(rows.get(nl['detail.planning.violation'])).toBe(planningViolationDefaultTexts.nl);
    expect(rows.get(nl['detail.planning.building.license'])).toBe('Niet ingegeven');
    expect(rows.has(nl['detail.planning.as.built'])).toBe(true);
    expect(rows.has(nl['detail.planning.flooding.parcel'])).toBe(false);
  });

  it('shows the asbestos certificate and the electrical inspection', async () => {
    const rows = packRows(await renderEstate(houseIn('FLANDERS')), 'certificates');
    expect(rows.get(nl['detail.technical.asbestos'])).toBe('Ja');
    expect(rows.get(nl['detail.technical.electricity.certificate'])).toBe(
      `${nl['detail.technical.conform']} · 02/05/2023`,
    );
  });

  it('leaves out a part whose tab the page hides', async () => {
    const doc = await renderEstate(houseIn('FLANDERS'), { hiddenTabs: ['energy'] });
    expect(parts(doc)).not.toContain('energy');
  });

  it('has no link and no pack when there is nothing to disclose', async () => {
    const estate = houseIn('WALLONIA');
    estate.energy = null;
    estate.planning = null;
    estate.technical = null;
    estate.general.asbestosInventory = null;
    const doc = await renderEstate(estate);
    expect($('#disclosures', doc)).toBeNull();
    expect($('a[href="#disclosures"]', doc)).toBeNull();
  });

  it('writes the values as text, never as markup', async () => {
    const estate = houseIn('FLANDERS');
    if (estate.energy) estate.energy.epcReference = '<img src=x onerror=alert(1)>';
    const doc = await renderEstate(estate);
    expect($('#disclosures img[src="x"]', doc)).toBeNull();
    expect(packRows(doc, 'energy').get(nl['detail.energy.epc.reference'])).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('disclosure pack: an estate in Wallonia (spec 5)', () => {
  it('has no flood scores, as-built certificate, heritage inventory or empty planning field', async () => {
    const doc = await renderEstate(houseIn('WALLONIA'));
    const planning = packRows(doc, 'planning');
    for (const key of [
      'detail.planning.as.built',
      'detail.planning.heritage.inventoried',
      'detail.planning.building.license',
      'detail.planning.violation',
    ] as const) {
      expect(planning.has(nl[key]), key).toBe(false);
    }
    expect(planning.has(nl['detail.planning.allocation.license'])).toBe(true);
    const flooding = packRows(doc, 'flooding');
    expect(flooding.has(nl['detail.planning.flooding.building'])).toBe(false);
    expect(flooding.has(nl['detail.planning.flooding.parcel'])).toBe(false);
  });

  it('still shows the EPC and the certificates', async () => {
    const doc = await renderEstate(houseIn('WALLONIA'));
    expect(parts(doc)).toEqual(expect.arrayContaining(['energy', 'certificates']));
  });
});

describe('disclosure pack: four languages', () => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`speaks ${locale}`, async () => {
      const doc = await renderEstate(houseIn('FLANDERS'), { locale });
      const strings = uiStrings[locale];
      expect(text($('a[href="#disclosures"]', doc))).toBe(strings['disclosures.link']);
      expect(text($('#disclosures-heading', doc))).toBe(strings['disclosures.heading']);
      expect($$('#disclosures h3', doc).map(text)).toEqual([
        strings['disclosures.energy'],
        strings['disclosures.flooding'],
        strings['disclosures.planning'],
        strings['disclosures.certificates'],
      ]);
      expect(text($('[data-disclosures-hint]', doc))).toBe(strings['disclosures.print.hint']);
    });
  }
});

describe('disclosure pack: a back-office listing', () => {
  const forSale = (() => {
    const found = demo.backOfficeListings.find(
      (l) =>
        l.status === 'FOR_SALE' &&
        l.type === 'HOUSE' &&
        l.address.region === 'FLANDERS' &&
        typeof l.fields['certification.energy_label'] === 'string',
    );
    if (!found) throw new Error('the demo data lacks a Flemish back-office house with an EPC');
    return found;
  })();
  const certified = (more: Partial<BackOfficeListing> = {}): BackOfficeListing => ({
    ...structuredClone(forSale),
    ...more,
    fields: {
      ...forSale.fields,
      'certification.electrical_certificate': 'OBTAINED',
      'certification.electrical_certificate_conformity': 'VALID',
      'flood_information.building_score': 'A',
    },
  });
  const electrical = translateFieldName('certification.electrical_certificate', 'nl');
  const buildingScore = translateFieldName('flood_information.building_score', 'nl');

  it('shows the energy label as its badge and the certificates', async () => {
    const doc = await renderListing(certified());
    expect($('#disclosures [data-disclosure="energy"] .epc-label', doc)).not.toBeNull();
    expect(packRows(doc, 'certificates').has(electrical)).toBe(true);
    expect(packRows(doc, 'flooding').get(buildingScore)).toBe('A');
  });

  it('follows the conditional hiding: no electrical inspection for a rental', async () => {
    const doc = await renderListing(certified({ status: 'TO_RENT', statusId: 2 }));
    expect(packRows(doc, 'certificates').has(electrical)).toBe(false);
  });

  it('has no flood scores in Wallonia', async () => {
    const listing = certified();
    listing.address = { ...listing.address, region: 'WALLONIA' };
    expect(packRows(await renderListing(listing), 'flooding').has(buildingScore)).toBe(false);
  });
});
