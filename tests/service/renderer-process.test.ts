import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererProcess } from '../../publish/renderer/renderer-client.ts';
import { plainBuildRequest } from '../../src/site/build-request.ts';

/*
 * The renderer process's side of the protocol that needs no bundle: each wrong request is
 * answered with an error naming what is wrong, and the process keeps answering. Rendering
 * itself is checked against a static build in site-builds.test.ts.
 */

let dir: string;
let renderer: RendererProcess;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'renderer-process-'));
  renderer = new RendererProcess();
});
afterAll(async () => {
  await renderer.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a renderer process', () => {
  it('refuses to render before a bundle is loaded', async () => {
    await expect(renderer.render(dir, [{ path: '/nl/' }])).rejects.toThrow(/no bundle loaded/);
  });

  it('fails a load of a directory without a render bundle, naming the manifest', async () => {
    const build = plainBuildRequest({}, process.cwd());
    await expect(renderer.load(dir, 'http://127.0.0.1:4720', build)).rejects.toThrow(
      /render-manifest\.json/,
    );
  });

  it('stops a malformed request before it leaves, and still answers the next one', async () => {
    await expect(renderer.render('relative/out', [{ path: '/nl/' }])).rejects.toThrow(/at outDir/);
    await expect(renderer.render(dir, [{ path: 'https://elsewhere/' }])).rejects.toThrow(
      /at pages\[0\]\.path/,
    );
    await expect(renderer.render(dir, [{ path: '/nl/' }])).rejects.toThrow(/no bundle loaded/);
  });

  it('fails requests at once once the process has ended, rather than waiting forever', async () => {
    await renderer.close();
    await expect(renderer.render(dir, [{ path: '/nl/' }])).rejects.toThrow(/process ended/);
  });
});
