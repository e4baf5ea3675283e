import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeDigest } from '../../publish/site-build.ts';

let root: string;
const put = async (path: string, text: string) => {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), text);
};

describe('codeDigest (what decides whether a rebuild may reuse the published pages)', () => {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'code-digest-'));
    await put('src/pages/index.astro', '<h1>Home</h1>');
    await put('src/lib/a.ts', 'export const a = 1;');
    await put('public/robots.txt', 'User-agent: *');
    await put('astro.config.mjs', 'export default {};');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stays the same while nothing changes, asked again and again by one process', async () => {
    const first = await codeDigest(root, {});
    expect(await codeDigest(root, {})).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with a file edited between two calls, even one of the same size and time', async () => {
    const file = join(root, 'src/lib/a.ts');
    const when = new Date('2026-01-01T00:00:00Z');
    await utimes(file, when, when);
    const before = await codeDigest(root, {});
    await writeFile(file, 'export const a = 2;');
    // The same size and modification time as before the edit: the inode's change time moves.
    await utimes(file, when, when);
    const edited = await codeDigest(root, {});
    expect(edited).not.toBe(before);
    await writeFile(file, 'export const a = 1;');
    // The same content again: the same digest as before, from the content, not the stamp.
    expect(await codeDigest(root, {})).toBe(before);
  });

  it('changes with a file added, removed or renamed, and with the settings that shape pages', async () => {
    const before = await codeDigest(root, {});
    await put('src/lib/b.ts', '');
    const added = await codeDigest(root, {});
    expect(added).not.toBe(before);
    await rm(join(root, 'src/lib/b.ts'));
    expect(await codeDigest(root, {})).toBe(before);
    await rm(join(root, 'src/lib/a.ts'));
    await put('src/lib/c.ts', 'export const a = 1;');
    expect(await codeDigest(root, {})).not.toBe(before);
    await rm(join(root, 'src/lib/c.ts'));
    await put('src/lib/a.ts', 'export const a = 1;');
    expect(await codeDigest(root, {})).toBe(before);
    expect(await codeDigest(root, { SITE_URL: 'https://example.be' })).not.toBe(before);
    expect(await codeDigest(root, { UNRELATED: 'x' })).toBe(before);
  });
});
