import { energyLabelDisplay } from '../../src/domain/epc.ts';
import {
  dateTimeZone,
  formatCurrency,
  formatDate,
  formatSurface,
} from '../../src/domain/formats.ts';
import { criteriaSearchFilter } from '../../src/domain/listing-changes.ts';
import { localeTags, type Locale } from '../../src/domain/locales.ts';
import { pickLocalized } from '../../src/domain/localized-text.ts';
import { headTypeById, subTypeById } from '../../src/domain/reference-data/index.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { LARGE_BEDROOM_COUNT, serializeSearchFilter } from '../../src/domain/search-filters.ts';
import type { SubscriptionCriteria } from '../../src/forms/schemas.ts';
import type { AlertListing, AlertPayload } from './payloads.ts';
import type {
  AppointmentPayload,
  ContactPayload,
  EstateReference,
  ReservationPayload,
  SendToFriendPayload,
  SubscriptionPayload,
  ViewingPlace,
} from './payloads.ts';
import { appointmentEvent } from './appointment-ics.ts';
import { renderHtml, renderText, type MailBlock } from './mail-body.ts';
import { mailTexts, type MailTexts } from './mail-texts.ts';
import type { TranslationSystem } from '../../src/i18n/translate.ts';

/*
 * The fixed templates of the form mails. The site is never an open relay: every mail
 * comes From the agency, goes to one address the template chooses (the agency, the visitor
 * themself, or the one friend), and carries what the visitor typed only as escaped, length-
 * limited plain text inside our own wording.
 */

export type MailSettings = {
  /** The public address of the site (SITE_URL), for the links in the mails. */
  siteUrl: string;
  /** Sender of every mail, and the recipient of contact messages. */
  agency: { name: string; email: string };
  /** Blind copy of the appointment and reservation mails to the agency. */
  copyAgencyOnBookings?: boolean;
  /** The agency's time zone, for the appointment time (Europe/Brussels). */
  timeZone?: string;
  /** The texts: the built-in ones with the agency's from the content service (default: built-in). */
  translations?: TranslationSystem;
};

export type MailAddress = { name: string; address: string };

/** A composed mail, before the outbox adds its Message-ID and date. */
export type ComposedMail = {
  from: MailAddress;
  to: MailAddress | string;
  replyTo?: MailAddress;
  bcc?: string;
  subject: string;
  text: string;
  html: string;
  icalEvent?: { filename: string; method: 'PUBLISH'; content: string };
  /** Extra headers of this mail (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};

const absolute = (settings: MailSettings, path: string) => new URL(path, settings.siteUrl).href;

/** A header value on one line, however it was typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function envelope(
  settings: MailSettings,
  locale: Locale,
  subject: string,
  blocks: MailBlock[],
): Pick<ComposedMail, 'from' | 'subject' | 'text' | 'html'> {
  const texts = mailTexts(locale, settings.translations);
  const all: MailBlock[] = [
    ...blocks,
    { kind: 'small', text: texts.automatic(settings.agency.name) },
  ];
  const body = { lang: localeTags[locale], title: oneLine(subject), blocks: all };
  return {
    from: { name: settings.agency.name, address: settings.agency.email },
    subject: oneLine(subject),
    text: renderText(body),
    html: renderHtml(body),
  };
}

const estateTitle = (estate: EstateReference) => estate.title ?? `#${estate.id}`;

/** Contact form → the agency, with Reply-To the visitor, in the visitor's language. */
export function composeContactMail(payload: ContactPayload, settings: MailSettings): ComposedMail {
  const texts = mailTexts(payload.locale, settings.translations);
  const { labels } = texts;
  const { estate } = payload;
  const subject = estate
    ? texts.contact.subjectAboutProperty(estateTitle(estate))
    : texts.contact.subject(payload.name);
  const facts: [string, string][] = [
    [labels.name, payload.name],
    [labels.email, payload.email],
    ...(payload.phone ? [[labels.phone, payload.phone] as [string, string]] : []),
    [labels.language, texts.languageName],
    ...(estate ? [[labels.property, estateTitle(estate)] as [string, string]] : []),
  ];
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: estate
        ? texts.contact.introAboutProperty(payload.name)
        : texts.contact.intro(payload.name),
    },
    { kind: 'facts', rows: facts },
    { kind: 'quote', label: texts.contact.messageLabel, text: payload.message },
    ...(estate
      ? [
          {
            kind: 'link',
            label: estateTitle(estate),
            url: absolute(settings, estate.path),
          } as const,
        ]
      : []),
    { kind: 'paragraph', text: texts.contact.replyHint(payload.name) },
  ];
  return {
    ...envelope(settings, payload.locale, subject, blocks),
    to: settings.agency.email,
    replyTo: { name: payload.name, address: payload.email },
  };
}

/** A range in words: "from", "up to" or "… to …" the bounds given, else "any". */
function rangeText(texts: MailTexts, min: string | undefined, max: string | undefined): string {
  if (min && max) return texts.between(min, max);
  if (min) return texts.from(min);
  return max ? texts.upTo(max) : texts.any;
}

type FactRow = [string, string];

/**
 * The listing's filters beyond spec 5 a subscription holds, in words: subtypes by name, areas
 * in m², the EPC label "or better", the "with …" choices; only those chosen.
 */
function describeListingFilters(
  criteria: SubscriptionCriteria,
  locale: Locale,
  texts: MailTexts,
): FactRow[] {
  const { labels } = texts;
  const list = (names: string[]) =>
    new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format(names);
  const surface = (value: number | undefined) =>
    value === undefined ? undefined : formatSurface(value, locale);
  const rows: FactRow[] = [];
  const subTypeNames = (criteria.subTypes ?? []).map((id) => {
    const entry = subTypeById(id);
    return (entry && pickLocalized(entry.labels, locale, { fallback: true })) ?? `#${id}`;
  });
  if (subTypeNames.length > 0) rows.push([labels.subTypes, list(subTypeNames)]);
  const ranges = [
    [labels.livingArea, criteria.areaMin, criteria.areaMax],
    [labels.plotArea, criteria.plotMin, criteria.plotMax],
  ] as const;
  for (const [label, min, max] of ranges) {
    if (min !== undefined || max !== undefined) {
      rows.push([label, rangeText(texts, surface(min), surface(max))]);
    }
  }
  if (criteria.epc) {
    rows.push([
      labels.epc,
      texts.epcAtMost(energyLabelDisplay(criteria.epc)?.label ?? criteria.epc),
    ]);
  }
  const features = (['garden', 'terrace', 'garage'] as const).filter(
    (name) => criteria[name] === true,
  );
  if (features.length > 0) {
    rows.push([labels.features, list(features.map((name) => texts.features[name]))]);
  }
  return rows;
}

/**
 * The criteria in words, as the subscriber chose them (types by name, prices in euro); the
 * listing's filters beyond spec 5 follow when chosen, so a subscription without them reads as
 * it always did.
 */
export function describeCriteria(
  criteria: SubscriptionCriteria,
  locale: Locale,
  translations?: TranslationSystem,
): FactRow[] {
  const texts = mailTexts(locale, translations);
  const { labels } = texts;
  const typeNames = criteria.headTypes
    .map((id) => headTypeById(id)?.labels[locale])
    .filter((name): name is string => !!name);
  const { priceMin, priceMax } = criteria;
  const min =
    priceMin === undefined || priceMin === 0 ? undefined : formatCurrency(priceMin, locale);
  const max = priceMax === undefined ? undefined : formatCurrency(priceMax, locale);
  return [
    [labels.transaction, criteria.transaction === 'FOR_SALE' ? texts.forSale : texts.toRent],
    [
      labels.types,
      typeNames.length > 0
        ? new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format(typeNames)
        : texts.any,
    ],
    [labels.priceRange, rangeText(texts, min, max)],
    [
      labels.bedrooms,
      // spec 5: bedrooms below 6 match exactly, 6 is "6 or more" (as the listing search).
      criteria.bedrooms === undefined
        ? texts.any
        : criteria.bedrooms >= LARGE_BEDROOM_COUNT
          ? texts.atLeast(String(LARGE_BEDROOM_COUNT))
          : String(criteria.bedrooms),
    ],
    ...describeListingFilters(criteria, locale, texts),
  ];
}

/**
 * Double opt-in → the subscriber: the confirm link is the edit page of the subscription (spec 2
 * subscribe path + /{token}), which asks to confirm; the unsubscribe link works at once.
 */
export function composeSubscriptionMail(
  payload: SubscriptionPayload,
  token: string,
  settings: MailSettings,
): ComposedMail {
  const texts = mailTexts(payload.locale, settings.translations);
  // The route contract: `?confirm=1` opens the edit page in its confirming mode.
  const editUrl = absolute(
    settings,
    `${buildPath('editSubscription', payload.locale, { token })}?confirm=1`,
  );
  const unsubscribeUrl = absolute(settings, buildPath('unsubscribe', payload.locale, { token }));
  // A subscription on one listing's price names the listing, not search criteria.
  const what: MailBlock[] = payload.estate
    ? [
        { kind: 'paragraph', text: texts.subscription.priceIntro(settings.agency.name) },
        {
          kind: 'link',
          label: payload.estate.title ?? texts.labels.property,
          url: absolute(settings, payload.estate.path),
        },
      ]
    : [
        { kind: 'paragraph', text: texts.subscription.intro(settings.agency.name) },
        {
          kind: 'facts',
          rows: describeCriteria(payload.criteria, payload.locale, settings.translations),
        },
      ];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.greetingNoName },
    ...what,
    { kind: 'link', label: texts.subscription.confirm, url: editUrl },
    { kind: 'paragraph', text: texts.subscription.ignore },
    { kind: 'paragraph', text: texts.signOff(settings.agency.name) },
    { kind: 'link', label: texts.subscription.unsubscribe, url: unsubscribeUrl },
  ];
  return {
    ...envelope(settings, payload.locale, texts.subscription.subject, blocks),
    to: payload.email,
  };
}

/**
 * Send-to-a-friend → the friend only. Fixed wording from the agency, a link to the property on
 * our own site, and the sender's short note as a quotation; no Reply-To, no other recipient.
 */
export function composeSendToFriendMail(
  payload: SendToFriendPayload,
  settings: MailSettings,
): ComposedMail {
  const texts = mailTexts(payload.locale, settings.translations);
  const { estate } = payload;
  const subject = estate.title
    ? texts.friend.subject(estate.title)
    : texts.friend.subjectNoTitle(settings.agency.name);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.greetingNoName },
    { kind: 'paragraph', text: texts.friend.intro(payload.senderName, settings.agency.name) },
    {
      kind: 'link',
      label: estate.title ?? texts.friend.view,
      url: absolute(settings, estate.path),
    },
    ...(payload.message
      ? [
          {
            kind: 'quote',
            label: texts.friend.messageLabel(payload.senderName),
            text: payload.message,
          } as const,
        ]
      : []),
    { kind: 'paragraph', text: texts.signOff(settings.agency.name) },
    { kind: 'small', text: texts.friend.why(payload.senderName) },
  ];
  return { ...envelope(settings, payload.locale, subject, blocks), to: payload.friendEmail };
}

/**
 * A viewing's place on one line, as the visitor's language writes it
 * ('Kerkstraat 12 bus 3, 9000 Gent'); null when unknown.
 */
function placeText(place: ViewingPlace | undefined, texts: MailTexts): string | null {
  if (!place || place.lines.length === 0) return null;
  const parts: string[] = [];
  for (const line of place.lines) {
    const text = line.kind === 'box' ? texts.box(line.text) : line.text;
    // The box belongs with its street: "Kerkstraat 12 bus 3".
    if (line.kind === 'box' && parts.length > 0) parts[parts.length - 1] += ` ${text}`;
    else parts.push(text);
  }
  return parts.join(', ');
}

/** What the confirmation and the reminder of a viewing both say, in the visitor's language. */
function viewingFacts(payload: AppointmentPayload, settings: MailSettings) {
  const { appointment, estate, locale } = payload;
  const texts = mailTexts(locale, settings.translations);
  const when = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: settings.timeZone ?? dateTimeZone,
  }).format(new Date(appointment.slot.start));
  // spec 2: the cancel link `{site}/{lang}/{cancel-appointment route}/{appointmentId}`.
  const cancelUrl = absolute(
    settings,
    buildPath('cancelAppointment', locale, { appointmentId: appointment.id }),
  );
  const estateUrl = estate ? absolute(settings, estate.path) : null;
  const title = estate ? estateTitle(estate) : null;
  const place = placeText(payload.place, texts);
  const placeRow: [string, string] | null = place
    ? [payload.place?.at === 'agency' ? texts.labels.office : texts.labels.address, place]
    : null;
  // The agent shows the property; the agency when the listing names no sales representative.
  const agent = payload.agent ?? { name: settings.agency.name, email: settings.agency.email };
  const agentRow: [string, string] = [texts.labels.agent, `${agent.name} (${agent.email})`];
  const rows: [string, string][] = [
    ...(title ? [[texts.labels.property, title] as [string, string]] : []),
    [texts.labels.dateTime, when],
    ...(placeRow ? [placeRow] : []),
    agentRow,
    [texts.labels.reference, appointment.id],
  ];
  return { texts, when, cancelUrl, estateUrl, title, place, placeRow, agent, agentRow, rows };
}

/**
 * The body of a mail about a viewing: greeting, its introduction, the facts, the property's
 * link, what else it says (`extra`), then the cancel link and the sign-off.
 */
function viewingBlocks(
  payload: AppointmentPayload,
  settings: MailSettings,
  facts: ReturnType<typeof viewingFacts>,
  intro: string,
  extra: MailBlock[] = [],
): MailBlock[] {
  const { texts, cancelUrl, estateUrl } = facts;
  return [
    { kind: 'paragraph', text: texts.greeting(payload.appointment.name) },
    { kind: 'paragraph', text: intro },
    { kind: 'facts', rows: facts.rows },
    ...(estateUrl
      ? [{ kind: 'link', label: texts.appointment.viewProperty, url: estateUrl } as const]
      : []),
    ...extra,
    { kind: 'paragraph', text: texts.appointment.cancelHint },
    { kind: 'link', label: texts.appointment.cancel, url: cancelUrl },
    { kind: 'paragraph', text: texts.signOff(settings.agency.name) },
  ];
}

/**
 * Viewing appointment → the visitor, with the event as an .ics file (its LOCATION the place,
 * its ORGANIZER the agent) and the cancel link.
 */
export function composeAppointmentMail(
  payload: AppointmentPayload,
  settings: MailSettings,
): ComposedMail {
  const { appointment } = payload;
  const facts = viewingFacts(payload, settings);
  const { texts, when, cancelUrl, estateUrl, title } = facts;
  const blocks = viewingBlocks(
    payload,
    settings,
    facts,
    title ? texts.appointment.intro(title, when) : texts.appointment.introNoProperty(when),
    [{ kind: 'paragraph', text: texts.appointment.calendar }],
  );
  const content = appointmentEvent({
    appointment,
    title: texts.appointment.eventTitle(title),
    description: [
      ...[facts.placeRow, facts.agentRow].flatMap((row) => (row ? [`${row[0]}: ${row[1]}`] : [])),
      texts.appointment.cancelHint,
      cancelUrl,
    ].join('\n'),
    url: estateUrl,
    location: facts.place,
    organizer: facts.agent,
    uidDomain: new URL(settings.siteUrl).hostname,
  });
  return {
    ...envelope(settings, payload.locale, texts.appointment.subject(when), blocks),
    to: { name: appointment.name, address: appointment.email },
    ...(settings.copyAgencyOnBookings ? { bcc: settings.agency.email } : {}),
    icalEvent: { filename: 'appointment.ics', method: 'PUBLISH', content },
  };
}

/**
 * The reminder of a viewing, the day before → the visitor, in their language: when, where,
 * with whom, and the same cancel link as the confirmation.
 */
export function composeAppointmentReminderMail(
  payload: AppointmentPayload,
  settings: MailSettings,
): ComposedMail {
  const { appointment } = payload;
  const facts = viewingFacts(payload, settings);
  const { texts, when, title } = facts;
  const blocks = viewingBlocks(
    payload,
    settings,
    facts,
    title ? texts.reminder.intro(title, when) : texts.reminder.introNoProperty(when),
  );
  return {
    ...envelope(settings, payload.locale, texts.reminder.subject(when), blocks),
    to: { name: appointment.name, address: appointment.email },
  };
}

/** Holiday-rental reservation request → the visitor: received, not yet confirmed. */
export function composeReservationMail(
  payload: ReservationPayload,
  settings: MailSettings,
): ComposedMail {
  const { locale, unit, period } = payload;
  const texts = mailTexts(locale, settings.translations);
  const { labels } = texts;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.greeting(payload.name) },
    { kind: 'paragraph', text: texts.reservation.intro },
    {
      kind: 'facts',
      rows: [
        [labels.holidayHome, `${unit.name}, ${unit.city}`],
        [labels.period, `${formatDate(period.from, locale)} – ${formatDate(period.to, locale)}`],
        [labels.guests, String(payload.guests)],
        [labels.price, formatCurrency(period.price, locale)],
        [labels.reference, payload.reservationId],
      ],
    },
    { kind: 'paragraph', text: texts.reservation.notYet },
    ...(payload.message
      ? [{ kind: 'quote', label: texts.contact.messageLabel, text: payload.message } as const]
      : []),
    {
      kind: 'link',
      label: unit.name,
      url: absolute(settings, buildPath('holidayRentalUnit', locale, { rentalUnitId: unit.id })),
    },
    { kind: 'paragraph', text: texts.signOff(settings.agency.name) },
  ];
  return {
    ...envelope(settings, locale, texts.reservation.subject(unit.name), blocks),
    to: { name: payload.name, address: payload.email },
    ...(settings.copyAgencyOnBookings ? { bcc: settings.agency.email } : {}),
  };
}

/**
 * Listing alert → the subscriber, in their language: the new listings, then the price drops
 * (old → new), each with its title, place, price and a link to its page; the search it answers,
 * the edit link and the unsubscribe link, both with the alert's own link token (see
 * site-server/forms/subscriptions.ts), also as the List-Unsubscribe header.
 */
export function composeAlertMail(
  payload: AlertPayload,
  token: string,
  settings: MailSettings,
): ComposedMail {
  const { locale, counts, criteria } = payload;
  const texts = mailTexts(locale, settings.translations);
  const agency = settings.agency.name;
  const editUrl = absolute(settings, buildPath('editSubscription', locale, { token }));
  const unsubscribeUrl = absolute(settings, buildPath('unsubscribe', locale, { token }));
  const news = new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }).format([
    ...(counts.new > 0 ? [texts.alert.newCount(counts.new)] : []),
    ...(counts.priceDrops > 0 ? [texts.alert.dropCount(counts.priceDrops)] : []),
  ]);
  const price = (listing: AlertListing) => {
    if (listing.price === null) return texts.alert.priceOnRequest;
    const amount = formatCurrency(listing.price, locale);
    return listing.priceFrom ? texts.from(amount) : amount;
  };
  const listingBlock = (listing: AlertListing): MailBlock => ({
    kind: 'listing',
    title: listing.title,
    url: absolute(settings, listing.path),
    place: listing.place,
    price: price(listing),
    ...(listing.previousPrice === null
      ? {}
      : { previousPrice: formatCurrency(listing.previousPrice, locale) }),
  });
  const section = (heading: string, listings: AlertListing[]): MailBlock[] =>
    listings.length === 0
      ? []
      : [{ kind: 'heading', text: heading }, ...listings.map(listingBlock)];
  const more = counts.new + counts.priceDrops - payload.listings.length;
  // The listing screen of the transaction with the subscriber's search (spec 5 parameters).
  const searchUrl = absolute(
    settings,
    `${buildPath(criteria.transaction === 'FOR_SALE' ? 'buy' : 'rent', locale)}?${serializeSearchFilter(criteriaSearchFilter(criteria))}`,
  );
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: texts.greetingNoName },
    { kind: 'paragraph', text: texts.alert.intro },
    ...section(
      texts.alert.newHeading,
      payload.listings.filter((listing) => listing.change === 'new'),
    ),
    ...section(
      texts.alert.dropHeading,
      payload.listings.filter((listing) => listing.change === 'priceDrop'),
    ),
    // A subscription on one listing's price has no search to show or edit: the drop is all.
    ...(criteria.estateId !== undefined
      ? []
      : [
          ...(more > 0
            ? [
                { kind: 'paragraph', text: texts.alert.more(more) } as const,
                { kind: 'link', label: texts.alert.seeAll, url: searchUrl } as const,
              ]
            : []),
          { kind: 'paragraph', text: texts.alert.criteriaIntro } as const,
          {
            kind: 'facts',
            rows: describeCriteria(criteria, locale, settings.translations),
          } as const,
          { kind: 'link', label: texts.alert.edit, url: editUrl } as const,
        ]),
    { kind: 'paragraph', text: texts.signOff(agency) },
    {
      kind: 'small',
      text:
        criteria.estateId !== undefined ? texts.alert.priceWhy(agency) : texts.alert.why(agency),
    },
    { kind: 'link', label: texts.subscription.unsubscribe, url: unsubscribeUrl },
  ];
  return {
    ...envelope(settings, locale, texts.alert.subject(news, agency), blocks),
    to: payload.email,
    // RFC 8058: the provider's own unsubscribe button posts to the same link (the site server
    // answers that post, site-server/ajax/one-click-unsubscribe.ts).
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
