import { describe, it, expect } from 'vitest';
import {
  backOfficeToSummary,
  composeListingTitle,
  estateToSummary,
  toListingCard,
} from '../../src/domain/listing-card.ts';
import { estateSummarySchema, type EstateSummary } from '../../src/schemas/estate-summary.ts';
import { estateSchema, projectSchema } from '../../src/schemas/estate.ts';
import { backOfficeListingSchema } from '../../src/schemas/back-office-listing.ts';
import { cardPriceText } from '../../src/features/cards/price-text.ts';

const forSale = { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' };
const sold = { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' };
const gent = { id: 1, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } };
const address = {
  visible: true,
  street: { nl: 'Kerkstraat' },
  number: '12',
  city: gent,
  geoLocation: { lat: 51.05, lon: 3.72 },
};

function summary(
  overrides: Partial<EstateSummary> = {},
  general: Partial<EstateSummary['general']> = {},
): EstateSummary {
  return estateSummarySchema.parse({
    id: 1234,
    uri: '/nl/aanbod/1234/appartement-te-koop-in-9000-gent',
    isSold: false,
    isProject: false,
    status: { id: 1 },
    publicationDate: '2025-03-01T10:00:00Z',
    general: {
      subType: { id: 3, name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment' } },
      headType: { id: 2 },
      transaction: { id: 1, name: forSale },
      address,
      price: 250000,
      ...general,
    },
    energy: { energyLabel: 'B' },
    bedroom_count: 2,
    bathroom_count: 1,
    thumbnail: 'https://cdn.example/1234-thumb.jpg',
    ...overrides,
  });
}

const site = { hiddenStatus: [9] };
const card = (s: EstateSummary, locale: 'nl' | 'fr' | 'en' | 'de' = 'nl', href?: string | null) =>
  toListingCard(s, { locale, site, href });

describe('toListingCard: link', () => {
  it('links to the href the route builder made', () => {
    expect(card(summary(), 'nl', '/nl/aanbod/1234/x').href).toBe('/nl/aanbod/1234/x');
  });

  it("links to the listing's uri when no href is given", () => {
    expect(card(summary()).href).toBe('/nl/aanbod/1234/appartement-te-koop-in-9000-gent');
  });

  it("is inert when the listing's status id is in the site's hiddenStatus", () => {
    expect(card(summary({ status: { id: 9 } }), 'nl', '/nl/aanbod/1234/x').href).toBeNull();
  });

  it('stays a link for a status that is not hidden', () => {
    expect(
      toListingCard(summary({ status: { id: 2 } }), { locale: 'nl', site, href: '/x' }).href,
    ).toBe('/x');
  });
});

describe('toListingCard: sold listing', () => {
  const soldSummary = summary(
    { isSold: true },
    { transaction: { id: 5, name: sold }, price: 250000, totalPrice: 260000 },
  );

  it('shows the transaction name in the locale as label', () => {
    expect(card(soldSummary, 'fr').soldLabel).toBe('Vendu');
    expect(card(soldSummary, 'fr').isSold).toBe(true);
  });

  it('shows no price', () => {
    expect(card(soldSummary).price).toBeNull();
    expect(card(soldSummary).priceFrom).toBe(false);
  });

  it('is sold by the transaction-status rule even without the isSold flag', () => {
    const oldSource = summary({ status: { id: 5 } }, { transaction: { id: 5, name: sold } });
    expect(card(oldSource).soldLabel).toBe('Verkocht');
    const guidSource = summary({ guid: 'abc', status: { id: 7 } });
    expect(card(guidSource).price).toBeNull();
    expect(card(summary({ status: { id: 7 } })).price).toBe(250000);
  });

  it('has no sold label when the listing is not sold', () => {
    expect(card(summary()).soldLabel).toBeNull();
  });
});

describe('toListingCard: price', () => {
  it('shows general.price', () => {
    expect(card(summary({}, { price: 199000, totalPrice: 210000 })).price).toBe(199000);
  });

  it('shows totalPrice when price is absent', () => {
    expect(card(summary({}, { price: null, totalPrice: 210000 })).price).toBe(210000);
  });

  it('treats a zero price as absent', () => {
    expect(card(summary({}, { price: 0, totalPrice: null })).price).toBeNull();
  });

  it('keeps the "price from" flag of a priced listing', () => {
    expect(card(summary({}, { priceFrom: true })).priceFrom).toBe(true);
  });

  it('shows a rent with its period, in every language, and a sale price without one', () => {
    const toLet = summary(
      { status: { id: 2 } },
      { price: 950, transaction: { id: 2, name: { nl: 'Te huur' } } },
    );
    expect(card(toLet).monthlyRent).toBe(true);
    expect(card(summary()).monthlyRent).toBe(false);
    const strings = {
      nl: { priceFrom: 'vanaf {{price}}', perMonth: '{{price}} / maand' },
      fr: { priceFrom: 'à partir de {{price}}', perMonth: '{{price}} / mois' },
    };
    const spaced = (text: string | null) => text?.replace(/\s/gu, ' ');
    expect(spaced(cardPriceText(card(toLet), strings.nl, 'nl'))).toBe('€ 950 / maand');
    expect(spaced(cardPriceText(card(toLet, 'fr'), strings.fr, 'fr'))).toBe('€ 950 / mois');
    expect(spaced(cardPriceText(card(summary()), strings.nl, 'nl'))).toBe('€ 250.000');
    // A rented listing shows no price at all.
    const rented = summary({ status: { id: 6 } }, { price: 950 });
    expect(cardPriceText(card(rented), strings.nl, 'nl')).toBeNull();
  });
});

describe('toListingCard: picture', () => {
  it('shows the thumbnail', () => {
    const result = card(summary());
    expect(result.thumbnail).toBe('https://cdn.example/1234-thumb.jpg');
    expect(result.hasPicture).toBe(true);
  });

  it('has no picture without a thumbnail, so the card shows the placeholder', () => {
    for (const thumbnail of [null, undefined, '', '  ']) {
      const result = card(summary({ thumbnail }));
      expect(result.hasPicture).toBe(false);
      expect(result.thumbnail).toBeNull();
    }
  });
});

describe('toListingCard: title', () => {
  it('uses the title in the locale', () => {
    const s = summary({}, { title: { nl: 'Residentie Zonneveld', fr: 'Résidence Zonneveld' } });
    expect(card(s, 'fr').title).toBe('Résidence Zonneveld');
  });

  it('composes subtype, transaction and city when there is no title in the locale', () => {
    expect(card(summary(), 'nl').title).toBe('Appartement te koop in Gent');
    expect(card(summary(), 'fr').title).toBe('Appartement à vendre à Gand');
    expect(card(summary(), 'en').title).toBe('Apartment for sale in Ghent');
  });

  it('composes from names in another language when the locale has none', () => {
    expect(composeListingTitle(summary(), 'de')).toBe('Appartement zu verkaufen in Gent');
  });

  it('leaves out the parts it does not know', () => {
    const s = summary({}, { subType: null, address: { visible: true, city: null } });
    expect(composeListingTitle(s, 'en')).toBe('For sale');
  });

  it('falls back to the title in another language when nothing can be composed', () => {
    const s = summary(
      {},
      {
        title: { nl: 'Project X' },
        subType: null,
        transaction: { id: 1, name: null },
        address: { visible: true },
      },
    );
    expect(card(s, 'en').title).toBe('Project X');
  });
});

describe('toListingCard: other fields', () => {
  it('carries the id as a string, which is also the favourites key', () => {
    const result = card(summary());
    expect(result.id).toBe('1234');
    expect(result.isFavoriteKey).toBe('1234');
  });

  it('shows zip and the city alias in the locale', () => {
    const s = summary(
      {},
      { address: { visible: false, city: { ...gent, alias: { nl: 'Sint-Amandsberg' } } } },
    );
    const result = card(s);
    expect(result.zip).toBe('9000');
    expect(result.city).toBe('Sint-Amandsberg');
  });

  it('carries energy label, bedrooms, bathrooms and the raw sticker', () => {
    const sticker = { id: 3, name: { nl: 'Nieuw' }, color: 'ff0000', colorText: 'ffffff' };
    const result = card(summary({}, { sticker }));
    expect(result.energyLabel).toBe('B');
    expect(result.bedrooms).toBe(2);
    expect(result.bathrooms).toBe(1);
    expect(result.sticker).toEqual(sticker);
  });

  it('lists the child ids of a project as strings', () => {
    const result = card(
      summary({ isProject: true, children: [{ general: { id: 5 } }, { general: { id: 6 } }] }),
    );
    expect(result.isProject).toBe(true);
    expect(result.childIds).toEqual(['5', '6']);
  });

  it('gives null counts and energy label when they are absent', () => {
    const result = card(summary({ bedroom_count: null, bathroom_count: undefined, energy: null }));
    expect(result.bedrooms).toBeNull();
    expect(result.bathrooms).toBeNull();
    expect(result.energyLabel).toBeNull();
  });
});

const fullEstate = {
  id: 77,
  uri: '/nl/aanbod/77',
  isSold: false,
  status: { id: 1 },
  bedroomCount: 3,
  bathroomCount: 2,
  publicationDate: '2025-01-15T09:00:00Z',
  general: {
    id: 77,
    transaction: { id: 1, name: forSale },
    subType: { id: 12, name: { nl: 'Woning', en: 'House' } },
    headType: { id: 1 },
    price: 395000,
    sticker: { id: 1, name: { nl: 'Nieuw' }, color: 'ff0000', colorText: 'ffffff' },
    address: { ...address, box: '2' },
  },
  price: { totalPrice: 420000, priceFrom: false },
  energy: { energyLabel: 'C', epcValue: 250 },
  pictures: [
    { file: 'b.jpg', thumbnail: 'b-t.jpg', index: 2 },
    { file: 'a.jpg', thumbnail: 'a-t.jpg', index: 1 },
  ],
};

describe('estateToSummary: card data of a full old-source estate', () => {
  it('produces a valid listing summary', () => {
    const result = estateToSummary(estateSchema.parse(fullEstate));
    expect(() => estateSummarySchema.parse(result)).not.toThrow();
    expect(estateSummarySchema.parse(result)).toEqual(result);
  });

  it('takes price, counts, energy label and the first picture by index', () => {
    const result = estateToSummary(estateSchema.parse(fullEstate));
    expect(result.general.price).toBe(395000);
    expect(result.general.totalPrice).toBe(420000);
    expect(result.bedroom_count).toBe(3);
    expect(result.bathroom_count).toBe(2);
    expect(result.energy?.energyLabel).toBe('C');
    expect(result.thumbnail).toBe('a-t.jpg');
    expect(result.general.address.box).toBe('2');
  });

  it('uses price.value when general.price is absent', () => {
    const estate = estateSchema.parse({
      ...fullEstate,
      general: { ...fullEstate.general, price: null },
      price: { value: 1200 },
    });
    expect(estateToSummary(estate).general.price).toBe(1200);
  });

  it('has no thumbnail without pictures', () => {
    const result = estateToSummary(estateSchema.parse({ ...fullEstate, pictures: [] }));
    expect(toListingCard(result, { locale: 'nl', site }).hasPicture).toBe(false);
  });

  it('marks a project and references its child units by id', () => {
    const child = {
      ...fullEstate,
      id: 78,
      general: { ...fullEstate.general, id: 78, parentId: 77 },
    };
    const project = projectSchema.parse({
      ...fullEstate,
      general: { ...fullEstate.general, project: true },
      children: [child],
    });
    const result = estateToSummary(project);
    expect(estateSummarySchema.parse(result)).toEqual(result);
    expect(result.isProject).toBe(true);
    expect(result.children).toEqual([{ general: { id: 78 } }]);
  });
});

const backOffice = {
  id: 501,
  guid: '3f1c2a9e-0000-4000-8000-000000000501',
  archived: false,
  status: 'FOR_SALE',
  statusId: 3,
  type: 'HOUSE',
  subType: 'VILLA',
  subTypeId: 21,
  headTypeId: 1,
  publicationDate: '2025-02-01T08:00:00Z',
  address,
  pictures: [{ file: 'p.jpg', thumbnail: 'p-t.jpg', index: 0 }],
  fields: {
    'financial.price': 585000,
    'construction.bedrooms_count': 4,
    'construction.bathrooms_count': '2',
    'certification.energy_label': 'A',
    'certification.epc_value': 95,
    'comfort.alarm': true,
  },
};

describe('backOfficeToSummary: card data of a back-office listing', () => {
  it('produces a valid listing summary that keeps the guid', () => {
    const result = backOfficeToSummary(backOfficeListingSchema.parse(backOffice));
    expect(estateSummarySchema.parse(result)).toEqual(result);
    expect(result.guid).toBe(backOffice.guid);
  });

  it('reads price, counts and energy label from the dotted fields', () => {
    const result = backOfficeToSummary(backOfficeListingSchema.parse(backOffice));
    expect(result.general.price).toBe(585000);
    expect(result.bedroom_count).toBe(4);
    expect(result.bathroom_count).toBe(2);
    expect(result.energy).toEqual({ energyLabel: 'A', epcValue: 95 });
    expect(result.thumbnail).toBe('p-t.jpg');
  });

  it('decides sold by the guid ids 1, 6 and 7', () => {
    for (const [statusId, isSold] of [
      [1, true],
      [6, true],
      [7, true],
      [5, false],
      [2, false],
    ] as const) {
      const listing = backOfficeListingSchema.parse({ ...backOffice, statusId });
      expect(backOfficeToSummary(listing).isSold).toBe(isSold);
    }
  });

  it('gives a sold card with the status label and no price', () => {
    const listing = backOfficeListingSchema.parse({ ...backOffice, status: 'SOLD', statusId: 6 });
    const result = backOfficeToSummary(listing, {
      status: (status) => (status === 'SOLD' ? sold : null),
    });
    const sold6 = toListingCard(result, { locale: 'en', site });
    expect(sold6.soldLabel).toBe('Sold');
    expect(sold6.price).toBeNull();
  });

  it('names the subtype through the given labels', () => {
    const result = backOfficeToSummary(backOfficeListingSchema.parse(backOffice), {
      subType: (value) => (value === 'VILLA' ? { nl: 'Villa', fr: 'Villa' } : null),
    });
    expect(result.general.subType).toEqual({ id: 21, name: { nl: 'Villa', fr: 'Villa' } });
  });

  it('marks a PROJECT listing as a project', () => {
    const listing = backOfficeListingSchema.parse({ ...backOffice, type: 'PROJECT' });
    expect(backOfficeToSummary(listing).isProject).toBe(true);
  });

  it('leaves out fields the listing does not have', () => {
    const listing = backOfficeListingSchema.parse({ ...backOffice, fields: {}, pictures: [] });
    const result = backOfficeToSummary(listing);
    expect(estateSummarySchema.parse(result)).toEqual(result);
    expect(result.general.price).toBeNull();
    expect(result.bedroom_count).toBeNull();
    expect(result.energy).toBeNull();
    expect(result.thumbnail).toBeNull();
  });
});
