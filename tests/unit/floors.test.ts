import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { groupRoomsByFloor, orderProjectChildren } from '../../src/domain/floors.ts';

type Room = { name: string; floor?: number | null; floorId?: number | null; sort?: number | null };

const names = (rooms: Room[]) => rooms.map((r) => r.name);

describe('groupRoomsByFloor: floors grouped by level and ordered by level', () => {
  it('groups rooms by their level and orders the floors from the lowest level up', () => {
    const floors = groupRoomsByFloor<Room>([
      { name: 'bedroom', floor: 1 },
      { name: 'cellar', floor: -1 },
      { name: 'living', floor: 0 },
      { name: 'bathroom', floor: 1 },
    ]);
    expect(floors.map((f) => f.level)).toEqual([-1, 0, 1]);
    expect(names(floors[2]?.rooms ?? [])).toEqual(['bedroom', 'bathroom']);
  });

  it('orders the rooms of a floor by floorId, then by sort order', () => {
    const [floor] = groupRoomsByFloor<Room>([
      { name: 'c', floor: 0, floorId: 2, sort: 1 },
      { name: 'b', floor: 0, floorId: 1, sort: 9 },
      { name: 'a', floor: 0, floorId: 1, sort: 3 },
      { name: 'd', floor: 0, floorId: 2, sort: 2 },
    ]);
    expect(names(floor?.rooms ?? [])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the original order of rooms with equal floorId and sort', () => {
    const [floor] = groupRoomsByFloor<Room>([
      { name: 'first', floor: 0, floorId: 1, sort: 1 },
      { name: 'second', floor: 0, floorId: 1, sort: 1 },
      { name: 'third', floor: 0, floorId: 1, sort: 1 },
    ]);
    expect(names(floor?.rooms ?? [])).toEqual(['first', 'second', 'third']);
  });

  it('puts rooms without floorId or sort after the ones that have them', () => {
    const [floor] = groupRoomsByFloor<Room>([
      { name: 'noId', floor: 0, sort: 0 },
      { name: 'noSort', floor: 0, floorId: 1 },
      { name: 'full', floor: 0, floorId: 1, sort: 5 },
    ]);
    expect(names(floor?.rooms ?? [])).toEqual(['full', 'noSort', 'noId']);
  });

  it('puts rooms without a level in an unknown-floor group, last', () => {
    const floors = groupRoomsByFloor<Room>([
      { name: 'somewhere' },
      { name: 'attic', floor: 2 },
      { name: 'nowhere', floor: null },
    ]);
    expect(floors.map((f) => f.level)).toEqual([2, null]);
    expect(names(floors[1]?.rooms ?? [])).toEqual(['somewhere', 'nowhere']);
  });

  it('gives no floors for no rooms', () => {
    expect(groupRoomsByFloor([])).toEqual([]);
  });

  it('keeps every room exactly once, on its own level', () => {
    const roomArb = fc.record({
      name: fc.string(),
      floor: fc.option(fc.integer({ min: -2, max: 5 }), { nil: null }),
      floorId: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      sort: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(roomArb, { maxLength: 30 }), (rooms) => {
        const floors = groupRoomsByFloor(rooms);
        expect(floors.flatMap((f) => f.rooms)).toHaveLength(rooms.length);
        for (const f of floors) for (const r of f.rooms) expect(r.floor ?? null).toBe(f.level);
        const known = floors.filter((f) => f.level !== null).map((f) => f.level as number);
        expect(known).toEqual([...known].sort((a, b) => a - b));
      }),
    );
  });
});

describe('orderProjectChildren: project units ordered by floor', () => {
  const unit = (id: number, floor?: number | null) => ({ id, general: { floor } });

  it('orders units from the lowest floor up, units without a floor last', () => {
    const ordered = orderProjectChildren([
      unit(1, 2),
      unit(2, null),
      unit(3, 0),
      unit(4, -1),
      unit(5),
    ]);
    expect(ordered.map((u) => u.id)).toEqual([4, 3, 1, 2, 5]);
  });

  it('keeps the service order of units on the same floor', () => {
    const ordered = orderProjectChildren([unit(7, 1), unit(3, 1), unit(9, 0), unit(1, 1)]);
    expect(ordered.map((u) => u.id)).toEqual([9, 7, 3, 1]);
  });

  it('does not change the given list', () => {
    const units = [unit(1, 3), unit(2, 1)];
    orderProjectChildren(units);
    expect(units.map((u) => u.id)).toEqual([1, 2]);
  });
});
