import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/*
 * A content service that takes every connection and then hangs, as a service stuck behind a
 * proxy or a database lock does: `silent` never answers; `stalled-body` sends a 200 with its
 * headers and the first bytes of a JSON body, then nothing more.
 */

export type HangingService = {
  /** The service's address, for CONTENT_SERVICE_URL. */
  url: string;
  /** The request lines received so far, e.g. `POST /sites/demo/estates`. */
  requests: string[];
  close: () => Promise<void>;
};

export async function startHangingService(
  mode: 'silent' | 'stalled-body' = 'silent',
): Promise<HangingService> {
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const lines = chunk.toString('latin1').match(/^(GET|POST|PUT|DELETE) \S+(?= HTTP\/)/gm);
      if (!lines) return;
      requests.push(...lines);
      if (mode === 'stalled-body') {
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"total":',
        );
      }
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
