import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../site-server/site-app.ts';
import { encodeMarkerSnapshot } from '../../src/domain/marker-snapshot.ts';
import { baseMapQueryBody } from '../../src/features/map/marker-query.ts';

/*
 * How the site server serves the build's marker snapshots: compressed, and revalidated on each
 * visit (the name stays from build to build, so it must never be cached as immutable), with an
 * ETag so a browser that has the same file gets a 304.
 */

/** Browsers ask again before each use; a CDN keeps it until a publish purges it. */
const revalidate =
  'public, max-age=0, s-maxage=86400, stale-while-revalidate=60, stale-if-error=86400';

let root: string;
let app: Awaited<ReturnType<typeof createSiteApp>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'marker-headers-'));
  await mkdir(join(root, 'markers'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  const markers = Array.from({ length: 300 }, (_, id) => ({
    id: 1000 + id,
    type: 101,
    headType: 1,
    status: 1,
    isProject: false,
    lat: 50 + id / 1000,
    lon: 4 + id / 1000,
  }));
  const snapshot = encodeMarkerSnapshot({
    search: baseMapQueryBody('buy'),
    total: 300,
    invalid: 0,
    markers,
  });
  await writeFile(join(root, 'markers', 'buy.json'), JSON.stringify(snapshot));
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1);'.repeat(200));
  app = await createSiteApp({ root, env: { SITE_URL: 'http://127.0.0.1:4999' } });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a marker snapshot from the site server', () => {
  it('is JSON, compressed for a browser that accepts gzip, and revalidated on every visit', async () => {
    const response = await app.request('/markers/buy.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe(revalidate);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
    expect(response.headers.get('etag')).toBeTruthy();
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes[0]).toBe(0x1f); // gzip's magic number
  });

  it('answers 304 without the file to a browser that has the same one', async () => {
    const first = await app.request('/markers/buy.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    const tag = first.headers.get('etag')!;
    const again = await app.request('/markers/buy.json', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(revalidate);
    const other = await app.request('/markers/buy.json', {
      headers: { 'if-none-match': '"an-older-build"' },
    });
    expect(other.status).toBe(200);
  });

  it('leaves the hashed assets immutable', async () => {
    const response = await app.request('/assets/app.js');
    expect(response.headers.get('cache-control')).toContain('immutable');
    // Validated like every file, though a browser has no reason to ask again.
    expect(response.headers.get('etag')).toMatch(/^"/);
  });
});
