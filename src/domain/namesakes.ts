/**
 * The ids of the holiday units whose name another unit in the same town also bears: their
 * titles and descriptions add the unit's reference, so every page has its own (search engines
 * show one of a set of pages with the same title).
 * @example namesakeIds([{ id: 1, rentalName: 'Gîte Ourthe', city: 'Durbuy' }, { id: 2, rentalName: 'Gîte Ourthe', city: 'Durbuy' }]) // Set {1, 2}
 */
export function namesakeIds(
  units: readonly { id: number; rentalName: string; city: string | null | undefined }[],
): Set<number> {
  const key = (unit: (typeof units)[number]) =>
    `${unit.rentalName.trim().toLocaleLowerCase()}\n${(unit.city ?? '').trim().toLocaleLowerCase()}`;
  const counts = new Map<string, number>();
  for (const unit of units) counts.set(key(unit), (counts.get(key(unit)) ?? 0) + 1);
  return new Set(units.filter((unit) => (counts.get(key(unit)) ?? 0) > 1).map((unit) => unit.id));
}
