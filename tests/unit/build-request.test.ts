import { describe, expect, it } from 'vitest';
import {
  buildCacheDir,
  buildRequest,
  buildRequestEnv,
  parseBuildRequest,
  plainBuildRequest,
  type BuildRequest,
} from '../../src/site/build-request.ts';

/** A request as the engine makes one for an incremental build. */
const incremental: BuildRequest = {
  ...plainBuildRequest({}, '/work/site'),
  outDir: '/work/site/.builds/site/b-2.partial',
  cacheDir: '/work/site/.builds/cache',
  codeDigest: 'abc',
  startedAt: '2026-11-28T09:00:00.000Z',
  changedIds: ['12', '40'],
  summariesFile: '/work/site/.builds/cache/check-summaries.json',
  previous: {
    dir: '/work/site/.builds/site/b-1',
    state: '/work/site/.builds/site/b-1.state.json',
    prices: '/work/site/.builds/site/b-1.prices.json',
  },
  writes: {
    state: '/work/site/.builds/site/b-2.state.json',
    listings: '/work/site/.builds/site/b-2.listings.json',
    prices: '/work/site/.builds/site/b-2.prices.json',
  },
  priceHistory: '/work/site/data/price-history.json',
};

describe('the build request', () => {
  it('crosses to a build process as one variable and comes back the same', () => {
    const env = buildRequestEnv(incremental);
    expect(Object.keys(env)).toEqual(['BUILD_REQUEST']);
    expect(buildRequest(env)).toEqual(incremental);
    const shard = { ...incremental, shard: { index: 1, count: 2 }, synced: true };
    expect(buildRequest(buildRequestEnv(shard))).toEqual(shard);
  });

  it('is a plain build of the operator settings when none is given', () => {
    const request = plainBuildRequest({ BUILD_OUT_DIR: 'out', BUILD_CACHE_DIR: 'cache' }, '/w');
    expect(request).toMatchObject({
      outDir: '/w/out',
      cacheDir: '/w/cache',
      shard: null,
      previous: { dir: null, state: null, prices: null },
      writes: { state: null, listings: null, prices: null },
      bundle: null,
    });
    expect(plainBuildRequest({}, '/w')).toMatchObject({
      outDir: '/w/dist',
      cacheDir: '/w/node_modules/.astro',
    });
    expect(buildCacheDir(request).href).toBe('file:///w/cache/');
  });

  it('refuses a malformed request, naming each field it got wrong', () => {
    const wrong = {
      ...incremental,
      outDir: 'relative/dir',
      shard: { index: 2, count: 2 },
      startedAt: 'yesterday',
      fullSync: '1',
    };
    let message = '';
    try {
      parseBuildRequest(wrong);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^invalid build request \(BUILD_REQUEST\)/);
    expect(message).toMatch(/must be an absolute path\s+→ at outDir/);
    expect(message).toMatch(/index must be below count\s+→ at shard/);
    expect(message).toMatch(/datetime\s+→ at startedAt/);
    expect(message).toMatch(/expected boolean, received string\s+→ at fullSync/);
  });

  it('refuses a field it does not know, and one missing', () => {
    expect(() => parseBuildRequest({ ...incremental, BUILD_SHARD: '1/2' })).toThrow(/BUILD_SHARD/);
    const { codeDigest: _, ...without } = incremental;
    expect(() => parseBuildRequest(without)).toThrow(/codeDigest/);
  });

  it('fails the build that reads a request that is not JSON or not valid', () => {
    expect(() => buildRequest({ BUILD_REQUEST: '{"outDir":' })).toThrow(
      'invalid build request (BUILD_REQUEST): not JSON',
    );
    expect(() => buildRequest({ BUILD_REQUEST: '{"outDir":"/a"}' })).toThrow(/cacheDir/);
  });

  it('is validated before it leaves the engine', () => {
    expect(() => buildRequestEnv({ ...incremental, shard: { index: 0, count: 1 } })).toThrow(
      /shard/,
    );
  });
});
