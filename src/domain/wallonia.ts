import { isVisibleValue } from './display-rules.ts';

/** spec 9: the address region code of Wallonia. */
export const walloniaRegion = 'WALLONIA';

/**
 * Planning fields that Wallonia does not have, hidden there whatever their value (spec 5):
 * the as-built certificate, the two flood scores and the heritage inventory.
 */
export const walloniaHiddenPlanningFields = [
  'planning.certificateAsBuilt',
  'planning.floodingBuildingScore',
  'planning.floodingParcelScore',
  'planning.heritageInventoried',
] as const;

/** Whether an address region is Wallonia; the code is compared ignoring case and space. */
export function isWallonia(region: string | null | undefined): boolean {
  return typeof region === 'string' && region.trim().toUpperCase() === walloniaRegion;
}

function planningKey(fieldName: string): string {
  return fieldName.startsWith('planning.') ? fieldName : `planning.${fieldName}`;
}

/**
 * Whether a planning field of an estate is shown, given the estate's address region.
 * Elsewhere in Belgium the planning information is always shown, an absent value as
 * "not entered" (or, for the violation, its default text). In Wallonia (spec 5) a planning
 * field without a value is hidden, and the fields of `walloniaHiddenPlanningFields` are
 * always hidden. Field names may be given with or without the 'planning.' prefix.
 *
 * @example isPlanningFieldShown('townPlanningValue', null, 'WALLONIA') // false
 */
export function isPlanningFieldShown(
  fieldName: string,
  value: unknown,
  region: string | null | undefined,
): boolean {
  if (!isWallonia(region)) return true;
  const key = planningKey(fieldName);
  if ((walloniaHiddenPlanningFields as readonly string[]).includes(key)) return false;
  return isVisibleValue(value);
}
