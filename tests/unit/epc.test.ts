import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  energyGrades,
  energyLabelDisplay,
  energyLabelsAtMost,
  epcBarPercentage,
  epcScaleMaximum,
} from '../../src/domain/epc.ts';

describe('epcBarPercentage (spec 5, 9: value / 700, capped at 100)', () => {
  it('uses a scale maximum of 700', () => {
    expect(epcScaleMaximum).toBe(700);
  });

  it('gives the share of 700 as a percentage', () => {
    expect(epcBarPercentage(350)).toBe(50);
    expect(epcBarPercentage(70)).toBeCloseTo(10);
    expect(epcBarPercentage(700)).toBe(100);
  });

  it('caps a value above 700 at a full bar', () => {
    expect(epcBarPercentage(1200)).toBe(100);
    expect(epcBarPercentage(Infinity)).toBe(100);
  });

  it('floors a negative value at an empty bar', () => {
    expect(epcBarPercentage(-25)).toBe(0);
    expect(epcBarPercentage(-Infinity)).toBe(0);
  });

  it('gives an empty bar for a missing or unreadable value', () => {
    expect(epcBarPercentage(null)).toBe(0);
    expect(epcBarPercentage(undefined)).toBe(0);
    expect(epcBarPercentage(Number.NaN)).toBe(0);
  });

  it('always stays within 0..100', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const percentage = epcBarPercentage(value);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never shrinks when the EPC value grows', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(epcBarPercentage(low)).toBeLessThanOrEqual(epcBarPercentage(high));
      }),
    );
  });
});

describe('energyLabelDisplay (spec 3: EnergyLabel values)', () => {
  it.each([
    ['A_PLUS_PLUS', 'A++', 'epc-label--a-plus-plus'],
    ['A_PLUS', 'A+', 'epc-label--a-plus'],
    ['A', 'A', 'epc-label--a'],
    ['B', 'B', 'epc-label--b'],
    ['G', 'G', 'epc-label--g'],
  ])('shows %s as %s', (value, label, colorClass) => {
    expect(energyLabelDisplay(value)).toEqual({ label, grades: [value], colorClass });
  });

  it('gives every grade its own colour class', () => {
    const classes = energyGrades.map((grade) => energyLabelDisplay(grade)?.colorClass);
    expect(new Set(classes).size).toBe(energyGrades.length);
  });

  it('reads a two-grade value as both grades joined by a dash', () => {
    expect(energyLabelDisplay('C_A')).toEqual({
      label: 'C-A',
      grades: ['C', 'A'],
      colorClass: 'epc-label--c',
    });
    expect(energyLabelDisplay('D_B')?.label).toBe('D-B');
    expect(energyLabelDisplay('C_A_PLUS')?.label).toBe('C-A+');
  });

  it('ignores case and surrounding space', () => {
    expect(energyLabelDisplay(' a_plus_plus ')?.label).toBe('A++');
  });

  it('accepts a label that is already readable', () => {
    expect(energyLabelDisplay('A++')?.grades).toEqual(['A_PLUS_PLUS']);
    expect(energyLabelDisplay('c-a')?.grades).toEqual(['C', 'A']);
  });

  it.each([['A_xxx'], ['H'], [''], ['UNKNOWN'], ['A_B_C'], ['<b>A</b>']])(
    'gives no label for %j',
    (value) => {
      expect(energyLabelDisplay(value)).toBeNull();
    },
  );

  it('gives no label for a missing value', () => {
    expect(energyLabelDisplay(null)).toBeNull();
    expect(energyLabelDisplay(undefined)).toBeNull();
  });
});

describe('energyLabelsAtMost (the "EPC at most" filter)', () => {
  it('holds the label, every better one and the two-grade labels whose current grade is as good', () => {
    expect(energyLabelsAtMost('A_PLUS_PLUS')).toEqual(['A_PLUS_PLUS']);
    expect(energyLabelsAtMost('B')).toEqual(['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'B_A']);
  });

  it('holds every label the service knows at G, each once', () => {
    const all = energyLabelsAtMost('G');
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(9 + 21);
    expect(all.every((label) => energyLabelDisplay(label) !== null)).toBe(true);
  });

  it('never holds a label whose current grade is worse', () => {
    for (const [index, grade] of energyGrades.entries()) {
      for (const label of energyLabelsAtMost(grade)) {
        const current = energyLabelDisplay(label)!.grades[0]!;
        expect(energyGrades.indexOf(current)).toBeLessThanOrEqual(index);
      }
    }
  });
});
