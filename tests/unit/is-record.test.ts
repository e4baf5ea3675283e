import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/lib/is-record.ts';

/*
 * The one check the readers of outside data (form answers, a subscription, a map style, the
 * marker snapshot, a posted form) make before they look at fields: an object, not null, not an
 * array, whatever its prototype.
 */

describe('isRecord', () => {
  it('takes objects whose fields can be read, and refuses null, arrays and plain values', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ subscription: { email: 'a@b.be' } })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord(JSON.parse('{"a":1}'))).toBe(true);
    for (const value of [null, undefined, [], [{}], 'text', 0, true, () => ({})]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
