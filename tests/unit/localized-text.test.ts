import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { localizedFallbackOrder, pickLocalized } from '../../src/domain/localized-text.ts';
import { locales } from '../../src/domain/locales.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';

describe('pickLocalized: the text in the locale', () => {
  it('returns the text of the asked language', () => {
    expect(pickLocalized({ nl: 'Huis', fr: 'Maison' }, 'fr')).toBe('Maison');
  });

  it('trims the text it returns', () => {
    expect(pickLocalized({ en: '  House \n' }, 'en')).toBe('House');
  });

  it('treats empty and whitespace-only texts as missing', () => {
    expect(pickLocalized({ de: '' }, 'de')).toBeNull();
    expect(pickLocalized({ de: ' \t ' }, 'de')).toBeNull();
  });

  it('gives null for a missing value', () => {
    expect(pickLocalized(null, 'nl')).toBeNull();
    expect(pickLocalized(undefined, 'nl')).toBeNull();
    expect(pickLocalized({ nl: null }, 'nl')).toBeNull();
  });
});

describe('pickLocalized: fallback policy', () => {
  it('does not fall back to another language unless asked', () => {
    expect(pickLocalized({ nl: 'Mooi huis' }, 'de')).toBeNull();
  });

  it('falls back to nl first when asked', () => {
    expect(pickLocalized({ fr: 'Gand', nl: 'Gent', en: 'Ghent' }, 'de', { fallback: true })).toBe(
      'Gent',
    );
  });

  it('falls back in the order nl, en, fr, de', () => {
    expect(localizedFallbackOrder).toEqual(['nl', 'en', 'fr', 'de']);
    expect(pickLocalized({ fr: 'Gand', en: 'Ghent' }, 'de', { fallback: true })).toBe('Ghent');
    expect(pickLocalized({ fr: 'Gand', de: 'Gent (de)' }, 'en', { fallback: true })).toBe('Gand');
  });

  it('skips blank texts while falling back', () => {
    expect(pickLocalized({ nl: ' ', en: '', fr: 'Gand' }, 'de', { fallback: true })).toBe('Gand');
  });

  it('prefers the asked language over the fallback chain', () => {
    expect(pickLocalized({ nl: 'Gent', de: 'Gent-DE' }, 'de', { fallback: true })).toBe('Gent-DE');
  });

  const localizedArbitrary: fc.Arbitrary<LocalizedString> = fc.record(
    {
      nl: fc.option(fc.string(), { nil: null }),
      fr: fc.option(fc.string(), { nil: null }),
      en: fc.option(fc.string(), { nil: null }),
      de: fc.option(fc.string(), { nil: null }),
    },
    { requiredKeys: [] },
  );

  it('with fallback finds a text exactly when some language has one', () => {
    fc.assert(
      fc.property(localizedArbitrary, fc.constantFrom(...locales), (text, locale) => {
        const anyText = locales.some((l) => (text[l] ?? '').trim() !== '');
        expect(pickLocalized(text, locale, { fallback: true }) !== null).toBe(anyText);
      }),
    );
  });

  it('without fallback only ever returns the asked language', () => {
    fc.assert(
      fc.property(localizedArbitrary, fc.constantFrom(...locales), (text, locale) => {
        const own = (text[locale] ?? '').trim();
        expect(pickLocalized(text, locale)).toBe(own === '' ? null : own);
      }),
    );
  });
});
