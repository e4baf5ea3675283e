import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getAttributeValue, textContent } from 'domutils';
import { decodeHTML } from 'entities';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import EstateDetail from '../../src/views/EstateDetail.astro';
import {
  estateForVisitors,
  listingForVisitors,
  summaryForVisitors,
  townPositions,
} from '../../src/domain/hidden-address.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';
import { backOfficeToSummary, estateToSummary } from '../../src/domain/listing-card.ts';
import { estateLink } from '../../src/domain/slugs.ts';
import { estateLinkInput } from '../../src/site/estate-links.ts';
import type { Alternates, EstateRecord, SiteFrame } from '../../src/site/types.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { municipalities } from '../../local-content-service/demo-data/municipalities.ts';
import {
  addressSecrets,
  hiddenAddressEstates,
  leakedSecrets,
} from '../fixtures/hidden-addresses.ts';
import { createViewContainer } from './view-container.ts';
import { $$, $ } from './dom.ts';

/*
 * spec 2: "If the address is not visible, nothing is shown". The detail page of such an estate,
 * with its head (title, description, Open Graph, canonical and hreflang links), its JSON-LD
 * and its islands' props, names the town and never the street, the number or the exact point:
 * built from the record as the build loads it, and even from a record that still holds them.
 */

const demo = generateDemoData({ estates: 300 });
const towns = townPositions(municipalities);
const frame: SiteFrame = {
  site: demo.site,
  menus: { main: null, footer: null },
  pages: demo.pages,
};

const hiddenEstate = structuredClone(
  demo.estates.find(
    (estate) =>
      !estate.general.address.visible &&
      !estate.general.project &&
      estate.general.parentId == null &&
      estate.general.address.geoLocation,
  )!,
);
const hiddenListing = structuredClone(
  demo.backOfficeListings.find(
    (listing) => !listing.address.visible && listing.address.geoLocation,
  )!,
);
const secrets = hiddenAddressEstates(demo);

/** The record of the old source as the estates loader hands it to the pages. */
function loadedEstate(raw = hiddenEstate): EstateRecord {
  const estate = estateForVisitors(raw, towns);
  return {
    source: 'skarabee',
    id: raw.id,
    summary: summaryForVisitors(estateToSummary(raw), towns),
    estate,
    estatePage: null,
  };
}

function loadedListing(raw = hiddenListing): EstateRecord {
  return {
    source: 'v2',
    id: raw.id,
    summary: summaryForVisitors(backOfficeToSummary(raw), towns),
    listing: listingForVisitors(raw, towns),
    estatePage: null,
  };
}

/** Both raw records, unstripped: the views alone must not show them either. */
const rawRecords = (): EstateRecord[] => [
  {
    source: 'skarabee',
    id: hiddenEstate.id,
    summary: estateToSummary(hiddenEstate),
    estate: hiddenEstate,
    estatePage: null,
  },
  {
    source: 'v2',
    id: hiddenListing.id,
    summary: backOfficeToSummary(hiddenListing),
    listing: hiddenListing,
    estatePage: null,
  },
];

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function render(record: EstateRecord, locale: Locale) {
  const input = estateLinkInput(record);
  const alternates = Object.fromEntries(
    locales.map((other) => [other, estateLink(input, other)]),
  ) as Alternates;
  const html = await container.renderToString(EstateDetail, {
    props: { locale, frame, alternates, hiddenTabs: [], record },
  });
  // Attributes and scripts escape characters differently: look at the decoded text too.
  return { html, decoded: decodeHTML(html), doc: parseDocument(html) };
}

describe('the detail page of an estate whose address is hidden', () => {
  it('has a street, a number and a point to hide in the demo data, of both sources', () => {
    expect(addressSecrets(hiddenEstate.general.address).length).toBeGreaterThanOrEqual(3);
    expect(addressSecrets(hiddenListing.address).length).toBeGreaterThanOrEqual(3);
  });

  for (const locale of ['nl', 'fr'] as const) {
    it(`shows, links, describes and tells search engines nothing of its street or point (${locale})`, async () => {
      for (const record of [loadedEstate(), loadedListing()]) {
        const { html, decoded, doc } = await render(record, locale);
        expect(leakedSecrets(html, secrets)).toEqual([]);
        expect(leakedSecrets(decoded, secrets)).toEqual([]);
        // Its town is public, as on the cards.
        const city = record.summary.general.address.city!;
        expect(decoded).toContain(city.zip);
        const head = $$('meta, link', doc)
          .map(
            (node) =>
              `${getAttributeValue(node, 'content') ?? ''} ${getAttributeValue(node, 'href') ?? ''}`,
          )
          .join('\n');
        expect(head).toContain(`/${record.id}/`);
        const jsonLd = $$('script[type="application/ld+json"]', doc).map((node) =>
          JSON.parse(textContent(node)),
        );
        const listing = jsonLd.find((data) => data['@type'] === 'RealEstateListing');
        expect(listing).toBeDefined();
        expect(JSON.stringify(listing)).not.toMatch(/streetAddress|"geo"/);
      }
    });
  }

  it('gives its islands no place of its own', async () => {
    const { doc } = await render(loadedEstate(), 'nl');
    expect($('[data-lat]', doc)).toBeNull();
    for (const island of $$('[data-props]', doc)) {
      expect(leakedSecrets(getAttributeValue(island, 'data-props') ?? '', secrets)).toEqual([]);
    }
  });

  it('shows none of it even from a record that still holds it', async () => {
    for (const record of rawRecords()) {
      const { decoded } = await render(record, 'nl');
      expect(leakedSecrets(decoded, secrets)).toEqual([]);
    }
  });
});
