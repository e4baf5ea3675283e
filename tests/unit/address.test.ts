import { describe, it, expect } from 'vitest';
import {
  addressLines,
  cityName,
  formatLocality,
  projectChildAddress,
  streetName,
  type AddressInput,
} from '../../src/domain/address.ts';
import type { EstateAddress } from '../../src/schemas/estate.ts';

const gent = { id: 1, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } };

function address(overrides: Partial<EstateAddress> = {}): EstateAddress {
  return {
    visible: true,
    street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' },
    street_address: 'Kerkstraat',
    number: '12',
    box: null,
    city: gent,
    country: { id: 'BE' },
    region: 'FLANDERS',
    geoLocation: { lat: 51.05, lon: 3.72 },
    ...overrides,
  };
}

describe('addressLines: street and number, then box, then postal code and city', () => {
  it('shows street with number, then postal code and city', () => {
    expect(addressLines(address(), 'nl')).toEqual([
      { kind: 'street', text: 'Kerkstraat 12' },
      { kind: 'locality', text: '9000 Gent' },
    ]);
  });

  it('puts the box between the street and the city', () => {
    expect(addressLines(address({ box: '3B' }), 'nl').map((line) => line.kind)).toEqual([
      'street',
      'box',
      'locality',
    ]);
    expect(addressLines(address({ box: '3B' }), 'nl')[1]).toEqual({ kind: 'box', text: '3B' });
  });

  it('shows nothing when the address is not visible', () => {
    expect(addressLines(address({ visible: false, box: '1' }), 'nl')).toEqual([]);
  });

  it('shows nothing for a missing address', () => {
    expect(addressLines(null, 'fr')).toEqual([]);
  });

  it('uses the street and city names of the locale', () => {
    expect(addressLines(address(), 'fr')).toEqual([
      { kind: 'street', text: 'Rue de l’Église 12' },
      { kind: 'locality', text: '9000 Gand' },
    ]);
  });

  it('leaves out the lines whose parts are missing', () => {
    const lines = addressLines(
      address({ street: null, street_address: null, number: '5', box: '  ' }),
      'nl',
    );
    expect(lines).toEqual([{ kind: 'locality', text: '9000 Gent' }]);
  });

  it('shows a street without number when the number is missing', () => {
    expect(addressLines(address({ number: null }), 'nl')[0]).toEqual({
      kind: 'street',
      text: 'Kerkstraat',
    });
  });

  it('works on the summary address shape, which has only some fields', () => {
    const summaryAddress: AddressInput = {
      visible: true,
      street: { nl: 'Markt' },
      number: '1',
      city: { zip: '8000', name: { nl: 'Brugge' } },
    };
    expect(addressLines(summaryAddress, 'nl').map((line) => line.text)).toEqual([
      'Markt 1',
      '8000 Brugge',
    ]);
  });
});

describe('cityName: the locale-specific alias or name', () => {
  it('prefers the alias over the name', () => {
    expect(
      cityName({ zip: '2600', name: { nl: 'Antwerpen' }, alias: { nl: 'Berchem' } }, 'nl'),
    ).toBe('Berchem');
  });

  it('prefers the name in the locale over an alias in another language', () => {
    const city = {
      zip: '1000',
      name: { nl: 'Brussel', fr: 'Bruxelles' },
      alias: { nl: 'Brussel-centrum' },
    };
    expect(cityName(city, 'fr')).toBe('Bruxelles');
  });

  it('falls back to another language rather than show no city', () => {
    expect(cityName({ zip: '9000', name: { nl: 'Gent' } }, 'de')).toBe('Gent');
  });

  it('gives null without a city', () => {
    expect(cityName(null, 'nl')).toBeNull();
  });
});

describe('streetName', () => {
  it('uses the localized street before the street as typed', () => {
    expect(streetName(address({ street_address: 'Kerkstr.' }), 'nl')).toBe('Kerkstraat');
  });

  it('uses the street as typed when no localized street exists', () => {
    expect(streetName(address({ street: null, street_address: 'Veldstraat' }), 'en')).toBe(
      'Veldstraat',
    );
  });
});

describe('formatLocality: postal code and city on one line for cards', () => {
  it('joins zip and city', () => {
    expect(formatLocality(address(), 'en')).toBe('9000 Ghent');
  });

  it('shows the municipality even when the exact address is hidden', () => {
    expect(formatLocality(address({ visible: false }), 'nl')).toBe('9000 Gent');
  });

  it('gives null without a city', () => {
    expect(formatLocality(address({ city: null }), 'nl')).toBeNull();
  });
});

describe('projectChildAddress: children have addresses derived from the project', () => {
  const project = { general: { address: address({ number: '100' }) } };

  it("gives a unit without a street the project's street, number and city", () => {
    const child = {
      general: {
        address: address({
          street: null,
          street_address: null,
          number: null,
          city: null,
          box: 'A2',
        }),
      },
    };
    const derived = projectChildAddress(project, child);
    expect(addressLines(derived, 'nl')).toEqual([
      { kind: 'street', text: 'Kerkstraat 100' },
      { kind: 'box', text: 'A2' },
      { kind: 'locality', text: '9000 Gent' },
    ]);
  });

  it("keeps the unit's own box, not the project's", () => {
    const withBox = { general: { address: address({ box: 'P' }) } };
    const child = {
      general: { address: address({ street: null, street_address: null, box: '0.1' }) },
    };
    expect(projectChildAddress(withBox, child).box).toBe('0.1');
  });

  it('follows the visibility of the project when the address is derived', () => {
    const hidden = { general: { address: address({ visible: false }) } };
    const child = { general: { address: address({ street: null, street_address: null }) } };
    expect(addressLines(projectChildAddress(hidden, child), 'nl')).toEqual([]);
  });

  it('keeps the whole address of a unit that names its own street', () => {
    const own = address({
      street: { nl: 'Zijstraat' },
      number: '2',
      city: { ...gent, zip: '9050' },
    });
    expect(projectChildAddress(project, { general: { address: own } })).toBe(own);
  });
});
