/** The room fields the floor grouping reads; the estate schema's `EstateRoom` fits it. */
export type FloorRoomInput = {
  /** Level of the floor (0 ground floor, -1 cellar). */
  floor?: number | null;
  floorId?: number | null;
  sort?: number | null;
};

export type Floor<Room> = {
  /** The level, or null for the group of rooms whose level is unknown. */
  level: number | null;
  rooms: Room[];
};

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Ascending, with missing values after all present ones. */
function compareNullsLast(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}

/**
 * Groups layout rooms into floors (spec 2 "Property detail": "Floors are grouped from child
 * rooms by level and ordered by level"). Floors come lowest level first (cellar -1, ground 0,
 * then up); rooms without a level form a last group with `level: null`.
 *
 * Within a floor, rooms are ordered by `floorId` ("Rooms within a floor are ordered by
 * floorId"), then by `sort` ("Floor rooms are also sorted by their sort order"), then by their
 * original position; a missing floorId or sort goes after the present ones.
 *
 * @example groupRoomsByFloor([{ floor: 1 }, { floor: 0 }, {}])
 * // [{ level: 0, rooms: [...] }, { level: 1, rooms: [...] }, { level: null, rooms: [...] }]
 */
export function groupRoomsByFloor<Room extends FloorRoomInput>(
  rooms: readonly Room[],
): Floor<Room>[] {
  const byLevel = new Map<number | null, { room: Room; index: number }[]>();
  rooms.forEach((room, index) => {
    const level = finite(room.floor);
    const group = byLevel.get(level);
    if (group) group.push({ room, index });
    else byLevel.set(level, [{ room, index }]);
  });
  const levels = [...byLevel.keys()].sort(compareNullsLast);
  return levels.map((level) => ({
    level,
    rooms: (byLevel.get(level) ?? [])
      .sort(
        (a, b) =>
          compareNullsLast(finite(a.room.floorId), finite(b.room.floorId)) ||
          compareNullsLast(finite(a.room.sort), finite(b.room.sort)) ||
          a.index - b.index,
      )
      .map(({ room }) => room),
  }));
}

/**
 * Orders the units of a project by their floor (spec 2: "Children are otherwise ordered by
 * floor"), lowest first. Units without a floor come last; units on the same floor keep the
 * order the service sent them in.
 */
export function orderProjectChildren<Child extends { general: { floor?: number | null } }>(
  children: readonly Child[],
): Child[] {
  return children
    .map((child, index) => ({ child, index }))
    .sort(
      (a, b) =>
        compareNullsLast(finite(a.child.general.floor), finite(b.child.general.floor)) ||
        a.index - b.index,
    )
    .map(({ child }) => child);
}
