import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  composeAppointmentMail,
  composeAppointmentReminderMail,
  type MailSettings,
} from '../../site-server/mail/compose.ts';
import type { AppointmentPayload } from '../../site-server/mail/payloads.ts';
import type { Locale } from '../../src/domain/locales.ts';

/*
 * The viewing's calendar file as a calendar program reads it (ical.js): where, with whom, and
 * the cancel link, in the visitor's language.
 */

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

const payload = (locale: Locale, extra: Partial<AppointmentPayload> = {}): AppointmentPayload => ({
  locale,
  appointment: {
    id: 'apt-42',
    estateId: 1234,
    slot: {
      id: '1234-1',
      start: '2026-11-05T10:00:00+01:00',
      end: '2026-11-05T10:30:00+01:00',
      salesRep: null,
    },
    name: 'Ann',
    email: 'ann@example.be',
    locale,
    status: 'BOOKED',
    createdAt: '2026-11-01T09:00:00Z',
  },
  estate: { id: 1234, title: 'Villa in Gent', path: `/${locale}/x/1234/villa` },
  place: {
    at: 'property',
    lines: [
      { kind: 'street', text: 'Kerkstraat 12' },
      { kind: 'box', text: '3' },
      { kind: 'locality', text: '9000 Gent' },
    ],
  },
  agent: { name: 'Sofie "Claes"', email: 'sofie.claes@immo-example.be' },
  ...extra,
});

/** The one event of a mail's .ics. */
function eventOf(content: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** The address of a CAL-ADDRESS value (its `mailto:` scheme in any case). */
const addressOf = (property: ICAL.Property | null) =>
  String(property?.getFirstValue()).replace(/^mailto:/i, '');

const ics = (p: AppointmentPayload) => {
  const mail = composeAppointmentMail(p, settings);
  if (!mail.icalEvent) throw new Error('no calendar file');
  return eventOf(mail.icalEvent.content);
};

describe('the calendar file of a viewing', () => {
  it.each([
    ['nl', 'Kerkstraat 12 bus 3, 9000 Gent'],
    ['fr', 'Kerkstraat 12 boîte 3, 9000 Gent'],
    ['en', 'Kerkstraat 12 box 3, 9000 Gent'],
    ['de', 'Kerkstraat 12 Box 3, 9000 Gent'],
  ] as const)('names the property address as the LOCATION (%s)', (locale, location) => {
    const event = ics(payload(locale));
    expect(event.getFirstPropertyValue('location')).toBe(location);
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe(
      '2026-11-05T09:00:00.000Z',
    );
  });

  it('names the sales rep as ORGANIZER, with name and mail, and in the description', () => {
    const event = ics(payload('nl'));
    const organizer = event.getFirstProperty('organizer')!;
    expect(addressOf(organizer)).toBe('sofie.claes@immo-example.be');
    // A parameter value cannot hold a double quote (RFC 5545 3.1).
    expect(organizer.getParameter('cn')).toBe('Sofie  Claes');
    const description = String(event.getFirstPropertyValue('description'));
    expect(description).toContain('Uw contactpersoon: Sofie "Claes" (sofie.claes@immo-example.be)');
    expect(description).toContain('Adres: Kerkstraat 12 bus 3, 9000 Gent');
    expect(description).toContain('https://www.immo-example.be/nl/afspraak-annuleren/apt-42');
  });

  it("meets at the agency's office when the listing's address is hidden, the agency organizing", () => {
    const event = ics(
      payload('fr', {
        place: {
          at: 'agency',
          lines: [
            { kind: 'street', text: 'Grote Markt 1' },
            { kind: 'locality', text: '9000 Gand' },
          ],
        },
        agent: undefined,
      }),
    );
    expect(event.getFirstPropertyValue('location')).toBe('Grote Markt 1, 9000 Gand');
    const organizer = event.getFirstProperty('organizer')!;
    expect(addressOf(organizer)).toBe('info@immo-example.be');
    expect(organizer.getParameter('cn')).toBe('Immo Example');
    const description = String(event.getFirstPropertyValue('description'));
    expect(description).toContain('Rendez-vous à notre agence: Grote Markt 1, 9000 Gand');
    expect(description).toContain('Votre contact: Immo Example (info@immo-example.be)');
  });

  it('has no LOCATION when the place is unknown (a booking stored before it was kept)', () => {
    const { place: _place, agent: _agent, ...older } = payload('en');
    const event = ics(older);
    expect(event.getFirstPropertyValue('location')).toBeNull();
    expect(addressOf(event.getFirstProperty('organizer'))).toBe('info@immo-example.be');
  });
});

describe('the reminder of a viewing', () => {
  it.each([
    ['nl', 'Herinnering: uw bezoek op', 'morgen'],
    ['fr', 'Rappel : votre visite le', 'demain'],
    ['en', 'Reminder: your viewing on', 'tomorrow'],
    ['de', 'Erinnerung: Ihre Besichtigung am', 'morgen'],
  ] as const)('is written in the language of the visitor (%s)', (locale, subject, tomorrow) => {
    const mail = composeAppointmentReminderMail(payload(locale), settings);
    expect(mail.subject.startsWith(subject)).toBe(true);
    expect(mail.text).toContain(tomorrow);
    expect(mail.to).toEqual({ name: 'Ann', address: 'ann@example.be' });
    expect(mail.icalEvent).toBeUndefined();
  });
});
