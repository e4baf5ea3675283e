import { isIP } from 'node:net';

/*
 * Per-client rate limits of the form posts (DESIGN "It validates, rate-limits, ..."). A sliding
 * window log: the times of the last `limit` accepted posts per client, so the answer is exact
 * ("5 in any 10 minutes") and Retry-After is the moment the oldest of them leaves the window.
 * In memory: the site server is one process, and a restart forgetting the counts only lets
 * a few more posts through.
 */

export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { ok: boolean; retryAfterSeconds: number; remaining: number };

/** Posts per client and form; a person sends one or two, a script hundreds. */
export const formRateLimits = {
  contact: { limit: 5, windowMs: 10 * 60_000 },
  subscription: { limit: 5, windowMs: 60 * 60_000 },
  sendToFriend: { limit: 5, windowMs: 60 * 60_000 },
  appointment: { limit: 5, windowMs: 10 * 60_000 },
  reservation: { limit: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * The client a limit counts: an IPv4 address as is (an IPv4-mapped IPv6 address too), an IPv6
 * address by its /64 network, because one subscriber line gets a whole /64 and can change its
 * last 64 bits at will.
 * @example clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientKey(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** A sliding-window limiter over any keys (form kind + client). */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor(options: { now?: () => number; maxKeys?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  /** What `hit` would answer now, counting nothing (a limit on failures asks before it tries). */
  check(key: string, rate: RateLimit): RateDecision {
    const now = this.#now();
    return this.#decide(this.#recent(key, rate.windowMs, now), rate, now);
  }

  /**
   * Counts a post of `key` if the limit allows it. A refused post is not counted, so a client
   * that keeps trying is let in as soon as its oldest post leaves the window.
   */
  hit(key: string, rate: RateLimit): RateDecision {
    const now = this.#now();
    const recent = this.#recent(key, rate.windowMs, now);
    const decision = this.#decide(recent, rate, now);
    if (!decision.ok) return decision;
    recent.push(now);
    // Re-inserted, so the map's order is least recently used first.
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    this.#evict();
    return { ...decision, remaining: decision.remaining - 1 };
  }

  #decide(recent: readonly number[], { limit, windowMs }: RateLimit, now: number): RateDecision {
    if (recent.length < limit) {
      return { ok: true, retryAfterSeconds: 0, remaining: limit - recent.length };
    }
    const oldest = recent[recent.length - limit] ?? now;
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
      remaining: 0,
    };
  }

  /** The times of `key`'s hits still inside the window (the older ones are forgotten). */
  #recent(key: string, windowMs: number, now: number): number[] {
    const hits = this.#hits.get(key);
    if (!hits) return [];
    const recent = hits.filter((time) => time > now - windowMs);
    if (recent.length !== hits.length) this.#hits.set(key, recent);
    return recent;
  }

  /** Clients currently remembered. */
  get size(): number {
    return this.#hits.size;
  }

  /** Keeps memory bounded: forgets the least recently seen clients beyond `maxKeys`. */
  #evict(): void {
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= this.#maxKeys) return;
      this.#hits.delete(key);
    }
  }
}
