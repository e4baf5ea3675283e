import type * as nodeCrypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openFormsDatabase } from '../../site-server/forms/database.ts';
import { SubscriptionStore } from '../../site-server/forms/subscriptions.ts';
import {
  createToken,
  parseToken,
  tokenLength,
  verifierMatches,
} from '../../site-server/forms/tokens.ts';

// Wraps the real timingSafeEqual in a spy, to see that the token check goes through it.
const { timingSafeEqualSpy } = vi.hoisted(() => ({ timingSafeEqualSpy: { calls: 0 } }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof nodeCrypto>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      timingSafeEqualSpy.calls += 1;
      return original.timingSafeEqual(a, b);
    },
  };
});

const criteria = { transaction: 'FOR_SALE' as const, headTypes: [1], cities: [] };

/** The same token with one character of its verifier changed. */
const tamper = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

describe('subscription tokens', () => {
  it('are 48 base64url characters carrying 288 random bits, different every time', () => {
    const tokens = Array.from({ length: 200 }, () => createToken().token);
    expect(tokenLength).toBe(48);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 36 bytes, of which 24 (192 bits, far above 128) are the secret verifier.
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(36);
  });

  it('parse back to the selector and verifier hash they were stored with', () => {
    const { token, selector, verifierHash } = createToken();
    expect(parseToken(token)).toEqual({ selector, verifierHash });
  });

  it('refuse anything that is not a well-formed token before any lookup', () => {
    const { token } = createToken();
    for (const bad of ['', token.slice(1), `${token}A`, `${token.slice(0, -1)}=`, '../x']) {
      expect(parseToken(bad)).toBeUndefined();
    }
  });

  it('compare verifier hashes of unequal length as different without throwing', () => {
    expect(verifierMatches(Buffer.alloc(32, 1), Buffer.alloc(31, 1))).toBe(false);
    expect(verifierMatches(Buffer.alloc(32, 1), Buffer.alloc(32, 1))).toBe(true);
  });
});

describe('SubscriptionStore', () => {
  let store: SubscriptionStore;
  let now: number;
  beforeEach(() => {
    now = 1_000_000;
    store = new SubscriptionStore(openFormsDatabase(':memory:'), { now: () => now });
  });

  const subscribe = () => store.create({ email: 'an@example.be', locale: 'nl', criteria });

  it('stores the hash of the verifier, never the token', () => {
    const { token } = subscribe();
    const rows = store.db.prepare('SELECT * FROM subscriptions').all();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const stored = JSON.stringify(
      Object.values(row).map((value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('base64url') : value,
      ),
    );
    const bytes = Buffer.from(token, 'base64url');
    const verifier = bytes.subarray(12);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(verifier.toString('base64url'));
    expect(Buffer.from(row.verifier_hash as Uint8Array)).toEqual(
      createHash('sha256').update(verifier).digest(),
    );
  });

  it('checks the verifier with a constant-time comparison', () => {
    const { token } = subscribe();
    timingSafeEqualSpy.calls = 0;
    expect(store.findByToken(token)?.email).toBe('an@example.be');
    expect(timingSafeEqualSpy.calls).toBe(1);
  });

  it('opens nothing with the right selector and a wrong verifier', () => {
    const { token } = subscribe();
    expect(store.findByToken(tamper(token))).toBeUndefined();
    expect(store.confirm(tamper(token))).toBeUndefined();
    expect(store.unsubscribe(tamper(token))).toBe(false);
  });

  it('keeps a new subscription pending until its link confirms it (double opt-in)', () => {
    const { token, subscription } = subscribe();
    expect(subscription.status).toBe('pending');
    expect(store.confirmed()).toEqual([]);
    now += 5_000;
    expect(store.confirm(token)).toMatchObject({ status: 'confirmed', confirmedAt: 1_005_000 });
    expect(store.confirmed().map((entry) => entry.id)).toEqual([subscription.id]);
    // Confirming twice changes nothing.
    now += 5_000;
    expect(store.confirm(token)?.confirmedAt).toBe(1_005_000);
  });

  it('edits criteria and language by token', () => {
    const { token } = subscribe();
    const edited = store.update(token, {
      locale: 'fr',
      criteria: { transaction: 'TO_RENT', headTypes: [], cities: [5], priceMax: 900 },
    });
    expect(edited).toMatchObject({
      locale: 'fr',
      criteria: { transaction: 'TO_RENT', cities: [5], priceMax: 900 },
    });
    expect(store.findByToken(token)?.criteria.cities).toEqual([5]);
  });

  it('unsubscribes in one step, deleting the subscription and its alert history', () => {
    const { token, subscription } = subscribe();
    store.confirm(token);
    store.markAlerted(subscription.id, 42);
    expect(store.unsubscribe(token)).toBe(true);
    expect(store.findByToken(token)).toBeUndefined();
    expect(store.confirmed()).toEqual([]);
    expect(store.alreadyAlerted(subscription.id, 42)).toBe(false);
    expect(store.unsubscribe(token)).toBe(false);
  });

  it('records each listing sent to a subscriber once', () => {
    const { subscription } = subscribe();
    expect(store.alreadyAlerted(subscription.id, 42)).toBe(false);
    expect(store.markAlerted(subscription.id, 42)).toBe(true);
    expect(store.markAlerted(subscription.id, '42')).toBe(false);
    expect(store.alreadyAlerted(subscription.id, 42)).toBe(true);
    expect(store.alreadyAlerted(subscription.id, 43)).toBe(false);
  });

  it('purges subscriptions never confirmed, and only those', () => {
    const pending = subscribe();
    const confirmed = subscribe();
    store.confirm(confirmed.token);
    now += 8 * 24 * 3_600_000;
    expect(store.purgeUnconfirmed(7 * 24 * 3_600_000)).toBe(1);
    expect(store.findByToken(pending.token)).toBeUndefined();
    expect(store.findByToken(confirmed.token)).toBeDefined();
  });
});
