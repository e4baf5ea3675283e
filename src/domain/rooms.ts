/**
 * Layout-room type ids of the old data source (spec 3 "Layout rooms"); a room's type is
 * `room.value.id`.
 */
export const roomTypeIds = {
  bedroom: 1,
  bathroom: 5,
  garage: 6,
  terrace: 10,
  parkingSpace: 14,
  toilet: 16,
} as const;

export type RoomKind = keyof typeof roomTypeIds;

/** The room fields the counting rule reads; the estate schema's `EstateRoom` fits it. */
export type RoomInput = {
  value: { id: number };
  count?: number | null;
  surface?: number | null;
};

export type RoomCounts = {
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  garages: number;
  parkingSpaces: number;
  terraces: number;
  /** Sum of the terrace surfaces in m², or null when no terrace gives a surface. */
  terraceSurface: number | null;
};

/**
 * How many rooms one layout row stands for. A positive whole `count` is used as is; a missing
 * count, or one of 0 or -1 (spec 5: -1 and 0 are "not entered"), means the row is one room,
 * since the row itself says the room exists.
 */
export function roomRowCount(room: { count?: number | null }): number {
  const { count } = room;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

/**
 * Counts the layout rows per room type (spec 3), each row weighing its `count`, and sums the
 * terrace surfaces. Surfaces are summed per row as stored (a row's surface is not multiplied
 * by its count: the service gives the surface of the row); empty surfaces (null, 0, -1) are
 * left out. Rooms of other types are ignored.
 *
 * @example countRooms([{ value: { id: 1 }, count: 2 }, { value: { id: 10 }, surface: 8 }])
 * // { bedrooms: 2, terraces: 1, terraceSurface: 8, ...zeros }
 */
export function countRooms(rooms: readonly RoomInput[]): RoomCounts {
  const counts: RoomCounts = {
    bedrooms: 0,
    bathrooms: 0,
    toilets: 0,
    garages: 0,
    parkingSpaces: 0,
    terraces: 0,
    terraceSurface: null,
  };
  for (const room of rooms) {
    const n = roomRowCount(room);
    switch (room.value.id) {
      case roomTypeIds.bedroom:
        counts.bedrooms += n;
        break;
      case roomTypeIds.bathroom:
        counts.bathrooms += n;
        break;
      case roomTypeIds.toilet:
        counts.toilets += n;
        break;
      case roomTypeIds.garage:
        counts.garages += n;
        break;
      case roomTypeIds.parkingSpace:
        counts.parkingSpaces += n;
        break;
      case roomTypeIds.terrace: {
        counts.terraces += n;
        const { surface } = room;
        // spec 3: terrace surface is summed
        if (typeof surface === 'number' && Number.isFinite(surface) && surface > 0) {
          counts.terraceSurface = (counts.terraceSurface ?? 0) + surface;
        }
        break;
      }
    }
  }
  return counts;
}

/**
 * The room counts of an estate's detail page. The layout rows are the detailed source; when
 * they hold no bedroom (or bathroom) row at all, the estate's own `bedroomCount`
 * (`bathroomCount`) is used instead, so an estate entered without a layout still shows its
 * bedrooms.
 */
export function roomCounts(estate: {
  rooms?: readonly RoomInput[] | null;
  bedroomCount?: number | null;
  bathroomCount?: number | null;
}): RoomCounts {
  const counts = countRooms(estate.rooms ?? []);
  const fallback = (value: number | null | undefined): number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
  return {
    ...counts,
    bedrooms: counts.bedrooms > 0 ? counts.bedrooms : fallback(estate.bedroomCount),
    bathrooms: counts.bathrooms > 0 ? counts.bathrooms : fallback(estate.bathroomCount),
  };
}
