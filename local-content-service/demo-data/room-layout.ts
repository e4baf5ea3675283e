import type { LocalizedString } from '../../src/schemas/localized.ts';
import type { OutdoorSpace } from './estate-texts.ts';
import type { Family, PropertyKind } from './property-kinds.ts';
import type { Random } from './random.ts';
import type { RoomTypeKey } from './room-types.ts';

export type RoomFact = {
  type: RoomTypeKey;
  /** Floor level: -1 cellar, 0 ground floor, up to 3. */
  level: number;
  surface: number | null;
  count: number;
  common: boolean;
  comment: LocalizedString | null;
};

/**
 * The rooms of a listing with their floor level (-1 cellar to 3 attic) and surface, matching
 * its bedroom and bathroom counts and its extras (spec 3 "layout rooms").
 */
export function drawRooms(
  random: Random,
  facts: {
    family: Family;
    kind: PropertyKind;
    bedrooms: number;
    bathrooms: number;
    toilets: number;
    livingArea: number;
    floorsCount: number;
    garage: boolean;
    cellar: boolean;
    attic: boolean;
    office: boolean;
    parking: boolean;
    terrace: OutdoorSpace | null;
  },
): RoomFact[] {
  const rooms: RoomFact[] = [];
  const add = (
    type: RoomTypeKey,
    level: number,
    surface: number | null,
    extra: Partial<RoomFact> = {},
  ) => rooms.push({ type, level, surface, count: 1, common: false, comment: null, ...extra });
  const area = facts.livingArea;
  if (facts.family === 'GARAGE') {
    add(
      facts.kind.subType.value === 'CLOSED_GARAGE' ? 'garage' : 'parking',
      facts.kind.subType.value === 'UNDERGROUND_PARKING' ? -1 : 0,
      area,
    );
    return rooms;
  }
  if (facts.family === 'COMMERCIAL') {
    add(facts.kind.headTypeId === 10 ? 'workspace' : 'salesFloor', 0, Math.round(area * 0.75));
    add('toilet', 0, 2);
    if (random.chance(0.5)) add('storage', random.chance(0.5) ? -1 : 0, Math.round(area * 0.15));
    if (random.chance(0.4)) add('office', random.chance(0.5) ? 1 : 0, random.int(10, 30));
    if (facts.parking) add('parking', 0, null, { count: random.int(2, 8) });
    return rooms;
  }
  const upstairs = facts.family === 'HOUSE' && facts.floorsCount > 1;
  const duplex =
    facts.family === 'APARTMENT' &&
    ['DUPLEX', 'TRIPLEX', 'PENTHOUSE'].includes(facts.kind.subType.value);
  const sleepLevel = upstairs || duplex ? 1 : 0;
  add('hall', 0, random.int(4, 12));
  add('living', 0, Math.max(16, Math.round(area * random.float(0.22, 0.32))));
  add('kitchen', 0, random.int(8, 22));
  if (area > 110 && random.chance(0.5)) add('dining', 0, random.int(12, 24));
  for (let index = 0; index < facts.bedrooms; index += 1) {
    const level = facts.family === 'HOUSE' && facts.floorsCount > 2 && index >= 3 ? 2 : sleepLevel;
    add('bedroom', level, random.int(index === 0 ? 13 : 9, index === 0 ? 22 : 16));
  }
  for (let index = 0; index < facts.bathrooms; index += 1) {
    add('bathroom', index === 0 ? sleepLevel : 0, random.int(5, 14));
  }
  for (let index = 0; index < facts.toilets; index += 1)
    add('toilet', index === 0 ? 0 : sleepLevel, random.int(1, 3));
  if (facts.office) add('office', sleepLevel, random.int(7, 16));
  if (random.chance(0.4)) add('laundry', facts.cellar ? -1 : 0, random.int(4, 10));
  if (facts.attic) add('attic', Math.min(3, facts.floorsCount), random.int(15, 60));
  if (facts.cellar)
    add('cellar', -1, random.int(6, 40), {
      common: facts.family === 'APARTMENT' && random.chance(0.3),
    });
  if (facts.terrace) {
    add('terrace', facts.family === 'APARTMENT' ? sleepLevel : 0, facts.terrace.area);
    // Spec 3: terrace surfaces are summed, so some estates have two.
    if (random.chance(0.15))
      add('terrace', facts.family === 'APARTMENT' ? 0 : 1, random.int(4, 12));
  }
  if (facts.garage) add('garage', facts.family === 'APARTMENT' ? -1 : 0, random.int(14, 36));
  if (facts.parking)
    add('parking', facts.family === 'APARTMENT' ? -1 : 0, null, { count: random.int(1, 2) });
  if (facts.family === 'APARTMENT' && random.chance(0.3))
    add('storage', -1, random.int(3, 8), { common: false });
  return rooms;
}
