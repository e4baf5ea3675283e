import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { floodingNeedsIcon } from '../../src/domain/flooding.ts';

describe('floodingNeedsIcon (spec 5: a letter after C gets an icon)', () => {
  it.each(['D', 'E', 'Z'])('marks score %s', (score) => {
    expect(floodingNeedsIcon(score)).toBe(true);
  });

  it.each(['A', 'B', 'C'])('leaves score %s unmarked', (score) => {
    expect(floodingNeedsIcon(score)).toBe(false);
  });

  it('reads lower case and surrounding space', () => {
    expect(floodingNeedsIcon(' d ')).toBe(true);
    expect(floodingNeedsIcon('c')).toBe(false);
  });

  it.each([['UNKNOWN'], ['YES'], ['DD'], ['4'], [''], ['Ö']])(
    'does not treat %j as a score',
    (value) => {
      expect(floodingNeedsIcon(value)).toBe(false);
    },
  );

  it('leaves a missing score unmarked', () => {
    expect(floodingNeedsIcon(null)).toBe(false);
    expect(floodingNeedsIcon(undefined)).toBe(false);
  });

  it('marks exactly the single letters after C', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (text) => {
        const letter = text.trim().toUpperCase();
        const expected = letter.length === 1 && letter >= 'D' && letter <= 'Z';
        expect(floodingNeedsIcon(text)).toBe(expected);
      }),
    );
  });
});
