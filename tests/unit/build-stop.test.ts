import { describe, expect, it, vi } from 'vitest';
import { isNothingToRender, stopBuildUnchanged } from '../../publish/build-stop.ts';

describe('stopping a build with nothing to render', () => {
  it('throws a marked error in a resident worker, and the mark is found through causes', () => {
    let stopped: unknown;
    try {
      stopBuildUnchanged({ inResidentWorker: true });
    } catch (error) {
      stopped = error;
    }
    expect(isNothingToRender(stopped)).toBe(true);
    expect(isNothingToRender(new Error('hook failed', { cause: stopped }))).toBe(true);
    expect(isNothingToRender(new Error('the service is down'))).toBe(false);
    expect(isNothingToRender('nothing')).toBe(false);
  });

  it('exits with 0 in an `astro build` process', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    try {
      expect(() => stopBuildUnchanged({ inResidentWorker: false })).toThrow('exited');
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      exit.mockRestore();
    }
  });
});
