import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../local-content-service/server.ts';

/*
 * Picture URLs in the service's answers carry its public origin. Started on port 0 (the
 * build scripts and benches do), that origin is the port the system chose, never `:0`: pages
 * built from such answers once pointed every picture at http://127.0.0.1:0/, which the
 * browser refused (and the Content-Security-Policy named the real port).
 */
describe('local content service media URLs', () => {
  let dir: string;
  let service: RunningService;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'service-media-'));
    service = await startService({ DATA_DIR: dir, SERVICE_PORT: '0', DEMO_ESTATES: '12' });
  });
  afterAll(async () => {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers with the port it listens on', async () => {
    const port = new URL(service.url).port;
    expect(port).not.toBe('0');
    const response = await fetch(`${service.url}/sites/demo/estates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pagination: { from: 0, size: 5 } }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const urls = [...text.matchAll(/"(https?:\/\/[^"]*\/media\/[^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).origin).toBe(service.url);
  });

  it("names the agency's link-preview picture in the site settings and serves it as a 1200×630 PNG", async () => {
    const site = (await (await fetch(`${service.url}/sites/demo`)).json()) as {
      agency: { image: string };
    };
    expect(new URL(site.agency.image).origin).toBe(service.url);
    const response = await fetch(site.agency.image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });

  it('keeps SERVICE_PUBLIC_URL when it is set', async () => {
    const other = await startService({
      DATA_DIR: dir,
      SERVICE_PORT: '0',
      SERVICE_PUBLIC_URL: 'https://cdn.example.be/',
    });
    try {
      const response = await fetch(`${other.url}/sites/demo/estates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pagination: { from: 0, size: 5 } }),
      });
      expect(await response.text()).toContain('"https://cdn.example.be/media/');
    } finally {
      await other.close();
    }
  });
});
