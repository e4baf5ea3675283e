import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFormsDatabase } from '../../site-server/forms/database.ts';
import { mailDelivery, messageIdFor } from '../../site-server/forms/delivery.ts';
import {
  handleAppointment,
  handleCancelAppointment,
  handleConfirmSubscription,
  handleContact,
  handleEditSubscription,
  handleGetSubscription,
  handleReservation,
  handleSendToFriend,
  handleSubscribe,
  handleUnsubscribe,
  type FormResult,
  type HandlerDeps,
} from '../../site-server/forms/handlers.ts';
import { Outbox } from '../../site-server/forms/outbox.ts';
import { RateLimiter } from '../../site-server/forms/rate-limit.ts';
import { SubscriptionStore } from '../../site-server/forms/subscriptions.ts';
import type { MailSettings } from '../../site-server/mail/compose.ts';
import { createMailer, type Mailer } from '../../site-server/mail/transport.ts';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import {
  attachments,
  header,
  partText,
  startTestSmtp,
  type TestSmtp,
} from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

let h: Harness;
let smtp: TestSmtp;
let mailer: Mailer;
let dir: string;
let outbox: Outbox;
let subscriptions: SubscriptionStore;
let deps: HandlerDeps;

beforeAll(async () => {
  h = await startHarness(160);
  smtp = await startTestSmtp();
  mailer = await createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '' });
});

afterAll(async () => {
  await mailer.close();
  await smtp.close();
  await h.close();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-handlers-'));
  const db = openFormsDatabase(join(dir, 'forms.sqlite'));
  outbox = new Outbox(db, { log: () => undefined });
  subscriptions = new SubscriptionStore(db);
  smtp.received.length = 0;
  deps = {
    outbox,
    subscriptions,
    contentService: h.api,
    rateLimiter: new RateLimiter(),
    clientIp: '198.51.100.7',
  };
});

afterEach(async () => {
  outbox.db.close();
  await rm(dir, { recursive: true, force: true });
});

const meta = (locale: 'nl' | 'fr' | 'en' | 'de' = 'en') => ({
  locale,
  startedAt: Date.now() - 15_000,
  idempotencyKey: crypto.randomUUID(),
  website: '',
});

const deliverAll = () => outbox.deliverDue(mailDelivery(mailer, settings));

/** What was stored: outbox rows and subscriptions. */
const stored = () => ({
  outbox: Number(outbox.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()?.n),
  subscriptions: Number(outbox.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()?.n),
});

const estateWithSlots = () => {
  const entry = h.data.agendaSlots.find((candidate) => candidate.slots.length > 1);
  if (!entry) throw new Error('the demo data has no agenda');
  return entry;
};

const accepted = (result: FormResult) => {
  expect(result.status).toBe(202);
  return result.body as { id: string; appointmentId?: string; reservationId?: string };
};

describe('handleContact', () => {
  const contact = () => ({
    ...meta('nl'),
    name: 'Jan <i>Peeters</i>',
    email: 'jan@example.be',
    message: 'Is het nog <b>te koop</b>?',
  });

  it('stores the message before answering 202 with its id, and mails the agency in Dutch', async () => {
    const result = await handleContact(contact(), deps);
    const { id } = accepted(result);
    expect(result.body).toMatchObject({ message: 'form.sent' });
    expect(outbox.get(id)?.status).toBe('pending');

    await deliverAll();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['info@immo-example.be']);
    expect(header(mail, 'message-id')).toBe(messageIdFor(id, settings.siteUrl));
    expect(header(mail, 'subject')).toBe('Contactformulier: Jan <i>Peeters</i>');
    expect(partText(mail, 'text/plain')).toContain('> Is het nog <b>te koop</b>?');
    expect(partText(mail, 'text/html')).not.toMatch(/<b>te koop|<i>Peeters/);
  });

  it('names the property a question is about, with its link', async () => {
    const estate = h.data.estates.find((e) => !e.general.project && e.general.parentId == null)!;
    const { id } = accepted(await handleContact({ ...contact(), estateId: estate.id }, deps));
    const payload = outbox.get(id)?.payload as { estate: { id: number; path: string } };
    expect(payload.estate.id).toBe(estate.id);
    expect(payload.estate.path).toMatch(new RegExp(`^/nl/aanbod/${estate.id}/`));
  });

  it('still takes a question about a property while the service cannot describe it', async () => {
    const down = createContentService(
      new HttpClient({ baseUrl: 'http://127.0.0.1:9', siteId: 'demo', logError: () => undefined }),
    );
    const { id } = accepted(
      await handleContact({ ...contact(), estateId: 1234 }, { ...deps, contentService: down }),
    );
    expect(outbox.get(id)?.payload).toMatchObject({
      estate: { id: 1234, title: null, path: '/nl/aanbod/1234' },
    });
  });

  it('answers bad input with 400 and field keys, and stores nothing', async () => {
    const result = await handleContact({ ...contact(), email: 'nope', message: '' }, deps);
    expect(result).toEqual({
      status: 400,
      body: {
        error: 'form.error.invalid',
        fields: { email: 'form.error.email', message: 'form.error.required' },
      },
    });
    expect(stored()).toEqual({ outbox: 0, subscriptions: 0 });
  });

  it('pretends success to a filled honeypot and to a form sent too fast, storing nothing', async () => {
    const honeypot = await handleContact({ ...contact(), website: 'http://spam.example' }, deps);
    const tooFast = await handleContact({ ...contact(), startedAt: Date.now() - 200 }, deps);
    for (const result of [honeypot, tooFast]) {
      expect(result.status).toBe(202);
      expect(result.body).toMatchObject({ message: 'form.sent', id: expect.any(String) });
    }
    expect(stored()).toEqual({ outbox: 0, subscriptions: 0 });
  });

  it('stores a double submit once and answers both with the same id', async () => {
    const form = contact();
    const [first, second] = await Promise.all([
      handleContact(form, deps),
      handleContact(form, deps),
    ]);
    const third = await handleContact(form, deps);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(stored().outbox).toBe(1);
  });

  it('answers 429 with Retry-After seconds past the limit, per client', async () => {
    const results = [];
    for (let index = 0; index < 6; index += 1) results.push(await handleContact(contact(), deps));
    expect(results.slice(0, 5).map((result) => result.status)).toEqual([202, 202, 202, 202, 202]);
    const limited = results[5]!;
    expect(limited.status).toBe(429);
    if (limited.status !== 429) return;
    expect(limited.body.error).toBe('form.error.rate.limited');
    expect(limited.headers['Retry-After']).toBe(String(limited.body.retryAfterSeconds));
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(500);
    expect(limited.body.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(stored().outbox).toBe(5);
    // Another client is not affected.
    expect((await handleContact(contact(), { ...deps, clientIp: '203.0.113.1' })).status).toBe(202);
  });
});

describe('handleSubscribe and the token handlers', () => {
  const subscribe = () => ({
    ...meta('fr'),
    email: 'anne@example.be',
    criteria: { transaction: 'FOR_SALE', headTypes: [1], cities: [], priceMax: 450_000 },
  });

  /** The token of the confirmation link in the delivered mail. */
  const tokenFromMail = () => {
    const text = partText(smtp.received.at(-1)!, 'text/plain') ?? '';
    const match = /\/fr\/tenez-moi-au-courant\/([A-Za-z0-9_-]{48})/.exec(text);
    if (!match?.[1]) throw new Error(`no token link in:\n${text}`);
    return match[1];
  };

  it('stores a pending subscription with its confirmation mail; the link confirms, edits and unsubscribes', async () => {
    accepted(await handleSubscribe(subscribe(), deps));
    expect(subscriptions.confirmed()).toHaveLength(0);
    await deliverAll();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['anne@example.be']);
    expect(header(mail, 'subject')).toBe('Confirmez votre inscription');
    const token = tokenFromMail();

    expect(handleGetSubscription(token, deps)).toMatchObject({
      status: 200,
      body: { subscription: { email: 'anne@example.be', status: 'pending' } },
    });
    expect(handleConfirmSubscription(token, deps)).toMatchObject({
      status: 200,
      body: { message: 'form.subscription.confirmed', subscription: { status: 'confirmed' } },
    });
    expect(subscriptions.confirmed()).toHaveLength(1);

    expect(
      handleEditSubscription(token, { locale: 'nl', criteria: { transaction: 'X' } }, deps),
    ).toEqual({
      status: 400,
      body: {
        error: 'form.error.invalid',
        fields: { 'criteria.transaction': 'form.error.required' },
      },
    });
    expect(
      handleEditSubscription(
        token,
        { locale: 'nl', criteria: { transaction: 'TO_RENT', bedrooms: 2 } },
        deps,
      ),
    ).toMatchObject({
      status: 200,
      body: { subscription: { locale: 'nl', criteria: { bedrooms: 2 } } },
    });

    expect(handleUnsubscribe(token, deps)).toEqual({
      status: 200,
      body: { message: 'form.unsubscribed' },
    });
    expect(handleUnsubscribe(token, deps)).toEqual({
      status: 404,
      body: { error: 'form.error.not.found' },
    });
    expect(handleGetSubscription(token, deps).status).toBe(404);
  });

  it('keeps the token out of the database once the mail is sent', async () => {
    accepted(await handleSubscribe(subscribe(), deps));
    await deliverAll();
    const token = tokenFromMail();
    const dump = JSON.stringify([
      outbox.db.prepare('SELECT * FROM outbox').all(),
      outbox.db.prepare('SELECT id, selector, email, criteria FROM subscriptions').all(),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(token.slice(16));
  });

  it('stores nothing for an invalid subscription', async () => {
    const result = await handleSubscribe(
      { ...subscribe(), criteria: { transaction: 'FOR_SALE', priceMin: 5, priceMax: 1 } },
      deps,
    );
    expect(result).toMatchObject({
      status: 400,
      body: { fields: { 'criteria.priceMax': 'form.error.price.range' } },
    });
    expect(stored()).toEqual({ outbox: 0, subscriptions: 0 });
  });
});

describe('handleSendToFriend', () => {
  const estate = () =>
    h.data.estates.find((e) => !e.general.project && e.general.parentId == null)!;
  const friend = (estateId: number) => ({
    ...meta('de'),
    estateId,
    senderName: 'Els',
    friendEmail: 'tom@example.de',
    message: 'Schau mal <b>hier</b>',
  });

  it('mails the friend alone, from the agency, with a link to the property', async () => {
    const target = estate();
    const { id } = accepted(await handleSendToFriend(friend(target.id), deps));
    await deliverAll();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['tom@example.de']);
    expect(mail.from).toBe('info@immo-example.be');
    expect(header(mail, 'reply-to')).toBeUndefined();
    expect(header(mail, 'message-id')).toBe(messageIdFor(id, settings.siteUrl));
    const text = partText(mail, 'text/plain')!;
    expect(text).toMatch(new RegExp(`https://www\\.immo-example\\.be/de/angebot/${target.id}/`));
    expect(text).toContain('> Schau mal <b>hier</b>');
    expect(partText(mail, 'text/html')).toContain('Schau mal &lt;b&gt;hier&lt;/b&gt;');
  });

  it('refuses a property that does not exist, storing nothing', async () => {
    expect(await handleSendToFriend(friend(987_654_321), deps)).toEqual({
      status: 400,
      body: { error: 'form.error.invalid', fields: { estateId: 'form.error.estate' } },
    });
    expect(stored().outbox).toBe(0);
  });
});

describe('handleAppointment', () => {
  const appointmentForm = (estateId: number, slot: { id: string; start: string }) => ({
    ...meta('nl'),
    estateId,
    slotId: slot.id,
    slotStart: slot.start,
    name: 'Ann',
    email: 'ann@example.be',
    phone: '+32 470 12 34 56',
  });

  it('books the slot with the content service, then mails the confirmation with .ics and cancel link', async () => {
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    const result = await handleAppointment(appointmentForm(estateId, slot), deps);
    const { id, appointmentId } = accepted(result);
    expect(result.body).toMatchObject({ message: 'form.appointment.booked' });
    await expect(h.api.appointment(appointmentId!)).resolves.toMatchObject({ status: 'BOOKED' });
    expect((await h.api.agendaSlots(estateId)).map((free) => free.id)).not.toContain(slot.id);

    await deliverAll();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ann@example.be']);
    expect(header(mail, 'message-id')).toBe(messageIdFor(id, settings.siteUrl));
    expect(partText(mail, 'text/plain')).toContain(
      `https://www.immo-example.be/nl/afspraak-annuleren/${appointmentId}`,
    );
    expect(attachments(mail).some((part) => part.type === 'application/ics')).toBe(true);
  });

  it('answers 409 with the free slots when the slot was just taken', async () => {
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    accepted(await handleAppointment(appointmentForm(estateId, slot), deps));
    const second = await handleAppointment(
      { ...appointmentForm(estateId, slot), email: 'other@example.be' },
      { ...deps, clientIp: '203.0.113.2' },
    );
    expect(second.status).toBe(409);
    if (second.status !== 409 || !('slots' in second.body)) throw new Error('expected slots');
    expect(second.body.error).toBe('form.error.slot.taken');
    expect(second.body.slots.length).toBeGreaterThan(0);
    expect(second.body.slots.map((free) => free.id)).not.toContain(slot.id);
    expect(stored().outbox).toBe(1);
  });

  it('books nothing when the slot no longer starts at the time the visitor saw', async () => {
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    const moved = { ...slot, start: new Date(Date.parse(slot.start) + 3_600_000).toISOString() };
    expect((await handleAppointment(appointmentForm(estateId, moved), deps)).status).toBe(409);
    expect((await h.api.agendaSlots(estateId)).map((free) => free.id)).toContain(slot.id);
  });

  it('answers 409 with fresh slots when the slot is booked between the check and the booking', async () => {
    const { estateId } = estateWithSlots();
    const stale = await h.api.agendaSlots(estateId);
    const slot = stale[0]!;
    // Someone else books it right after this visitor's slot list was read.
    await h.api.bookAppointment({
      estateId,
      slotId: slot.id,
      name: 'B',
      email: 'b@example.be',
      locale: 'en',
    });
    const contentService = {
      ...h.api,
      agendaSlots: vi.fn(h.api.agendaSlots).mockResolvedValueOnce(stale),
    };
    const result = await handleAppointment(appointmentForm(estateId, slot), {
      ...deps,
      contentService,
    });
    expect(result).toMatchObject({ status: 409, body: { error: 'form.error.slot.taken' } });
    if (result.status !== 409 || !('slots' in result.body)) throw new Error('expected slots');
    expect(result.body.slots.map((free) => free.id)).not.toContain(slot.id);
    expect(contentService.agendaSlots).toHaveBeenCalledTimes(2);
    expect(stored().outbox).toBe(0);
  });

  it('cancels the booking again when its confirmation cannot be stored', async () => {
    class FullDisk extends Outbox {
      override accept(): never {
        throw new Error('SQLITE_FULL: database or disk is full');
      }
    }
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    const result = await handleAppointment(appointmentForm(estateId, slot), {
      ...deps,
      outbox: new FullDisk(outbox.db, { log: () => undefined }),
      log: () => undefined,
    });
    expect(result).toEqual({ status: 503, body: { error: 'form.error.unavailable' } });
    expect((await h.api.agendaSlots(estateId)).map((free) => free.id)).toContain(slot.id);
  });

  it('books once for a double click', async () => {
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    const form = appointmentForm(estateId, slot);
    const [first, second] = await Promise.all([
      handleAppointment(form, deps),
      handleAppointment(form, deps),
    ]);
    expect(first.status).toBe(202);
    expect(second).toEqual(first);
    expect(stored().outbox).toBe(1);
  });

  it('answers 503 and stores nothing when the content service is down', async () => {
    const down = createContentService(
      new HttpClient({ baseUrl: 'http://127.0.0.1:9', siteId: 'demo', logError: () => undefined }),
    );
    const { estateId } = estateWithSlots();
    const result = await handleAppointment(
      appointmentForm(estateId, { id: 'x', start: '2026-11-05T09:00:00Z' }),
      { ...deps, contentService: down },
    );
    expect(result).toEqual({ status: 503, body: { error: 'form.error.unavailable' } });
    expect(stored().outbox).toBe(0);
  });

  it('cancels a booked appointment from its link', async () => {
    const { estateId } = estateWithSlots();
    const slot = (await h.api.agendaSlots(estateId))[0]!;
    const { appointmentId } = accepted(
      await handleAppointment(appointmentForm(estateId, slot), deps),
    );
    expect(await handleCancelAppointment(appointmentId!, deps)).toMatchObject({
      status: 200,
      body: { message: 'form.appointment.cancelled' },
    });
    expect((await h.api.agendaSlots(estateId)).map((free) => free.id)).toContain(slot.id);
    expect((await handleCancelAppointment('no-such-appointment', deps)).status).toBe(404);
  });
});

describe('handleReservation', () => {
  const unitWith = (available: boolean) => {
    for (const unit of h.data.rentalUnits) {
      const period = h.data.rentalPeriods.find(
        (p) => p.unitId === unit.id && p.available === available,
      );
      if (period) return { unit, period };
    }
    throw new Error('the demo data lacks such a period');
  };
  const reservationForm = (unitId: number, periodId: number, guests: number) => ({
    ...meta('en'),
    unitId,
    periodId,
    guests,
    name: 'Ann',
    email: 'ann@example.be',
  });

  it('checks the guests against the unit and answers with the maximum', async () => {
    const { unit, period } = unitWith(true);
    const max = unit.general.maxOccupation;
    expect(await handleReservation(reservationForm(unit.id, period.id, max + 1), deps)).toEqual({
      status: 400,
      body: {
        error: 'form.error.invalid',
        fields: { guests: 'form.error.guests' },
        values: { guests: { max } },
      },
    });
    expect(stored().outbox).toBe(0);
  });

  it('requests the period with the content service and mails the visitor', async () => {
    const { unit, period } = unitWith(true);
    const result = await handleReservation(reservationForm(unit.id, period.id, 1), deps);
    const { reservationId } = accepted(result);
    expect(reservationId).toEqual(expect.any(String));
    await deliverAll();
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ann@example.be']);
    expect(header(mail, 'subject')).toBe(`Your reservation request for ${unit.rentalName}`);
    expect(partText(mail, 'text/plain')).toContain(reservationId);
  });

  it('answers 409 with the available periods when the period is taken', async () => {
    const { unit, period } = unitWith(false);
    const result = await handleReservation(reservationForm(unit.id, period.id, 1), deps);
    expect(result.status).toBe(409);
    if (result.status !== 409 || !('periods' in result.body)) throw new Error('expected periods');
    expect(result.body.periods.every((candidate) => candidate.available)).toBe(true);
    expect(result.body.periods.map((candidate) => candidate.id)).not.toContain(period.id);
  });
});
