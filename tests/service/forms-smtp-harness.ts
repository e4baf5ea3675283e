import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/*
 * A real SMTP server in the test process (smtp-server), to receive what the outbox sends and
 * look at it the way a mail program would: a small MIME reader decodes the headers (encoded
 * words), the multipart tree and the transfer encodings (quoted-printable, base64).
 */

export type MimePart = {
  headers: Map<string, string>;
  /** Lower-cased media type, e.g. 'text/plain'. */
  type: string;
  params: Record<string, string>;
  /** Decoded body of a leaf part. */
  body: string;
  parts: MimePart[];
};

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  messageId: string | undefined;
  mime: MimePart;
};

export type TestSmtp = {
  host: string;
  port: number;
  received: ReceivedMail[];
  /** How many accepted messages carried each Message-ID. */
  countByMessageId: () => Map<string, number>;
  waitForCount: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export type TestSmtpOptions = {
  port?: number;
  /**
   * Runs after the message has been read, before the server answers. Throw to refuse it; the
   * `closed` promise settles when the client's connection drops (a killed sender).
   */
  beforeAccept?: (mail: ReceivedMail, closed: Promise<void>) => Promise<void> | void;
};

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaderParams(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
    if (match?.[1]) params[match[1].toLowerCase()] = match[2] ?? '';
  }
  return { value: first.trim().toLowerCase(), params };
}

/** Reads one MIME entity (a whole message or a part). */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headText = split === -1 ? raw : raw.slice(0, split);
  const bodyText = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of headText.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  const { value: type, params } = parseHeaderParams(headers.get('content-type') ?? 'text/plain');
  if (type.startsWith('multipart/') && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const parts = bodyText
      .split(delimiter)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parseMime(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, type, params, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(bodyText)
        : bodyText;
  return { headers, type, params, body, parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The decoded body of the first leaf of a media type (text/plain, ...), with \n line ends. */
export function partText(mail: ReceivedMail, type: string): string | undefined {
  return leafParts(mail.mime)
    .find((part) => part.type === type)
    ?.body.replace(/\r\n/g, '\n');
}

/** Leaf parts sent as attachments (Content-Disposition attachment). */
export function attachments(mail: ReceivedMail): MimePart[] {
  return leafParts(mail.mime).filter((part) =>
    /^attachment\b/i.test(part.headers.get('content-disposition') ?? ''),
  );
}

export function header(mail: ReceivedMail, name: string): string | undefined {
  return mail.mime.headers.get(name.toLowerCase());
}

/** Starts a test SMTP server on the loopback interface (a free port unless one is given). */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const closers = new Map<string, () => void>();
  const closedPromises = new Map<string, Promise<void>>();
  const closedOf = (session: SMTPServerSession) => {
    let promise = closedPromises.get(session.id);
    if (!promise) {
      promise = new Promise<void>((resolve) => closers.set(session.id, resolve));
      closedPromises.set(session.id, promise);
    }
    return promise;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onConnect(session, callback) {
      closedOf(session);
      callback();
    },
    onClose(session) {
      closedOf(session);
      closers.get(session.id)?.();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mime = parseMime(raw);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          messageId: mime.headers.get('message-id'),
          mime,
        };
        Promise.resolve()
          .then(() => options.beforeAccept?.(mail, closedOf(session)))
          .then(() => {
            received.push(mail);
            callback();
            for (const wake of waiters) wake();
          })
          .catch((error: unknown) => {
            callback(
              Object.assign(error instanceof Error ? error : new Error(String(error)), {
                responseCode: (error as { responseCode?: number }).responseCode ?? 451,
              }),
            );
          });
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    countByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of received) {
        const id = mail.messageId ?? '(none)';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 100));
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free TCP port on the loopback interface with nothing listening on it (for "SMTP down"). */
export async function freePort(): Promise<number> {
  const smtp = await startTestSmtp();
  await smtp.close();
  return smtp.port;
}
