import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  displayFieldLabel,
  displayFieldValue,
  groupEstates,
  PROJECTS_GROUP_LABEL,
  priceBandLabel,
  rentPriceBands,
  salePriceBands,
  visibleDisplayFields,
  type GroupableEstate,
} from '../../src/domain/grouping.ts';
import type { DisplayField } from '../../src/schemas/estate-query.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';
import { groupOptionSchema } from '../../src/schemas/estate-query.ts';

type TestEstate = GroupableEstate & { name: string };

type EstateFields = {
  headType?: number;
  transaction?: number;
  transactionName?: LocalizedString | null;
  subType?: LocalizedString | null;
  city?: LocalizedString | null;
  cityAlias?: LocalizedString | null;
  price?: number | null;
  statusId?: number;
  guid?: string | null;
};

let counter = 0;
/** An estate with just what grouping reads; `name` tells the estates apart in assertions. */
function estate(fields: EstateFields = {}): TestEstate {
  counter += 1;
  return {
    name: `estate-${counter}`,
    status: { id: fields.statusId ?? 1 },
    guid: fields.guid ?? null,
    general: {
      headType: { id: fields.headType ?? 1 },
      subType: fields.subType === null ? null : { name: fields.subType ?? { nl: 'Woning' } },
      transaction: { id: fields.transaction ?? 1, name: fields.transactionName ?? null },
      address: {
        city:
          fields.city === null
            ? null
            : { name: fields.city ?? { nl: 'Gent' }, alias: fields.cityAlias ?? null },
      },
      price: fields.price === undefined ? 250_000 : fields.price,
    },
  };
}

const labelsOf = (groups: { label: string }[]) => groups.map((group) => group.label);
const namesOf = (estates: TestEstate[]) => estates.map((item) => item.name);

describe('TYPE groups (spec 9)', () => {
  it('orders head types 1,3,7,2,4,6,10,5,9', () => {
    const order = [1, 3, 7, 2, 4, 6, 10, 5, 9];
    const estates = [...order].reverse().map((headType) => estate({ headType }));
    const groups = groupEstates(estates, 'TYPE', 'nl');
    expect(groups.map((group) => group.key)).toEqual(order.map(String));
  });

  it('puts unknown head types after the known ones, by id', () => {
    const estates = [12, 8, 5, 11].map((headType) => estate({ headType }));
    expect(groupEstates(estates, 'TYPE', 'nl').map((group) => group.key)).toEqual([
      '5',
      '8',
      '11',
      '12',
    ]);
  });

  it('labels head types through the lookup it is given', () => {
    const names: Record<number, string> = { 1: 'Huis', 2: 'Appartement' };
    const groups = groupEstates([estate({ headType: 2 }), estate({ headType: 1 })], 'TYPE', 'nl', {
      headTypeLabel: (id) => names[id] ?? '?',
    });
    expect(labelsOf(groups)).toEqual(['Huis', 'Appartement']);
  });

  it('labels a head type by its id without a lookup', () => {
    expect(labelsOf(groupEstates([estate({ headType: 3 })], 'TYPE', 'nl'))).toEqual(['3']);
  });
});

describe('STATUS groups (spec 9)', () => {
  it('orders transaction ids 1,3,2,4,10,5,6', () => {
    const order = [1, 3, 2, 4, 10, 5, 6];
    const estates = [6, 5, 10, 4, 2, 3, 1].map((transaction) => estate({ transaction }));
    expect(groupEstates(estates, 'STATUS', 'nl').map((group) => group.key)).toEqual(
      order.map(String),
    );
  });

  it('puts unknown transaction ids last, by id', () => {
    const estates = [9, 7, 1].map((transaction) => estate({ transaction }));
    expect(groupEstates(estates, 'STATUS', 'nl').map((group) => group.key)).toEqual([
      '1',
      '7',
      '9',
    ]);
  });

  it('labels a group with the transaction name in the visitor language', () => {
    const transactionName = { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: '' };
    const estates = [estate({ transaction: 1, transactionName })];
    expect(labelsOf(groupEstates(estates, 'STATUS', 'fr'))).toEqual(['À vendre']);
  });

  it('falls back to another language when the visitor language has no name', () => {
    const transactionName = { nl: 'Te koop', de: '' };
    expect(labelsOf(groupEstates([estate({ transactionName })], 'STATUS', 'de'))).toEqual([
      'Te koop',
    ]);
  });
});

describe('SUBTYPE and CITY groups (spec 9)', () => {
  it('sorts subtypes by name in the visitor language', () => {
    const estates = [
      estate({ subType: { nl: 'Villa', fr: 'Villa' } }),
      estate({ subType: { nl: 'Appartement', fr: 'Appartement' } }),
      estate({ subType: { nl: 'Hoeve', fr: 'Ferme' } }),
    ];
    expect(labelsOf(groupEstates(estates, 'SUBTYPE', 'nl'))).toEqual([
      'Appartement',
      'Hoeve',
      'Villa',
    ]);
    expect(labelsOf(groupEstates(estates, 'SUBTYPE', 'fr'))).toEqual([
      'Appartement',
      'Ferme',
      'Villa',
    ]);
  });

  it('sorts accented names the way the language does, not by code point', () => {
    const estates = ['Zottegem', 'Écaussinnes', 'Aalst'].map((nl) => estate({ city: { nl } }));
    expect(labelsOf(groupEstates(estates, 'CITY', 'fr'))).toEqual([
      'Aalst',
      'Écaussinnes',
      'Zottegem',
    ]);
  });

  it('uses the city alias of the visitor language before the name', () => {
    const estates = [
      estate({ city: { nl: 'Brussel' }, cityAlias: { fr: 'Bruxelles' } }),
      estate({ city: { nl: 'Antwerpen', fr: 'Anvers' } }),
    ];
    expect(labelsOf(groupEstates(estates, 'CITY', 'fr'))).toEqual(['Anvers', 'Bruxelles']);
    expect(labelsOf(groupEstates(estates, 'CITY', 'nl'))).toEqual(['Antwerpen', 'Brussel']);
  });

  it('puts estates of the same city together', () => {
    const a = estate({ city: { nl: 'Gent' } });
    const b = estate({ city: { nl: 'Brugge' } });
    const c = estate({ city: { nl: 'Gent' } });
    const groups = groupEstates([a, b, c], 'CITY', 'nl');
    expect(groups.map((group) => namesOf(group.estates))).toEqual([[b.name], [a.name, c.name]]);
  });
});

describe('PRICE groups (spec 9)', () => {
  it('orders sale bands from cheap to dear', () => {
    const estates = [800_000, 150_000, 450_000, 250_000].map((price) => estate({ price }));
    expect(groupEstates(estates, 'PRICE', 'nl').map((group) => group.key)).toEqual([
      'sale:0',
      'sale:200000',
      'sale:400000',
      'sale:750000',
    ]);
  });

  it('puts a price on a band edge in the band that starts there', () => {
    const groups = groupEstates([estate({ price: 200_000 })], 'PRICE', 'nl');
    expect(groups[0]?.key).toBe('sale:200000');
  });

  it('bands rentals per month, after the sale bands', () => {
    const rental = estate({ price: 850, statusId: 2 });
    const sale = estate({ price: 350_000, statusId: 1 });
    const groups = groupEstates([rental, sale], 'PRICE', 'en');
    expect(groups.map((group) => group.key)).toEqual(['sale:300000', 'rent:750']);
    expect(groups[1]?.label).toMatch(/per month$/);
  });

  it('reads "for rent" by the status rule of the data source', () => {
    // 10 is a rent id only for guid listings (spec 4)
    const guidRental = estate({ price: 900, statusId: 10, guid: 'g-1' });
    const oldListing = estate({ price: 900, statusId: 10 });
    const groups = groupEstates([guidRental, oldListing], 'PRICE', 'nl');
    expect(groups.map((group) => group.key)).toEqual(['sale:0', 'rent:750']);
  });

  it('labels bands with euro amounts in the visitor language', () => {
    // Intl separates with no-break spaces; plain spaces keep the expectations readable
    const label = (index: number, locale: 'nl' | 'fr' | 'en', rent = false) => {
      const band = (rent ? rentPriceBands : salePriceBands)[index];
      return band ? priceBandLabel(band, locale, rent).replace(/\s/g, ' ') : undefined;
    };
    expect(label(0, 'nl')).toBe('< € 200.000');
    expect(label(5, 'en')).toBe('≥ €750,000');
    expect(label(1, 'fr')).toBe('200 000–300 000 €');
    expect(label(2, 'nl', true)).toBe('€ 750-1.000 per maand');
  });

  it('covers every price with exactly one band, without gaps', () => {
    for (const bands of [salePriceBands, rentPriceBands]) {
      expect(bands[0]?.min).toBe(0);
      expect(bands.at(-1)?.max).toBeNull();
      bands.slice(1).forEach((band, index) => expect(bands[index]?.max).toBe(band.min));
    }
  });

  it('has no key for an estate without a price', () => {
    const groups = groupEstates([estate({ price: null }), estate({ price: 0 })], 'PRICE', 'nl');
    expect(groups.map((group) => group.key)).toEqual([null]);
  });
});

describe('estates without a group key (spec 9)', () => {
  it('fall under Projecten, after every other group', () => {
    const project = estate({ city: null });
    const groups = groupEstates([project, estate({ city: { nl: 'Gent' } })], 'CITY', 'en');
    expect(labelsOf(groups)).toEqual(['Gent', PROJECTS_GROUP_LABEL]);
    expect(PROJECTS_GROUP_LABEL).toBe('Projecten');
    expect(groups.at(-1)?.key).toBeNull();
  });

  it('count a name that is blank in every language as no key', () => {
    const groups = groupEstates([estate({ subType: { nl: ' ', fr: '' } })], 'SUBTYPE', 'nl');
    expect(labelsOf(groups)).toEqual(['Projecten']);
  });

  it('take a translated label when the page gives one', () => {
    const groups = groupEstates([estate({ subType: null })], 'SUBTYPE', 'fr', {
      projectsLabel: 'Projets',
    });
    expect(labelsOf(groups)).toEqual(['Projets']);
  });

  it('leave out the Projecten group when every estate has a key', () => {
    expect(labelsOf(groupEstates([estate()], 'CITY', 'nl'))).not.toContain('Projecten');
  });
});

describe('grouping keeps every estate once, in input order', () => {
  const arbitraryEstate = fc
    .record({
      headType: fc.integer({ min: 1, max: 12 }),
      transaction: fc.integer({ min: 1, max: 11 }),
      subType: fc.option(fc.record({ nl: fc.constantFrom('Villa', 'Studio', 'Hoeve', '') })),
      city: fc.option(fc.record({ nl: fc.constantFrom('Gent', 'Aalst', 'Ieper', ' ') })),
      price: fc.option(fc.integer({ min: -1, max: 3_000_000 })),
      statusId: fc.integer({ min: 1, max: 10 }),
      guid: fc.option(fc.constant('g')),
    })
    .map((fields) => estate(fields));

  it('puts each estate in exactly one group and keeps the input order inside groups', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryEstate, { maxLength: 40 }),
        fc.constantFrom(...groupOptionSchema.options),
        fc.constantFrom('nl', 'fr', 'en', 'de' as const),
        (estates, option, locale) => {
          const groups = groupEstates(estates, option, locale);
          const grouped = groups.flatMap((group) => group.estates);
          expect(grouped).toHaveLength(estates.length);
          expect(new Set(grouped)).toEqual(new Set(estates));
          for (const group of groups) {
            const positions = group.estates.map((item) => estates.indexOf(item));
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
            expect(group.estates.length).toBeGreaterThan(0);
          }
          expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
          const projects = groups.findIndex((group) => group.key === null);
          expect(projects === -1 || projects === groups.length - 1).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('display fields (spec 3)', () => {
  const field = (overrides: Partial<DisplayField> = {}): DisplayField => ({
    value: 'general.price',
    label: { nl: 'Prijs', fr: 'Prix', en: 'Price', de: null },
    visible: true,
    ...overrides,
  });

  const summary = {
    id: 7,
    bedroom_count: 0,
    general: {
      price: 325_000,
      totalPrice: 340_000,
      title: { nl: 'Lichtrijk appartement', fr: '' },
      subType: { name: { nl: 'Appartement', fr: 'Appartement' } },
      address: { city: { zip: '9000', name: { nl: 'Gent', fr: 'Gand' } } },
      sticker: { id: 1, name: null },
    },
    energy: { epcValue: -1 },
  };

  it('shows only the fields flagged visible, in their order', () => {
    const fields = [
      field({ value: 'a' }),
      field({ value: 'b', visible: false }),
      field({ value: 'c' }),
    ];
    expect(visibleDisplayFields(fields).map((item) => item.value)).toEqual(['a', 'c']);
  });

  it('reads the value at a dotted path', () => {
    expect(displayFieldValue(summary, field({ value: 'general.address.city.zip' }), 'nl')).toBe(
      '9000',
    );
  });

  it('reads a per-language value in the visitor language', () => {
    expect(displayFieldValue(summary, field({ value: 'general.address.city.name' }), 'fr')).toBe(
      'Gand',
    );
  });

  it('takes the fallback field when the first is empty', () => {
    const titleOrSubtype = field({ value: 'general.title', fallback: 'general.subType.name' });
    expect(displayFieldValue(summary, titleOrSubtype, 'nl')).toBe('Lichtrijk appartement');
    expect(displayFieldValue(summary, titleOrSubtype, 'fr')).toBe('Appartement');
  });

  it('treats 0 and -1 as empty and moves on to the fallback (spec 5)', () => {
    expect(
      displayFieldValue(
        summary,
        field({ value: 'bedroom_count', fallback: 'general.price' }),
        'nl',
      ),
    ).toBe(325_000);
    expect(displayFieldValue(summary, field({ value: 'energy.epcValue' }), 'nl')).toBeNull();
  });

  it('gives null for a missing path, with or without a fallback', () => {
    expect(displayFieldValue(summary, field({ value: 'general.nothing.here' }), 'nl')).toBeNull();
    expect(
      displayFieldValue(summary, field({ value: 'nope', fallback: 'general.none' }), 'nl'),
    ).toBeNull();
  });

  it('gives null for an object that is not a text', () => {
    expect(displayFieldValue(summary, field({ value: 'general.sticker' }), 'nl')).toBeNull();
  });

  it('never reads through the prototype', () => {
    for (const value of [
      'constructor',
      'general.__proto__',
      'id.toString',
      'general.hasOwnProperty',
    ]) {
      expect(displayFieldValue(summary, field({ value }), 'nl')).toBeNull();
    }
  });

  it('labels a field in the visitor language, another language, or its path', () => {
    expect(displayFieldLabel(field(), 'fr')).toBe('Prix');
    expect(displayFieldLabel(field(), 'de')).toBe('Prijs');
    expect(displayFieldLabel(field({ label: {} }), 'en')).toBe('general.price');
  });
});

describe('STATUS groups over both data sources', () => {
  const named = (id: number, guid: string | null, nl: string) => ({
    status: { id },
    guid,
    general: {
      headType: { id: 1 },
      transaction: { id, name: { nl } },
      address: { city: null },
    },
  });

  it('puts the for-sale listings of both sources in one group, before rentals', () => {
    const groups = groupEstates(
      [named(2, null, 'Te huur'), named(3, 'g-1', 'Te koop'), named(1, null, 'Te koop')],
      'STATUS',
      'nl',
    );
    expect(groups.map((group) => [group.label, group.estates.length])).toEqual([
      ['Te koop', 2],
      ['Te huur', 1],
    ]);
  });

  it('keeps an old-source take-over apart from a back-office sale of the same id', () => {
    const groups = groupEstates(
      [named(3, null, 'Over te nemen'), named(3, 'g-1', 'Te koop')],
      'STATUS',
      'nl',
    );
    expect(groups.map((group) => group.label)).toEqual(['Te koop', 'Over te nemen']);
  });
});
