import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { HttpError, type ContentService } from '../../src/content-service/index.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { buildPath } from '../../src/domain/routes.ts';
import { fieldErrors, type FieldErrors } from '../../src/forms/field-errors.ts';
import {
  appointmentFormSchema,
  contactFormSchema,
  reservationFormSchema,
  sendToFriendFormSchema,
  subscriptionEditSchema,
  subscriptionFormSchema,
  type FormErrorKey,
  type FormKind,
  type FormMeta,
  type FormResultKey,
  type SubscriptionCriteria,
} from '../../src/forms/schemas.ts';
import type { AgendaSlot } from '../../src/schemas/agenda.ts';
import type { RentalPeriod } from '../../src/schemas/rental-unit.ts';
import { scheduleReminder, withdrawReminder } from './appointment-reminders.ts';
import { checkBot, minimumFillMs } from './bot-check.ts';
import { transaction } from './database.ts';
import { lookUpEstate } from './estate-reference.ts';
import type { Outbox, Submission } from './outbox.ts';
import type {
  AppointmentPayload,
  ContactPayload,
  EstateReference,
  ReservationPayload,
  SendToFriendPayload,
  SubscriptionPayload,
} from '../mail/payloads.ts';
import { clientKey, formRateLimits, type RateLimit, type RateLimiter } from './rate-limit.ts';
import type { Subscription, SubscriptionStore } from './subscriptions.ts';
import { lookUpViewingDetails, type ViewingDetails } from './viewing-details.ts';

/*
 * The form handlers of the site server, free of any HTTP framework: each takes the
 * posted JSON and the parts they share, and gives a status and a body the route sends as is. Order:
 * validate (400, nothing stored) → same idempotency key (the first answer again) → rate limit
 * (429) → honeypot and fill time (a pretended 202, nothing stored) → bookings with the content
 * service (409 with fresh choices) → outbox accept, committed → 202 with the submission id.
 */

/** The content-service calls the forms make. */
export type FormContentService = Pick<
  ContentService,
  | 'searchEstates'
  | 'agendaSlots'
  | 'bookAppointment'
  | 'appointment'
  | 'cancelAppointment'
  | 'rentalUnit'
  | 'rentalPeriods'
  | 'requestRentalReservation'
  | 'estate'
  | 'projectEstate'
  | 'backOfficeEstate'
  | 'site'
>;

/** What the handlers share for the life of the server. */
export type FormParts = {
  /** The outbox and the subscriptions on one database, so they commit together. */
  outbox: Outbox;
  subscriptions: SubscriptionStore;
  contentService: FormContentService;
  rateLimiter: RateLimiter;
  rateLimits?: Partial<Record<RateLimitedAction, RateLimit>>;
  /** Minimum time between showing a form and posting it (3 s). */
  minFillMs?: number;
  now?: () => number;
  log?: (message: string) => void;
};

/** The parts plus the one thing per request: the visitor's IP (as the proxy reports it). */
export type HandlerDeps = FormParts & { clientIp: string };

export type RateLimitedAction = FormKind | 'cancelAppointment' | 'oneClickUnsubscribe';

/** A subscription as its {token} page shows it. */
export type SubscriptionView = {
  email: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
  status: Subscription['status'];
};

export type SuccessBody = {
  message: FormResultKey;
  /** The submission id (202). */
  id?: string;
  appointmentId?: string;
  reservationId?: string;
  subscription?: SubscriptionView;
};

export type FormResult =
  | { status: 200 | 202; body: SuccessBody }
  | {
      status: 400;
      body: {
        error: 'form.error.invalid';
        fields: FieldErrors;
        /** Placeholder values of a field's message, e.g. `{ guests: { max: 4 } }`. */
        values?: Record<string, Record<string, number>>;
      };
    }
  | { status: 404; body: { error: 'form.error.not.found' } }
  | { status: 409; body: { error: 'form.error.slot.taken'; slots: AgendaSlot[] } }
  | { status: 409; body: { error: 'form.error.period.taken'; periods: RentalPeriod[] } }
  | {
      status: 429;
      body: { error: 'form.error.rate.limited'; retryAfterSeconds: number };
      headers: { 'Retry-After': string };
    }
  | { status: 503; body: { error: 'form.error.unavailable' } };

const successKeys: Record<FormKind, FormResultKey> = {
  contact: 'form.sent',
  subscription: 'form.subscribe.pending',
  sendToFriend: 'form.friend.sent',
  appointment: 'form.appointment.booked',
  reservation: 'form.reservation.requested',
};

const invalid = (
  fields: Partial<Record<string, FormErrorKey>>,
  values?: Record<string, Record<string, number>>,
): FormResult => ({
  status: 400,
  body: {
    error: 'form.error.invalid',
    fields: fields as FieldErrors,
    ...(values ? { values } : {}),
  },
});
const unavailable = (): FormResult => ({ status: 503, body: { error: 'form.error.unavailable' } });
const notFound = (): FormResult => ({ status: 404, body: { error: 'form.error.not.found' } });

/** A content-service answer with this HTTP status (not a network failure or a bad payload). */
const hasStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof HttpError && statuses.includes(error.status);

/** The answer of an accepted submission, the same for its first post and any repeat. */
function acceptedAnswer(
  kind: FormKind,
  submission: Pick<Submission, 'id' | 'payload'>,
): FormResult {
  const body: SuccessBody = { message: successKeys[kind], id: submission.id };
  const payload = submission.payload as Partial<AppointmentPayload & ReservationPayload>;
  if (kind === 'appointment' && payload.appointment) body.appointmentId = payload.appointment.id;
  if (kind === 'reservation' && payload.reservationId) body.reservationId = payload.reservationId;
  return { status: 202, body };
}

/** Posts of the same form fill (same kind and key) being handled right now. */
const inFlightByOutbox = new WeakMap<Outbox, Map<string, Promise<FormResult>>>();

function inFlightOf(outbox: Outbox): Map<string, Promise<FormResult>> {
  let map = inFlightByOutbox.get(outbox);
  if (!map) {
    map = new Map();
    inFlightByOutbox.set(outbox, map);
  }
  return map;
}

/**
 * The forms' limits, a looser one for cancel links, and a far looser one for one-click
 * unsubscribes: those come from a mailbox provider's few servers, for all its users at once.
 */
const limitsByAction: Record<RateLimitedAction, RateLimit> = {
  ...formRateLimits,
  cancelAppointment: { limit: 10, windowMs: 10 * 60_000 },
  oneClickUnsubscribe: { limit: 60, windowMs: 60_000 },
};

/** 429 with Retry-After when the client is over its limit for this action. */
function rateLimit(deps: HandlerDeps, action: RateLimitedAction): FormResult | undefined {
  const limit = deps.rateLimits?.[action] ?? limitsByAction[action];
  const decision = deps.rateLimiter.hit(`${action} ${clientKey(deps.clientIp)}`, limit);
  if (decision.ok) return undefined;
  return {
    status: 429,
    body: { error: 'form.error.rate.limited', retryAfterSeconds: decision.retryAfterSeconds },
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  };
}

/**
 * The steps every form shares, around its own `accept`. Concurrent posts of one form fill (a
 * double click) share one run: the second waits for the first and gets its answer, so a slot is
 * never booked twice by the same visitor.
 */
async function submit<T extends FormMeta>(
  kind: FormKind,
  schema: z.ZodType<T>,
  input: unknown,
  deps: HandlerDeps,
  accept: (form: T) => Promise<FormResult>,
): Promise<FormResult> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const form = parsed.data;
  const previous = deps.outbox.find(kind, form.idempotencyKey);
  if (previous) return acceptedAnswer(kind, previous);
  const inFlight = inFlightOf(deps.outbox);
  const key = `${kind} ${form.idempotencyKey}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = (async (): Promise<FormResult> => {
    const limited = rateLimit(deps, kind);
    if (limited) return limited;
    const now = (deps.now ?? Date.now)();
    if (!checkBot(form, now, deps.minFillMs ?? minimumFillMs).human) {
      // Looks like success, stores nothing: a bot learns nothing to adapt to.
      return { status: 202, body: { message: successKeys[kind], id: randomUUID() } };
    }
    return accept(form);
  })();
  inFlight.set(key, run);
  try {
    return await run;
  } finally {
    inFlight.delete(key);
  }
}

/** A reference to an estate the service could not describe now: its short link, no title. */
const shortReference = (estateId: number, locale: Locale): EstateReference => ({
  id: estateId,
  title: null,
  path: buildPath('estateDetailShort', locale, { estateId }),
});

/** The estate as the mail names it; the short link when the service cannot answer now. */
async function estateOrShortLink(
  deps: HandlerDeps,
  estateId: number,
  locale: Locale,
): Promise<EstateReference | null> {
  try {
    return await lookUpEstate(deps.contentService, estateId, locale);
  } catch {
    return shortReference(estateId, locale);
  }
}

/** Who asks for a booking, as the content service takes it: the optional fields only if given. */
const visitorOf = (form: {
  name: string;
  email: string;
  phone?: string | undefined;
  message?: string | undefined;
  locale: Locale;
}) => ({
  name: form.name,
  email: form.email,
  ...(form.phone ? { phone: form.phone } : {}),
  ...(form.message ? { message: form.message } : {}),
  locale: form.locale,
});

/** Contact form, general or about a property → a mail to the agency. */
export function handleContact(input: unknown, deps: HandlerDeps): Promise<FormResult> {
  return submit('contact', contactFormSchema, input, deps, async (form) => {
    const estate =
      form.estateId === undefined
        ? null
        : // A removed property still gets its question through, by its short link.
          ((await estateOrShortLink(deps, form.estateId, form.locale)) ??
          shortReference(form.estateId, form.locale));
    const payload: ContactPayload = {
      locale: form.locale,
      name: form.name,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      message: form.message,
      estate,
    };
    const { id } = deps.outbox.accept('contact', payload, form.idempotencyKey);
    return acceptedAnswer('contact', { id, payload });
  });
}

/**
 * "Keep me informed" → a pending subscription and its confirmation mail, committed together
 * (double opt-in: nothing is sent to the address until its owner follows the link).
 */
export function handleSubscribe(input: unknown, deps: HandlerDeps): Promise<FormResult> {
  return submit('subscription', subscriptionFormSchema, input, deps, async (form) => {
    if (deps.subscriptions.db !== deps.outbox.db) {
      throw new Error('The subscriptions and the outbox must share one database');
    }
    // A subscription on one listing's price names that listing, which must exist.
    const { estateId } = form.criteria;
    const estate =
      estateId === undefined ? undefined : await estateOrShortLink(deps, estateId, form.locale);
    if (estate === null) return invalid({ estateId: 'form.error.estate' });
    // Under the write lock: another process may have stored this form fill a moment ago.
    const submission = transaction(deps.outbox.db, () => {
      const previous = deps.outbox.find('subscription', form.idempotencyKey);
      if (previous) return previous;
      const { subscription, token } = deps.subscriptions.create({
        email: form.email,
        locale: form.locale,
        criteria: form.criteria,
      });
      const payload: SubscriptionPayload = {
        locale: form.locale,
        subscriptionId: subscription.id,
        email: form.email,
        criteria: form.criteria,
        ...(estate ? { estate } : {}),
      };
      const accepted = deps.outbox.accept('subscription', payload, form.idempotencyKey, {
        secret: { token },
      });
      return { id: accepted.id, payload };
    });
    return acceptedAnswer('subscription', submission);
  });
}

/** Send-to-a-friend → one fixed mail to the friend about a property that exists. */
export function handleSendToFriend(input: unknown, deps: HandlerDeps): Promise<FormResult> {
  return submit('sendToFriend', sendToFriendFormSchema, input, deps, async (form) => {
    const estate = await estateOrShortLink(deps, form.estateId, form.locale);
    if (!estate) return invalid({ estateId: 'form.error.estate' });
    const payload: SendToFriendPayload = {
      locale: form.locale,
      senderName: form.senderName,
      friendEmail: form.friendEmail,
      ...(form.message ? { message: form.message } : {}),
      estate,
    };
    const { id } = deps.outbox.accept('sendToFriend', payload, form.idempotencyKey);
    return acceptedAnswer('sendToFriend', { id, payload });
  });
}

/** The free slots of an estate now, for a 409; empty when even that fails. */
async function freshSlots(deps: HandlerDeps, estateId: number): Promise<AgendaSlot[]> {
  return deps.contentService.agendaSlots(estateId).catch(() => []);
}

/**
 * Viewing appointment: booked with the content service while the visitor waits (409 with the
 * free slots when the slot was taken, or no longer starts when the visitor saw it), then the
 * confirmation mail goes through the outbox. Should storing the mail fail, the booking is
 * cancelled again, so no slot is held without the visitor knowing.
 */
export function handleAppointment(input: unknown, deps: HandlerDeps): Promise<FormResult> {
  return submit('appointment', appointmentFormSchema, input, deps, async (form) => {
    const api = deps.contentService;
    let slots: AgendaSlot[];
    let estate: EstateReference | null;
    let details: ViewingDetails | null;
    try {
      [slots, estate, details] = await Promise.all([
        api.agendaSlots(form.estateId),
        estateOrShortLink(deps, form.estateId, form.locale),
        // Without them the viewing is still booked; its mails then name no place or agent.
        lookUpViewingDetails(api, form.estateId, form.locale).catch(() => null),
      ]);
    } catch (error) {
      return hasStatus(error, 404) ? invalid({ estateId: 'form.error.estate' }) : unavailable();
    }
    // A slot no longer free may be this visitor's own booking whose answer was lost (the
    // server stopped before storing it): the booking call with the form's key tells.
    const slot = slots.find((candidate) => candidate.id === form.slotId);
    if (slot && Date.parse(slot.start) !== Date.parse(form.slotStart)) {
      return { status: 409, body: { error: 'form.error.slot.taken', slots } };
    }
    let appointment: AppointmentPayload['appointment'];
    try {
      appointment = await api.bookAppointment(
        {
          estateId: form.estateId,
          slotId: form.slotId,
          ...visitorOf(form),
        },
        { idempotencyKey: form.idempotencyKey },
      );
    } catch (error) {
      if (hasStatus(error, 409, 400)) {
        return {
          status: 409,
          body: { error: 'form.error.slot.taken', slots: await freshSlots(deps, form.estateId) },
        };
      }
      return hasStatus(error, 404) ? invalid({ estateId: 'form.error.estate' }) : unavailable();
    }
    const payload: AppointmentPayload = {
      locale: form.locale,
      appointment,
      ...(form.phone ? { phone: form.phone } : {}),
      estate,
      ...(details ? { place: details.place } : {}),
      ...(details?.agent ? { agent: details.agent } : {}),
    };
    try {
      // The reminder the day before is stored with the confirmation: both or neither.
      const { id } = transaction(deps.outbox.db, () => {
        const accepted = deps.outbox.accept('appointment', payload, form.idempotencyKey);
        if (!accepted.duplicate) scheduleReminder(deps.outbox, payload, (deps.now ?? Date.now)());
        return accepted;
      });
      return acceptedAnswer('appointment', { id, payload });
    } catch (error) {
      (deps.log ?? console.error)(
        `appointment ${appointment.id}: not stored, cancelling: ${String(error)}`,
      );
      await api.cancelAppointment(appointment.id).catch(() => undefined);
      return unavailable();
    }
  });
}

/**
 * Holiday-rental reservation request: the guest count is checked against the unit's
 * maxOccupation, the request is made with the content service while the visitor waits (409
 * with the available periods when the period is gone), then the mail goes through the outbox.
 */
export function handleReservation(input: unknown, deps: HandlerDeps): Promise<FormResult> {
  return submit('reservation', reservationFormSchema, input, deps, async (form) => {
    const api = deps.contentService;
    let unit: Awaited<ReturnType<FormContentService['rentalUnit']>>;
    let periods: RentalPeriod[];
    try {
      [unit, periods] = await Promise.all([
        api.rentalUnit(form.unitId),
        api.rentalPeriods(form.unitId),
      ]);
    } catch (error) {
      return hasStatus(error, 404) ? invalid({ unitId: 'form.error.invalid' }) : unavailable();
    }
    const max = unit.general.maxOccupation;
    if (form.guests > max) return invalid({ guests: 'form.error.guests' }, { guests: { max } });
    const period = periods.find((candidate) => candidate.id === form.periodId);
    const available = () => periods.filter((candidate) => candidate.available);
    if (!period) return invalid({ periodId: 'form.error.invalid' });
    if (!period.available) {
      return { status: 409, body: { error: 'form.error.period.taken', periods: available() } };
    }
    let reservationId: string;
    try {
      const reservation = await api.requestRentalReservation(
        {
          unitId: form.unitId,
          periodId: form.periodId,
          guests: form.guests,
          ...visitorOf(form),
        },
        { idempotencyKey: form.idempotencyKey },
      );
      reservationId = reservation.id;
    } catch (error) {
      if (hasStatus(error, 409)) {
        periods = await api.rentalPeriods(form.unitId).catch(() => []);
        return { status: 409, body: { error: 'form.error.period.taken', periods: available() } };
      }
      return hasStatus(error, 400) ? invalid({ form: 'form.error.invalid' }) : unavailable();
    }
    const payload: ReservationPayload = {
      locale: form.locale,
      reservationId,
      unit: { id: unit.id, name: unit.rentalName, city: unit.general.city },
      period: { from: period.from, to: period.to, type: period.type, price: period.price },
      guests: form.guests,
      name: form.name,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      ...(form.message ? { message: form.message } : {}),
    };
    const { id } = deps.outbox.accept('reservation', payload, form.idempotencyKey);
    return acceptedAnswer('reservation', { id, payload });
  });
}

const subscriptionView = (subscription: Subscription): SubscriptionView => ({
  email: subscription.email,
  locale: subscription.locale,
  criteria: subscription.criteria,
  status: subscription.status,
});

/** The subscription of a {token} link, for its edit page (spec 2); 404 for an unknown token. */
export function handleGetSubscription(token: string, deps: FormParts): FormResult {
  const subscription = deps.subscriptions.findByToken(token);
  return subscription
    ? {
        status: 200,
        body: { message: 'form.subscription.saved', subscription: subscriptionView(subscription) },
      }
    : notFound();
}

/** Double opt-in: the link of the confirmation mail, confirmed with a click on its page. */
export function handleConfirmSubscription(token: string, deps: FormParts): FormResult {
  const subscription = deps.subscriptions.confirm(token);
  return subscription
    ? {
        status: 200,
        body: {
          message: 'form.subscription.confirmed',
          subscription: subscriptionView(subscription),
        },
      }
    : notFound();
}

/**
 * Edit by token (spec 2 "Edit subscriptions"): new criteria and language. A subscription on one
 * listing's price keeps its criteria (the edit form has no control for a listing): only its
 * language changes, so saving the form never widens it to every listing of a transaction.
 */
export function handleEditSubscription(token: string, input: unknown, deps: FormParts): FormResult {
  const parsed = subscriptionEditSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const stored = deps.subscriptions.findByToken(token);
  const change =
    stored?.criteria.estateId !== undefined
      ? { ...parsed.data, criteria: stored.criteria }
      : parsed.data;
  const subscription = deps.subscriptions.update(token, change);
  return subscription
    ? {
        status: 200,
        body: { message: 'form.subscription.saved', subscription: subscriptionView(subscription) },
      }
    : notFound();
}

/** Unsubscribe in one step (spec 2 unsubscribe/{token}): no confirmation, no login. */
export function handleUnsubscribe(token: string, deps: FormParts): FormResult {
  return deps.subscriptions.unsubscribe(token)
    ? { status: 200, body: { message: 'form.unsubscribed' } }
    : notFound();
}

/**
 * One-click unsubscribe (RFC 8058): the mailbox provider posts to the unsubscribe link of an
 * alert's List-Unsubscribe header, with no cookie and no page. Same effect as the unsubscribe
 * page; the answer is 200 whether the link still opened a subscription or not, so a provider's
 * retry gets the first answer again and a guessed token learns nothing.
 */
export function handleOneClickUnsubscribe(token: string, deps: HandlerDeps): FormResult {
  const limited = rateLimit(deps, 'oneClickUnsubscribe');
  if (limited) return limited;
  deps.subscriptions.unsubscribe(token);
  return { status: 200, body: { message: 'form.unsubscribed' } };
}

/** Cancel a viewing from the link in its mail (spec 2 cancel-appointment/{appointmentId}). */
export async function handleCancelAppointment(
  appointmentId: string,
  deps: HandlerDeps,
): Promise<FormResult> {
  if (!/^[\w-]{1,100}$/.test(appointmentId)) return notFound();
  const limited = rateLimit(deps, 'cancelAppointment');
  if (limited) return limited;
  try {
    await deps.contentService.appointment(appointmentId);
    await deps.contentService.cancelAppointment(appointmentId);
  } catch (error) {
    return hasStatus(error, 404) ? notFound() : unavailable();
  }
  withdrawReminder(deps.outbox, appointmentId);
  return { status: 200, body: { message: 'form.appointment.cancelled', appointmentId } };
}
