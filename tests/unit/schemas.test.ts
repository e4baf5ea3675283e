import { describe, expect, it } from 'vitest';
import { backOfficeListingSchema } from '../../src/schemas/back-office-listing.ts';
import { estateSchema, projectSchema } from '../../src/schemas/estate.ts';
import { estateQuerySchema } from '../../src/schemas/estate-query.ts';

const general = {
  id: 12,
  transaction: { id: 1, name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: null } },
  subType: { id: 3, name: { nl: 'Villa' } },
  headType: { id: 1 },
  address: {
    visible: true,
    street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' },
    number: '12',
    city: { id: 44, zip: '9000', name: { nl: 'Gent', fr: 'Gand' } },
    country: { id: 'BE' },
    region: 'FLANDERS',
    geoLocation: { lat: 51.05, lon: 3.72 },
  },
};

const estate = {
  id: 12,
  isSold: false,
  status: { id: 1 },
  publicationDate: '2026-10-01T08:00:00Z',
  general,
};

describe('the estate schema', () => {
  it('accepts a sparse record and fills the empty lists', () => {
    const parsed = estateSchema.parse(estate);
    expect(parsed.rooms).toEqual([]);
    expect(parsed.pictures).toEqual([]);
    expect(parsed.general.address.city?.name.fr).toBe('Gand');
  });

  it('names the failing field of an invalid record', () => {
    const result = estateSchema.safeParse({
      ...estate,
      general: { ...general, address: { ...general.address, geoLocation: { lat: 120, lon: 3 } } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['general', 'address', 'geoLocation', 'lat']);
  });

  it('carries full child units on a project', () => {
    const project = projectSchema.parse({
      ...estate,
      general: { ...general, project: true },
      children: [{ ...estate, id: 13, general: { ...general, id: 13, parentId: 12 } }],
    });
    expect(project.children[0]?.general.parentId).toBe(12);
  });
});

describe('the back-office listing schema', () => {
  const listing = {
    id: 501,
    guid: '0b6f7f7e-2f0a-4d55-9a6b-6f8d2a9b0c11',
    archived: false,
    status: 'TO_RENT',
    statusId: 2,
    type: 'APARTMENT',
    subType: 'DUPLEX',
    headTypeId: 2,
    publicationDate: '2026-09-12T09:30:00Z',
    address: general.address,
    fields: { 'financial.price': 950, 'comfort.lift': true, 'other.sea_view': null },
  };

  it('accepts dotted group.field keys', () => {
    expect(backOfficeListingSchema.parse(listing).fields['financial.price']).toBe(950);
  });

  it('rejects a key without its group', () => {
    const result = backOfficeListingSchema.safeParse({ ...listing, fields: { price: 950 } });
    expect(result.success).toBe(false);
  });
});

describe('the estate query wire format', () => {
  it('accepts terms, range, match, geo distance, ordered sort, pagination and grouping', () => {
    const body = estateQuerySchema.parse({
      query: {
        terms: { 'transaction.id': [1], 'address.city.id': [44, 45] },
        range: { price: { gte: 200000, lte: 400000 } },
        match: { isProject: false },
        geo_distance: { distance: '10km', lat: 51.05, lon: 3.72 },
      },
      sort: [{ field: 'headType.id', values: [1, 3, 7, 2, 4, 6, 10, 5, 9] }],
      pagination: { from: 15, size: 15 },
      groupOptions: { groupBy: 'TYPE' },
      collections: [{ id: 2 }],
    });
    expect(body.sort?.[0]?.order).toBe('asc');
  });

  it('rejects a field the backend does not know, naming it', () => {
    const result = estateQuerySchema.safeParse({ query: { terms: { 'general.secret': [1] } } });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('general.secret');
  });

  it('rejects an empty range and a malformed distance', () => {
    expect(estateQuerySchema.safeParse({ query: { range: { price: {} } } }).success).toBe(false);
    expect(
      estateQuerySchema.safeParse({
        query: { geo_distance: { distance: 'far', lat: 50, lon: 4 } },
      }).success,
    ).toBe(false);
  });

  it('bounds the page size', () => {
    expect(estateQuerySchema.safeParse({ pagination: { from: 0, size: 501 } }).success).toBe(false);
    expect(estateQuerySchema.safeParse({ pagination: { from: -1, size: 15 } }).success).toBe(false);
  });
});
