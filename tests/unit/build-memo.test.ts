import { afterEach, describe, expect, it } from 'vitest';
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
});
