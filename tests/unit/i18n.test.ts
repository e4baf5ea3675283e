import { describe, expect, expectTypeOf, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { uiKeys, uiStringsSchema } from '../../src/i18n/schema.ts';
import {
  createTranslator,
  uiStrings,
  useTranslations,
  type MessageKey,
  type PluralKey,
} from '../../src/i18n/translate.ts';
import de from '../../src/i18n/de.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import nl from '../../src/i18n/nl.json' with { type: 'json' };

const files = { nl, fr, en, de };

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe('UI strings schema', () => {
  it.each(locales)('accepts the %s file', (locale) => {
    expect(uiStringsSchema.safeParse(files[locale]).success).toBe(true);
  });

  it('rejects a file that lacks a key, naming the key', () => {
    const { 'favorites.title': _, ...broken } = en;
    const result = uiStringsSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['favorites.title']);
  });

  it('rejects an empty or blank text', () => {
    expect(uiStringsSchema.safeParse({ ...en, 'display.yes': '' }).success).toBe(false);
    expect(uiStringsSchema.safeParse({ ...en, 'display.yes': '  ' }).success).toBe(false);
  });

  it('rejects an unknown key', () => {
    expect(uiStringsSchema.safeParse({ ...en, 'favorites.titel': 'Favourites' }).success).toBe(
      false,
    );
  });

  it('uses the same placeholders for a key in every language', () => {
    for (const key of uiKeys) {
      const expected = placeholders(en[key]).sort();
      for (const locale of locales) {
        expect(placeholders(files[locale][key]).sort(), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it('pairs every _one form with an _other form', () => {
    const ones = uiKeys.filter((key) => key.endsWith('_one'));
    const others = uiKeys.filter((key) => key.endsWith('_other'));
    expect(ones.map((key) => key.replace(/_one$/, ''))).toEqual(
      others.map((key) => key.replace(/_other$/, '')),
    );
  });
});

describe('spec texts', () => {
  it("shows 'Not entered' for an absent value in each language (spec 5)", () => {
    expect(locales.map((locale) => uiStrings[locale]['display.not.entered'])).toEqual([
      'Niet ingegeven',
      'Non renseigné',
      'Not entered',
      'Nicht eingegeben',
    ]);
  });

  it("labels estates without a group key 'Projecten' in Dutch (spec 9)", () => {
    expect(useTranslations('nl')('group.projects')).toBe('Projecten');
  });
});

describe('useTranslations', () => {
  it('returns the text of the locale', () => {
    expect(useTranslations('fr')('favorites.title')).toBe('Mes favoris');
    expect(useTranslations('de')('card.no.picture')).toBe('Kein Foto');
  });

  it('interpolates the estate title into the favourite button name', () => {
    const title = 'Villa Zeezicht';
    expect(locales.map((locale) => useTranslations(locale)('favorites.toggle', { title }))).toEqual(
      [
        'Bewaar Villa Zeezicht als favoriet',
        'Garder Villa Zeezicht en favori',
        'Save Villa Zeezicht as a favourite',
        'Villa Zeezicht als Favorit merken',
      ],
    );
  });

  it('chooses the plural form for the count', () => {
    const t = useTranslations('en');
    expect(t('results.count', { count: 1 })).toBe('1 result');
    expect(t('results.count', { count: 2 })).toBe('2 results');
    expect(t('results.count', { count: 0 })).toBe('0 results');
    expect(useTranslations('nl')('card.bedrooms', { count: 1 })).toBe('1 slaapkamer');
    expect(useTranslations('nl')('card.bedrooms', { count: 3 })).toBe('3 slaapkamers');
  });

  it('treats zero as singular in French', () => {
    expect(useTranslations('fr')('results.count', { count: 0 })).toBe('0 résultat');
  });

  it("falls back to the _other form for French 'many' (millions)", () => {
    expect(new Intl.PluralRules('fr-BE').select(1_000_000)).toBe('many');
    expect(useTranslations('fr')('results.count', { count: 1_000_000 })).toMatch(
      /^1\s000\s000 résultats$/u,
    );
  });

  it('formats numbers for the locale', () => {
    expect(useTranslations('nl')('results.count', { count: 1234 })).toBe('1.234 resultaten');
    expect(useTranslations('en')('results.count', { count: 1234 })).toBe('1,234 results');
  });

  it('leaves a placeholder visible when its value is not given', () => {
    expect(useTranslations('en')('favorites.toggle', {})).toBe('Save {{title}} as a favourite');
  });

  it('translates from strings handed to an island', () => {
    const t = createTranslator('en', { ...uiStrings.en, 'view.map': 'Map view' });
    expect(t('view.map')).toBe('Map view');
  });

  it('types the keys and requires a count for plurals', () => {
    expectTypeOf<'card.bedrooms' | 'results.count'>().toExtend<PluralKey>();
    expectTypeOf<'favorites.title'>().not.toExtend<PluralKey>();
    expectTypeOf<'results.count_one'>().not.toExtend<MessageKey>();
    const t = useTranslations('en');
    // @ts-expect-error unknown key
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error a plural needs a count
    expect(t('results.count')).toBe('results.count');
  });
});
