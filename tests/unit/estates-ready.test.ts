import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dir: string;

/** A fresh copy of the module: it remembers its wait for the life of a build process. */
const load = async () => {
  vi.resetModules();
  return import('../../src/site/loaders/estates-ready.ts');
};

describe('waiting for the estates synced beside a sharded build', () => {
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'estates-ready-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('does not wait when no separate sync was started', async () => {
    const { estatesSynced } = await load();
    await expect(estatesSynced(null)).resolves.toBeUndefined();
  });

  it('waits until the sync writes its file', async () => {
    const { estatesSynced } = await load();
    const ready = join(dir, 'estates-ready');
    let done = false;
    const waiting = estatesSynced(ready).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    await writeFile(ready, 'now');
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up with a clear message when the file never comes', async () => {
    const { estatesSynced } = await load();
    await expect(estatesSynced(join(dir, 'never'), 300)).rejects.toThrow(
      /estates were not synced within/,
    );
  });
});
