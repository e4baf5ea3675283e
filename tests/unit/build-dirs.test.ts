import { describe, expect, it } from 'vitest';
import { buildOutDir } from '../../src/site/build-dirs.ts';

describe('buildOutDir', () => {
  it('builds into dist/ by default', () => {
    expect(buildOutDir({}, '/work/site')).toBe('/work/site/dist');
  });

  it('keeps an output directory inside the project', () => {
    expect(buildOutDir({ BUILD_OUT_DIR: 'builds/a' }, '/work/site')).toBe('/work/site/builds/a');
  });

  it('moves an outside directory into .builds/, one place per path', () => {
    const a = buildOutDir({ BUILD_OUT_DIR: '/tmp/a/dist' }, '/work/site');
    const b = buildOutDir({ BUILD_OUT_DIR: '/tmp/b/dist' }, '/work/site');
    expect(a).toMatch(/^\/work\/site\/\.builds\/[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
    expect(buildOutDir({ BUILD_OUT_DIR: '/tmp/a/dist' }, '/work/site')).toBe(a);
  });

  it('never builds into the project root itself', () => {
    expect(buildOutDir({ BUILD_OUT_DIR: '.' }, '/work/site')).toMatch(/\.builds\//);
    expect(buildOutDir({ BUILD_OUT_DIR: '/work/sitex' }, '/work/site')).toMatch(/\.builds\//);
  });
});
