import { describe, expect, it } from 'vitest';
import { keepsStoredRecord, recheckDue, syncPolicy } from '../../src/site/loaders/sync-policy.ts';

const now = Date.UTC(2026, 10, 22, 12);
const hour = 3_600_000;
const fresh = { summary: 'sum-a', fetchedAt: now - hour };
const plain = { fullSync: false, changedIds: [] };

describe('syncPolicy', () => {
  it("takes the request's named ids and full sync, and the recheck age, a day by default", () => {
    expect(syncPolicy(plain, {})).toEqual({
      fullSync: false,
      changedIds: new Set(),
      recheckMs: 24 * hour,
    });
    const policy = syncPolicy(
      { fullSync: true, changedIds: ['12', '40'] },
      { BUILD_RECHECK_HOURS: '2' },
    );
    expect(policy).toEqual({
      fullSync: true,
      changedIds: new Set(['12', '40']),
      recheckMs: 2 * hour,
    });
    expect(syncPolicy(plain, { BUILD_RECHECK_HOURS: 'soon' }).recheckMs).toBe(24 * hour);
  });
});

describe('keepsStoredRecord', () => {
  const policy = syncPolicy(plain, {});

  it('keeps a stored record whose summary is unchanged and was fetched recently', () => {
    expect(keepsStoredRecord(policy, ['7'], fresh, 'sum-a', true, now)).toBe(true);
  });

  it('fetches when the summary changed, nothing is stored, or it was never fetched', () => {
    expect(keepsStoredRecord(policy, ['7'], fresh, 'sum-b', true, now)).toBe(false);
    expect(keepsStoredRecord(policy, ['7'], fresh, 'sum-a', false, now)).toBe(false);
    expect(keepsStoredRecord(policy, ['7'], undefined, 'sum-a', true, now)).toBe(false);
  });

  it('fetches a record older than the recheck age', () => {
    const old = { summary: 'sum-a', fetchedAt: now - 25 * hour };
    expect(keepsStoredRecord(policy, ['7'], old, 'sum-a', true, now)).toBe(false);
  });

  it('fetches an estate, or a project through one of its units, named as changed', () => {
    const named = syncPolicy({ fullSync: false, changedIds: ['9'] }, {});
    expect(keepsStoredRecord(named, ['9'], fresh, 'sum-a', true, now)).toBe(false);
    expect(keepsStoredRecord(named, ['3', '8', '9'], fresh, 'sum-a', true, now)).toBe(false);
    expect(keepsStoredRecord(named, ['3', '8'], fresh, 'sum-a', true, now)).toBe(true);
  });

  it('fetches everything on a full sync', () => {
    const full = syncPolicy({ fullSync: true, changedIds: [] }, {});
    expect(keepsStoredRecord(full, ['7'], fresh, 'sum-a', true, now)).toBe(false);
  });
});

describe('recheckDue', () => {
  const policy = syncPolicy(plain, { BUILD_RECHECK_HOURS: '24' });

  it('is due once any record is as old as the recheck interval', () => {
    const old = { summary: 'x', fetchedAt: now - 24 * hour };
    expect(recheckDue({ '7': fresh, '8': old }, policy, now)).toBe(true);
  });

  it('agrees with keepsStoredRecord on every age', () => {
    for (const age of [0, hour, 24 * hour - 1, 24 * hour, 48 * hour]) {
      const mark = { summary: 'sum-a', fetchedAt: now - age };
      expect(recheckDue({ '7': mark }, policy, now)).toBe(
        !keepsStoredRecord(policy, ['7'], mark, 'sum-a', true, now),
      );
    }
  });

  it('is not due for recent records, nor for none', () => {
    expect(recheckDue({ '7': fresh }, policy, now)).toBe(false);
    expect(recheckDue({}, policy, now)).toBe(false);
  });
});
