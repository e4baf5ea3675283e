import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countRooms, roomCounts, roomRowCount, roomTypeIds } from '../../src/domain/rooms.ts';

const room = (id: number, extra: { count?: number | null; surface?: number | null } = {}) => ({
  value: { id },
  ...extra,
});

describe('roomTypeIds: room types of spec 3', () => {
  it('names the room type ids of the data source', () => {
    expect(roomTypeIds).toEqual({
      bedroom: 1,
      bathroom: 5,
      garage: 6,
      terrace: 10,
      parkingSpace: 14,
      toilet: 16,
    });
  });
});

describe('countRooms: counts per room type', () => {
  it('counts each room type by its id', () => {
    const counts = countRooms([
      room(1),
      room(1),
      room(5),
      room(16),
      room(6),
      room(14),
      room(10),
      room(99),
    ]);
    expect(counts).toMatchObject({
      bedrooms: 2,
      bathrooms: 1,
      toilets: 1,
      garages: 1,
      parkingSpaces: 1,
      terraces: 1,
    });
  });

  it('weighs a row by its count', () => {
    expect(countRooms([room(1, { count: 3 }), room(1)]).bedrooms).toBe(4);
  });

  it('counts a row without a usable count as one room', () => {
    expect(roomRowCount({ count: null })).toBe(1);
    expect(roomRowCount({})).toBe(1);
    expect(roomRowCount({ count: 0 })).toBe(1);
    expect(roomRowCount({ count: -1 })).toBe(1);
    expect(roomRowCount({ count: 1.5 })).toBe(1);
  });

  it('sums the terrace surfaces', () => {
    expect(countRooms([room(10, { surface: 12.5 }), room(10, { surface: 7 })]).terraceSurface).toBe(
      19.5,
    );
  });

  it('leaves out empty terrace surfaces and ignores surfaces of other rooms', () => {
    const counts = countRooms([
      room(10, { surface: null }),
      room(10, { surface: -1 }),
      room(10, { surface: 4 }),
      room(1, { surface: 20 }),
    ]);
    expect(counts.terraceSurface).toBe(4);
    expect(counts.terraces).toBe(3);
  });

  it('gives no terrace surface when no terrace has one', () => {
    expect(countRooms([room(10)]).terraceSurface).toBeNull();
    expect(countRooms([]).terraceSurface).toBeNull();
  });

  it('counts as many bedrooms as the counts of the bedroom rows add up to', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 20 }), (counts) => {
        const rooms = counts.map((count) => room(roomTypeIds.bedroom, { count }));
        expect(countRooms(rooms).bedrooms).toBe(counts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('roomCounts: the room counts of an estate', () => {
  it('counts the layout rows of the estate', () => {
    expect(roomCounts({ rooms: [room(1, { count: 2 })], bedroomCount: 5 }).bedrooms).toBe(2);
  });

  it("uses the estate's own bedroom and bathroom counts when the layout has no such rows", () => {
    const counts = roomCounts({ rooms: [room(10)], bedroomCount: 3, bathroomCount: 2 });
    expect(counts.bedrooms).toBe(3);
    expect(counts.bathrooms).toBe(2);
  });

  it('gives zero when neither the layout nor the estate knows', () => {
    expect(roomCounts({ rooms: [], bedroomCount: -1 }).bedrooms).toBe(0);
  });
});
