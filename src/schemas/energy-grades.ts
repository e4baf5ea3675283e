/**
 * The single EPC grades, best first (spec 3 EnergyLabel). Flanders' scale ends at F and starts
 * at A+, Wallonia's starts at A++ and Brussels' ends at G: the filter offers them all.
 */
export const energyGrades = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyGrade = (typeof energyGrades)[number];
