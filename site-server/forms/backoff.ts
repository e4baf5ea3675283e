/** How the outbox retries a delivery that failed. */
export type RetryPolicy = {
  /** Delay after the first failed attempt, before jitter. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** After this many attempts a submission is given up (status `failed`, seen in stats). */
  maxAttempts: number;
};

/**
 * 10 s, 20 s, 40 s … doubling up to an hour, 30 attempts: a mail server that is down for an
 * afternoon or a night still gets every message (about 10 to 21 hours of tries in all).
 */
export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 30,
};

/**
 * The wait before the next attempt after `failedAttempts` failures: exponential (base × 2ⁿ⁻¹,
 * capped) with "equal jitter" — half of it fixed, half random — so many messages that failed
 * together do not hit the server again together, while below the cap each wait is still at
 * least as long as the previous one could have been (the backoff grows despite the jitter).
 * @example retryDelayMs(3, defaultRetryPolicy, () => 0.5) // 30_000 (40 s halved, plus half of 20 s)
 */
export function retryDelayMs(
  failedAttempts: number,
  policy: RetryPolicy = defaultRetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2 ** 60 is far past any cap; the min keeps the number finite for absurd attempt counts.
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 60));
  const half = ceiling / 2;
  return Math.round(half + half * Math.min(Math.max(random(), 0), 1));
}
