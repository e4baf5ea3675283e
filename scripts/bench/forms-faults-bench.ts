import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { messageIdFor } from '../../site-server/forms/delivery.ts';
import { reminderKind } from '../../site-server/forms/appointment-reminders.ts';
import { demoNowFor, generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { writeDemoData } from '../../local-content-service/seed-store.ts';
import { Store } from '../../local-content-service/store.ts';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import { locales } from '../../src/domain/locales.ts';
import type { AgendaSlot } from '../../src/schemas/agenda.ts';
import { startTestSmtp, type TestSmtp } from '../../tests/service/forms-smtp-harness.ts';
import { freePort, startChild, stopChild } from './processes.ts';
import { summarize, type Summary } from './stats.ts';

/*
 * The forms under faults: visitors post contact, viewing, send-to-a-friend and
 * subscribe forms to the site server (site-server/main.ts on a one-page build, mail to SMTP_URL)
 * while the server is killed with SIGKILL and started again, and the mail server is down for a
 * while. Each post is repeated with the same idempotency key when it got no answer (the server
 * was down, or died before answering), as a visitor clicks "send" again. Afterwards the bench
 * waits for the outbox to drain and counts, by Message-ID at the mail server, what was
 * accepted, delivered, lost and delivered twice.
 */

export type FormsFaultsBenchResult = {
  estates: number;
  submissions: number;
  /** Posts per second asked for (all visitors together). */
  rate: number;
  /** Loopback addresses the visitors posted from (127.0.0.2 …): each has its own limits. */
  clients: number;
  kills: number;
  outages: number;
  outageSeconds: number;
  /** SIGKILL → the new server listening. */
  restartSeconds: Summary | null;
  /** Posts made in all, the repeats included. */
  posts: number;
  /** Submissions repeated at least once (no answer, or a 5xx). */
  repeated: number;
  /** Submissions answered 202. */
  accepted: number;
  acceptedByKind: Record<string, number>;
  /**
   * Final answers other than 202, by status: a 409 is a viewing whose slot a killed server had
   * booked at the content service before it stored the mail, so the post again finds it taken.
   */
  refused: Record<string, number>;
  /** Submissions with no answer at all before the bench gave up on them. */
  unanswered: number;
  /** Accepted submissions whose Message-ID reached the mail server. */
  delivered: number;
  /** Accepted, never delivered. */
  lost: number;
  /** Message-IDs the mail server received more than once, and the extra copies. */
  duplicated: number;
  extraCopies: number;
  /** Messages whose submission was never answered 202 (a post that died after its commit). */
  deliveredUnacknowledged: number;
  /** Outbox rows given up (status failed) and still pending at the end. */
  outboxFailed: number;
  outboxPending: number;
  /**
   * Pending rows when the last answer came, and of them those a worker held: the server's own
   * worker sends in milliseconds, so a row still held is one a killed server was sending, which
   * waits for its lease (2 minutes) to end.
   */
  pendingAtDrain: number;
  leasedAtDrain: number;
  /** The last answer → the outbox empty. */
  drainSeconds: number;
  /** The whole run, seeding included. */
  totalSeconds: number;
};

export type FormsFaultsBenchOptions = {
  estates?: number;
  submissions?: number;
  rate?: number;
  kills?: number;
  outages?: number;
  outageSeconds?: number;
  /** How long to wait for the outbox to drain (a killed delivery holds its row for 2 minutes). */
  drainTimeoutSeconds?: number;
  /** Loopback addresses to post from; enough for the per-visitor limits by default. */
  clients?: number;
};

const kinds = ['contact', 'viewing', 'sendToFriend', 'subscription'] as const;
type Kind = (typeof kinds)[number];
const routes: Record<Kind, string> = {
  contact: 'contact-form-handler',
  viewing: 'appointments',
  sendToFriend: 'send-to-a-friend',
  subscription: 'notifications',
};

/** The n-th visitor's loopback address, from 127.0.0.2 on. */
const clientAddress = (n: number) => `127.0.${((n + 2) >> 8) & 255}.${(n + 2) & 255}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; body: string };

/** One POST from a given local address, on a connection of its own. */
function post(
  url: URL,
  path: string,
  body: string,
  localAddress: string,
  origin: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Free viewing slots, written into the content service's database (it has no API for them). */
function seedSlots(databasePath: string, estateIds: number[], count: number) {
  const perEstate = 48;
  const firstDay = new Date();
  firstDay.setUTCDate(firstDay.getUTCDate() + 3);
  firstDay.setUTCHours(7, 0, 0, 0);
  const slots: { estateId: number; slot: AgendaSlot }[] = [];
  const store = new Store(databasePath);
  try {
    for (let e = 0; slots.length < count; e += 1) {
      const estateId = estateIds[e % estateIds.length]!;
      if (e >= estateIds.length) throw new Error('not enough estates for the viewings');
      const own: AgendaSlot[] = Array.from({ length: perEstate }, (_, index) => {
        const start = new Date(firstDay.getTime() + (index % 12) * 30 * 60_000);
        start.setUTCDate(start.getUTCDate() + Math.floor(index / 12));
        return {
          id: `bench-${estateId}-${index}`,
          start: start.toISOString(),
          end: new Date(start.getTime() + 30 * 60_000).toISOString(),
          salesRep: 'Bench Agent',
        };
      });
      store.putDocument('demo', 'agendaSlots', estateId, own);
      slots.push(...own.map((slot) => ({ estateId, slot })));
    }
  } finally {
    store.close();
  }
  return slots;
}

/** The mail server's count per Message-ID, over every instance (one per outage). */
function receivedCounts(sinks: TestSmtp[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sink of sinks) {
    for (const [id, count] of sink.countByMessageId()) {
      const key = id.trim().replace(/^<|>$/g, '');
      counts.set(key, (counts.get(key) ?? 0) + count);
    }
  }
  return counts;
}

/**
 * The outbox's rows by state; `leased` are pending rows a worker holds (a killed one: until its
 * lease ends). The viewings' reminders, due days later, are not what the bench waits for.
 */
function outboxCounts(path: string): { pending: number; leased: number; failed: number } {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT COALESCE(SUM(status = 'pending'), 0) AS pending,
                COALESCE(SUM(status = 'pending' AND lease_until > ?), 0) AS leased,
                COALESCE(SUM(status = 'failed'), 0) AS failed FROM outbox WHERE kind <> ?`,
      )
      .get(Date.now(), reminderKind) as { pending: number; leased: number; failed: number };
    return { pending: Number(row.pending), leased: Number(row.leased), failed: Number(row.failed) };
  } finally {
    db.close();
  }
}

export async function benchFormsFaults(
  options: FormsFaultsBenchOptions = {},
): Promise<FormsFaultsBenchResult> {
  const began = performance.now();
  const estates = options.estates ?? 300;
  const submissions = options.submissions ?? 300;
  const rate = options.rate ?? 20;
  const killCount = options.kills ?? 3;
  const outageCount = options.outages ?? 1;
  const outageSeconds = options.outageSeconds ?? 6;
  const drainTimeoutMs = (options.drainTimeoutSeconds ?? 180) * 1000;
  // The limits allow 5 posts per visitor and form in their window: 4 at most from each address.
  const clients = options.clients ?? Math.max(1, Math.ceil(submissions / kinds.length / 4));

  const work = await mkdtemp(join(tmpdir(), 'bench-forms-faults-'));
  const serviceData = join(work, 'service');
  const siteData = join(work, 'site');
  const root = join(work, 'build');
  await mkdir(root, { recursive: true });
  await mkdir(serviceData, { recursive: true });
  await writeFile(join(root, 'index.html'), '<!DOCTYPE html><title>bench</title>');
  const databasePath = join(serviceData, 'content-service.sqlite');
  const seedStore = new Store(databasePath);
  writeDemoData(
    seedStore,
    generateDemoData({ estates, seed: 1, siteId: 'demo', now: demoNowFor(process.env) }),
  );
  seedStore.close();

  /** Every mail server instance (a new one after each outage); `sink` is the one up now. */
  const sinks: TestSmtp[] = [];
  let sink: TestSmtp | undefined;
  let service: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  try {
    const servicePort = await freePort();
    service = await startChild('local-content-service/main.ts', {
      DATA_DIR: serviceData,
      SERVICE_PORT: String(servicePort),
      SERVICE_HOST: '127.0.0.1',
    });
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    const api = createContentService(new HttpClient({ baseUrl: serviceUrl, siteId: 'demo' }));
    const listed = await api.searchEstatesStrict({ query: {}, pagination: { from: 0, size: 500 } });
    const estateIds = listed.results.filter((estate) => !estate.isProject).map((e) => e.id);
    if (estateIds.length === 0) throw new Error('no estates to ask about');
    const slots = seedSlots(databasePath, estateIds, Math.ceil(submissions / kinds.length));

    const smtpPort = await freePort();
    const startSink = async () => {
      sink = await startTestSmtp({ port: smtpPort });
      sinks.push(sink);
    };
    await startSink();
    const sitePort = await freePort();
    const siteUrl = new URL(`http://127.0.0.1:${sitePort}`);
    const publicUrl = `http://localhost:${sitePort}`;
    const startSite = () =>
      startChild(
        'site-server/main.ts',
        {
          PORT: String(sitePort),
          HOST: '127.0.0.1',
          SITE_ROOT: root,
          CONTENT_SERVICE_URL: serviceUrl,
          SITE_ID: 'demo',
          DATA_DIR: siteData,
          SITE_URL: publicUrl,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // The socket's address is the visitor's (each post binds its own loopback address).
          TRUST_PROXY: '',
        },
        { quiet: true },
      );
    site = await startSite();

    const formOf = (index: number) => {
      const kind = kinds[index % kinds.length]!;
      const meta = { startedAt: Date.now() - 10_000, idempotencyKey: randomUUID(), website: '' };
      const email = `visitor-${index}@example.be`;
      const estateId = estateIds[index % estateIds.length]!;
      switch (kind) {
        case 'contact':
          return { kind, body: { ...meta, name: `Visitor ${index}`, email, message: 'Hello' } };
        case 'viewing': {
          const { estateId: viewed, slot } = slots[Math.floor(index / kinds.length)]!;
          return {
            kind,
            body: {
              ...meta,
              estateId: viewed,
              slotId: slot.id,
              slotStart: slot.start,
              name: `Visitor ${index}`,
              email,
            },
          };
        }
        case 'sendToFriend':
          return {
            kind,
            body: { ...meta, estateId, senderName: `Visitor ${index}`, friendEmail: email },
          };
        case 'subscription':
          return { kind, body: { ...meta, email, criteria: { transaction: 'FOR_SALE' } } };
      }
    };

    let posts = 0;
    let repeated = 0;
    let lastAnswerAt = 0;
    const accepted = new Map<string, Kind>();
    const refused: Record<string, number> = {};
    let unanswered = 0;
    /** Posts one form fill until it gets an answer that is not a 5xx, for up to a minute. */
    const submit = async (index: number) => {
      const { kind, body } = formOf(index);
      const text = JSON.stringify(body);
      const path = `/${locales[index % locales.length]}/ajax/${routes[kind]}`;
      const from = clientAddress(Math.floor(index / kinds.length) % clients);
      const giveUpAt = Date.now() + 60_000;
      for (let attempt = 0; ; attempt += 1) {
        if (attempt === 1) repeated += 1;
        posts += 1;
        const answer = await post(siteUrl, path, text, from, publicUrl).catch(() => undefined);
        if (answer && answer.status < 500) {
          lastAnswerAt = performance.now();
          if (answer.status === 202) {
            accepted.set((JSON.parse(answer.body) as { id: string }).id, kind);
          } else {
            refused[answer.status] = (refused[answer.status] ?? 0) + 1;
          }
          return;
        }
        if (Date.now() > giveUpAt) {
          unanswered += 1;
          return;
        }
        await sleep(250);
      }
    };

    // The faults, on a timeline over the posting time; each waits for the one before it.
    const postingMs = (submissions / rate) * 1000;
    const restartSeconds: number[] = [];
    const events: { at: number; run: () => Promise<void> }[] = [];
    for (let k = 0; k < killCount; k += 1) {
      events.push({
        at: (postingMs * (k + 1)) / (killCount + 1),
        run: async () => {
          const killed = site!;
          const exited = new Promise((resolve) => killed.once('exit', resolve));
          const started = performance.now();
          killed.kill('SIGKILL');
          await exited;
          site = await startSite();
          restartSeconds.push((performance.now() - started) / 1000);
        },
      });
    }
    for (let o = 0; o < outageCount; o += 1) {
      const at = (postingMs * (o + 0.3)) / outageCount;
      events.push({
        at,
        run: async () => {
          const down = sink!;
          sink = undefined;
          await down.close();
        },
      });
      events.push({
        at: at + outageSeconds * 1000,
        run: startSink,
      });
    }
    events.sort((a, b) => a.at - b.at);
    const start = performance.now();
    const faults = (async () => {
      for (const event of events) {
        await sleep(Math.max(0, event.at - (performance.now() - start)));
        await event.run();
      }
    })();
    const posting: Promise<void>[] = [];
    for (let index = 0; index < submissions; index += 1) {
      await sleep(Math.max(0, (index * 1000) / rate - (performance.now() - start)));
      posting.push(submit(index));
    }
    await Promise.all([faults, Promise.all(posting)]);
    if (!sink) throw new Error('the mail server is still down');

    // Drained: nothing pending in the outbox (a row a killed delivery held waits for its lease).
    const outboxPath = join(siteData, 'forms.sqlite');
    const drainStart = Math.max(lastAnswerAt, start);
    let outbox = outboxCounts(outboxPath);
    const pendingAtDrain = outbox.pending;
    const leasedAtDrain = outbox.leased;
    while (outbox.pending > 0 && performance.now() - drainStart < drainTimeoutMs) {
      await sleep(500);
      outbox = outboxCounts(outboxPath);
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    // The last message's 250 is committed right after it was received.
    await sleep(500);
    await stopChild(site);
    outbox = outboxCounts(outboxPath);

    const received = receivedCounts(sinks);
    const host = new URL(publicUrl).hostname;
    const acceptedIds = new Set(
      [...accepted.keys()].map((id) => messageIdFor(id, publicUrl).replace(/^<|>$/g, '')),
    );
    const counts = [...received.values()];
    const acceptedByKind: Record<string, number> = {};
    for (const kind of accepted.values()) acceptedByKind[kind] = (acceptedByKind[kind] ?? 0) + 1;
    const delivered = [...acceptedIds].filter((id) => received.has(id)).length;
    return {
      estates,
      submissions,
      rate,
      clients,
      kills: killCount,
      outages: outageCount,
      outageSeconds,
      restartSeconds: restartSeconds.length ? summarize(restartSeconds) : null,
      posts,
      repeated,
      accepted: accepted.size,
      acceptedByKind,
      refused,
      unanswered,
      delivered,
      lost: accepted.size - delivered,
      duplicated: counts.filter((count) => count > 1).length,
      extraCopies: counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      deliveredUnacknowledged: [...received.keys()].filter(
        (id) => id.endsWith(`.form@${host}`) && !acceptedIds.has(id),
      ).length,
      outboxFailed: outbox.failed,
      outboxPending: outbox.pending,
      pendingAtDrain,
      leasedAtDrain,
      drainSeconds,
      totalSeconds: (performance.now() - began) / 1000,
    };
  } finally {
    if (site) await stopChild(site);
    if (service) await stopChild(service);
    await sink?.close();
    await rm(work, { recursive: true, force: true });
  }
}
