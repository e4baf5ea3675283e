import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMemo, forgetBuildMemo } from '../../src/site/build-memo.ts';

afterEach(() => forgetBuildMemo());

describe('the build memo', () => {
  it('makes each value once per build and shares it', () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const first = buildMemo('frame', make);
    expect(buildMemo('frame', make)).toBe(first);
    expect(made).toBe(1);
    // Another name, another value.
    expect(buildMemo('plan', () => 'plan')).toBe('plan');
  });

  it('forgets everything for the next build', () => {
    buildMemo('frame', () => 'first build');
    forgetBuildMemo();
    expect(buildMemo('frame', () => 'second build')).toBe('second build');
  });

  it('keeps each copy of the module apart, and forgets them all', async () => {
    // The render bundle's copy of the module, as a renderer holds it beside its own.
    vi.resetModules();
    const other = await import('../../src/site/build-memo.ts');
    expect(other.buildMemo).not.toBe(buildMemo);
    buildMemo('frame', () => 'this build');
    expect(other.buildMemo('frame', () => 'other build')).toBe('other build');
    expect(buildMemo('frame', () => 'again')).toBe('this build');
    forgetBuildMemo();
    expect(other.buildMemo('frame', () => 'other, made again')).toBe('other, made again');
    expect(buildMemo('frame', () => 'made again')).toBe('made again');
  });
});
