import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResidentAstro } from '../../publish/resident-astro.ts';
import { plainBuildRequest, type BuildRequest } from '../../src/site/build-request.ts';

/*
 * The resident build worker's life, with a stand-in worker that answers as told:
 * reused between builds of the same code, replaced for other code, after a failure, a death
 * or too much memory, and ended when idle or closed.
 */

const workerUrl = new URL('../fixtures/stand-in-build-worker.mjs', import.meta.url);
let dir: string;
let report: string;
let resident: ResidentAstro;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resident-astro-'));
  report = join(dir, 'seen.json');
});
afterEach(async () => {
  await resident?.close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Seen = {
  pid: number;
  builds: number;
  extra: string | null;
  purge: string | null;
  outDir: string;
};
const seen = async () => JSON.parse(await readFile(report, 'utf8')) as Seen;
const env = (extra: Record<string, string> = {}) => ({ STAND_IN_REPORT: report, ...extra });
/** A build request into `out` (a folder of the test's). */
const request = (out = 'dist'): BuildRequest => ({
  ...plainBuildRequest({}, dir),
  outDir: join(dir, out),
});
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the resident build worker', () => {
  it('builds one after another in the same process, each with its own request and environment', async () => {
    resident = new ResidentAstro({ workerUrl });
    expect(
      await resident.build(request('first'), env({ STAND_IN_EXTRA: 'first' }), 'code-1'),
    ).toEqual({ reused: false });
    const first = await seen();
    expect(first).toMatchObject({
      builds: 1,
      extra: 'first',
      purge: '0',
      outDir: join(dir, 'first'),
    });
    expect(await resident.build(request('second'), env(), 'code-1')).toEqual({ reused: true });
    const second = await seen();
    // Same process, second build; the first build's variable is gone.
    expect(second).toMatchObject({
      pid: first.pid,
      builds: 2,
      extra: null,
      outDir: join(dir, 'second'),
    });
    expect(resident.pid).toBe(first.pid);
  });

  it('starts a new worker for other code, and ends the old one', async () => {
    resident = new ResidentAstro({ workerUrl });
    await resident.build(request(), env(), 'code-1');
    const old = (await seen()).pid;
    expect(await resident.build(request(), env(), 'code-2')).toEqual({ reused: false });
    const now = await seen();
    expect(now.pid).not.toBe(old);
    expect(now.builds).toBe(1);
    expect(alive(old)).toBe(false);
  });

  it('rejects a failed build with its reason, and the next build gets a new worker', async () => {
    resident = new ResidentAstro({ workerUrl });
    await resident.build(request(), env(), 'code-1');
    const before = (await seen()).pid;
    await expect(resident.build(request(), env({ STAND_IN: 'fail' }), 'code-1')).rejects.toThrow(
      'the site build failed (Content service call failed); nothing was published',
    );
    expect(resident.pid).toBeUndefined();
    expect(alive(before)).toBe(false);
    expect(await resident.build(request(), env(), 'code-1')).toEqual({ reused: false });
    expect((await seen()).pid).not.toBe(before);
  });

  it('rejects when the worker dies during a build, and starts another for the next', async () => {
    resident = new ResidentAstro({ workerUrl });
    await expect(resident.build(request(), env({ STAND_IN: 'die' }), 'code-1')).rejects.toThrow(
      'the site build failed (build worker, exit code 3); nothing was published',
    );
    expect(resident.pid).toBeUndefined();
    expect(await resident.build(request(), env(), 'code-1')).toEqual({ reused: false });
  });

  it('ends a worker whose memory passed the limit after its build', async () => {
    resident = new ResidentAstro({ workerUrl, maxRssMb: 1024 });
    await resident.build(request(), env({ STAND_IN: 'big' }), 'code-1');
    const big = (await seen()).pid;
    expect(resident.pid).toBeUndefined();
    await expect.poll(() => alive(big)).toBe(false);
    expect(await resident.build(request(), env(), 'code-1')).toEqual({ reused: false });
  });

  it('ends an idle worker after the idle time, and on close', async () => {
    resident = new ResidentAstro({ workerUrl, idleMs: 50 });
    await resident.build(request(), env(), 'code-1');
    const idle = (await seen()).pid;
    await expect.poll(() => alive(idle), { timeout: 5000 }).toBe(false);
    expect(resident.pid).toBeUndefined();

    resident = new ResidentAstro({ workerUrl });
    await resident.build(request(), env(), 'code-1');
    const closed = (await seen()).pid;
    await resident.close();
    expect(alive(closed)).toBe(false);
    expect(existsSync(report)).toBe(true);
  });

  it('does not keep its parent alive while idle: a one-off script ends by itself', async () => {
    const script = `
      import { ResidentAstro } from ${JSON.stringify(new URL('../../publish/resident-astro.ts', import.meta.url).href)};
      const resident = new ResidentAstro({ workerUrl: new URL(${JSON.stringify(workerUrl.href)}) });
      await resident.build(${JSON.stringify(request())}, { STAND_IN_REPORT: ${JSON.stringify(report)} }, 'code-1');
      console.log('built by', resident.pid);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script],
      { timeout: 20_000 },
    );
    const worker = (await seen()).pid;
    expect(stdout.trim()).toBe(`built by ${worker}`);
    // The worker ends with its parent.
    await expect.poll(() => alive(worker), { timeout: 5000 }).toBe(false);
  });
});
