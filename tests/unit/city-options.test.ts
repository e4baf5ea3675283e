import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cityOptions } from '../../src/domain/city-options.ts';

const gent = { id: 7, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } };
const antwerpen = { id: 3, zip: '2000', name: { nl: 'Antwerpen', fr: 'Anvers' } };
const berchem = {
  id: 4,
  zip: '2600',
  name: { nl: 'Antwerpen' },
  alias: { nl: 'Berchem' },
};

describe('cityOptions', () => {
  it('labels each town by zip and its name in the language', () => {
    expect(cityOptions([gent], 'fr')).toEqual([
      { id: 7, label: '9000 Gand', names: ['Gent', 'Ghent'] },
    ]);
  });

  it('keeps the names and aliases of the other languages, each once, to search by', () => {
    const mechelen = {
      id: 9,
      zip: '2800',
      name: { nl: 'Mechelen', fr: 'Malines', en: 'Mechelen', de: 'Mecheln' },
      alias: { fr: ' Malines ' },
    };
    expect(cityOptions([mechelen], 'fr')).toEqual([
      { id: 9, label: '2800 Malines', names: ['Mechelen', 'Mecheln'] },
    ]);
    const brugge = { id: 8, zip: '8000', name: { nl: 'Brugge', fr: 'Brugge' } };
    expect(cityOptions([brugge], 'fr')).toEqual([{ id: 8, label: '8000 Brugge' }]);
  });

  it('uses the alias the agency chose', () => {
    expect(cityOptions([berchem], 'nl')).toEqual([
      { id: 4, label: '2600 Berchem', names: ['Antwerpen'] },
    ]);
  });

  it('sorts by name as the language sorts', () => {
    const labels = cityOptions([gent, berchem, antwerpen], 'fr').map((option) => option.label);
    expect(labels).toEqual(['2000 Anvers', '2600 Berchem', '9000 Gand']);
  });

  it('keeps a known order of every town it lists, and sorts itself when one is not in it', () => {
    const towns = [gent, berchem, antwerpen];
    const sorted = cityOptions(towns, 'nl');
    // The order an earlier call gave (the build's) is the order, and any other it is told.
    expect(
      cityOptions(
        towns,
        'nl',
        sorted.map(({ id }) => id),
      ),
    ).toEqual(sorted);
    expect(cityOptions(towns, 'nl', [7, 3, 4, 99]).map(({ id }) => id)).toEqual([7, 3, 4]);
    // A town it does not know: the language's order for all.
    expect(cityOptions(towns, 'nl', [7, 3])).toEqual(sorted);
  });

  it('lists a city id once and skips missing cities and unusable ids', () => {
    const options = cityOptions(
      [gent, null, undefined, { ...gent }, { ...antwerpen, id: 0 }],
      'nl',
    );
    expect(options.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: 7, label: '9000 Gent' },
    ]);
  });

  it('gives every id at most once, whatever the input', () => {
    const city = fc.record({
      id: fc.integer({ min: -2, max: 20 }),
      zip: fc.constantFrom('1000', '9000', ''),
      name: fc.record({ nl: fc.constantFrom('Gent', 'Brussel', ' ', '') }),
    });
    fc.assert(
      fc.property(fc.array(city), (cities) => {
        const ids = cityOptions(cities, 'nl').map((option) => option.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id > 0)).toBe(true);
      }),
    );
  });
});
