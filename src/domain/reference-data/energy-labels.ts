import type { EnumEntry } from './enum-entry.ts';

/** Single energy grades, best first (spec 3). */
export const energyLabelGrades = [
  'A_PLUS_PLUS',
  'A_PLUS',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
] as const;

const letterGrades = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
type LetterGrade = (typeof letterGrades)[number];

/**
 * A two-grade label names the current grade first and a better one second (spec 3: C_A, D_B),
 * e.g. a certificate with the grade reachable after the planned renovation, or a project whose
 * units span two grades.
 */
export type EnergyLabelCombination = `${LetterGrade}_${LetterGrade}`;

export type EnergyLabel = (typeof energyLabelGrades)[number] | EnergyLabelCombination;

type EnergyLabelEntry = EnumEntry & { readonly value: EnergyLabel };

// A label reads the same in every language: 'A++', 'B', and 'C-A' as on the listing card.
function energyLabelEntry(value: EnergyLabel, label: string): EnergyLabelEntry {
  return { value, labels: { nl: label, fr: label, en: label, de: label } };
}

// Every pair of letter grades with the worse grade first: B_A, C_A, C_B, D_A ... G_F.
const combinationEntries = letterGrades.flatMap((worse, worseIndex) =>
  letterGrades
    .slice(0, worseIndex)
    .map((better) => energyLabelEntry(`${worse}_${better}`, `${worse}-${better}`)),
);

/** The energy labels of the content service: the single grades, then the two-grade combinations. */
export const energyLabels: readonly EnergyLabelEntry[] = [
  ...energyLabelGrades.map((grade) => energyLabelEntry(grade, grade.replaceAll('_PLUS', '+'))),
  ...combinationEntries,
];
