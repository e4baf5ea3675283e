import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/*
 * The embedded mail server of `npm start` (no SMTP_URL): a real SMTP server on the loopback
 * interface that keeps each message as an .eml file under DATA_DIR/mail/, so the whole product
 * runs without a mail server and a developer opens the mails in any mail program.
 * A file is named after the message's Message-ID, so a message delivered twice (the outbox's
 * crash window) is still one file.
 */

export type MailSink = {
  host: string;
  port: number;
  dir: string;
  close: () => Promise<void>;
};

export type MailSinkOptions = {
  dir: string;
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  maxBytes?: number;
};

/** The Message-ID header of a raw message (unfolded), or undefined. */
export function messageIdOf(raw: Buffer): string | undefined {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end === -1 ? raw.length : end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1];
}

/** A file name for a Message-ID: its own characters where safe, `_` elsewhere. */
export function emlFileName(messageId: string | undefined): string {
  const base = messageId
    ? messageId
        .replace(/^<|>$/g, '')
        .replace(/[^A-Za-z0-9._@-]/g, '_')
        .slice(0, 200)
    : `${Date.now()}-${randomUUID()}`;
  return `${base}.eml`;
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the sink; `close()` stops it. */
export async function startMailSink(options: MailSinkOptions): Promise<MailSink> {
  const dir = options.dir;
  await mkdir(dir, { recursive: true });
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const server = new SMTPServer({
    banner: 'agency-site mail sink',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    closeTimeout: 2_000,
    onData(stream, _session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const name = emlFileName(messageIdOf(raw));
          // Written aside, then renamed: a reader never sees half a message.
          const temporary = join(dir, `.${randomUUID()}.tmp`);
          await writeFile(temporary, raw);
          await rename(temporary, join(dir, name));
          callback(null, `stored as ${name}`);
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A broken client connection must not take the site server down.
  server.on('error', (error) => console.warn(`mail sink: ${error.message}`));
  const { port } = server.server.address() as AddressInfo;
  return {
    host,
    port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
