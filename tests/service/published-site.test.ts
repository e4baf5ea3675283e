import { mkdir, mkdtemp, rename, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedSite } from '../../server/publish/published-site.ts';

/** Points `current` at a build the way the publisher does (a new link renamed over the old). */
async function point(root: string, name: string) {
  await mkdir(join(root, name), { recursive: true });
  const temporary = join(root, `current.${name}`);
  await symlink(name, temporary);
  await rename(temporary, join(root, 'current'));
}

describe('publishedSite', () => {
  it('answers 503 before the first publish, then serves the build the pointer names', async () => {
    const root = await mkdtemp(join(tmpdir(), 'published-'));
    let clock = 0;
    const made: string[] = [];
    const site = publishedSite({
      root,
      checkEveryMs: 1000,
      now: () => clock,
      createApp: async (dir) => {
        made.push(basename(dir));
        return { fetch: () => new Response(basename(dir)) };
      },
    });
    const get = async () => {
      const response = await site.fetch(new Request('http://site/nl/'));
      const cacheControl = response.headers.get('cache-control');
      return { status: response.status, text: await response.text(), cacheControl };
    };
    expect(await get()).toMatchObject({ status: 503, cacheControl: 'no-store' });

    await point(root, 'build-1');
    clock += 1000;
    expect(await get()).toMatchObject({ status: 200, text: 'build-1' });

    // Another process publishes: followed once the check interval has passed.
    await point(root, 'build-2');
    clock += 10;
    expect((await get()).text).toBe('build-1');
    clock += 1000;
    expect((await get()).text).toBe('build-2');

    // A publish in this process is followed at once.
    await point(root, 'build-3');
    await site.refresh();
    expect((await get()).text).toBe('build-3');
    expect(site.current()).toBe('build-3');
    // One app per build, not one per request.
    expect(made).toEqual(['build-1', 'build-2', 'build-3']);
  });
});
