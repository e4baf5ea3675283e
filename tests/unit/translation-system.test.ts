import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { createTranslationSystem, mergeUiStrings } from '../../src/i18n/translation-system.ts';
import {
  builtInTranslations,
  setTranslationSystem,
  uiStrings,
  uiTexts,
  useTranslations,
} from '../../src/i18n/translate.ts';
import { cardStrings } from '../../src/features/cards/strings.ts';
import { formTexts } from '../../src/features/forms/strings.ts';
import { listingStrings } from '../../src/features/listing/strings.ts';
import { buildTranslations } from '../../local-content-service/demo-data/cms-content.ts';

afterEach(() => setTranslationSystem(builtInTranslations));

describe('merging the agency texts over the built-in ones', () => {
  it("puts the service's text over the built-in text of the same key", () => {
    const { strings, rejected } = mergeUiStrings('en', uiStrings.en, {
      'favorites.title': 'My saved properties',
      'card.no.picture': 'Photo coming soon',
    });
    expect(strings['favorites.title']).toBe('My saved properties');
    expect(strings['card.no.picture']).toBe('Photo coming soon');
    expect(rejected).toEqual([]);
  });

  it('keeps the built-in text of every key the service does not give', () => {
    const { strings } = mergeUiStrings('nl', uiStrings.nl, { 'favorites.title': 'Bewaard' });
    const { 'favorites.title': _, ...others } = strings;
    const { 'favorites.title': __, ...builtIn } = uiStrings.nl;
    expect(others).toEqual(builtIn);
    expect(mergeUiStrings('nl', uiStrings.nl, undefined).strings).toEqual(uiStrings.nl);
  });

  it('keeps the built-in text for a blank service text, and says why', () => {
    const { strings, rejected } = mergeUiStrings('fr', uiStrings.fr, {
      'favorites.title': '',
      'card.no.picture': ' \n\t ',
    });
    expect(strings['favorites.title']).toBe(uiStrings.fr['favorites.title']);
    expect(strings['card.no.picture']).toBe(uiStrings.fr['card.no.picture']);
    expect(rejected).toEqual([
      { locale: 'fr', key: 'favorites.title', reason: 'blank' },
      { locale: 'fr', key: 'card.no.picture', reason: 'blank' },
    ]);
  });

  it('keeps the built-in text, without a word, where the agency left the field empty (null)', () => {
    const { strings, rejected } = mergeUiStrings('nl', uiStrings.nl, { 'favorites.title': null });
    expect(strings['favorites.title']).toBe('Mijn favorieten');
    expect(rejected).toEqual([]);
  });

  it('sets aside a key the site does not know and a value that is not text', () => {
    const { strings, rejected } = mergeUiStrings('de', uiStrings.de, {
      'favorites.titel': 'Merkliste',
      'favorites.title': 42,
    } as Record<string, unknown>);
    expect(strings).toEqual(uiStrings.de);
    expect(rejected.map(({ key, reason }) => `${key}: ${reason}`)).toEqual([
      'favorites.titel: unknown key',
      'favorites.title: not text',
    ]);
  });

  it('keeps the built-in text when the service text lacks a placeholder or adds an unknown one', () => {
    const { strings, rejected } = mergeUiStrings('en', uiStrings.en, {
      'card.price.from': 'Price on request',
      'favorites.toggle': 'Save {{title}} for {{name}}',
      'card.no.picture': 'No photo of {{title}}',
    });
    expect(strings['card.price.from']).toBe('from {{price}}');
    expect(strings['favorites.toggle']).toBe(uiStrings.en['favorites.toggle']);
    expect(strings['card.no.picture']).toBe('No picture');
    expect(rejected.map(({ reason }) => reason)).toEqual([
      'placeholders differ',
      'placeholders differ',
      'placeholders differ',
    ]);
  });

  it('takes a service text with the same placeholders, in any order and spacing, and fills them', () => {
    const { strings } = mergeUiStrings('en', uiStrings.en, {
      'search.shown': 'Of {{ total }} listings, {{shown}} are shown',
    });
    expect(strings['search.shown']).toBe('Of {{total}} listings, {{shown}} are shown');
    const { system } = createTranslationSystem({
      en: { 'search.shown': 'Of {{ total }} listings, {{shown}} are shown' },
    });
    expect(system.useTranslations('en')('search.shown', { shown: 15, total: 1200 })).toBe(
      'Of 1,200 listings, 15 are shown',
    );
  });

  it('keeps markup in a service text as plain text, for the page to escape', () => {
    const text = '<img src=x onerror=alert(1)> Saved & <b>kept</b>';
    const { strings } = mergeUiStrings('en', uiStrings.en, { 'favorites.title': text });
    expect(strings['favorites.title']).toBe(text);
  });

  it('turns line breaks and runs of spaces of a service text into one space', () => {
    const { strings } = mergeUiStrings('nl', uiStrings.nl, {
      'favorites.title': '  Mijn\n  bewaarde   panden ',
    });
    expect(strings['favorites.title']).toBe('Mijn bewaarde panden');
  });

  it("takes a plural form's override by its _one or _other key", () => {
    const { system } = createTranslationSystem({
      nl: { 'results.count_other': '{{count}} panden', 'results.count_one': '{{count}} pand' },
    });
    const t = system.useTranslations('nl');
    expect(t('results.count', { count: 1 })).toBe('1 pand');
    expect(t('results.count', { count: 3 })).toBe('3 panden');
  });
});

describe("the build's translation system", () => {
  it('translates each locale with its own agency texts and no other', () => {
    const { system } = createTranslationSystem({
      nl: { 'favorites.title': 'Mijn bewaarde panden' },
      de: { 'card.no.picture': 'Foto folgt' },
    });
    expect(locales.map((locale) => system.useTranslations(locale)('favorites.title'))).toEqual([
      'Mijn bewaarde panden',
      'Mes favoris',
      'My favourites',
      'Meine Favoriten',
    ]);
    expect(system.strings('de')['card.no.picture']).toBe('Foto folgt');
  });

  it('once set, reaches the pages (useTranslations) and the texts islands get as props', () => {
    const { system } = createTranslationSystem({
      en: {
        'favorites.title': 'My saved properties',
        'card.no.picture': 'Photo coming soon',
        'group.projects': 'New-build projects',
        'results.count_other': '{{count}} homes',
        'form.contact.submit': 'Ask us',
      },
    });
    setTranslationSystem(system);
    expect(useTranslations('en')('favorites.title')).toBe('My saved properties');
    expect(uiTexts('en')['favorites.title']).toBe('My saved properties');
    expect(cardStrings('en').noPicture).toBe('Photo coming soon');
    expect(listingStrings('en').groupProjects).toBe('New-build projects');
    expect(listingStrings('en').count.other).toBe('{{count}} homes');
    expect(formTexts('en', 'contact')['form.contact.submit']).toBe('Ask us');
  });

  it('uses every text of the demo agency (none set aside)', () => {
    const { system, rejected } = createTranslationSystem(buildTranslations());
    expect(rejected).toEqual([]);
    expect(system.useTranslations('fr')('favorites.title')).toBe(
      buildTranslations().fr['favorites.title'],
    );
  });
});
