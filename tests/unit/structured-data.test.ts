import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  agencyJsonLd,
  breadcrumbJsonLd,
  holidayUnitJsonLd,
  listingPropertyType,
  webSiteJsonLd,
  realEstateListingJsonLd,
  serializeJsonLd,
  type JsonLdNode,
} from '../../src/site/structured-data.ts';
import { estateSummarySchema, type EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { Site } from '../../src/schemas/site.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { jsonLdProblems } from '../fixtures/json-ld-shape.ts';

const forSale = { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' };
const toRent = { nl: 'Te huur', fr: 'À louer', en: 'To rent', de: 'Zu vermieten' };
const gent = { id: 1, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } };
const url = 'https://immo.example/en/offer/1234/house-for-sale-in-9000-ghent';

function summary(
  overrides: Partial<EstateSummary> = {},
  general: Partial<EstateSummary['general']> = {},
): EstateSummary {
  return estateSummarySchema.parse({
    id: 1234,
    isSold: false,
    isProject: false,
    status: { id: 1 },
    publicationDate: '2025-03-01T10:00:00Z',
    general: {
      subType: { id: 101, name: { nl: 'Woning', en: 'House' } },
      headType: { id: 1 },
      transaction: { id: 1, name: forSale },
      address: {
        visible: true,
        street: { nl: 'Kerkstraat' },
        number: '12',
        box: '3',
        city: gent,
        country: { id: 'BE' },
        geoLocation: { lat: 51.05, lon: 3.72 },
      },
      price: 350000,
      ...general,
    },
    bedroom_count: 3,
    bathroom_count: 2,
    thumbnail: '/media/house-1-1/thumbnail.webp',
    ...overrides,
  });
}

const entity = (node: JsonLdNode) => node.mainEntity as Record<string, unknown>;
const offer = (node: JsonLdNode) => node.offers as Record<string, unknown>;

describe('serializeJsonLd', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const data = { name: 'Villa </script><script>alert(1)</script>' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('</');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        const text = serializeJsonLd(data);
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });
});

describe('agencyJsonLd', () => {
  const agency: Site['agency'] = {
    name: 'Immo Horizon',
    email: 'info@immohorizon.example',
    phone: '+32 9 265 40 10',
    vat: 'BE 0712.345.678',
    biv: 'BIV 512.345',
    street: 'Vrijdagmarkt 12',
    zip: '9000',
    city: { nl: 'Gent', fr: 'Gand' },
    country: 'BE',
    lat: 51.0574,
    lon: 3.7268,
    logo: null,
    social: [{ name: 'facebook', url: 'https://www.facebook.com/immo' }],
  };

  it('describes a RealEstateAgent with its contact details', () => {
    const node = agencyJsonLd({ agency, locale: 'fr', url: 'https://immo.example/fr/' });
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Immo Horizon',
      url: 'https://immo.example/fr/',
      email: 'info@immohorizon.example',
      telephone: '+32 9 265 40 10',
      vatID: 'BE 0712.345.678',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Vrijdagmarkt 12',
        postalCode: '9000',
        addressLocality: 'Gand',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.0574, longitude: 3.7268 },
      identifier: { propertyID: 'BIV', value: 'BIV 512.345' },
      sameAs: ['https://www.facebook.com/immo'],
    });
  });

  it('makes a relative logo absolute, and leaves out what the agency lacks', () => {
    const node = agencyJsonLd({
      agency: { ...agency, phone: null, lat: null, biv: '' },
      locale: 'nl',
      url: 'https://immo.example/nl/',
      logo: '/assets/logo.svg',
    });
    expect(node.logo).toBe('https://immo.example/assets/logo.svg');
    expect(node).not.toHaveProperty('telephone');
    expect(node).not.toHaveProperty('geo');
    expect(node).not.toHaveProperty('identifier');
  });
});

describe('listingPropertyType', () => {
  it.each([
    [1, 'House'],
    [2, 'Apartment'],
    [3, 'Place'],
    [4, 'Accommodation'],
    [5, 'Place'],
    [7, 'Accommodation'],
    [10, 'Accommodation'],
    [999, 'Accommodation'],
  ])('gives head type %i the schema.org type %s', (id, type) => {
    expect(listingPropertyType({ isProject: false, general: { headType: { id } } })).toBe(type);
  });

  it('describes a project as a Residence', () => {
    expect(listingPropertyType({ isProject: true, general: { headType: { id: 2 } } })).toBe(
      'Residence',
    );
  });
});

describe('realEstateListingJsonLd', () => {
  it('describes a house for sale with an Offer in euro', () => {
    const node = realEstateListingJsonLd({
      summary: summary(),
      locale: 'en',
      url,
      livingArea: 165,
      rooms: 7,
      images: ['https://cdn.example/a/original.webp', '/media/b/original.webp'],
    });
    expect(node['@type']).toBe('RealEstateListing');
    expect(node.inLanguage).toBe('en');
    expect(node.datePosted).toBe('2025-03-01T10:00:00.000Z');
    expect(offer(node)).toMatchObject({
      '@type': 'Offer',
      price: 350000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
    expect(offer(node)).not.toHaveProperty('priceSpecification');
    expect(entity(node)).toMatchObject({
      '@type': 'House',
      name: 'House for sale in Ghent',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kerkstraat 12/3',
        postalCode: '9000',
        addressLocality: 'Ghent',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.05, longitude: 3.72 },
      floorSize: { '@type': 'QuantitativeValue', value: 165, unitCode: 'MTK' },
      numberOfRooms: 7,
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
    });
    expect(node.image).toEqual([
      'https://cdn.example/a/original.webp',
      'https://immo.example/media/b/original.webp',
    ]);
  });

  it('omits geo coordinates and the street when the address is not visible', () => {
    const hidden = summary(
      {},
      { ...summary().general, address: { ...summary().general.address, visible: false } },
    );
    const property = entity(realEstateListingJsonLd({ summary: hidden, locale: 'nl', url }));
    expect(property).not.toHaveProperty('geo');
    expect(property.address).toEqual({
      '@type': 'PostalAddress',
      postalCode: '9000',
      addressLocality: 'Gent',
      addressCountry: 'BE',
    });
  });

  it('shows a sold listing as sold out, without a price (spec 2)', () => {
    const sold = summary({ isSold: true, status: { id: 5 } });
    const node = realEstateListingJsonLd({ summary: sold, locale: 'nl', url });
    expect(offer(node).availability).toBe('https://schema.org/SoldOut');
    expect(offer(node)).not.toHaveProperty('price');
    expect(offer(node).priceCurrency).toBe('EUR');
  });

  it('gives a rental a monthly price and the lease-out function', () => {
    const rental = summary(
      { status: { id: 2 } },
      { transaction: { id: 2, name: toRent }, price: 950, headType: { id: 2 } },
    );
    const node = realEstateListingJsonLd({ summary: rental, locale: 'nl', url });
    expect(entity(node)['@type']).toBe('Apartment');
    expect(offer(node)).toMatchObject({
      price: 950,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { price: 950, priceCurrency: 'EUR', unitCode: 'MON' },
    });
  });

  it('gives a plot no floor size or room counts, which a Place cannot have', () => {
    const plot = summary({ bedroom_count: 0 }, { headType: { id: 3 } });
    const property = entity(
      realEstateListingJsonLd({ summary: plot, locale: 'nl', url, livingArea: 800 }),
    );
    expect(property['@type']).toBe('Place');
    expect(property).not.toHaveProperty('floorSize');
    expect(property).not.toHaveProperty('numberOfBedrooms');
  });

  it('uses the given name and description and falls back to the thumbnail picture', () => {
    const node = realEstateListingJsonLd({
      summary: summary(),
      locale: 'fr',
      url,
      name: 'Maison de caractère',
      description: 'Une belle maison.',
      offeredBy: { name: 'Immo Horizon', url: 'https://immo.example/fr/' },
    });
    expect(node.name).toBe('Maison de caractère');
    expect(node.description).toBe('Une belle maison.');
    expect(node.image).toEqual(['https://immo.example/media/house-1-1/thumbnail.webp']);
    expect(offer(node).offeredBy).toEqual({
      '@type': 'RealEstateAgent',
      name: 'Immo Horizon',
      url: 'https://immo.example/fr/',
    });
  });

  it('never writes null or empty values', () => {
    const bare = summary(
      { thumbnail: null, bedroom_count: null, bathroom_count: null },
      {
        price: null,
      },
    );
    const text = JSON.stringify(realEstateListingJsonLd({ summary: bare, locale: 'de', url }));
    expect(text).not.toContain('null');
    expect(text).not.toContain('[]');
    expect(text).not.toContain('""');
  });
});

describe('webSiteJsonLd and breadcrumbJsonLd', () => {
  it('names the site in the language and points at the agency as its publisher', () => {
    const node = webSiteJsonLd({
      name: 'Immo Horizon',
      locale: 'fr',
      url: 'https://immo.example/fr/',
    });
    expect(node).toMatchObject({
      '@type': 'WebSite',
      name: 'Immo Horizon',
      url: 'https://immo.example/fr/',
      inLanguage: 'fr',
      publisher: { '@id': 'https://immo.example/fr/#agency' },
    });
    expect(jsonLdProblems(node)).toEqual([]);
  });

  it('numbers the breadcrumb shown from 1, with absolute links and the page itself last', () => {
    const node = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/en/' },
        { label: 'Buy', href: '/en/buy' },
        { label: 'House in Ghent' },
      ],
      url,
    );
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://immo.example/en/' },
      { '@type': 'ListItem', position: 2, name: 'Buy', item: 'https://immo.example/en/buy' },
      { '@type': 'ListItem', position: 3, name: 'House in Ghent', item: url },
    ]);
    expect(jsonLdProblems(node)).toEqual([]);
  });
});

describe('holidayUnitJsonLd', () => {
  const demo = generateDemoData({ estates: 40 });
  const unit = demo.rentalUnits[0]!;
  const periods = demo.rentalPeriods.filter((period) => period.unitId === unit.id);
  const pageUrl = `https://immo.example/en/holiday/${unit.id}`;
  const node = holidayUnitJsonLd({
    unit,
    periods,
    locale: 'en',
    url: pageUrl,
    name: unit.rentalName,
    description: 'By the sea.',
    images: unit.photos.map((photo) => photo.original),
    kind: 'Apartment',
    periodName: (type) => type.toLowerCase(),
    offeredBy: { name: 'Immo Horizon', url: 'https://immo.example/en/' },
  });

  it('describes a VacationRental holding an Accommodation with its capacity', () => {
    expect(node).toMatchObject({
      '@type': 'VacationRental',
      identifier: String(unit.id),
      name: unit.rentalName,
      containsPlace: {
        '@type': 'Accommodation',
        occupancy: { '@type': 'QuantitativeValue', maxValue: unit.general.maxOccupation },
        numberOfBedrooms: unit.general.rooms.bedrooms,
      },
      address: { addressLocality: unit.general.city, addressCountry: 'BE' },
    });
    expect(node).not.toHaveProperty('geo');
    expect(jsonLdProblems(node)).toEqual([]);
  });

  it('offers each free period in euro for its stay, and no booked one', () => {
    const offers = node.makesOffer as Record<string, unknown>[];
    const free = periods.filter((period) => period.available);
    expect(free.length).toBeLessThan(periods.length);
    expect(offers).toHaveLength(free.length);
    const first = free[0]!;
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: first.price,
      priceCurrency: 'EUR',
      availabilityStarts: first.from,
      availabilityEnds: first.to,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        referenceQuantity: { unitCode: 'DAY' },
      },
    });
  });

  it('is found wrong by the shape check when a price is text or a breadcrumb skips a step', () => {
    expect(
      jsonLdProblems({
        ...node,
        makesOffer: [{ '@type': 'Offer', price: '12', priceCurrency: 'EUR' }],
      }),
    ).toEqual(['[0].makesOffer[0].price: not a number']);
    const skipping = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 2, name: 'x' }],
    };
    expect(jsonLdProblems(skipping)).toEqual(['[0].itemListElement[0]: position is not 1']);
  });
});
