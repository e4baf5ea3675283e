import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Locale } from '../../src/domain/locales.ts';
import { matchPath } from '../../src/domain/routes.ts';
import {
  EstateLinkError,
  estateDetailLink,
  estateLink,
  projectDetailLink,
  projectEntityLink,
  cutAtDash,
  projectSlug,
  propertySlug,
  rentalUnitLink,
  slugMaxBytes,
  type EstateLinkInput,
} from '../../src/domain/slugs.ts';

const house = {
  id: 12,
  general: {
    subType: { name: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' } },
    transaction: {
      name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
    },
    address: {
      visible: true,
      street_address: 'Kerkstraat 12',
      city: { zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
    },
  },
} satisfies EstateLinkInput;

/** The house with its general block changed. */
function houseWith(general: Partial<NonNullable<EstateLinkInput['general']>>): EstateLinkInput {
  return { ...house, general: { ...house.general, ...general } };
}

const project = {
  id: 7,
  general: {
    project: true,
    title: {
      nl: "Residentie 't Zand",
      fr: 'Résidence "Le Phare" l\'Horizon St. Jan',
      en: 'The Lighthouse',
      de: null,
    },
    address: { city: { zip: 8400, name: { nl: 'Oostende', fr: 'Ostende' } } },
  },
} satisfies EstateLinkInput;

function errorOf(build: () => unknown): EstateLinkError {
  try {
    build();
  } catch (error) {
    if (error instanceof EstateLinkError) return error;
    throw error;
  }
  throw new Error('expected an EstateLinkError');
}

describe('property slug', () => {
  it('joins subtype, transaction, in, street, zip and city in each language', () => {
    expect(propertySlug(house, 'nl')).toBe('woning-te-koop-in-kerkstraat-12-9000-gent');
    expect(propertySlug(house, 'en')).toBe('house-for-sale-in-kerkstraat-12-9000-ghent');
    expect(propertySlug(house, 'de')).toBe('haus-zu-verkaufen-in-kerkstraat-12-9000-gent');
  });

  it("uses the word 'a' in French and drops the accents", () => {
    expect(propertySlug(house, 'fr')).toBe('maison-a-vendre-a-kerkstraat-12-9000-gand');
  });

  it('builds the street from the localized street and number when there is no street_address', () => {
    const estate = houseWith({
      address: {
        street: { nl: 'Kerkstraat', fr: "Rue de l'Église" },
        number: 5,
        city: { zip: 1000, name: { fr: 'Bruxelles', nl: 'Brussel' } },
      },
    });
    expect(propertySlug(estate, 'fr')).toBe('maison-a-vendre-a-rue-de-leglise-5-1000-bruxelles');
    expect(propertySlug(estate, 'nl')).toBe('woning-te-koop-in-kerkstraat-5-1000-brussel');
  });

  it('spells ß as ss and turns dots and slashes into single dashes', () => {
    const estate = houseWith({
      address: {
        street_address: 'Hauptstraße 3 / St.-Vith',
        city: { zip: '4780', name: { de: 'Sankt Vith' } },
      },
    });
    expect(propertySlug(estate, 'de')).toBe(
      'haus-zu-verkaufen-in-hauptstrasse-3-st-vith-4780-sankt-vith',
    );
  });

  it('uses the city alias of the locale before the name', () => {
    const estate = houseWith({
      address: {
        street_address: 'Dorp 1',
        city: { zip: 9830, name: { nl: 'Sint-Martens-Latem' }, alias: { nl: 'Latem' } },
      },
    });
    expect(propertySlug(estate, 'nl')).toBe('woning-te-koop-in-dorp-1-9830-latem');
  });

  it('falls back to another language when a name is empty in the locale', () => {
    const estate = houseWith({ subType: { name: { nl: 'Woning', de: null, fr: '' } } });
    expect(propertySlug(estate, 'de')).toBe('woning-zu-verkaufen-in-kerkstraat-12-9000-gent');
  });

  it('leaves the street out when the address is not visible', () => {
    const estate = houseWith({ address: { ...house.general.address, visible: false } });
    expect(propertySlug(estate, 'en')).toBe('house-for-sale-in-9000-ghent');
  });

  it('reads an address kept beside general', () => {
    const { address, ...general } = house.general;
    expect(propertySlug({ id: 12, general, address }, 'nl')).toBe(propertySlug(house, 'nl'));
  });

  it('is always a clean lower-case segment', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(text, text, text, (subType, street, city) => {
        const estate = houseWith({
          subType: { name: { en: subType } },
          address: { street_address: street, city: { zip: 1000, name: { en: city } } },
        });
        fc.pre(subType.trim() !== '' && city.trim() !== '');
        expect(propertySlug(estate, 'en')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('slug length', () => {
  // A page is a folder named after its slug; file systems refuse names over 255 bytes.
  const longStreet = `${'Lange Nieuwstraat van de Heilige Hubertus '.repeat(8)}7`.slice(0, 300);

  it('shortens a long street at a dash and keeps the zip and city', () => {
    const estate = houseWith({
      address: { street_address: longStreet, city: { zip: '9000', name: { nl: 'Gent' } } },
    });
    const slug = propertySlug(estate, 'nl');
    expect(bytes(slug)).toBeLessThanOrEqual(slugMaxBytes);
    expect(slug).toMatch(/^woning-te-koop-in-lange-nieuwstraat-van-de-heilige-.*-9000-gent$/);
    // Cut between words: every word of the slug is a whole word of the street.
    const words = new Set(['lange', 'nieuwstraat', 'van', 'de', 'heilige', 'hubertus']);
    const streetWords = slug.replace(/^woning-te-koop-in-/, '').replace(/-9000-gent$/, '');
    for (const word of streetWords.split('-')) expect(words).toContain(word);
    expect(estateDetailLink(estate, 'nl')).toBe(`/nl/aanbod/12/${slug}`);
  });

  it('keeps a short slug exactly as it was', () => {
    expect(propertySlug(house, 'nl')).toBe('woning-te-koop-in-kerkstraat-12-9000-gent');
    expect(projectSlug(project, 'nl')).toBe('Residentie-t-Zand-in-8400-Oostende');
  });

  it('leaves out of a project slug every sign a path would keep encoded', () => {
    const signs = 'Vue=Mer; Duinen, Zee+Zon & Co: @home $1 / 2? #3 100%';
    const titled = { ...project, general: { ...project.general, title: { nl: signs } } };
    const slug = projectSlug(titled, 'nl');
    expect(slug).toBe('Vue-Mer-Duinen-Zee-Zon-Co-home-1-2-3-100-in-8400-Oostende');
    // What a server reads back from the path is the slug's own text.
    expect(decodeURI(slug)).toBe(decodeURIComponent(slug));
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (title) => {
        fc.pre(/[\p{L}\p{N}]/u.test(title));
        const any = { ...project, general: { ...project.general, title: { fr: title } } };
        const encoded = projectSlug(any, 'fr');
        return decodeURI(encoded) === decodeURIComponent(encoded);
      }),
    );
  });

  it('counts bytes, not characters, in a project title of many-byte letters', () => {
    const title = 'Résidence Éléonore à Ħåŵëñ 日本の家 🏠 '.repeat(12);
    const long = { ...project, general: { ...project.general, title: { fr: title } } };
    const text = decodeURIComponent(projectSlug(long, 'fr'));
    expect(bytes(text)).toBeLessThanOrEqual(slugMaxBytes);
    expect(text).toMatch(/^Résidence-Éléonore-à-.*-a-8400-Ostende$/);
    expect(text).not.toContain('\uFFFD');
    expect(projectDetailLink(long, 'fr')).toBe(`/fr/offre/7/${projectSlug(long, 'fr')}`);
  });

  it('cuts inside a word only when one word is longer than the limit, never inside a letter', () => {
    expect(cutAtDash('rue-de-la-gare', 10)).toBe('rue-de-la');
    expect(cutAtDash('kort', 10)).toBe('kort');
    expect(cutAtDash('ééééé', 5)).toBe('éé');
    expect(cutAtDash('🏠🏠-x', 6)).toBe('🏠');
  });

  it('is never longer than the limit, whatever the texts', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 });
    fc.assert(
      fc.property(text, text, text, (subType, street, city) => {
        fc.pre(subType.trim() !== '' && city.trim() !== '');
        const estate = houseWith({
          subType: { name: { en: subType } },
          address: { street_address: street, city: { zip: 1000, name: { en: city } } },
        });
        const titled = { ...project, general: { ...project.general, title: { en: street } } };
        fc.pre(street.trim() !== '');
        expect(bytes(propertySlug(estate, 'en'))).toBeLessThanOrEqual(slugMaxBytes);
        expect(bytes(decodeURIComponent(projectSlug(titled, 'en')))).toBeLessThanOrEqual(
          slugMaxBytes,
        );
      }),
    );
  });
});

describe('project slug', () => {
  it('removes quotes, apostrophes and dots, keeps case and url-encodes the rest', () => {
    expect(projectSlug(project, 'fr')).toBe(
      'R%C3%A9sidence-Le-Phare-lHorizon-St-Jan-a-8400-Ostende',
    );
    expect(projectSlug(project, 'nl')).toBe('Residentie-t-Zand-in-8400-Oostende');
  });

  it('never lets a title add a path segment or a query', () => {
    const phased = { ...project, general: { ...project.general, title: { en: 'Phase 1/2 ? #3' } } };
    expect(projectSlug(phased, 'en')).toBe('Phase-1-2-3-in-8400-Oostende');
  });

  it('falls back to another language for the title and the city', () => {
    expect(projectSlug(project, 'de')).toBe('Residentie-t-Zand-in-8400-Oostende');
  });
});

describe('detail links', () => {
  it('puts the property slug after the estate id', () => {
    expect(estateDetailLink(house, 'fr')).toBe(
      '/fr/offre/12/maison-a-vendre-a-kerkstraat-12-9000-gand',
    );
    expect(matchPath(estateDetailLink(house, 'nl'))).toEqual({
      name: 'estateDetail',
      locale: 'nl',
      params: { estateId: '12', slug: 'woning-te-koop-in-kerkstraat-12-9000-gent' },
    });
  });

  it('encodes a project slug exactly once', () => {
    expect(projectDetailLink(project, 'fr')).toBe(`/fr/offre/7/${projectSlug(project, 'fr')}`);
    expect(matchPath(projectDetailLink(project, 'fr'))?.params).toEqual({
      estateId: '7',
      slug: 'Résidence-Le-Phare-lHorizon-St-Jan-a-8400-Ostende',
    });
  });

  it('adds the entity id to the project link for a project unit', () => {
    expect(projectEntityLink(project, 4321, 'nl')).toBe(`${projectDetailLink(project, 'nl')}/4321`);
    expect(matchPath(projectEntityLink(project, 4321, 'en'))?.name).toBe('projectEntityDetail');
  });

  it('links a project by its title and any other estate by its subtype', () => {
    expect(estateLink(project, 'en')).toBe('/en/offer/7/The-Lighthouse-in-8400-Oostende');
    expect(estateLink(house, 'en')).toBe('/en/offer/12/house-for-sale-in-kerkstraat-12-9000-ghent');
  });

  it('takes the id from general when the estate has none of its own', () => {
    const { id: _id, ...rest } = house;
    expect(estateDetailLink({ ...rest, general: { ...house.general, id: 99 } }, 'de')).toMatch(
      /^\/de\/angebot\/99\//,
    );
  });
});

describe('detail link with missing data (spec 8)', () => {
  const cases: [string, EstateLinkInput, string][] = [
    ['subtype', houseWith({ subType: null }), 'general.subType.name'],
    [
      'subtype name',
      houseWith({ subType: { name: { nl: ' ', fr: null } } }),
      'general.subType.name',
    ],
    ['transaction', houseWith({ transaction: undefined }), 'general.transaction.name'],
    ['city', houseWith({ address: { street_address: 'Kerkstraat 1' } }), 'address.city'],
    [
      'city name',
      houseWith({ address: { city: { zip: 9000, name: { fr: '' } } } }),
      'address.city.name',
    ],
    ['zip', houseWith({ address: { city: { name: { nl: 'Gent' } } } }), 'address.city.zip'],
    ['address', houseWith({ address: null }), 'address.city'],
  ];

  it.each(cases)('names the estate and the field when the %s is missing', (_, estate, field) => {
    const error = errorOf(() => estateDetailLink(estate, 'nl'));
    expect(error.message).toBe(`Cannot build the detail link of estate 12: ${field} is missing`);
    expect(error.estateId).toBe(12);
    expect(error.field).toBe(field);
  });

  it('says so when the estate has no id', () => {
    const error = errorOf(() => estateDetailLink({ ...house, id: null }, 'en'));
    expect(error.message).toBe(
      'Cannot build the detail link of an estate without id: id is missing',
    );
  });

  it('names the title of a project without one', () => {
    const untitled = { ...project, general: { ...project.general, title: {} } };
    expect(() => projectDetailLink(untitled, 'fr')).toThrow(
      'Cannot build the detail link of estate 7: general.title is missing',
    );
  });

  it('wraps any other failure with the estate id and keeps the cause', () => {
    const error = errorOf(() => estateDetailLink(house, 'es' as Locale));
    expect(error.message).toMatch(/^Cannot build the detail link of estate 12: .*unknown locale/);
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe('rental unit link', () => {
  it('fills the holidayRentalUnit route with the unit id', () => {
    expect(rentalUnitLink({ id: 77 }, 'de')).toBe('/de/feiertage/77');
    expect(rentalUnitLink({ id: '77' }, 'nl')).toBe('/nl/vakantie/77');
  });

  it('throws for a unit without id', () => {
    expect(() => rentalUnitLink({}, 'fr')).toThrow(/without id/);
  });
});
