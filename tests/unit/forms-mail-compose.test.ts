import { describe, expect, it } from 'vitest';
import type { AppointmentPayload } from '../../site-server/mail/payloads.ts';
import {
  composeAppointmentMail,
  composeContactMail,
  composeReservationMail,
  composeSendToFriendMail,
  composeSubscriptionMail,
  describeCriteria,
  type MailSettings,
} from '../../site-server/mail/compose.ts';
import { renderHtml, renderText } from '../../site-server/mail/mail-body.ts';
import { createTranslationSystem } from '../../src/i18n/translation-system.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';
import { mailTexts } from '../../site-server/mail/mail-texts.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';

const settings: MailSettings = {
  siteUrl: 'https://www.immo-example.be',
  agency: { name: 'Immo Example', email: 'info@immo-example.be' },
};

const hostile = '<img src=x onerror=alert(1)> & "quotes" <a href="http://evil">click</a>';

const appointment = (locale: AppointmentPayload['locale']): AppointmentPayload => ({
  locale,
  appointment: {
    id: '5e0c6a3e-1111-4c3b-9a55-0f6f1a2b3c4d',
    estateId: 12,
    slot: { id: 's1', start: '2026-11-05T09:00:00Z', end: '2026-11-05T09:30:00Z' },
    name: 'Ann <b>Bold</b>',
    email: 'ann@example.be',
    locale,
    status: 'BOOKED',
    createdAt: '2026-11-01T09:00:00Z',
  },
  estate: { id: 12, title: 'Huis te koop in Gent', path: '/nl/aanbod/12/huis-te-koop-in-gent' },
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<b class="x">'&'</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    );
  });
});

describe('mail body rendering', () => {
  it('writes visitor text as text in both parts: plain in the text part, escaped in HTML', () => {
    const body = {
      lang: 'en-GB',
      title: 'T',
      blocks: [{ kind: 'quote' as const, label: 'Message:', text: `line 1\n${hostile}` }],
    };
    expect(renderText(body)).toContain(`> ${hostile}`);
    const html = renderHtml(body);
    expect(html).not.toMatch(/<img|<a href="http:\/\/evil|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('line 1<br>');
  });

  it('refuses a link that is not http(s)', () => {
    const body = {
      lang: 'en-GB',
      title: 'T',
      blocks: [{ kind: 'link' as const, label: 'x', url: 'javascript:alert(1)' }],
    };
    expect(() => renderHtml(body)).toThrow(/javascript:/);
  });
});

describe('contact mail', () => {
  const payload = {
    locale: 'de' as const,
    name: 'Jörg <script>',
    email: 'joerg@example.de',
    message: hostile,
    estate: { id: 7, title: 'Haus zu verkaufen in Eupen', path: '/de/angebot/7/haus' },
  };

  it('goes to the agency only, answers to the visitor, in the visitor language', () => {
    const mail = composeContactMail(payload, settings);
    expect(mail.to).toBe('info@immo-example.be');
    expect(mail.from).toEqual({ name: 'Immo Example', address: 'info@immo-example.be' });
    expect(mail.replyTo).toEqual({ name: 'Jörg <script>', address: 'joerg@example.de' });
    expect(mail.subject).toBe('Frage zu Haus zu verkaufen in Eupen');
    expect(mail.text).toContain('Sprache: Deutsch');
    expect(mail.text).toContain('https://www.immo-example.be/de/angebot/7/haus');
    expect(mail.html).toContain('lang="de-BE"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
  });

  it("speaks in the agency's own words where the content service gives them", () => {
    const { system, rejected } = createTranslationSystem({
      de: {
        'mail.contact.subjectAboutProperty': 'Anfrage zu {{title}}',
        'mail.labels.language': 'Gewählte Sprache',
      },
    });
    expect(rejected).toEqual([]);
    const mail = composeContactMail(payload, { ...settings, translations: system });
    expect(mail.subject).toBe('Anfrage zu Haus zu verkaufen in Eupen');
    expect(mail.text).toContain('Gewählte Sprache: Deutsch');
    // Other languages, and texts the agency left alone, keep the built-in wording.
    expect(
      composeContactMail({ ...payload, locale: 'nl' }, { ...settings, translations: system })
        .subject,
    ).toBe('Vraag over Haus zu verkaufen in Eupen');
  });
});

describe('send-to-a-friend mail', () => {
  it('is a fixed template from the agency to the friend alone', () => {
    const mail = composeSendToFriendMail(
      {
        locale: 'fr',
        senderName: 'Els',
        friendEmail: 'tom@example.be',
        message: hostile,
        estate: { id: 3, title: 'Maison à vendre à Namur', path: '/fr/offre/3/maison' },
      },
      settings,
    );
    expect(mail.to).toBe('tom@example.be');
    expect(mail.from.address).toBe('info@immo-example.be');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Un bien pour vous : Maison à vendre à Namur');
    expect(mail.text).toContain('Els pense que ce bien de Immo Example pourrait vous intéresser.');
    expect(mail.html).not.toContain('href="http://evil"');
    // The only link is the property on the agency's own site.
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'https://www.immo-example.be/fr/offre/3/maison',
    ]);
  });
});

describe('subscription confirmation mail', () => {
  it('links to the edit page with the token and to unsubscribe, in the language chosen', () => {
    const mail = composeSubscriptionMail(
      {
        locale: 'nl',
        subscriptionId: 'sub-1',
        email: 'an@example.be',
        criteria: { transaction: 'FOR_SALE', headTypes: [1, 2], cities: [], priceMax: 400_000 },
      },
      'TOKEN_abc',
      settings,
    );
    expect(mail.to).toBe('an@example.be');
    expect(mail.subject).toBe('Bevestig uw inschrijving');
    expect(mail.text).toContain('https://www.immo-example.be/nl/hou-me-op-de-hoogte/TOKEN_abc');
    expect(mail.text).toContain(
      'https://www.immo-example.be/nl/hou-me-op-de-hoogte/uitschrijven/TOKEN_abc',
    );
  });

  it('describes the criteria in words', () => {
    expect(
      describeCriteria(
        { transaction: 'TO_RENT', headTypes: [1, 2], cities: [], priceMin: 500, bedrooms: 2 },
        'en',
      ),
    ).toEqual([
      ['For sale or to rent', 'To rent'],
      ['Type', 'House and Apartment'],
      // The site's euro format (spec 5), with its no-break space.
      ['Price', expect.stringMatching(/^from €\s500$/)],
      // spec 5: below 6 the search matches the count exactly.
      ['Bedrooms', '2'],
    ]);
  });

  it('says "at least 6" for the 6+ bedroom choice, as the listing search reads it', () => {
    const rows = describeCriteria(
      { transaction: 'FOR_SALE', headTypes: [], cities: [], bedrooms: 6 },
      'nl',
    );
    expect(rows.at(-1)).toEqual(['Slaapkamers', 'minstens 6']);
  });

  it("adds the listing's own filters, only when chosen, in the subscriber's language", () => {
    const criteria = {
      transaction: 'FOR_SALE' as const,
      headTypes: [1],
      cities: [],
      subTypes: [102, 103],
      areaMin: 120,
      plotMax: 800,
      epc: 'A_PLUS' as const,
      garden: true as const,
      garage: true as const,
    };
    const rows = (locale: Locale) => describeCriteria(criteria, locale).slice(4);
    expect(rows('en')).toEqual([
      ['Subtype', 'Villa and Bungalow'],
      ['Living area', expect.stringMatching(/^from 120,00\sm²$/)],
      ['Plot area', expect.stringMatching(/^up to 800,00\sm²$/)],
      ['EPC label', 'A+ or better'],
      ['With', 'Garden and Garage'],
    ]);
    expect(rows('nl').map(([label]) => label)).toEqual([
      'Subtype',
      'Bewoonbare oppervlakte',
      'Grondoppervlakte',
      'EPC-label',
      'Met',
    ]);
    expect(rows('fr').at(3)).toEqual(['Classe PEB', 'A+ ou mieux']);
    expect(rows('de').at(-1)).toEqual(['Mit', 'Garten und Garage']);
    // Without them, the four rows of spec 5's criteria, as before.
    expect(
      describeCriteria({ transaction: 'FOR_SALE', headTypes: [], cities: [] }, 'en'),
    ).toHaveLength(4);
  });
});

describe('appointment confirmation mail', () => {
  it.each(locales)('carries the %s cancel route and the event as an .ics file', (locale) => {
    const mail = composeAppointmentMail(appointment(locale), settings);
    const cancelSegment = {
      nl: 'afspraak-annuleren',
      fr: 'annuler-rendez-vous',
      en: 'cancel-appointment',
      de: 'termin-absagen',
    }[locale];
    const cancelUrl = `https://www.immo-example.be/${locale}/${cancelSegment}/5e0c6a3e-1111-4c3b-9a55-0f6f1a2b3c4d`;
    expect(mail.text).toContain(cancelUrl);
    expect(mail.html).toContain(`href="${cancelUrl}"`);
    expect(mail.text).toContain(mailTexts(locale).appointment.cancel);
    expect(mail.icalEvent?.method).toBe('PUBLISH');
    expect(mail.icalEvent?.content).toContain('DTSTART:20261105T090000Z');
    expect(mail.icalEvent?.content).toContain('DTEND:20261105T093000Z');
    expect(mail.icalEvent?.content).toContain(
      'UID:5e0c6a3e-1111-4c3b-9a55-0f6f1a2b3c4d@www.immo-example.be',
    );
  });

  it('shows the time in Brussels in the visitor language', () => {
    const mail = composeAppointmentMail(appointment('nl'), settings);
    // 09:00 UTC is 10:00 in Brussels in November.
    expect(mail.subject).toBe('Uw bezoek op donderdag 5 november 2026 om 10:00');
    expect(mail.html).not.toContain('<b>Bold</b>');
  });

  it('sends a blind copy to the agency only when asked', () => {
    expect(composeAppointmentMail(appointment('en'), settings).bcc).toBeUndefined();
    expect(
      composeAppointmentMail(appointment('en'), { ...settings, copyAgencyOnBookings: true }).bcc,
    ).toBe('info@immo-example.be');
  });
});

describe('reservation request mail', () => {
  it('says the request is received but not yet confirmed, with the period and price', () => {
    const mail = composeReservationMail(
      {
        locale: 'en',
        reservationId: 'r-1',
        unit: { id: 77, name: 'Villa Duin', city: 'De Haan' },
        period: { from: '2027-07-03', to: '2027-07-10', type: 'WEEK', price: 1450 },
        guests: 4,
        name: 'Ann',
        email: 'ann@example.be',
      },
      settings,
    );
    expect(mail.to).toEqual({ name: 'Ann', address: 'ann@example.be' });
    expect(mail.subject).toBe('Your reservation request for Villa Duin');
    expect(mail.text).toContain('Period: 03/07/2027 – 10/07/2027');
    expect(mail.text).toMatch(/Price: €\s1\.450/);
    expect(mail.text).toContain('This is not a confirmation yet');
    expect(mail.text).toContain('https://www.immo-example.be/en/holiday/77');
  });
});
