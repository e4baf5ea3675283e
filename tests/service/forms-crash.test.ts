import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageIdFor } from '../../site-server/forms/delivery.ts';
import { Outbox } from '../../site-server/forms/outbox.ts';
import type { ContactPayload } from '../../site-server/mail/payloads.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';

/*
 * The outbox worker runs in a real child process that is killed with SIGKILL mid-delivery;
 * a new process then takes over. Every accepted submission must reach the SMTP server, counted
 * there by Message-ID.
 */

const childScript = fileURLToPath(new URL('./forms-worker-child.ts', import.meta.url));
const siteUrl = 'https://www.immo-example.be';
// Long enough that a loaded test machine never hits the send timeout (half the lease), short
// enough that the restarted worker takes the abandoned row over within the test.
const leaseMs = 2_500;

let dir: string;
let file: string;
let smtp: TestSmtp | undefined;
const children = new Set<ChildProcess>();
/** What the worker processes wrote to stderr, shown when a test times out. */
let childErrors = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-crash-'));
  file = join(dir, 'forms.sqlite');
});

afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children.clear();
  childErrors = '';
  await smtp?.close();
  smtp = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Starts a worker process on the outbox file; resolves once it says "ready". */
async function startWorkerProcess(port: number, crashAfterSend = false): Promise<ChildProcess> {
  const child = spawn(process.execPath, [childScript], {
    env: {
      ...process.env,
      FORMS_DB: file,
      SMTP_PORT: String(port),
      LEASE_MS: String(leaseMs),
      CRASH_AFTER_SEND: crashAfterSend ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    childErrors += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`worker exited early (${code ?? signal}): ${errors}`)),
    );
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (_code, signal) => resolve(signal));
  });

const payload = (index: number): ContactPayload => ({
  locale: 'en',
  name: `Visitor ${index}`,
  email: `visitor${index}@example.be`,
  message: `Message ${index}`,
  estate: null,
});

function acceptSome(count: number): string[] {
  const outbox = Outbox.open(file, { log: () => undefined });
  const ids = Array.from(
    { length: count },
    (_, index) => outbox.accept('contact', payload(index), crypto.randomUUID()).id,
  );
  outbox.db.close();
  return ids;
}

/** The outbox's counts, read through a connection of its own. */
function statsOf() {
  const outbox = Outbox.open(file, { log: () => undefined });
  try {
    return outbox.stats();
  } finally {
    outbox.db.close();
  }
}

/** Polls until `check` holds; on time-out, says what the outbox and the workers were doing. */
async function waitUntil(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      const outbox = Outbox.open(file, { log: () => undefined });
      const rows = outbox.db
        .prepare('SELECT id, status, attempts, lease_until, last_error FROM outbox')
        .all();
      outbox.db.close();
      throw new Error(
        `timed out: rows ${JSON.stringify(rows)}, received ${smtp?.received.length}, stderr ${childErrors}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('outbox worker killed mid-delivery', () => {
  it('delivers every accepted submission exactly once after a restart (killed before the 250)', async () => {
    let held: (() => void) | undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let holdNext = true;
    smtp = await startTestSmtp({
      // The third message is read in full, then the server waits to answer; meanwhile the
      // worker process is killed, so the message is never accepted.
      beforeAccept: async (_mail, closed) => {
        if (smtp && smtp.received.length === 2 && holdNext) {
          holdNext = false;
          held?.();
          await closed;
          throw new Error('sender vanished before the answer');
        }
      },
    });
    const ids = acceptSome(5);

    const first = await startWorkerProcess(smtp.port);
    await holding;
    first.kill('SIGKILL');
    expect(await exited(first)).toBe('SIGKILL');

    expect(statsOf()).toMatchObject({ delivered: 2, pending: 3, leased: 1 });
    expect(smtp.received).toHaveLength(2);

    const second = await startWorkerProcess(smtp.port);
    // A send that timed out on a loaded machine is retried after its backoff: within the
    // test's time, not a fixed 15 s.
    await smtp.waitForCount(5, 45_000);
    await waitUntil(() => statsOf().delivered === 5);
    second.kill('SIGKILL');

    const counts = smtp.countByMessageId();
    expect([...counts.keys()].sort()).toEqual(ids.map((id) => messageIdFor(id, siteUrl)).sort());
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(statsOf()).toMatchObject({ pending: 0, delivered: 5, failed: 0 });
  });

  it('resends only the message caught between the 250 and its commit, with the same Message-ID', async () => {
    smtp = await startTestSmtp();
    const ids = acceptSome(3);

    const first = await startWorkerProcess(smtp.port, true);
    expect(await exited(first)).toBe('SIGKILL');
    expect(smtp.received).toHaveLength(1);
    const caught = smtp.received[0]!.messageId!;
    expect(statsOf()).toMatchObject({ delivered: 0, pending: 3 });

    const second = await startWorkerProcess(smtp.port);
    await waitUntil(() => statsOf().delivered === 3);
    second.kill('SIGKILL');

    const counts = smtp.countByMessageId();
    // Every submission arrived; the one in the window twice, under one Message-ID, so the
    // receiving side can drop the copy (the embedded sink keeps one file per Message-ID).
    expect([...counts.keys()].sort()).toEqual(ids.map((id) => messageIdFor(id, siteUrl)).sort());
    expect(counts.get(caught)).toBe(2);
    expect([...counts.entries()].filter(([id]) => id !== caught).map(([, n]) => n)).toEqual([1, 1]);
  });
});
