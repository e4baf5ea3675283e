/**
 * A small seeded pseudo-random source (mulberry32). The demo data must be byte-for-byte
 * reproducible from its seed, so nothing in the generator may touch `Math.random` or the clock.
 * Written here rather than taken from `pure-rand`, which is only a transitive dev dependency.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, drawn with the relative weights given beside each. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID built from this stream. */
  guid(): string;
  /** `length` characters drawn from `alphabet`. */
  token(length: number, alphabet?: string): string;
  /** An independent stream named by `label`: adding draws to one part leaves the others as they were. */
  fork(label: string): Random;
};

/** 32-bit FNV-1a hash, used to turn labels into seeds. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hexDigits = '0123456789abcdef';
const tokenAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Creates a seeded random stream. Equal seeds give equal sequences on every platform, because
 * mulberry32 uses only 32-bit integer arithmetic.
 *
 * @example createRandom(42).int(1, 6) // the same die roll on every run
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const random: Random = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let threshold = next() * total;
      for (const [item, weight] of entries) {
        threshold -= weight;
        if (threshold < 0) return item;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('cannot draw from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        chosen.push(item as T);
      }
      return chosen;
    },
    guid() {
      let hex = '';
      for (let index = 0; index < 32; index += 1) hex += hexDigits[int(0, 15)];
      const variant = hexDigits[8 + int(0, 3)];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
    token(length, alphabet = tokenAlphabet) {
      let text = '';
      for (let index = 0; index < length; index += 1) text += alphabet[int(0, alphabet.length - 1)];
      return text;
    },
    fork: (label) => createRandom(hashLabel(`${seed >>> 0}:${label}`)),
  };
  return random;
}
