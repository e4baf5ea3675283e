import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertListingLimit, alertsAfterPublish } from '../../site-server/forms/alerts.ts';
import { formsConfig } from '../../site-server/forms/runtime.ts';
import { buildEstateQueryClause } from '../../src/domain/estate-query.ts';
import {
  criteriaSearchFilter,
  isAnnounceable,
  listedPrice,
  type ListingCriteria,
} from '../../src/domain/listing-changes.ts';
import type { ListingManifest, ListingManifestEntry } from '../../src/domain/listing-manifest.ts';
import { matchPath } from '../../src/domain/routes.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { recordSearchFacts } from '../../src/site/estate-links.ts';
import type { EstateRecord } from '../../src/site/types.ts';
import {
  attachments,
  header,
  partText,
  startTestSmtp,
  type TestSmtp,
} from './forms-smtp-harness.ts';
import { startHarness, type Harness } from './service-harness.ts';
import { call, formMeta, startTestSite, waitForMail, type TestSite } from './site-ajax-harness.ts';

/*
 * The forms through the site server's ajax routes, over HTTP, to a real SMTP server and the
 * local content service: what a visitor's browser does, end to end.
 */

let h: Harness;
let smtp: TestSmtp;
let site: TestSite;

beforeAll(async () => {
  h = await startHarness(160);
  smtp = await startTestSmtp();
  // Behind one trusted proxy, so each test is its own client for the rate limits.
  site = await startTestSite({
    service: h,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    env: { TRUST_PROXY: '1' },
  });
});

afterAll(async () => {
  await site.close();
  await smtp.close();
  await h.close();
});

let clients = 0;
/** A new visitor: the address the proxy saw. */
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${(clients += 1)}` });

const outboxRows = () =>
  Number(site.forms.parts.outbox.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()?.n);
const subscriptionRows = () =>
  Number(site.forms.parts.outbox.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()?.n);

const contact = (name: string) => ({
  ...formMeta(),
  name,
  email: 'jan@example.be',
  message: 'Is het huis nog te koop?',
});

const subjectIs = (subject: string) => (mail: Parameters<typeof header>[0]) =>
  header(mail, 'subject') === subject;

describe('POST /{lang}/ajax/contact-form-handler', () => {
  it('accepts a contact form in Dutch and mails the agency in Dutch', async () => {
    const response = await call(
      site,
      'POST',
      '/nl/ajax/contact-form-handler',
      contact('Jan NL'),
      visitor(),
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ message: 'form.sent', id: expect.any(String) });
    const mail = await waitForMail(smtp, subjectIs('Contactformulier: Jan NL'));
    expect(mail.to).toEqual([h.data.site.agency.email]);
    expect(partText(mail, 'text/plain')).toContain('Is het huis nog te koop?');
  });

  it('writes the mail in the language of the route, whatever the body says', async () => {
    const body = { ...contact('Anne FR'), locale: 'de' };
    const response = await call(site, 'POST', '/fr/ajax/contact-form-handler', body, visitor());
    expect(response.status).toBe(202);
    const mail = await waitForMail(smtp, subjectIs('Formulaire de contact : Anne FR'));
    expect(partText(mail, 'text/plain')).toContain('Anne FR a envoyé un message');
  });

  it('stores and mails a double submit once, answering both alike', async () => {
    const form = contact('Double Click');
    const who = visitor();
    const [first, second] = await Promise.all([
      call(site, 'POST', '/en/ajax/contact-form-handler', form, who),
      call(site, 'POST', '/en/ajax/contact-form-handler', form, who),
    ]);
    const third = await call(site, 'POST', '/en/ajax/contact-form-handler', form, who);
    const answers = await Promise.all([first.json(), second.json(), third.json()]);
    expect([first.status, second.status, third.status]).toEqual([202, 202, 202]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await waitForMail(smtp, subjectIs('Contact form: Double Click'));
    // Time for a second delivery, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter(subjectIs('Contact form: Double Click'))).toHaveLength(1);
    const rows = site.forms.parts.outbox.db
      .prepare('SELECT COUNT(*) AS n FROM outbox WHERE idempotency_key = ?')
      .get(form.idempotencyKey);
    expect(Number(rows?.n)).toBe(1);
  });

  it('answers bad input with 400 and the fields translation keys, storing and sending nothing', async () => {
    const before = { rows: outboxRows(), mails: smtp.received.length };
    const response = await call(
      site,
      'POST',
      '/nl/ajax/contact-form-handler',
      { ...contact('Bad'), email: 'not-an-address', message: '' },
      visitor(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'form.error.invalid',
      fields: { email: 'form.error.email', message: 'form.error.required' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ rows: outboxRows(), mails: smtp.received.length }).toEqual(before);
  });

  it('answers malformed JSON with 400 and a form-level key', async () => {
    const response = await fetch(`${site.url}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'form.error.invalid',
      fields: { form: 'form.error.invalid' },
    });
  });

  it('answers 429 with Retry-After once a visitor is over the limit', async () => {
    const who = visitor();
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let post = 0; post < 6; post += 1) {
      const response = await call(
        site,
        'POST',
        '/en/ajax/contact-form-handler',
        contact(`Flood ${post}`),
        who,
      );
      statuses.push(response.status);
      limited = response;
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const body = (await limited!.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toBe('form.error.rate.limited');
    expect(limited!.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    // Another visitor behind the same proxy is not held back.
    const other = await call(
      site,
      'POST',
      '/en/ajax/contact-form-handler',
      contact('Other'),
      visitor(),
    );
    expect(other.status).toBe(202);
  });
});

describe('POST /{lang}/ajax/send-to-a-friend', () => {
  it('mails the friend about the property, in the language of the route', async () => {
    const estate = h.data.estates.find((e) => !e.general.project && e.general.parentId == null)!;
    const response = await call(
      site,
      'POST',
      '/de/ajax/send-to-a-friend',
      { ...formMeta(), estateId: estate.id, senderName: 'Els', friendEmail: 'tom@example.de' },
      visitor(),
    );
    expect(response.status).toBe(202);
    const mail = await waitForMail(smtp, (m) => m.to.includes('tom@example.de'));
    expect(partText(mail, 'text/plain')).toContain(
      `https://www.immo-example.be/de/angebot/${estate.id}/`,
    );
  });
});

describe('/{lang}/ajax/notifications', () => {
  it('subscribes with a confirmation mail whose link confirms; the token reads, edits and unsubscribes in one step', async () => {
    const rows = subscriptionRows();
    const response = await call(
      site,
      'POST',
      '/fr/ajax/notifications',
      {
        ...formMeta(),
        email: 'anne@example.be',
        criteria: { transaction: 'FOR_SALE', headTypes: [1] },
      },
      visitor(),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ message: 'form.subscribe.pending' });
    expect(subscriptionRows()).toBe(rows + 1);

    const mail = await waitForMail(smtp, (m) => m.to.includes('anne@example.be'));
    const link =
      /https:\/\/www\.immo-example\.be\/fr\/tenez-moi-au-courant\/([\w-]{48})\?confirm=1/.exec(
        partText(mail, 'text/plain') ?? '',
      );
    expect(link).not.toBeNull();
    const token = link![1]!;
    const path = `/fr/ajax/notifications/${token}`;

    const read = await call(site, 'GET', path);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toMatchObject({
      subscription: { email: 'anne@example.be', status: 'pending', locale: 'fr' },
    });
    const confirmed = await call(site, 'POST', `${path}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      message: 'form.subscription.confirmed',
      subscription: { status: 'confirmed' },
    });

    const edited = await call(site, 'PUT', path, {
      criteria: { transaction: 'TO_RENT', bedrooms: 2 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      subscription: { locale: 'fr', criteria: { transaction: 'TO_RENT', bedrooms: 2 } },
    });
    const badEdit = await call(site, 'PUT', path, { criteria: { transaction: 'NOPE' } });
    expect(badEdit.status).toBe(400);
    expect(await badEdit.json()).toMatchObject({
      fields: { 'criteria.transaction': 'form.error.required' },
    });

    const unsubscribed = await call(site, 'DELETE', path);
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ message: 'form.unsubscribed' });
    const gone = await call(site, 'GET', path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'form.error.not.found' });
  });

  it('answers 404 to an unknown token', async () => {
    const response = await call(
      site,
      'POST',
      `/nl/ajax/notifications/${'x'.repeat(48)}/confirm`,
      {},
    );
    expect(response.status).toBe(404);
  });
});

/** Every result of an estate search of the content service, page by page, by id. */
async function searchAll(query: EstateQuery['query']): Promise<EstateSummary[]> {
  const found: EstateSummary[] = [];
  for (let from = 0; ; from += 500) {
    const page = await h.api.searchEstatesStrict({
      query,
      sort: [{ field: 'id', order: 'asc' }],
      pagination: { from, size: 500 },
    });
    found.push(...page.results);
    if (found.length >= page.total || page.results.length === 0) return found;
  }
}

/**
 * The service's listings as a build's manifest holds them: each summary with the search facts
 * of its full record, read from the endpoint of its source as the build reads it.
 */
async function publishedListings(): Promise<ListingManifestEntry[]> {
  return Promise.all(
    (await searchAll({})).map(async (summary): Promise<ListingManifestEntry> => {
      const { id } = summary;
      const record: EstateRecord = summary.guid
        ? { source: 'v2', id, summary, listing: await h.api.backOfficeEstate(id), estatePage: null }
        : summary.isProject
          ? {
              source: 'group',
              id,
              summary,
              project: await h.api.projectEstate(id),
              estatePage: null,
            }
          : { source: 'skarabee', id, summary, estate: await h.api.estate(id), estatePage: null };
      return {
        id: String(id),
        summary,
        facts: recordSearchFacts(record),
        paths: { nl: `/nl/aanbod/${id}` },
      };
    }),
  );
}

/** The listings the listing search of the content service finds for criteria, by id. */
const searchedIds = async (criteria: ListingCriteria) =>
  (await searchAll(buildEstateQueryClause(criteriaSearchFilter(criteria))))
    .filter((summary) => isAnnounceable(summary))
    .map((summary) => String(summary.id))
    .sort();

/** The listings an alert mail shows, by the ids of their links. */
const mailedIds = (mail: Parameters<typeof partText>[0]) =>
  [...(partText(mail, 'text/plain') ?? '').matchAll(/https:\/\/\S+/g)]
    .map(([url]) => matchPath(new URL(url).pathname))
    .flatMap((matched) =>
      matched?.name === 'estateDetailShort' ? [String(matched.params.estateId)] : [],
    )
    .sort();

describe("keep me informed with the listing's own filters", () => {
  // A house for sale of some subtypes, 100 m² or more on at most 1,500 m², EPC E or better,
  // with garden and garage: what the listing search of these parameters shows.
  const wanted = {
    transaction: 'FOR_SALE',
    headTypes: [1],
    cities: [],
    subTypes: [101, 102, 113],
    areaMin: 100,
    plotMax: 1_500,
    epc: 'E',
    garden: true,
    garage: true,
  } as const satisfies ListingCriteria;

  it('refuses bad filters with the translated field keys, storing nothing', async () => {
    const rows = subscriptionRows();
    const post = (criteria: Record<string, unknown>) =>
      call(
        site,
        'POST',
        '/nl/ajax/notifications',
        {
          ...formMeta(),
          email: 'bad@example.be',
          criteria: { transaction: 'FOR_SALE', ...criteria },
        },
        visitor(),
      );
    const bad = await post({ subTypes: ['villa'], areaMin: -5, epc: 'Z', garden: 'ja' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'form.error.invalid',
      fields: {
        'criteria.subTypes': 'form.error.invalid',
        'criteria.areaMin': 'form.error.invalid',
        'criteria.epc': 'form.error.invalid',
        'criteria.garden': 'form.error.invalid',
      },
    });
    const upsideDown = await post({ plotMin: 900, plotMax: 300 });
    expect(upsideDown.status).toBe(400);
    expect((await upsideDown.json()).fields).toEqual({
      'criteria.plotMax': 'form.error.area.range',
    });
    expect(subscriptionRows()).toBe(rows);
  });

  it('stores them, shows and edits them by the token, and alerts on what the listing search finds', async () => {
    const email = 'filters@example.be';
    const subscribed = await call(
      site,
      'POST',
      '/nl/ajax/notifications',
      {
        ...formMeta(),
        email,
        criteria: { transaction: 'FOR_SALE', headTypes: [1], areaMin: 80, epc: 'G', terrace: true },
      },
      visitor(),
    );
    expect(subscribed.status).toBe(202);
    const confirmation = await waitForMail(smtp, (m) => m.to.includes(email));
    // The confirmation mail names them, in the subscriber's language.
    expect(partText(confirmation, 'text/plain')).toContain('G of beter');
    const token = /\/nl\/hou-me-op-de-hoogte\/([\w-]{48})\?confirm=1/.exec(
      partText(confirmation, 'text/plain') ?? '',
    )![1]!;
    const path = `/nl/ajax/notifications/${token}`;
    expect((await call(site, 'POST', `${path}/confirm`, {})).status).toBe(200);
    expect(await (await call(site, 'GET', path)).json()).toMatchObject({
      subscription: { criteria: { areaMin: 80, epc: 'G', terrace: true } },
    });

    // The edit page sends the whole criteria again: the new filters replace the old ones.
    const edited = await call(site, 'PUT', path, { criteria: wanted });
    expect(edited.status).toBe(200);
    const read = await (await call(site, 'GET', path)).json();
    expect(read.subscription.criteria).toEqual({ ...wanted, subTypes: [...wanted.subTypes] });
    expect(read.subscription.criteria).not.toHaveProperty('terrace');
    const badEdit = await call(site, 'PUT', path, { criteria: { ...wanted, areaMax: 50 } });
    expect(await badEdit.json()).toMatchObject({
      fields: { 'criteria.areaMax': 'form.error.area.range' },
    });

    // What the listing search finds for them, and the wider search of spec 5's criteria alone.
    const expected = await searchedIds(wanted);
    const spec5Only = await searchedIds({ transaction: 'FOR_SALE', headTypes: [1], cities: [] });
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(alertListingLimit);
    expect(spec5Only.length).toBeGreaterThan(expected.length);

    // A publish that brings every listing, as the publisher hands it to the alerts.
    const dir = await mkdtemp(join(tmpdir(), 'alerts-filters-'));
    try {
      const listings = await publishedListings();
      const write = async (name: string, manifest: ListingManifest) => {
        const file = join(dir, name);
        await writeFile(file, JSON.stringify(manifest));
        return file;
      };
      const empty = await write('a.json', { builtAt: '2026-11-01T06:00:00.000Z', estates: [] });
      const full = await write('b.json', {
        builtAt: '2026-11-01T07:00:00.000Z',
        estates: listings,
      });
      const config = formsConfig({ DATA_DIR: site.dataDir });
      expect((await alertsAfterPublish(config, empty, full)).queued).toBeGreaterThan(0);
      // The site server's worker delivers what the publisher queued.
      const isAlert = (m: Parameters<typeof partText>[0]) =>
        m.to.includes(email) && /Nieuw voor u/.test(header(m, 'subject') ?? '');
      const alert = await waitForMail(smtp, isAlert, 15_000);
      expect(mailedIds(alert)).toEqual(expected);
      expect(partText(alert, 'text/plain')).toContain('E of beter');

      // Two price drops: one of a listing found, one of a house the new filters leave out.
      const priced = (id: string) => {
        const item = listings.find((listing) => listing.id === id);
        return item !== undefined && listedPrice(item.summary) !== null;
      };
      const found = expected.find(priced)!;
      const dropped = new Set([
        found,
        spec5Only.find((id) => !expected.includes(id) && priced(id))!,
      ]);
      expect(dropped.size).toBe(2);
      const cheaper = listings.map((listing) =>
        dropped.has(listing.id)
          ? {
              ...listing,
              summary: {
                ...listing.summary,
                general: {
                  ...listing.summary.general,
                  price: Math.round(listedPrice(listing.summary)! * 0.9),
                  totalPrice: null,
                },
              },
            }
          : listing,
      );
      const lower = await write('c.json', {
        builtAt: '2026-11-01T08:00:00.000Z',
        estates: cheaper,
      });
      expect((await alertsAfterPublish(config, full, lower)).queued).toBeGreaterThan(0);
      const drop = await waitForMail(
        smtp,
        (m) => isAlert(m) && m !== alert && /prijsdaling/.test(header(m, 'subject') ?? ''),
        15_000,
      );
      expect(mailedIds(drop)).toEqual([found]);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await call(site, 'DELETE', path);
    }
  });
});

describe('/{lang}/ajax/appointments', () => {
  it('books a free slot: the content service has it, the visitor gets a mail with .ics and the cancel link, and DELETE cancels it', async () => {
    const entry = h.data.agendaSlots.find((candidate) => candidate.slots.length > 1)!;
    const slotsAnswer = await call(site, 'GET', `/nl/ajax/appointments/slots/${entry.estateId}`);
    expect(slotsAnswer.status).toBe(200);
    const slots = (await slotsAnswer.json()) as { id: string; start: string }[];
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[0]!;

    const response = await call(
      site,
      'POST',
      '/nl/ajax/appointments',
      {
        ...formMeta(),
        estateId: entry.estateId,
        slotId: slot.id,
        slotStart: slot.start,
        name: 'Ann',
        email: 'ann.viewing@example.be',
      },
      visitor(),
    );
    expect(response.status).toBe(202);
    const { appointmentId } = (await response.json()) as { appointmentId: string };
    await expect(h.api.appointment(appointmentId)).resolves.toMatchObject({
      status: 'BOOKED',
      estateId: entry.estateId,
      slot: { id: slot.id },
    });

    const mail = await waitForMail(smtp, (m) => m.to.includes('ann.viewing@example.be'));
    expect(attachments(mail).some((part) => part.type === 'application/ics')).toBe(true);
    expect(partText(mail, 'text/plain')).toContain(
      `https://www.immo-example.be/nl/afspraak-annuleren/${appointmentId}`,
    );

    const shown = await call(site, 'GET', `/nl/ajax/appointments/${appointmentId}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      id: appointmentId,
      status: 'BOOKED',
      slot: { id: slot.id },
      estate: { id: entry.estateId, path: expect.stringMatching(/^\/nl\/aanbod\//) },
    });

    const cancelled = await call(
      site,
      'DELETE',
      `/nl/ajax/appointments/${appointmentId}`,
      undefined,
      visitor(),
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ message: 'form.appointment.cancelled' });
    await expect(h.api.appointment(appointmentId)).resolves.toMatchObject({ status: 'CANCELLED' });
    const freeAgain = (await (
      await call(site, 'GET', `/nl/ajax/appointments/slots/${entry.estateId}`)
    ).json()) as { id: string }[];
    expect(freeAgain.map((free) => free.id)).toContain(slot.id);
  });

  it('gives a visitor who posts again after a lost answer their own booking, not "slot taken"', async () => {
    const entry = h.data.agendaSlots.filter((candidate) => candidate.slots.length > 1).at(-1)!;
    const slots = (await (
      await call(site, 'GET', `/en/ajax/appointments/slots/${entry.estateId}`)
    ).json()) as { id: string; start: string }[];
    const slot = slots[0]!;
    const form = {
      ...formMeta(),
      estateId: entry.estateId,
      slotId: slot.id,
      slotStart: slot.start,
      name: 'Piet',
      email: 'piet.retry@example.be',
    };
    // The site server booked it and stopped before storing the mail: the service has the
    // booking under the form's key, the outbox has nothing.
    const booked = await h.api.bookAppointment(
      { estateId: entry.estateId, slotId: slot.id, name: 'Piet', email: form.email, locale: 'en' },
      { idempotencyKey: form.idempotencyKey },
    );
    const rows = outboxRows();

    const again = await call(site, 'POST', '/en/ajax/appointments', form, visitor());
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ appointmentId: booked.id });
    expect(outboxRows()).toBe(rows + 1);
    await waitForMail(smtp, (m) => m.to.includes('piet.retry@example.be'));

    // Another visitor asking for the same slot is still told it is taken.
    const other = await call(
      site,
      'POST',
      '/en/ajax/appointments',
      { ...form, ...formMeta(), email: 'someone.else@example.be' },
      visitor(),
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'form.error.slot.taken' });
  });

  it('answers 404 for an appointment the content service does not know', async () => {
    expect((await call(site, 'GET', '/en/ajax/appointments/no-such-appointment')).status).toBe(404);
  });
});

describe('POST /{lang}/ajax/reservations', () => {
  it('makes the reservation request with the content service and mails the guest', async () => {
    const period = h.data.rentalPeriods.find((candidate) => candidate.available)!;
    const response = await call(
      site,
      'POST',
      '/en/ajax/reservations',
      {
        ...formMeta(),
        unitId: period.unitId,
        periodId: period.id,
        guests: 1,
        name: 'Guest',
        email: 'guest@example.be',
      },
      visitor(),
    );
    expect(response.status).toBe(202);
    const { reservationId } = (await response.json()) as { reservationId: string };
    const stored = h.store.db
      .prepare('SELECT json FROM rental_reservations WHERE id = ?')
      .get(reservationId);
    expect(JSON.parse(String(stored?.json))).toMatchObject({
      status: 'REQUESTED',
      request: { unitId: period.unitId, periodId: period.id, guests: 1, locale: 'en' },
    });
    const mail = await waitForMail(smtp, (m) => m.to.includes('guest@example.be'));
    expect(partText(mail, 'text/plain')).toContain(reservationId);
  });
});
