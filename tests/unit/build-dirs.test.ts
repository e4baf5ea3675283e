import { describe, expect, it } from 'vitest';
import { buildOutDir } from '../../src/site/build-dirs.ts';

describe('buildOutDir', () => {
  it('builds into dist/ by default', () => {
    expect(buildOutDir(undefined, '/work/site')).toBe('/work/site/dist');
  });

  it('keeps an output directory inside the project', () => {
    expect(buildOutDir('builds/a', '/work/site')).toBe('/work/site/builds/a');
  });

  it('moves an outside directory into .builds/, one place per path', () => {
    const a = buildOutDir('/tmp/a/dist', '/work/site');
    const b = buildOutDir('/tmp/b/dist', '/work/site');
    expect(a).toMatch(/^\/work\/site\/\.builds\/[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
    expect(buildOutDir('/tmp/a/dist', '/work/site')).toBe(a);
  });

  it('never builds into the project root itself', () => {
    expect(buildOutDir('.', '/work/site')).toMatch(/\.builds\//);
    expect(buildOutDir('/work/sitex', '/work/site')).toMatch(/\.builds\//);
  });
});
