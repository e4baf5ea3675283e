/**
 * Whether a flooding score gets the warning icon (spec 5: "a letter after C"). Scores are
 * single grade letters (the Flemish building and parcel scores run A, no risk, to D,
 * effectively flood-prone), read case-insensitively and ignoring surrounding space. Only a
 * single letter D..Z counts; 'A', 'B', 'C', blank, null and multi-letter values such as the
 * Flooding enumeration's 'UNKNOWN' or 'YES' get no icon.
 *
 * @example floodingNeedsIcon('d') // true
 */
export function floodingNeedsIcon(score: string | null | undefined): boolean {
  if (typeof score !== 'string') return false;
  const grade = score.trim().toUpperCase();
  return /^[A-Z]$/.test(grade) && grade > 'C';
}
