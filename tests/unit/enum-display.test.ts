import { describe, expect, it } from 'vitest';
import { displayEnumValue } from '../../src/domain/enum-display.ts';
import { translateEnumValue } from '../../src/domain/reference-data/index.ts';

describe('displayEnumValue', () => {
  it('gives the label in the visitor language', () => {
    expect(displayEnumValue('Condition', 'RENEWED', 'fr')).toBe(
      translateEnumValue('Condition', 'RENEWED', 'fr'),
    );
  });

  it('falls back to another language when the label is empty (spec 3)', () => {
    expect(translateEnumValue('RecentDestination', 'WIG', 'de')).toBe('');
    expect(displayEnumValue('RecentDestination', 'WIG', 'de')).toBe(
      translateEnumValue('RecentDestination', 'WIG', 'nl'),
    );
  });

  it('tries the lists in turn and shows a value of none as typed', () => {
    expect(displayEnumValue(['Destination', 'RecentDestination'], 'WG', 'nl')).toBe(
      translateEnumValue('RecentDestination', 'WG', 'nl'),
    );
    expect(displayEnumValue('Planning', ' Woongebied ', 'nl')).toBe('Woongebied');
  });

  it('gives null for a missing or blank value', () => {
    expect(displayEnumValue('Planning', null, 'nl')).toBeNull();
    expect(displayEnumValue('Planning', ' ', 'nl')).toBeNull();
  });
});
