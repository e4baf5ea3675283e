import { describe, expect, it } from 'vitest';
import { cityOptions } from '../../src/domain/city-options.ts';
import { locales, localeTags } from '../../src/domain/locales.ts';
import { headTypes, subTypes } from '../../src/domain/reference-data/index.ts';
import { listingLabels } from '../../src/features/listing/strings.ts';

const locations = [
  { id: 7, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
  { id: 3, zip: '2000', name: { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' } },
  { id: 9, zip: '4000', name: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' } },
  { id: 5, zip: '1000', name: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' } },
];
const options = {
  locations,
  subTypes: subTypes.slice(0, 25).map(({ id }) => ({ id, headTypeId: 1 })),
  countries: [{ id: 'NL' }, { id: 'BE' }, { id: 'FR' }, { id: 'DE' }, { id: 'LU' }],
};

/** What the browser would sort without the build's order: the labels, by the language. */
function byCollator(names: Record<string, string>, tag: string): string[] {
  const collator = new Intl.Collator(tag, { sensitivity: 'base', numeric: true });
  return Object.keys(names).sort((a, b) => collator.compare(names[a]!, names[b]!));
}

describe('the order the build hands to the listing island', () => {
  it.each(locales)('is the order the collator gives, in %s', (locale) => {
    const labels = listingLabels(locale, options as never);
    const tag = localeTags[locale];
    expect(labels.order?.towns).toEqual(cityOptions(locations, locale).map(({ id }) => id));
    expect(labels.order?.types).toEqual(byCollator(labels.types, tag));
    expect(labels.order?.types).toHaveLength(headTypes.length);
    expect(labels.order?.subTypes).toEqual(byCollator(labels.subTypes, tag));
    expect(labels.order?.subTypes).toHaveLength(25);
    expect(labels.order?.countries).toEqual(byCollator(labels.countries, tag));
    expect(labels.order?.countries).toHaveLength(5);
  });
});
