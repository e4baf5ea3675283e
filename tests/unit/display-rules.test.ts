import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { locales } from '../../src/domain/locales.ts';
import {
  isFieldVisible,
  isVisibleValue,
  notEnteredText,
  planningViolationDefaultTexts,
  planningViolationText,
  yesNo,
} from '../../src/domain/display-rules.ts';

describe('isVisibleValue (spec 5: visible unless empty)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a string of spaces', '   \n'],
    ['an empty array', []],
    ['an empty object', {}],
    ['zero', 0],
    ['negative zero', -0],
    ['minus one', -1],
    ['NaN', Number.NaN],
  ])('hides %s', (_name, value) => {
    expect(isVisibleValue(value)).toBe(false);
  });

  it.each([
    ['a number', 3],
    ['a negative number other than -1', -2],
    ['a fraction', 0.5],
    ['text', 'Gemengd woongebied'],
    ['the text "0"', '0'],
    ['false, which is an answer', false],
    ['true', true],
    ['a non-empty array', [1]],
    ['an object with a key', { nl: 'x' }],
  ])('shows %s', (_name, value) => {
    expect(isVisibleValue(value)).toBe(true);
  });

  it('shows every number except 0, -1 and NaN', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const empty = value === 0 || value === -1 || Number.isNaN(value);
        expect(isVisibleValue(value)).toBe(!empty);
      }),
    );
  });
});

describe('isFieldVisible: technical.available', () => {
  it('shows when the current language has a value', () => {
    expect(isFieldVisible('technical.available', { nl: 'Onmiddellijk' }, 'nl')).toBe(true);
  });

  it('hides when only another language has a value', () => {
    expect(isFieldVisible('technical.available', { nl: 'Onmiddellijk', fr: null }, 'fr')).toBe(
      false,
    );
  });

  it('hides a blank value for the current language', () => {
    expect(isFieldVisible('technical.available', { de: '  ' }, 'de')).toBe(false);
  });

  it('hides when there is no value at all', () => {
    expect(isFieldVisible('technical.available', null, 'en')).toBe(false);
    expect(isFieldVisible('technical.available', undefined, 'en')).toBe(false);
  });
});

describe('isFieldVisible: certificates and new building', () => {
  it('shows the electricity certificate when it is defined, even without a value inside', () => {
    expect(isFieldVisible('technical.certificateElectricity', { value: null }, 'nl')).toBe(true);
  });

  it('hides the electricity certificate when it is null or undefined', () => {
    expect(isFieldVisible('technical.certificateElectricity', null, 'nl')).toBe(false);
    expect(isFieldVisible('technical.certificateElectricity', undefined, 'nl')).toBe(false);
  });

  it('shows the conformity certificate when it is null, because null is defined', () => {
    expect(isFieldVisible('technical.certificateConformity', null, 'nl')).toBe(true);
  });

  it('hides the conformity certificate only when it is undefined', () => {
    expect(isFieldVisible('technical.certificateConformity', undefined, 'nl')).toBe(false);
  });

  it('shows new building only when it is true', () => {
    expect(isFieldVisible('technical.newBuilding', true, 'nl')).toBe(true);
    expect(isFieldVisible('technical.newBuilding', false, 'nl')).toBe(false);
    expect(isFieldVisible('technical.newBuilding', null, 'nl')).toBe(false);
    expect(isFieldVisible('technical.newBuilding', 1, 'nl')).toBe(false);
  });

  it('always shows the planning violation, which has a default text', () => {
    expect(isFieldVisible('planning.townPlanningViolation', null, 'fr')).toBe(true);
  });

  it('applies the generic rule to any other field', () => {
    expect(isFieldVisible('dimensions.areaGround', -1, 'nl')).toBe(false);
    expect(isFieldVisible('dimensions.areaGround', 250, 'nl')).toBe(true);
    expect(isFieldVisible('technical.petsAllowed', false, 'nl')).toBe(true);
  });
});

describe('notEnteredText', () => {
  it('gives the spec text in each language', () => {
    expect(locales.map(notEnteredText)).toEqual([
      'Niet ingegeven',
      'Non renseigné',
      'Not entered',
      'Nicht eingegeben',
    ]);
  });
});

describe('yesNo', () => {
  it('labels yes and no in each language', () => {
    expect(locales.map((locale) => yesNo(true, locale))).toEqual(['Ja', 'Oui', 'Yes', 'Ja']);
    expect(locales.map((locale) => yesNo(false, locale))).toEqual(['Nee', 'Non', 'No', 'Nein']);
  });

  it('shows an unanswered question as not entered rather than no', () => {
    expect(yesNo(null, 'nl')).toBe('Niet ingegeven');
    expect(yesNo(undefined, 'de')).toBe('Nicht eingegeben');
  });
});

describe('planningViolationText', () => {
  it('states in Dutch that no measure was imposed when there is no value', () => {
    expect(planningViolationText(null, 'nl')).toBe(
      'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
    );
  });

  it('has a distinct default text in each language', () => {
    const texts = locales.map((locale) => planningViolationText(undefined, locale));
    expect(new Set(texts).size).toBe(locales.length);
    expect(texts).toEqual(locales.map((locale) => planningViolationDefaultTexts[locale]));
  });

  it('uses the default for a blank value', () => {
    expect(planningViolationText('  ', 'en')).toBe(planningViolationDefaultTexts.en);
    expect(planningViolationText({ nl: 'x', en: '' }, 'en')).toBe(planningViolationDefaultTexts.en);
  });

  it('shows a given value instead of the default', () => {
    expect(planningViolationText('Stakingsbevel 2019', 'nl')).toBe('Stakingsbevel 2019');
    expect(planningViolationText({ fr: 'Ordre de cessation' }, 'fr')).toBe('Ordre de cessation');
  });
});
