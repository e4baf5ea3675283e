import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFormsDatabase } from '../../site-server/forms/database.ts';
import { mailDelivery, messageIdFor, submissionMessage } from '../../site-server/forms/delivery.ts';
import { Outbox, type OutboxOptions } from '../../site-server/forms/outbox.ts';
import type { AppointmentPayload, ContactPayload } from '../../site-server/mail/payloads.ts';
import type { MailSettings } from '../../site-server/mail/compose.ts';
import { createMailer, type Mailer } from '../../site-server/mail/transport.ts';
import {
  attachments,
  freePort,
  header,
  partText,
  startTestSmtp,
  type TestSmtp,
} from './forms-smtp-harness.ts';

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

const quiet = { log: () => undefined } satisfies OutboxOptions;

const appointmentPayload: AppointmentPayload = {
  locale: 'fr',
  appointment: {
    id: '5e0c6a3e-1111-4c3b-9a55-0f6f1a2b3c4d',
    estateId: 12,
    slot: { id: 's1', start: '2026-11-05T09:00:00Z', end: '2026-11-05T09:30:00Z' },
    name: 'Anne <b>Dupont</b>',
    email: 'anne@example.be',
    locale: 'fr',
    status: 'BOOKED',
    createdAt: '2026-11-01T09:00:00Z',
  },
  estate: { id: 12, title: 'Maison à vendre à Namur', path: '/fr/offre/12/maison-a-vendre' },
};

const contactPayload = (message: string): ContactPayload => ({
  locale: 'nl',
  name: 'Jan',
  email: 'jan@example.be',
  message,
  estate: null,
});

let dir: string;
let smtp: TestSmtp | undefined;
const closers: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-outbox-'));
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await smtp?.close();
  smtp = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function mailerTo(port: number): Promise<Mailer> {
  const mailer = await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: dir });
  closers.push(() => mailer.close());
  return mailer;
}

function openOutbox(options: OutboxOptions = {}): Outbox {
  const outbox = Outbox.open(join(dir, 'forms.sqlite'), { ...quiet, ...options });
  closers.push(() => outbox.close());
  return outbox;
}

const key = () => crypto.randomUUID();

describe('outbox delivery to a real SMTP server', () => {
  it('sends the appointment confirmation: language, text part, escaped HTML, Message-ID, .ics, cancel link', async () => {
    smtp = await startTestSmtp();
    const outbox = openOutbox();
    const deliver = mailDelivery(await mailerTo(smtp.port), settings);
    const { id } = outbox.accept('appointment', appointmentPayload, key());

    expect(await outbox.deliverDue(deliver)).toEqual({
      delivered: 1,
      retry: 0,
      failed: 0,
      withdrawn: 0,
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;

    expect(mail.from).toBe('info@immo-example.be');
    expect(mail.to).toEqual(['anne@example.be']);
    expect(header(mail, 'message-id')).toBe(messageIdFor(id, settings.siteUrl));
    expect(header(mail, 'subject')).toBe('Votre visite le jeudi 5 novembre 2026 à 10:00');
    expect(header(mail, 'auto-submitted')).toBe('auto-generated');

    const cancelUrl =
      'https://www.immo-example.be/fr/annuler-rendez-vous/5e0c6a3e-1111-4c3b-9a55-0f6f1a2b3c4d';
    const text = partText(mail, 'text/plain');
    expect(text).toContain('Bonjour Anne <b>Dupont</b>,');
    expect(text).toContain(cancelUrl);
    const html = partText(mail, 'text/html');
    expect(html).toContain('lang="fr-BE"');
    expect(html).toContain(`href="${cancelUrl}"`);
    expect(html).toContain('Anne &lt;b&gt;Dupont&lt;/b&gt;');
    expect(html).not.toContain('<b>Dupont</b>');

    const ics = attachments(mail).find((part) => /\.ics"?$/.test(part.params.name ?? ''));
    expect(ics?.type).toBe('application/ics');
    expect(ics?.body).toContain('BEGIN:VEVENT');
    expect(ics?.body).toContain('DTSTART:20261105T090000Z');
    expect(ics?.body).toContain(cancelUrl.slice(0, 40));
    expect(outbox.get(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('sends a contact message in the visitor language without any visitor HTML', async () => {
    smtp = await startTestSmtp();
    const outbox = openOutbox();
    outbox.accept('contact', contactPayload('<script>alert(1)</script>\nTot straks'), key());
    await outbox.deliverDue(mailDelivery(await mailerTo(smtp.port), settings));
    const mail = smtp.received[0]!;
    expect(header(mail, 'subject')).toBe('Contactformulier: Jan');
    expect(header(mail, 'reply-to')).toContain('jan@example.be');
    expect(partText(mail, 'text/plain')).toContain('> <script>alert(1)</script>\n> Tot straks');
    expect(partText(mail, 'text/html')).not.toContain('<script>');
    expect(partText(mail, 'text/html')).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>Tot straks',
    );
  });

  it('stores one submission for one idempotency key and answers as the first time', () => {
    const outbox = openOutbox();
    const idempotencyKey = key();
    const first = outbox.accept('contact', contactPayload('one'), idempotencyKey);
    const second = outbox.accept('contact', contactPayload('two'), idempotencyKey);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ id: first.id, duplicate: true });
    expect(outbox.stats().pending).toBe(1);
    expect(outbox.get(first.id)?.payload).toMatchObject({ message: 'one' });
    // The key is per kind: another form may use the same UUID.
    expect(outbox.accept('sendToFriend', {}, idempotencyKey).duplicate).toBe(false);
  });

  it('keeps the submission once committed, across a reopen of the file', async () => {
    const first = Outbox.open(join(dir, 'forms.sqlite'), quiet);
    const { id } = first.accept('contact', contactPayload('durable'), key());
    // No close: the process "dies" here; the WAL holds the commit.
    const reopened = openOutbox();
    expect(reopened.get(id)).toMatchObject({ status: 'pending', payload: { message: 'durable' } });
    first.db.close();
  });

  it('erases the secret of a submission once its mail is delivered', async () => {
    smtp = await startTestSmtp();
    const outbox = openOutbox();
    const { id } = outbox.accept(
      'subscription',
      {
        locale: 'en',
        subscriptionId: 's1',
        email: 'an@example.be',
        criteria: { transaction: 'FOR_SALE', headTypes: [], cities: [] },
      },
      key(),
      { secret: { token: 'SECRET_TOKEN_123' } },
    );
    expect(outbox.get(id)?.secret).toEqual({ token: 'SECRET_TOKEN_123' });
    await outbox.deliverDue(mailDelivery(await mailerTo(smtp.port), settings));
    expect(partText(smtp.received[0]!, 'text/plain')).toContain(
      'https://www.immo-example.be/en/keep-me-informed/SECRET_TOKEN_123',
    );
    expect(outbox.get(id)?.secret).toBeNull();
    const raw = outbox.db.prepare('SELECT secret FROM outbox WHERE id = ?').get(id);
    expect(raw?.secret).toBeNull();
  });
});

describe('outbox retries', () => {
  it('retries while SMTP is down with a growing backoff, and delivers once when it is up', async () => {
    const port = await freePort();
    let clock = 0;
    const outbox = openOutbox({
      now: () => clock,
      random: () => 1,
      retry: { baseDelayMs: 1_000, maxDelayMs: 60_000, maxAttempts: 10 },
    });
    const deliver = mailDelivery(await mailerTo(port), settings);
    const { id } = outbox.accept('contact', contactPayload('wait for me'), key());

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await outbox.deliverNext(deliver)).toBe('retry');
      const row = outbox.get(id)!;
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      waits.push(row.nextAttemptAt - clock);
      // Not due before its time.
      expect(await outbox.deliverNext(deliver)).toBe('idle');
      clock = row.nextAttemptAt;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(outbox.stats()).toMatchObject({ pending: 1, due: 1, delivered: 0 });

    smtp = await startTestSmtp({ port });
    expect(await outbox.deliverNext(deliver)).toBe('delivered');
    expect(await outbox.deliverNext(deliver)).toBe('idle');
    expect(smtp.countByMessageId()).toEqual(new Map([[messageIdFor(id, settings.siteUrl), 1]]));
    expect(outbox.get(id)).toMatchObject({ status: 'delivered', attempts: 4, lastError: null });
  });

  it('lets a running worker deliver by itself once SMTP comes back', async () => {
    const port = await freePort();
    const outbox = openOutbox({ retry: { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 50 } });
    const worker = outbox.startWorker(mailDelivery(await mailerTo(port), settings), {
      pollMs: 20,
    });
    const { id } = outbox.accept('contact', contactPayload('later'), key());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox.get(id)?.status).toBe('pending');
    const failedAttempts = outbox.get(id)!.attempts;
    expect(failedAttempts).toBeGreaterThan(1);

    smtp = await startTestSmtp({ port });
    await smtp.waitForCount(1);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(outbox.get(id)?.status).toBe('delivered');
  });

  it('gives up at once on a permanent rejection and reports it in the stats', async () => {
    smtp = await startTestSmtp({
      beforeAccept: () => {
        throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      },
    });
    const outbox = openOutbox();
    const { id } = outbox.accept('contact', contactPayload('x'), key());
    expect(await outbox.deliverDue(mailDelivery(await mailerTo(smtp.port), settings))).toEqual({
      delivered: 0,
      retry: 0,
      failed: 1,
      withdrawn: 0,
    });
    expect(outbox.get(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(outbox.stats()).toMatchObject({ failed: 1, pending: 0 });
    expect(outbox.stats().lastError).toMatch(/550/);
  });

  it('gives up after the last attempt', async () => {
    const port = await freePort();
    let clock = 0;
    const outbox = openOutbox({
      now: () => clock,
      retry: { baseDelayMs: 10, maxDelayMs: 10, maxAttempts: 3 },
    });
    const deliver = mailDelivery(await mailerTo(port), settings);
    const { id } = outbox.accept('contact', contactPayload('x'), key());
    const outcomes = [];
    for (let round = 0; round < 3; round += 1) {
      outcomes.push(await outbox.deliverNext(deliver));
      clock += 10;
    }
    expect(outcomes).toEqual(['retry', 'retry', 'failed']);
    expect(outbox.get(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('refuses an unreadable payload for good instead of retrying it', async () => {
    smtp = await startTestSmtp();
    const outbox = openOutbox();
    const { id } = outbox.accept('contact', { locale: 'xx' }, key());
    await outbox.deliverDue(mailDelivery(await mailerTo(smtp.port), settings));
    expect(outbox.get(id)).toMatchObject({ status: 'failed' });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('outbox leases', () => {
  it('delivers the row of a worker that vanished mid-delivery once its lease expires, once', async () => {
    smtp = await startTestSmtp();
    const file = join(dir, 'forms.sqlite');
    // Two workers on one file, on one clock: "crashed" takes the row and is never heard of again.
    let clock = 0;
    const leaseMs = 60_000;
    const crashed = new Outbox(openFormsDatabase(file), { ...quiet, leaseMs, now: () => clock });
    closers.push(() => crashed.db.close());
    const survivor = openOutbox({ leaseMs, now: () => clock });
    const deliver = mailDelivery(await mailerTo(smtp.port), settings);
    const { id } = crashed.accept('contact', contactPayload('x'), key());

    const abandoned = crashed.lease();
    expect(abandoned?.id).toBe(id);
    expect(survivor.stats()).toMatchObject({ pending: 1, leased: 1, due: 0 });
    clock = leaseMs - 1;
    expect(await survivor.deliverNext(deliver)).toBe('idle');

    clock = leaseMs;
    expect(await survivor.deliverNext(deliver)).toBe('delivered');
    // The late worker's failure report changes nothing: the row is no longer its own.
    expect(crashed.fail(abandoned!, new Error('late'))).toBe('retry');
    expect(survivor.get(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(smtp.countByMessageId().get(messageIdFor(id, settings.siteUrl))).toBe(1);
  });

  it('lets several workers deliver in parallel without sending any message twice', async () => {
    smtp = await startTestSmtp();
    const outbox = openOutbox();
    const ids = Array.from(
      { length: 12 },
      (_, index) => outbox.accept('contact', contactPayload(`m${index}`), key()).id,
    );
    const worker = outbox.startWorker(mailDelivery(await mailerTo(smtp.port), settings), {
      concurrency: 4,
      pollMs: 20,
    });
    await smtp.waitForCount(12);
    await worker.stop();
    const counts = smtp.countByMessageId();
    expect([...counts.keys()].sort()).toEqual(
      ids.map((id) => messageIdFor(id, settings.siteUrl)).sort(),
    );
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('outbox stats and pruning', () => {
  it('counts pending, due, delivered and the age of the oldest pending submission', async () => {
    smtp = await startTestSmtp();
    let clock = 1_000;
    const outbox = openOutbox({ now: () => clock });
    expect(outbox.stats()).toEqual({
      pending: 0,
      scheduled: 0,
      due: 0,
      leased: 0,
      delivered: 0,
      failed: 0,
      oldestPendingAgeMs: null,
      lastError: null,
    });
    outbox.accept('contact', contactPayload('a'), key());
    await outbox.deliverDue(mailDelivery(await mailerTo(smtp.port), settings));
    outbox.accept('contact', contactPayload('b'), key());
    clock = 61_000;
    expect(outbox.stats()).toMatchObject({
      pending: 1,
      due: 1,
      delivered: 1,
      oldestPendingAgeMs: 60_000,
    });
    expect(outbox.pruneDelivered(30_000)).toBe(1);
    expect(outbox.stats()).toMatchObject({ pending: 1, delivered: 0 });
  });
});

describe('embedded mail sink (no SMTP_URL)', () => {
  it('files each message as an .eml named by its Message-ID, once even when sent twice', async () => {
    const mailDir = join(dir, 'mail');
    const mailer = await createMailer({ smtpUrl: undefined, mailDir });
    closers.push(() => mailer.close());
    expect(mailer.sink?.host).toBe('127.0.0.1');
    const outbox = openOutbox();
    const { id } = outbox.accept('contact', contactPayload('hallo'), key());
    const message = submissionMessage(outbox.get(id)!, settings);
    await mailer.send(message);
    await mailer.send(message);
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toEqual([`${id}.form@www.immo-example.be.eml`]);
    const eml = await readFile(join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain(`Message-ID: ${messageIdFor(id, settings.siteUrl)}`);
    expect(eml).toContain('Subject: Contactformulier: Jan');
  });
});
