import { describe, expect, it } from 'vitest';
import { readCache } from '../../site-server/ajax/read-cache.ts';

/** A clock the test moves by hand. */
function clock() {
  let now = 1_000;
  return { perf: { now: () => now }, advance: (ms: number) => (now += ms) };
}

describe('readCache', () => {
  it('reads a key once while it is fresh, and again once it is not', async () => {
    const time = clock();
    const cache = readCache<number>({ ttlMs: 5_000, perf: time.perf });
    let calls = 0;
    const load = () => Promise.resolve((calls += 1));
    expect(await cache.get('site', load)).toBe(1);
    time.advance(4_000);
    expect(await cache.get('site', load)).toBe(1);
    time.advance(2_000);
    expect(await cache.get('site', load)).toBe(2);
  });

  it('shares one call among concurrent misses of a key', async () => {
    const cache = readCache<string>({ ttlMs: 5_000 });
    let calls = 0;
    let answer: (value: string) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const both = Promise.all([cache.get('towns', load), cache.get('towns', load)]);
    answer('Gent');
    expect(await both).toEqual(['Gent', 'Gent']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next read asks again', async () => {
    const cache = readCache<string>({ ttlMs: 5_000 });
    const failure = new Error('service down');
    await expect(cache.get('site', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await cache.get('site', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps a null answer (an estate that does not exist) like any other', async () => {
    const cache = readCache<{ id: number } | null>({ ttlMs: 5_000 });
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve(null);
    };
    expect(await cache.get('404', load)).toBeNull();
    expect(await cache.get('404', load)).toBeNull();
    expect(calls).toBe(1);
  });

  it('lets the least recently used key go beyond its size', async () => {
    const cache = readCache<string>({ ttlMs: 60_000, max: 2 });
    const calls: string[] = [];
    const load = (key: string) => () => {
      calls.push(key);
      return Promise.resolve(key);
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
