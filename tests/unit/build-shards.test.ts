import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inShard, shardCount, shardOfRecord } from '../../src/site/build-shards.ts';
import type { RecordKey } from '../../src/site/build-state.ts';

describe('shardOfRecord', () => {
  it('gives the pages of the whole site to shard 0', () => {
    expect(shardOfRecord(null, 4)).toBe(0);
  });

  it('keeps an estate and a unit with the same id in the same shard', () => {
    expect(shardOfRecord('estate:7', 3)).toBe(shardOfRecord('unit:7', 3));
  });

  it('puts every record in exactly one shard of any count', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        (id, count, unit) => {
          const record: RecordKey = unit ? `unit:${id}` : `estate:${id}`;
          const owners = Array.from({ length: count }, (_, index) => index).filter((index) =>
            inShard(record, { index, count }),
          );
          expect(owners).toEqual([shardOfRecord(record, count)]);
        },
      ),
    );
  });

  it('shares consecutive ids evenly', () => {
    const counts = [0, 0];
    for (let id = 1; id <= 1000; id += 1) counts[shardOfRecord(`estate:${id}`, 2)]! += 1;
    expect(counts).toEqual([500, 500]);
  });
});

describe('inShard', () => {
  it('renders everything without a shard', () => {
    expect(inShard('estate:3', null)).toBe(true);
    expect(inShard(null, null)).toBe(true);
  });

  it('renders the pages of the whole site in shard 0 only', () => {
    expect(inShard(null, { index: 0, count: 2 })).toBe(true);
    expect(inShard(null, { index: 1, count: 2 })).toBe(false);
  });
});

describe('shardCount', () => {
  it('builds a small site in one process', () => {
    expect(shardCount({ estates: 24, cores: 8 })).toBe(1);
  });

  it('uses a process per core, at most four, for a large site', () => {
    expect(shardCount({ estates: 10_000, cores: 2 })).toBe(2);
    expect(shardCount({ estates: 10_000, cores: 16 })).toBe(4);
    expect(shardCount({ estates: 10_000, cores: 1 })).toBe(1);
  });

  it('follows BUILD_SHARDS when it is a positive whole number', () => {
    expect(shardCount({ estates: 24, cores: 2, setting: '3' })).toBe(3);
    expect(shardCount({ estates: 10_000, cores: 2, setting: '1' })).toBe(1);
    expect(shardCount({ estates: 10_000, cores: 2, setting: 'lots' })).toBe(2);
    expect(shardCount({ estates: 10_000, cores: 2, setting: '0' })).toBe(2);
  });
});
