import { energyGrades, type EnergyGrade } from '../schemas/energy-grades.ts';

/** spec 9: the EPC bar runs from 0 to 700 kWh/m². */
export const epcScaleMaximum = 700;

/**
 * Width of the EPC bar as a percentage of the scale (spec 5): the value over 700, kept
 * within 0..100 so a very poor or a negative (energy-producing) value still fits the bar.
 * A missing or unreadable value gives an empty bar.
 *
 * @example epcBarPercentage(350) // 50
 */
export function epcBarPercentage(epcValue: number | null | undefined): number {
  if (typeof epcValue !== 'number' || Number.isNaN(epcValue)) return 0;
  const percentage = (epcValue / epcScaleMaximum) * 100;
  return Math.min(100, Math.max(0, percentage));
}

/** The EnergyLabel grades of the content service, best first (spec 3). */
export { energyGrades, type EnergyGrade };

export type EnergyLabelDisplay = {
  /** What the visitor reads: 'A++', 'B', or 'C-A' for a two-grade label. */
  label: string;
  /** The grades the value names, in the order it names them. */
  grades: readonly EnergyGrade[];
  /** CSS class for the label's colour, from its first grade: 'epc-label--a-plus-plus'. */
  colorClass: string;
};

const gradePattern = 'A_PLUS_PLUS|A_PLUS|[A-G]';
const energyLabelPattern = new RegExp(`^(${gradePattern})(?:_(${gradePattern}))?$`);

function gradeLabel(grade: EnergyGrade): string {
  return grade.replaceAll('_PLUS', '+');
}

/**
 * Turns the service's energy label value ('A_PLUS_PLUS', 'B', 'C_A') into what a visitor
 * reads and the colour it is shown in. A two-grade value such as 'C_A' names two grades
 * (spec 3) and reads 'C-A'; its colour is that of its first grade. Case, surrounding space
 * and already-readable input ('A++', 'c-a') are accepted; anything else gives null.
 *
 * @example energyLabelDisplay('A_PLUS') // { label: 'A+', grades: ['A_PLUS'], colorClass: 'epc-label--a-plus' }
 */
export function energyLabelDisplay(value: string | null | undefined): EnergyLabelDisplay | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toUpperCase().replaceAll('+', '_PLUS').replaceAll('-', '_');
  const match = energyLabelPattern.exec(normalized);
  if (!match) return null;
  const grades = [match[1], match[2]].filter((grade): grade is EnergyGrade => grade !== undefined);
  const [first] = grades;
  if (first === undefined) return null;
  return {
    label: grades.map(gradeLabel).join('-'),
    grades,
    colorClass: `epc-label--${first.toLowerCase().replaceAll('_', '-')}`,
  };
}

const letterGrades = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/**
 * Every energy label value (spec 3 EnergyLabel) whose current grade is `grade` or better: the
 * single grades up to it and the two-grade labels (worse grade first: 'C_A' is a C today) whose
 * first grade is. What the "EPC at most" filter asks the service for.
 *
 * @example energyLabelsAtMost('B') // ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'B_A']
 */
export function energyLabelsAtMost(grade: EnergyGrade): string[] {
  const limit = energyGrades.indexOf(grade);
  const singles = energyGrades.slice(0, limit + 1);
  const pairs = letterGrades.flatMap((worse, worseIndex) =>
    energyGrades.indexOf(worse) <= limit
      ? letterGrades.slice(0, worseIndex).map((better) => `${worse}_${better}`)
      : [],
  );
  return [...singles, ...pairs];
}
