import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startHangingService } from './hanging-service.ts';

/** A port nothing listens on: bind one, then close it. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the build when the content service is down', () => {
  it('fails with a message naming the call and the URL', async () => {
    const port = await deadPort();
    process.env.CONTENT_SERVICE_URL = `http://127.0.0.1:${port}`;
    const { estatesLoader } = await import('../../src/site/loaders/estates-loader.ts');
    const context = {
      store: {
        get: () => undefined,
        set: () => true,
        keys: () => [],
        delete: () => {},
        clear: () => {},
      },
      logger: { info: () => {}, warn: () => {} },
      generateDigest: () => '',
      config: { cacheDir: pathToFileURL(`${tmpdir()}/build-without-content-service/`) },
    } as never;
    await expect(estatesLoader().load(context)).rejects.toThrow(
      new RegExp(`'POST estate[^']*' could not reach http://127\\.0\\.0\\.1:${port}`),
    );
  });

  it('fails with the status when the service answers 5xx', async () => {
    const server = createServer((_, response) => {
      response.statusCode = 503;
      response.end('maintenance');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { callService } = await import('../../src/site/loaders/content-service-for-build.ts');
      const { HttpClient } = await import('../../src/content-service/index.ts');
      const client = new HttpClient({ baseUrl: `http://127.0.0.1:${port}`, siteId: 'demo' });
      await expect(callService('GET site', () => client.get(''))).rejects.toThrow(
        new RegExp(`'GET site' failed: 503 .* from http://127\\.0\\.0\\.1:${port}/sites/demo`),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('fails naming the call when the service does not answer within the deadline', async () => {
    const service = await startHangingService('stalled-body');
    try {
      const { callService } = await import('../../src/site/loaders/content-service-for-build.ts');
      const { HttpClient } = await import('../../src/content-service/index.ts');
      const client = new HttpClient({ baseUrl: service.url, siteId: 'demo', timeoutMs: 200 });
      await expect(callService('POST estates', () => client.post('estates', {}))).rejects.toThrow(
        `Content service call 'POST estates' timed out: POST ${service.url}/sites/demo/estates gave no answer within 200 ms (BUILD_SERVICE_TIMEOUT_MS)`,
      );
    } finally {
      await service.close();
    }
  });
});
