import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../publish/publisher.ts';
import { sitePublisher } from '../../publish/site-build.ts';
import { startHangingService, type HangingService } from './hanging-service.ts';

/*
 * A rebuild while the content service takes its calls and never answers: the build fails at
 * its deadline (BUILD_SERVICE_TIMEOUT_MS, small here) with a message naming the call, the
 * published site stays as it was, and a trigger that came meanwhile runs (and fails) after it
 * rather than waiting behind a build that never ends.
 */

const deadlineMs = 300;
let service: HangingService;
let dir: string;

beforeAll(async () => {
  service = await startHangingService();
  dir = await mkdtemp(join(tmpdir(), 'rebuild-deadline-'));
});

afterAll(async () => {
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a rebuild while the content service hangs', () => {
  it(
    'fails within its deadline naming the call, keeps the published site and runs the next trigger',
    {
      timeout: 20_000,
    },
    async () => {
      const root = join(dir, 'site');
      // The site published before the service began to hang.
      const published = new Publisher({
        root,
        build: async (outDir) => {
          await mkdir(outDir, { recursive: true });
          await writeFile(join(outDir, 'index.html'), 'published before');
          return { pages: 1 };
        },
      });
      await published.trigger();
      const before = await published.readStatus();

      const publisher = sitePublisher({
        ...process.env,
        CONTENT_SERVICE_URL: service.url,
        SITE_ID: 'demo',
        BUILD_SERVICE_TIMEOUT_MS: String(deadlineMs),
        PUBLISH_ROOT: root,
        BUILD_CACHE_DIR: join(dir, 'cache'),
        DATA_DIR: join(dir, 'data'),
      });
      const failure = new RegExp(
        `^the check before the build: (GET|POST) ${service.url}/\\S+ gave no answer within ${deadlineMs} ms`,
      );
      const first = publisher.trigger({ changedIds: ['12'] });
      // The webhook again while the first build waits: one more run, after it.
      const queued = publisher.trigger();
      expect((await publisher.readStatus()).queued).toBe(true);
      await expect(first).rejects.toThrow(failure);
      const askedByFirst = service.requests.length;
      await expect(queued).rejects.toThrow(failure);

      const after = await publisher.readStatus();
      expect(after).toMatchObject({ running: false, queued: false, current: before.current });
      expect(after.builds).toEqual(before.builds);
      expect(after.lastError?.message).toMatch(failure);
      expect(await readFile(join(publisher.currentPath, 'index.html'), 'utf8')).toBe(
        'published before',
      );
      // Both runs asked the service (the queued one too, after the first gave up: which of its
      // calls reached the service before the first deadline depends on the machine's load).
      expect(askedByFirst).toBeGreaterThan(0);
      expect(service.requests.length).toBeGreaterThan(askedByFirst);
      expect(service.requests).toContain('POST /sites/demo/estates');
    },
  );
});
