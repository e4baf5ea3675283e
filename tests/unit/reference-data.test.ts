import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { locales } from '../../src/domain/locales.ts';
import type { EnumName } from '../../src/domain/reference-data/index.ts';
import {
  countries,
  enumerations,
  fieldLabels,
  findEnumEntry,
  headTypeById,
  headTypeIdOf,
  headTypeIdOfSubType,
  headTypes,
  isEnumName,
  isFieldName,
  isoCountryCodes,
  listEnumValues,
  subTypeById,
  subTypeIdOf,
  subTypes,
  subTypesOfType,
  translateEnumValue,
  translateFieldName,
  types,
} from '../../src/domain/reference-data/index.ts';

// The value lists spec 3 "Reference data" names, copied from the spec text.
const specValues = {
  Status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'],
  Type: ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT'],
  BathroomType: ['EQUIPPED', 'NOT_EQUIPPED'],
  Carpentry: ['WOOD', 'ALUMINUM', 'PLASTIC'],
  CommonMeter: ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'],
  CommonHeating: ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'],
  CommonMeterType: ['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER'],
  Condition: [
    'TO_RENOVATE',
    'TO_FRESHEN_UP',
    'GOOD_CONDITION',
    'EXCELLENT_CONDITION',
    'RENEWED',
    'NEW',
  ],
  Conformity: ['INVALID', 'VALID'],
  ConstructionType: ['OPEN', 'HALF_OPEN', 'CLOSED'],
  ElectricityCertification: ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'],
  Flooding: ['UNKNOWN', 'NO', 'YES'],
  Heating: [
    'OIL',
    'COAL',
    'ELECTRICITY',
    'GAS',
    'HEAT_ACCUMULATION',
    'GAS_HEATERS',
    'PROPANE_GAS',
    'CENTRAL_VENTILATION',
    'WOOD',
    'PELLET',
  ],
  KitchenType: [
    'EQUIPPED',
    'SEMI_EQUIPPED',
    'NOT_EQUIPPED',
    'HYPER_EQUIPPED',
    'AMERICAN_EQUIPPED',
    'AMERICAN_SEMI_EQUIPPED',
    'AMERICAN_NOT_EQUIPPED',
    'AMERICAN_HYPER_EQUIPPED',
  ],
  LuxuryLevel: ['MODEST', 'AVERAGE', 'LUXURIOUS'],
  RoofType: ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED'],
  WindowGlazing: ['SINGLE', 'DOUBLE', 'TRIPLE'],
  Destination: ['MAIN_RESIDENCE', 'VACATION_RESIDENCE', 'STUDENT_RESIDENCE'],
  Environment: [
    'TOWN',
    'RESIDENTIAL',
    'COUNTRYSIDE',
    'VILLAGE',
    'SUBURBAN_AREA',
    'CRAFT_INDUSTRY',
    'INDUSTRIAL',
    'SEA_BEACH_DUNE',
  ],
  FreeOn: ['UNKNWON', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TBD'],
  Garden: ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED'],
  GeoPrecision: ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP'],
  Orientation: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
  Planning: ['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962'],
  RecentDestination: [
    'AG',
    'EG',
    'WIG',
    'WUG',
    'BG',
    'IGB',
    'RG',
    'GWG',
    'NG',
    'PG',
    'WG',
    'WGL',
    'WGR',
    'GG',
    'WCHE',
    'WP',
    'IAB',
    'GDR',
    'GVR',
    'LWAG',
    'NR',
    'GVON',
    'DVG',
    'NI',
  ],
} satisfies Partial<Record<EnumName, string[]>>;

// spec 3 lists 28 reference lists by name.
const specEnumNames = [
  'BathroomType',
  'Carpentry',
  'CommonMeter',
  'CommonMeterType',
  'CommonHeating',
  'Condition',
  'Conformity',
  'ConstructionType',
  'Country',
  'Destination',
  'ElectricityCertification',
  'EnergyLabel',
  'Environment',
  'Flooding',
  'FreeOn',
  'Garden',
  'GeoPrecision',
  'Heating',
  'KitchenType',
  'LuxuryLevel',
  'Orientation',
  'Planning',
  'RecentDestination',
  'RoofType',
  'Status',
  'SubType',
  'Type',
  'WindowGlazing',
];

const allEnumNames = Object.keys(enumerations).filter(isEnumName);

describe('reference enumerations', () => {
  it('offers every reference list spec 3 names', () => {
    for (const name of specEnumNames) expect(isEnumName(name), name).toBe(true);
  });

  it.each(Object.entries(specValues))('gives %s exactly the values of spec 3', (name, values) => {
    if (!isEnumName(name)) throw new Error(`${name} is not an enumeration`);
    expect(listEnumValues(name)).toEqual(expect.arrayContaining(values));
    expect(listEnumValues(name)).toHaveLength(values.length);
  });

  it('keeps the data spelling UNKNWON in free-on', () => {
    expect(listEnumValues('FreeOn')).toContain('UNKNWON');
    expect(listEnumValues('FreeOn')).not.toContain('UNKNOWN');
  });

  it('numbers geo precision 0 to 3 from no data to rooftop', () => {
    const ids = specValues.GeoPrecision.map((value) => findEnumEntry('GeoPrecision', value)?.id);
    expect(ids).toEqual([0, 1, 2, 3]);
  });

  it.each(allEnumNames)('holds each %s value once', (name) => {
    const values = listEnumValues(name);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(allEnumNames)('labels every %s value in Dutch', (name) => {
    const entries: readonly { value: string; labels: { nl: string | null } }[] = enumerations[name];
    for (const entry of entries) expect(entry.labels.nl, entry.value).toMatch(/\S/);
  });

  it('labels every value in fr and en except some subtypes, as spec 3 allows', () => {
    for (const name of allEnumNames.filter((enumName) => enumName !== 'SubType')) {
      const entries: readonly {
        value: string;
        labels: { fr: string | null; en: string | null };
      }[] = enumerations[name];
      for (const entry of entries) {
        expect(entry.labels.fr, `${name}.${entry.value}`).toMatch(/\S/);
        expect(entry.labels.en, `${name}.${entry.value}`).toMatch(/\S/);
      }
    }
  });

  it('leaves some de labels empty in zoning and subtypes, like the real data', () => {
    const missingDe = (name: EnumName) =>
      listEnumValues(name).filter((value) => translateEnumValue(name, value, 'de') === '');
    expect(missingDe('RecentDestination').length).toBeGreaterThan(0);
    expect(missingDe('SubType').length).toBeGreaterThan(0);
    // ...but only a handful: most values still read in German.
    expect(missingDe('SubType').length).toBeLessThan(subTypes.length / 4);
  });
});

describe('energy labels', () => {
  it('holds the single grades from A++ to G', () => {
    expect(listEnumValues('EnergyLabel')).toEqual(
      expect.arrayContaining(['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G']),
    );
  });

  it('holds two-grade combinations such as C_A and D_B', () => {
    expect(listEnumValues('EnergyLabel')).toEqual(expect.arrayContaining(['C_A', 'D_B']));
  });

  it('names the worse grade first in every combination', () => {
    const combinations = listEnumValues('EnergyLabel').filter((value) =>
      /^[A-G]_[A-G]$/.test(value),
    );
    expect(combinations.length).toBeGreaterThan(2);
    for (const value of combinations) {
      const [first = '', second = ''] = value.split('_');
      expect(first > second, value).toBe(true);
    }
  });

  it('reads A_PLUS_PLUS as A++ and a combination with a dash', () => {
    expect(translateEnumValue('EnergyLabel', 'A_PLUS_PLUS', 'nl')).toBe('A++');
    expect(translateEnumValue('EnergyLabel', 'D_B', 'fr')).toBe('D-B');
  });
});

describe('subtypes by type', () => {
  it('groups 16 apartment, 6 garage, 15 plot, 46 commercial and 36 house subtypes', () => {
    expect(subTypesOfType('APARTMENT')).toHaveLength(16);
    expect(subTypesOfType('GARAGE')).toHaveLength(6);
    expect(subTypesOfType('PLOT')).toHaveLength(15);
    expect(subTypesOfType('COMMERCIAL')).toHaveLength(46);
    expect(subTypesOfType('HOUSE')).toHaveLength(36);
    expect(subTypesOfType('PROJECT')).toHaveLength(0);
  });

  it('gives every subtype its own id', () => {
    const ids = subTypes.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds a subtype by id and an id by subtype, both ways', () => {
    fc.assert(
      fc.property(fc.constantFrom(...subTypes), (entry) => {
        expect(subTypeIdOf(entry.value)).toBe(entry.id);
        expect(subTypeById(entry.id)?.value).toBe(entry.value);
      }),
    );
  });

  it('knows no subtype for an unknown id or value', () => {
    expect(subTypeById(99_999)).toBeUndefined();
    expect(subTypeById(null)).toBeUndefined();
    expect(subTypeIdOf('SPACESHIP')).toBeUndefined();
    expect(subTypeIdOf(undefined)).toBeUndefined();
  });

  it('files every subtype under an existing head type of its own type', () => {
    for (const entry of subTypes) {
      const headType = headTypeById(headTypeIdOfSubType(entry));
      expect(headType, entry.value).toBeDefined();
      expect(headType?.type, entry.value).toBe(entry.type);
    }
  });

  it('files a plain subtype under its type and a warehouse under industrial', () => {
    expect(headTypeIdOfSubType(subTypes.find((entry) => entry.value === 'VILLA')!)).toBe(
      headTypeIdOf('HOUSE'),
    );
    expect(headTypeIdOfSubType(subTypes.find((entry) => entry.value === 'WAREHOUSE')!)).toBe(
      headTypeIdOf('INDUSTRIAL'),
    );
  });
});

describe('head types', () => {
  it('has exactly the head type ids the TYPE grouping orders (spec 9: 1,3,7,2,4,6,10,5,9)', () => {
    const ids = headTypes.map((entry) => entry.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
  });

  it('gives each spec type a head type of the same name', () => {
    for (const type of types) {
      expect(headTypeById(type.id)?.value).toBe(type.value);
      expect(headTypeIdOf(type.value)).toBe(type.id);
    }
  });

  it('translates a type sent by its head type id', () => {
    expect(translateEnumValue('Type', headTypeIdOf('PLOT'), 'nl')).toBe('Grond');
    expect(translateEnumValue('HeadType', 10, 'en')).toBe('Industrial property');
  });

  it('knows no head type for id 8 or an unknown value', () => {
    expect(headTypeById(8)).toBeUndefined();
    expect(headTypeIdOf('CASTLE')).toBeUndefined();
  });
});

describe('countries', () => {
  it('names Belgium in each language', () => {
    expect(translateEnumValue('Country', 'BE', 'nl')).toBe('België');
    expect(translateEnumValue('Country', 'BE', 'fr')).toBe('Belgique');
    expect(translateEnumValue('Country', 'BE', 'de')).toBe('Belgien');
    expect(translateEnumValue('Country', 'BE', 'en')).toBe('Belgium');
  });

  it('holds about 250 two-letter codes, each once, plus UNKNOWN', () => {
    expect(isoCountryCodes.length).toBeGreaterThanOrEqual(245);
    expect(isoCountryCodes.length).toBeLessThanOrEqual(255);
    expect(new Set(isoCountryCodes).size).toBe(isoCountryCodes.length);
    for (const code of isoCountryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(listEnumValues('Country')).toEqual([...isoCountryCodes, 'UNKNOWN']);
  });

  it('labels UNKNOWN by hand in every language', () => {
    for (const locale of locales)
      expect(translateEnumValue('Country', 'UNKNOWN', locale)).toMatch(/\S/);
    expect(translateEnumValue('Country', 'UNKNOWN', 'nl')).toBe('Onbekend');
  });

  it("takes every code's name from Intl.DisplayNames in the site's locale", () => {
    const german = new Intl.DisplayNames(['de-BE'], { type: 'region' });
    for (const entry of countries.filter((country) => country.value !== 'UNKNOWN')) {
      expect(entry.labels.de).toBe(german.of(entry.value));
      for (const locale of locales) expect(entry.labels[locale], entry.value).not.toBe(entry.value);
    }
  });
});

describe('translateEnumValue', () => {
  it('gives the label of a value in the language asked', () => {
    expect(translateEnumValue('Status', 'FOR_SALE', 'nl')).toBe('Te koop');
    expect(translateEnumValue('Status', 'FOR_SALE', 'fr')).toBe('À vendre');
    expect(translateEnumValue('SubType', 'MANSION', 'fr')).toBe('Maison de maître');
  });

  it('gives an empty string for a value whose label is null', () => {
    const withoutDe = findEnumEntry('RecentDestination', 'NI');
    expect(withoutDe?.labels.de).toBeNull();
    expect(translateEnumValue('RecentDestination', 'NI', 'de')).toBe('');
    expect(translateEnumValue('RecentDestination', 'NI', 'nl')).not.toBe('');
  });

  it('gives an empty string for a value whose label is empty', () => {
    expect(findEnumEntry('SubType', 'KANGAROO_HOUSE')?.labels.fr).toBe('');
    expect(translateEnumValue('SubType', 'KANGAROO_HOUSE', 'fr')).toBe('');
  });

  it('gives an empty string for an unknown or missing value', () => {
    expect(translateEnumValue('Heating', 'NUCLEAR', 'nl')).toBe('');
    expect(translateEnumValue('Heating', null, 'nl')).toBe('');
    expect(translateEnumValue('Heating', undefined, 'nl')).toBe('');
    expect(translateEnumValue('Heating', 3, 'nl')).toBe('');
  });

  it('never answers a random string with anything but a known label or an empty string', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allEnumNames), fc.string(), (name, value) => {
        const label = translateEnumValue(name, value, 'nl');
        if (label !== '') expect(findEnumEntry(name, value)?.labels.nl).toBe(label);
      }),
    );
  });

  it('accepts the numeric id of geo precision and of a subtype', () => {
    expect(translateEnumValue('GeoPrecision', 0, 'en')).toBe('No data');
    expect(translateEnumValue('SubType', subTypeIdOf('VILLA'), 'de')).toBe('Villa');
  });
});

describe('translateFieldName', () => {
  it('gives the label of a dotted field key in the language asked', () => {
    expect(translateFieldName('financial.price', 'nl')).toBe('Prijs');
    expect(translateFieldName('financial.price', 'fr')).toBe('Prix');
    expect(translateFieldName('planning.subdivision_permit', 'nl')).toBe('Verkavelingsvergunning');
  });

  it('wraps an unknown field name in underscores', () => {
    expect(translateFieldName('financial.unheard_of', 'nl')).toBe('_financial.unheard_of_');
    expect(translateFieldName('', 'de')).toBe('__');
  });

  it('wraps any name that is not a field key, whatever the language', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !isFieldName(name)),
        fc.constantFrom(...locales),
        (name, locale) => {
          expect(translateFieldName(name, locale)).toBe(`_${name}_`);
        },
      ),
    );
  });

  it('does not take inherited object keys for field names', () => {
    expect(translateFieldName('constructor', 'en')).toBe('_constructor_');
    expect(translateFieldName('toString', 'en')).toBe('_toString_');
  });

  it('labels every field in all four languages', () => {
    for (const [name, labels] of Object.entries(fieldLabels)) {
      for (const locale of locales) expect(labels[locale], `${name}.${locale}`).toMatch(/\S/);
    }
  });

  it('labels the top-level fields and every field group of the back-office listing', () => {
    const topLevel = [
      'archived',
      'archived_at',
      'description',
      'short_description',
      'external_id',
      'status',
      'type',
      'subType',
      'title',
    ];
    const groups = [
      'certification',
      'comfort',
      'construction',
      'financial',
      'flood_information',
      'general',
      'layout',
      'media',
      'notary',
      'notary_cost',
      'other',
      'planning',
      'project',
    ];
    for (const name of [...topLevel, ...groups]) expect(isFieldName(name), name).toBe(true);
    const keys = Object.keys(fieldLabels);
    for (const group of groups) {
      expect(
        keys.some((key) => key.startsWith(`${group}.`)),
        group,
      ).toBe(true);
    }
  });

  it('labels the certification fields spec 3 lists', () => {
    const certification = [
      'energy_label',
      'epc_number',
      'epc_value',
      'epc_year_value',
      'co2_emission',
      'e_level',
      'k_level',
      'net_energy_heating',
      'electrical_certificate',
      'as_built_certificate',
      'heating_oil_certificate',
    ];
    for (const field of certification)
      expect(isFieldName(`certification.${field}`), field).toBe(true);
  });

  it('labels the flood information fields spec 3 lists', () => {
    const flood = [
      'defined_bank_area',
      'defined_floodplain',
      'effectively_vulnerable',
      'possibly_vulnerable',
      'risk_zone_for_floods',
    ];
    for (const field of flood) expect(isFieldName(`flood_information.${field}`), field).toBe(true);
  });
});
