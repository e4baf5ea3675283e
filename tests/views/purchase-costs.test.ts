import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import EstateDetail from '../../src/views/EstateDetail.astro';
import type { Locale } from '../../src/domain/locales.ts';
import { formatCurrency } from '../../src/domain/formats.ts';
import { backOfficeToSummary, estateToSummary } from '../../src/domain/listing-card.ts';
import { purchaseCosts } from '../../src/domain/purchase-costs.ts';
import type {
  BackOfficeFieldValue,
  BackOfficeListing,
} from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { Alternates, SiteFrame } from '../../src/site/types.ts';
import { uiStrings } from '../../src/i18n/translate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, islandPropsIn } from './view-container.ts';
import { $$, $, text } from './dom.ts';

const demo = generateDemoData({ estates: 120 });
const frame: SiteFrame = {
  site: demo.site,
  menus: { main: null, footer: null },
  pages: demo.pages,
};
const alternates: Alternates = {
  nl: '/nl/aanbod/1/test',
  fr: '/fr/offre/1/test',
  en: '/en/offer/1/test',
  de: '/de/angebot/1/test',
};

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

function found<T>(items: readonly T[], predicate: (item: T) => boolean, what: string): T {
  const item = items.find(predicate);
  if (!item) throw new Error(`the demo data lacks ${what}`);
  return structuredClone(item);
}

async function renderEstate(estate: Estate, locale: Locale = 'nl') {
  return container.renderToString(EstateDetail, {
    props: {
      locale,
      frame,
      alternates,
      hiddenTabs: [],
      record: { source: 'skarabee', id: estate.id, summary: estateToSummary(estate), estate },
    },
  });
}

async function renderListing(listing: BackOfficeListing, locale: Locale = 'nl') {
  return container.renderToString(EstateDetail, {
    props: {
      locale,
      frame,
      alternates,
      hiddenTabs: [],
      record: { source: 'v2', id: listing.id, summary: backOfficeToSummary(listing), listing },
    },
  });
}

const forSale = (region: string) =>
  found(
    demo.estates,
    (estate) =>
      !estate.general.parentId &&
      estate.status.id === 1 &&
      estate.general.address.region === region &&
      (estate.general.price ?? 0) > 0 &&
      !estate.technical?.newBuilding,
    `an estate for sale in ${region}`,
  );

describe('the purchase costs of a property for sale', () => {
  it('shows the estimate for a sole own home at the asking price, built into the page', async () => {
    const estate = forSale('WALLONIA');
    const html = await renderEstate(estate, 'fr');
    const doc = parseDocument(html);
    const section = $('section.purchase-costs', doc);
    expect(section).not.toBeNull();
    expect(text($('h2', section!))).toBe(uiStrings.fr['costs.heading']);
    const expected = purchaseCosts({
      price: estate.general.price!,
      region: 'WALLONIA',
      soleOwnHome: true,
    });
    const rows = new Map(
      $$('tbody tr', section!).map((row) => [text($('th', row)), text($('td', row))]),
    );
    const registration = [...rows].find(([label]) =>
      label.startsWith(uiStrings.fr['costs.line.registration']),
    );
    expect(registration?.[1]).toBe(formatCurrency(Math.round(expected.lines[0]!.amount), 'fr'));
    expect(registration?.[0]).toMatch(/3\s%/u);
    expect(text($('.purchase-costs__total td', section!))).toBe(
      formatCurrency(Math.round(expected.total), 'fr'),
    );
    // Its code loads when the visitor uses it, not with the page.
    const island = $('astro-island[component-export="PurchaseCostCalculator"]', doc);
    expect(island?.attribs.client).toBe('paint');
    expect(JSON.parse(island!.attribs.opts!).value).toEqual({ use: true });
    expect(islandPropsIn(html, 'PurchaseCostCalculator')).toMatchObject({
      price: estate.general.price,
      region: 'WALLONIA',
      vatRegime: null,
    });
  });

  it('takes the region from the address, in every language', async () => {
    for (const [region, locale] of [
      ['FLANDERS', 'nl'],
      ['BRUSSELS', 'en'],
      ['WALLONIA', 'de'],
    ] as const) {
      const html = await renderEstate(forSale(region), locale);
      const select = $('select[name="region"] option[selected]', parseDocument(html));
      expect([region, select?.attribs.value]).toEqual([region, region]);
      expect(text(select)).toBe(uiStrings[locale][`costs.region.${region}`]);
    }
  });

  it('offers a new build under the VAT regime its land price and the construction VAT', async () => {
    const estate = found(
      demo.estates,
      (candidate) =>
        !candidate.general.parentId &&
        candidate.status.id === 1 &&
        candidate.technical?.newBuilding === true &&
        (candidate.price?.groundValue ?? 0) > 0,
      'a new build for sale with its land value',
    );
    const html = await renderEstate(estate);
    expect(islandPropsIn(html, 'PurchaseCostCalculator')).toMatchObject({
      vatRegime: { landPrice: estate.price!.groundValue },
    });
    const doc = parseDocument(html);
    expect($('select[name="vatRate"]', doc)).not.toBeNull();
    expect(text($('.purchase-costs', doc))).toContain(uiStrings.nl['costs.line.constructionVat']);
  });

  it('tells nothing the back office hides: a VAT-regime price and land price stay out', async () => {
    const listing = found(
      demo.backOfficeListings,
      (candidate) => candidate.status === 'FOR_SALE',
      'a back-office listing for sale',
    );
    const fields: Record<string, BackOfficeFieldValue> = {
      'financial.vat_regime': true,
      'financial.price': 412_000,
      'financial.land_price': 98_000,
    };
    const html = await renderListing({ ...listing, fields: { ...listing.fields, ...fields } });
    expect(html).not.toContain('412000');
    expect(html).not.toContain('98000');
    expect(html).not.toContain('412.000');
    expect(islandPropsIn(html, 'PurchaseCostCalculator')).toMatchObject({
      price: null,
      vatRegime: { landPrice: null },
    });
    const doc = parseDocument(html);
    expect(text($('.purchase-costs__result', doc))).toBe(uiStrings.nl['costs.price.needed']);
  });

  it('is not offered for a rental or a sold property', async () => {
    const rental = found(
      demo.estates,
      (estate) => !estate.general.parentId && estate.status.id === 2,
      'an estate to rent',
    );
    expect(await renderEstate(rental)).not.toContain('purchase-costs');
    const sold = found(
      demo.backOfficeListings,
      (listing) => listing.status === 'SOLD',
      'a sold back-office listing',
    );
    expect(await renderListing(sold)).not.toContain('purchase-costs');
  });
});
