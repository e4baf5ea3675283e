import { describe, expect, it } from 'vitest';
import { cityOptions } from '../../src/domain/city-options.ts';
import { defaultSearchFilter, type SearchFilter } from '../../src/domain/search-filters.ts';
import { MAX_CITY_SUGGESTIONS, searchCities } from '../../src/domain/city-lookup.ts';
import { filterChoices } from '../../src/features/listing/filter-choices.ts';
import type { EstateFilterOptions } from '../../src/schemas/estate-filters.ts';

const location = (id: number, zip: string, nl: string, fr = nl) => ({
  id,
  zip,
  name: { nl, fr },
  lat: null,
  lon: null,
});

const listingWide: Partial<EstateFilterOptions> = {
  headTypes: [
    { id: 1, count: 10 },
    { id: 2, count: 5 },
  ],
  subTypes: [
    { id: 101, headTypeId: 1, count: 6 },
    { id: 201, headTypeId: 2, count: 5 },
  ],
  locations: [location(7, '9000', 'Gent', 'Gand'), location(8, '2000', 'Antwerpen', 'Anvers')],
  countries: [{ id: 'BE', count: 15 }],
};

const filter = (extra: Partial<SearchFilter>): SearchFilter => ({
  ...defaultSearchFilter,
  ...extra,
});

describe('filter choices', () => {
  it('offers the fresh values of a control nothing was chosen in', () => {
    const fresh = {
      headTypes: [{ id: 2, count: 1 }],
      locations: [location(8, '2000', 'Antwerpen')],
    };
    const choices = filterChoices(filter({ subType: [201] }), fresh, listingWide);
    expect(choices.types).toEqual([2]);
    expect(choices.locations.map(({ id }) => id)).toEqual([8]);
  });

  it('keeps the alternatives of the whole listing in a control already chosen in', () => {
    const fresh = { headTypes: [{ id: 1, count: 10 }] };
    expect(filterChoices(filter({ type: [1] }), fresh, listingWide).types).toEqual([1, 2]);
  });

  it('keeps the listing-wide choices while fresh values load, the ones at hand being of the last search', () => {
    // the type was just cleared: the values at hand are still those of the typed search
    const ofTypedSearch = { headTypes: [{ id: 1, count: 10 }] };
    expect(filterChoices(filter({}), ofTypedSearch, listingWide).types).toEqual([1]);
    expect(filterChoices(filter({}), ofTypedSearch, listingWide, { loading: true }).types).toEqual([
      1, 2,
    ]);
    expect(
      filterChoices(filter({}), { locations: [] }, listingWide, { loading: true }).locations.map(
        ({ id }) => id,
      ),
    ).toEqual([7, 8]);
  });

  it('always offers a chosen value, even one the values no longer name', () => {
    expect(filterChoices(filter({ type: [9] }), {}, listingWide).types).toContain(9);
    expect(filterChoices(filter({ country: ['NL'] }), {}, listingWide).countries).toEqual([
      'BE',
      'NL',
    ]);
  });

  it('offers only the subtypes of the chosen types', () => {
    const choices = filterChoices(filter({ type: [2], subType: [201] }), {}, listingWide);
    expect(choices.subTypes).toEqual([201]);
  });
});

describe('city lookup', () => {
  const towns = cityOptions(
    [
      location(1, '9000', 'Gent'),
      location(2, '8400', 'Oostende'),
      location(3, '4000', 'Luik', 'Liège'),
      location(4, '9100', 'Sint-Niklaas'),
      location(5, '2000', 'Antwerpen'),
    ],
    'fr',
  );

  it('finds a town by the start of its name, without caring for accents or case', async () => {
    expect(await searchCities('liege', { locale: 'fr', towns })).toEqual([
      { id: 3, label: '4000 Liège', names: ['Luik'] },
    ]);
  });

  it('finds a town by its name in another language, after the page language’s matches', async () => {
    const found = await searchCities('lui', { locale: 'fr', towns });
    expect(found.map(({ label }) => label)).toEqual(['4000 Liège']);
    const bilingual = cityOptions(
      [
        location(6, '2800', 'Mechelen', 'Malines'),
        location(7, '1000', 'Brussel', 'Bruxelles'),
        location(8, '7000', 'Bergen', 'Mons'),
        location(9, '1000', 'Brusselsesteenweg', 'Brusselsesteenweg'),
      ],
      'fr',
    );
    expect(
      (await searchCities('mechelen', { locale: 'fr', towns: bilingual })).map(({ id }) => id),
    ).toEqual([6]);
    expect(
      (await searchCities('malines', { locale: 'fr', towns: bilingual })).map(({ id }) => id),
    ).toEqual([6]);
    // "Brussel" on a French page: the town named so in French first, Bruxelles after it.
    expect(
      (await searchCities('brussel', { locale: 'fr', towns: bilingual })).map(({ id }) => id),
    ).toEqual([9, 7]);
    expect(
      (await searchCities('bruxelles', { locale: 'fr', towns: bilingual })).map(({ id }) => id),
    ).toEqual([7]);
  });

  it('finds a town by its zip', async () => {
    const found = await searchCities('9', { locale: 'fr', towns });
    expect(found.map(({ id }) => id)).toEqual([1, 4]);
  });

  it('finds a town by a later word of its name', async () => {
    const found = await searchCities('nik', { locale: 'fr', towns });
    expect(found.map(({ id }) => id)).toEqual([4]);
  });

  it('proposes nothing for an empty text and at most a handful of towns', async () => {
    expect(await searchCities('  ', { locale: 'fr', towns })).toEqual([]);
    const many = cityOptions(
      Array.from({ length: 30 }, (_, index) => location(index + 1, `10${index}0`, `Bois ${index}`)),
      'fr',
    );
    expect(await searchCities('bois', { locale: 'fr', towns: many })).toHaveLength(
      MAX_CITY_SUGGESTIONS,
    );
  });
});
