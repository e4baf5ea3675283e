import type { EnumEntry } from './enum-entry.ts';
import { countries } from './countries.ts';
import { energyLabels } from './energy-labels.ts';
import {
  bathroomTypes,
  carpentries,
  commonHeatings,
  commonMeterTypes,
  commonMeters,
  conditions,
  conformities,
  constructionTypes,
  destinations,
  electricityCertifications,
  environments,
  floodings,
  freeOns,
  gardens,
  geoPrecisions,
  heatings,
  kitchenTypes,
  luxuryLevels,
  orientations,
  plannings,
  roofTypes,
  statuses,
  windowGlazings,
} from './enumerations.ts';
import { headTypes, types } from './head-types.ts';
import { recentDestinations } from './recent-destinations.ts';
import { subTypes } from './sub-types.ts';

/**
 * Every reference list by the name spec 3 gives it, so a filter or a field can list or label
 * values by enumeration name alone. HeadType is added beside Type: it also holds the head types
 * the content service uses outside the six back-office types (head-types.ts).
 */
export const enumerations = {
  BathroomType: bathroomTypes,
  Carpentry: carpentries,
  CommonMeter: commonMeters,
  CommonMeterType: commonMeterTypes,
  CommonHeating: commonHeatings,
  Condition: conditions,
  Conformity: conformities,
  ConstructionType: constructionTypes,
  Country: countries,
  Destination: destinations,
  ElectricityCertification: electricityCertifications,
  EnergyLabel: energyLabels,
  Environment: environments,
  Flooding: floodings,
  FreeOn: freeOns,
  Garden: gardens,
  GeoPrecision: geoPrecisions,
  HeadType: headTypes,
  Heating: heatings,
  KitchenType: kitchenTypes,
  LuxuryLevel: luxuryLevels,
  Orientation: orientations,
  Planning: plannings,
  RecentDestination: recentDestinations,
  RoofType: roofTypes,
  Status: statuses,
  SubType: subTypes,
  Type: types,
  WindowGlazing: windowGlazings,
} as const satisfies Record<string, readonly EnumEntry[]>;

export type EnumName = keyof typeof enumerations;

export type EnumValue<Name extends EnumName> = (typeof enumerations)[Name][number]['value'];

/** Narrows a name from configuration or a URL to a known enumeration. */
export function isEnumName(name: string): name is EnumName {
  return Object.hasOwn(enumerations, name);
}

/**
 * The values of an enumeration in display order, e.g. the options of a filter.
 *
 * @example listEnumValues('Orientation') // ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
 */
export function listEnumValues<Name extends EnumName>(name: Name): EnumValue<Name>[] {
  const entries: readonly { readonly value: EnumValue<Name> }[] = enumerations[name];
  return entries.map((entry) => entry.value);
}

type EntryIndex = ReadonlyMap<string | number, EnumEntry>;
const indexes = new Map<EnumName, EntryIndex>();

function indexOf(name: EnumName): EntryIndex {
  let index = indexes.get(name);
  if (!index) {
    const entries: readonly EnumEntry[] = enumerations[name];
    const byKey = new Map<string | number, EnumEntry>();
    for (const entry of entries) {
      byKey.set(entry.value, entry);
      if (entry.id !== undefined) byKey.set(entry.id, entry);
    }
    index = byKey;
    indexes.set(name, index);
  }
  return index;
}

/**
 * The entry of an enumeration for a value as the content service sends it: the value name, or
 * the numeric id for lists it refers to by id (Type, HeadType, SubType, GeoPrecision).
 * Anything else gives undefined.
 *
 * @example findEnumEntry('GeoPrecision', 3)?.value // 'ROOFTOP'
 */
export function findEnumEntry(
  name: EnumName,
  value: string | number | null | undefined,
): EnumEntry | undefined {
  if (value === null || value === undefined) return undefined;
  return indexOf(name).get(value);
}
