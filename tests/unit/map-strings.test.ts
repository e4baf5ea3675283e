import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { pluralText } from '../../src/features/cards/template.ts';
import { mapLibreLocale } from '../../src/features/map/map-ui-locale.ts';
import { mapControlStrings, mapStrings } from '../../src/features/map/strings.ts';

describe('mapStrings', () => {
  it.each(locales)('gives every text of the listing map in %s', (locale) => {
    const strings = mapStrings(locale);
    for (const [name, text] of Object.entries(strings)) {
      if (typeof text === 'string') expect(text.trim(), name).not.toBe('');
      else {
        expect(text.one).toContain('{{count}}');
        expect(text.other).toContain('{{count}}');
      }
    }
    expect(strings.priceFrom).toContain('{{price}}');
  });

  it('announces the marker count with the right plural form', () => {
    const { count } = mapStrings('en');
    expect(pluralText(count, 1, 'en')).toBe('1 listing on the map');
    expect(pluralText(count, 8882, 'en')).toBe('8,882 listings on the map');
    expect(pluralText(mapStrings('nl').count, 2, 'nl')).toBe('2 panden op de kaart');
  });

  it('names the detail page’s map for what it shows', () => {
    expect(mapControlStrings('en', 'map.detail.label').label).toBe(
      'Map showing where the property is',
    );
    expect(mapControlStrings('en').label).toBe('Map of the search results');
  });
});

describe('mapLibreLocale', () => {
  const require = createRequire(import.meta.url);
  const maplibreSource = readFileSync(
    require.resolve('maplibre-gl/dist/maplibre-gl-dev.mjs'),
    'utf8',
  );

  it('translates texts MapLibre really shows (keys of its default locale)', () => {
    const keys = Object.keys(mapLibreLocale(mapControlStrings('fr')));
    expect(keys).toContain('Map.Title');
    for (const key of keys) expect(maplibreSource, key).toContain(`"${key}":`);
  });

  it('gives the canvas the map’s name and the controls the visitor’s language', () => {
    const table = mapLibreLocale(mapControlStrings('de', 'map.detail.label'));
    expect(table['Map.Title']).toBe('Karte mit der Lage der Immobilie');
    expect(table['NavigationControl.ZoomIn']).toBe('Vergrößern');
  });
});
