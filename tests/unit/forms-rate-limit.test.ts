import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs, type RetryPolicy } from '../../site-server/forms/backoff.ts';
import { checkBot, minimumFillMs } from '../../site-server/forms/bot-check.ts';
import { clientKey, RateLimiter } from '../../site-server/forms/rate-limit.ts';

const tenMinutes = { limit: 3, windowMs: 10 * 60_000 };

describe('RateLimiter (sliding window)', () => {
  it('lets the limit through, then refuses with the seconds until the oldest post expires', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ now: () => now });
    expect(limiter.hit('contact 1.2.3.4', tenMinutes)).toMatchObject({ ok: true, remaining: 2 });
    now += 60_000;
    expect(limiter.hit('contact 1.2.3.4', tenMinutes).ok).toBe(true);
    expect(limiter.hit('contact 1.2.3.4', tenMinutes)).toMatchObject({ ok: true, remaining: 0 });
    now += 30_000;
    // The first post was 90 s ago: it leaves the 10-minute window in 510 s.
    expect(limiter.hit('contact 1.2.3.4', tenMinutes)).toEqual({
      ok: false,
      retryAfterSeconds: 510,
      remaining: 0,
    });
  });

  it('lets the client in again once the oldest post has left the window', () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    for (let index = 0; index < 3; index += 1) limiter.hit('k', tenMinutes);
    now = 10 * 60_000 - 1;
    expect(limiter.hit('k', tenMinutes).ok).toBe(false);
    now = 10 * 60_000;
    expect(limiter.hit('k', tenMinutes).ok).toBe(true);
  });

  it('does not count refused posts, so hammering does not extend the wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => now });
    for (let index = 0; index < 3; index += 1) limiter.hit('k', tenMinutes);
    for (let index = 0; index < 50; index += 1) {
      now += 1000;
      limiter.hit('k', tenMinutes);
    }
    now = 10 * 60_000;
    expect(limiter.hit('k', tenMinutes).ok).toBe(true);
  });

  it('counts each client separately', () => {
    const limiter = new RateLimiter({ now: () => 0 });
    for (let index = 0; index < 3; index += 1) limiter.hit('a', tenMinutes);
    expect(limiter.hit('a', tenMinutes).ok).toBe(false);
    expect(limiter.hit('b', tenMinutes).ok).toBe(true);
  });

  it('never lets more than the limit through in any window (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        const limiter = new RateLimiter({ now: () => now });
        const accepted: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const decision = limiter.hit('k', tenMinutes);
          if (decision.ok) accepted.push(now);
          else expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        }
        for (const start of accepted) {
          const inWindow = accepted.filter((t) => t >= start && t < start + tenMinutes.windowMs);
          expect(inWindow.length).toBeLessThanOrEqual(tenMinutes.limit);
        }
      }),
    );
  });

  it('forgets the least recently seen clients beyond its size', () => {
    const limiter = new RateLimiter({ now: () => 0, maxKeys: 2 });
    limiter.hit('a', tenMinutes);
    limiter.hit('b', tenMinutes);
    limiter.hit('a', tenMinutes);
    limiter.hit('c', tenMinutes);
    expect(limiter.size).toBe(2);
    // 'b' was forgotten: it starts again with the whole allowance.
    expect(limiter.hit('b', tenMinutes).remaining).toBe(2);
  });
});

describe('clientKey', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[2001:db8::7]')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('checkBot (honeypot and minimum fill time)', () => {
  const now = 1_000_000;

  it('takes a form filled in at a human pace with an empty honeypot for a person', () => {
    expect(checkBot({ website: '', startedAt: now - 8_000 }, now)).toEqual({ human: true });
    expect(checkBot({ startedAt: now - minimumFillMs }, now)).toEqual({ human: true });
  });

  it('spots a filled honeypot', () => {
    expect(checkBot({ website: 'http://spam', startedAt: now - 60_000 }, now)).toEqual({
      human: false,
      reason: 'honeypot',
    });
  });

  it('spots a form sent back faster than a person can type', () => {
    expect(checkBot({ startedAt: now - 400 }, now)).toEqual({ human: false, reason: 'too-fast' });
  });

  it('gives no time verdict when the visitor clock runs ahead', () => {
    expect(checkBot({ startedAt: now + 90_000 }, now)).toEqual({ human: true });
  });
});

describe('retryDelayMs (exponential backoff with jitter, capped)', () => {
  const policy: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 3_600_000, maxAttempts: 30 };

  it('doubles from the base: 10 s, 20 s, 40 s at the top of the jitter', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, policy, () => 1))).toEqual([
      10_000, 20_000, 40_000,
    ]);
  });

  it('keeps at least half of the exponential delay, whatever the jitter', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(20_000);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(40, policy, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(10_000, policy, () => 1)).toBe(3_600_000);
  });

  it('grows below the cap whatever the jitter draws (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, first, second) => {
          const now = retryDelayMs(attempt, policy, () => first);
          const next = retryDelayMs(attempt + 1, policy, () => second);
          expect(next).toBeGreaterThanOrEqual(now);
        },
      ),
    );
  });
});
