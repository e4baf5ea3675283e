import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMINDER_LEAD_MS, reminderKind } from '../../site-server/forms/appointment-reminders.ts';
import { openFormsDatabase } from '../../site-server/forms/database.ts';
import { mailDelivery } from '../../site-server/forms/delivery.ts';
import {
  handleAppointment,
  handleCancelAppointment,
  type FormResult,
  type HandlerDeps,
} from '../../site-server/forms/handlers.ts';
import { Outbox } from '../../site-server/forms/outbox.ts';
import { RateLimiter } from '../../site-server/forms/rate-limit.ts';
import { SubscriptionStore } from '../../site-server/forms/subscriptions.ts';
import { lookUpViewingDetails } from '../../site-server/forms/viewing-details.ts';
import type { MailSettings } from '../../site-server/mail/compose.ts';
import { createMailer, type Mailer } from '../../site-server/mail/transport.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { pickLocalized } from '../../src/domain/localized-text.ts';
import { startTestSmtp, type TestSmtp } from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';

/*
 * A viewing booked through the form, against the local content service and a real SMTP server,
 * on a clock the test moves: its calendar file names the place and the agent, and its reminder
 * is stored with it, survives a restart, goes out the day before once, and not at all once the
 * viewing is cancelled.
 */

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

const hour = 60 * 60_000;

let h: Harness;
let smtp: TestSmtp;
let mailer: Mailer;
let dir: string;
let clock: number;
let outbox: Outbox;
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

/** The forms' database file opened as the server does at its start. */
function open() {
  const db = openFormsDatabase(join(dir, 'forms.sqlite'));
  outbox = new Outbox(db, { now: () => clock, log: () => undefined });
  deps = {
    outbox,
    subscriptions: new SubscriptionStore(db),
    contentService: h.api,
    rateLimiter: new RateLimiter(),
    clientIp: '198.51.100.7',
    now: () => clock,
  };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-reminders-'));
  clock = Date.parse('2026-11-01T09:00:00Z');
  open();
  smtp.received.length = 0;
});

afterEach(async () => {
  outbox.db.close();
  await rm(dir, { recursive: true, force: true });
});

const deliverDue = () =>
  outbox.deliverDue(mailDelivery(mailer, settings, { appointments: h.api, now: () => clock }));

const parsed = (index: number): Promise<ParsedMail> => simpleParser(smtp.received[index]!.raw);

const used = new Set<string>();
/** A free slot starting at least `hoursAhead` after the clock, of an estate with an agenda. */
function freeSlot(hoursAhead: number) {
  for (const { estateId, slots } of h.data.agendaSlots) {
    const slot = slots.find(
      (candidate) =>
        !used.has(candidate.id) && Date.parse(candidate.start) >= clock + hoursAhead * hour,
    );
    if (slot) {
      used.add(slot.id);
      return { estateId, slot };
    }
  }
  throw new Error('the demo agenda has no such slot');
}

const book = async (estateId: number, slot: { id: string; start: string }, locale: Locale) => {
  const result: FormResult = await handleAppointment(
    {
      locale,
      startedAt: clock - 15_000,
      idempotencyKey: crypto.randomUUID(),
      website: '',
      estateId,
      slotId: slot.id,
      slotStart: slot.start,
      name: 'Ann',
      email: 'ann@example.be',
    },
    deps,
  );
  expect(result.status).toBe(202);
  return (result.body as { appointmentId: string }).appointmentId;
};

const reminderRows = () =>
  Number(outbox.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE kind = ?').get(reminderKind)?.n);

/** The cancel link of a mail's text part. */
const cancelLink = (mail: ParsedMail) =>
  /https:\/\/www\.immo-example\.be\/nl\/afspraak-annuleren\/\S+/.exec(mail.text ?? '')?.[0];

describe('the calendar file of a booked viewing', () => {
  it('names the listing or the agency as the place, and the sales rep or the agency as organizer', async () => {
    const { estateId, slot } = freeSlot(0);
    await book(estateId, slot, 'nl');
    expect((await deliverDue()).delivered).toBe(1);
    const mail = await parsed(0);
    const file = mail.attachments.find((part) => /calendar|ics/.test(part.contentType));
    if (!file) throw new Error('no calendar file');
    const event = new ICAL.Component(
      ICAL.parse(file.content.toString('utf8')),
    ).getFirstSubcomponent('vevent')!;

    const record =
      h.data.estates.find((estate) => estate.id === estateId) ??
      h.data.backOfficeListings.find((listing) => listing.id === estateId);
    if (!record) throw new Error('no such estate in the demo data');
    const address = 'general' in record ? record.general.address : record.address;
    const location = String(event.getFirstPropertyValue('location'));
    if (address.visible) {
      expect(location).toContain(pickLocalized(address.street, 'nl', { fallback: true }) ?? '');
      expect(location).toContain(address.city?.zip ?? '');
      expect(location).toContain(address.number ?? '');
    } else {
      expect(location).toContain(h.data.site.agency.street ?? '');
    }
    const organizer = String(event.getFirstProperty('organizer')?.getFirstValue());
    const rep = record.salesRep?.email ?? settings.agency.email;
    expect(organizer.replace(/^mailto:/i, '')).toBe(rep);
    expect(mail.text).toContain(location);
  });

  it("meets at the agency's office for a listing whose address is hidden", async () => {
    const hidden = h.data.estates.find(
      (estate) => !estate.general.address.visible && estate.children.length === 0,
    );
    if (!hidden) throw new Error('the demo data hides no address');
    const details = await lookUpViewingDetails(h.api, hidden.id, 'fr');
    const { agency } = h.data.site;
    expect(details?.place).toEqual({
      at: 'agency',
      lines: [
        { kind: 'street', text: agency.street },
        {
          kind: 'locality',
          text: `${agency.zip} ${pickLocalized(agency.city, 'fr', { fallback: true })}`,
        },
      ],
    });
    const street = pickLocalized(hidden.general.address.street, 'fr', { fallback: true });
    if (street) expect(JSON.stringify(details)).not.toContain(street);
  });
});

describe('the reminder of a viewing', () => {
  it('is stored with the booking, survives a restart, and goes out the day before, once', async () => {
    const { estateId, slot } = freeSlot(48);
    const appointmentId = await book(estateId, slot, 'nl');
    expect(await deliverDue()).toMatchObject({ delivered: 1 });
    expect(outbox.stats().scheduled).toBe(1);
    const confirmationCancel = cancelLink(await parsed(0));
    expect(confirmationCancel).toBe(
      `https://www.immo-example.be/nl/afspraak-annuleren/${appointmentId}`,
    );

    // The server stops and starts again.
    outbox.db.close();
    open();
    const due = Date.parse(slot.start) - REMINDER_LEAD_MS;
    clock = due - 1;
    expect(await deliverDue()).toMatchObject({ delivered: 0 });

    clock = due;
    expect(await deliverDue()).toMatchObject({ delivered: 1 });
    const reminder = await parsed(1);
    expect(reminder.to && 'value' in reminder.to ? reminder.to.value[0]?.address : null).toBe(
      'ann@example.be',
    );
    expect(reminder.subject).toMatch(/^Herinnering: uw bezoek op /);
    expect(reminder.text).toContain('morgen');
    expect(cancelLink(reminder)).toBe(confirmationCancel);
    expect(reminder.date?.getTime()).toBe(due);

    clock = due + 6 * hour;
    expect(await deliverDue()).toMatchObject({ delivered: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('is withdrawn when the viewing is cancelled from its link', async () => {
    const { estateId, slot } = freeSlot(48);
    const appointmentId = await book(estateId, slot, 'fr');
    await deliverDue();
    expect(reminderRows()).toBe(1);
    expect((await handleCancelAppointment(appointmentId, deps)).status).toBe(200);
    expect(reminderRows()).toBe(0);
    clock = Date.parse(slot.start) - REMINDER_LEAD_MS;
    expect(await deliverDue()).toMatchObject({ delivered: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('is not sent when the viewing was cancelled elsewhere meanwhile', async () => {
    const { estateId, slot } = freeSlot(48);
    const appointmentId = await book(estateId, slot, 'en');
    await deliverDue();
    await h.api.cancelAppointment(appointmentId);
    clock = Date.parse(slot.start) - REMINDER_LEAD_MS;
    expect(await deliverDue()).toMatchObject({ delivered: 0, withdrawn: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(reminderRows()).toBe(0);
  });

  it('is not sent once the viewing has begun (the mail server was down until then)', async () => {
    const { estateId, slot } = freeSlot(48);
    await book(estateId, slot, 'nl');
    await deliverDue();
    clock = Date.parse(slot.start);
    expect(await deliverDue()).toMatchObject({ delivered: 0, withdrawn: 1 });
    expect(reminderRows()).toBe(0);
  });

  it('is not scheduled for a viewing booked too close to it', async () => {
    const { estateId, slot } = freeSlot(0);
    clock = Date.parse(slot.start) - 30 * hour;
    await book(estateId, slot, 'de');
    expect(reminderRows()).toBe(0);
  });
});
