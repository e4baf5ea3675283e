import type { SendMailOptions } from 'nodemailer';
import type { z } from 'zod';
import type { ContentService } from '../../src/content-service/index.ts';
import {
  composeAlertMail,
  composeAppointmentMail,
  composeAppointmentReminderMail,
  composeContactMail,
  composeReservationMail,
  composeSendToFriendMail,
  composeSubscriptionMail,
  type ComposedMail,
  type MailSettings,
} from '../mail/compose.ts';
import type { Mailer } from '../mail/transport.ts';
import { alertKind } from './alerts.ts';
import { ensureStillBooked, reminderKind } from './appointment-reminders.ts';
import { UndeliverableError, WithdrawnError, type Deliver, type Submission } from './outbox.ts';
import {
  alertPayloadSchema,
  payloadSchemas,
  subscriptionSecretSchema,
  type SubmissionKind,
} from '../mail/payloads.ts';

/**
 * The Message-ID of a submission's mail: derived from the submission id only, so every attempt
 * (after a retry, after a crash) sends the same Message-ID and a duplicate is recognizable.
 * @example messageIdFor('0b6f…', 'https://www.agency.be') // '<0b6f….form@www.agency.be>'
 */
export function messageIdFor(submissionId: string, siteUrl: string): string {
  return `<${submissionId}.form@${new URL(siteUrl).hostname}>`;
}

/** A stored payload read through its schema; junk is undeliverable, not retried. */
function read<S extends z.ZodType>(schema: S, submission: Submission): z.infer<S> {
  const parsed = schema.safeParse(submission.payload);
  if (!parsed.success) {
    throw new UndeliverableError(`Unreadable ${submission.kind} payload: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The mail of one submission, from its stored payload; throws `UndeliverableError` for junk. */
export function composeSubmissionMail(
  submission: Submission,
  settings: MailSettings,
): ComposedMail {
  const kind = submission.kind as SubmissionKind | typeof alertKind | typeof reminderKind;
  switch (kind) {
    case 'contact':
      return composeContactMail(read(payloadSchemas.contact, submission), settings);
    case 'subscription': {
      const secret = subscriptionSecretSchema.safeParse(submission.secret);
      if (!secret.success) throw new UndeliverableError('The subscription token is gone');
      const payload = read(payloadSchemas.subscription, submission);
      return composeSubscriptionMail(payload, secret.data.token, settings);
    }
    case 'sendToFriend':
      return composeSendToFriendMail(read(payloadSchemas.sendToFriend, submission), settings);
    case 'appointment':
      return composeAppointmentMail(read(payloadSchemas.appointment, submission), settings);
    case reminderKind:
      return composeAppointmentReminderMail(read(payloadSchemas.appointment, submission), settings);
    case 'reservation':
      return composeReservationMail(read(payloadSchemas.reservation, submission), settings);
    case alertKind: {
      // The alert's link token, like the subscription's, lives only in the row's secret.
      const secret = subscriptionSecretSchema.safeParse(submission.secret);
      if (!secret.success) throw new UndeliverableError('The alert link token is gone');
      return composeAlertMail(read(alertPayloadSchema, submission), secret.data.token, settings);
    }
    default:
      throw new UndeliverableError(`Unknown submission kind '${String(kind)}'`);
  }
}

/** What nodemailer sends for a submission: its mail, its fixed Message-ID and date. */
export function submissionMessage(submission: Submission, settings: MailSettings): SendMailOptions {
  const { headers, ...mail } = composeSubmissionMail(submission, settings);
  return {
    ...mail,
    messageId: messageIdFor(submission.id, settings.siteUrl),
    // The moment the visitor posted: every attempt sends the same message.
    date: new Date(submission.createdAt),
    headers: { ...headers, 'Auto-Submitted': 'auto-generated' },
    // Content comes from our templates only; never let a value read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * The outbox's delivery function: compose, then send through the mailer. The settings may be
 * read at each delivery (the agency from the content service): while they cannot be, the
 * delivery fails and the outbox tries again later, keeping the submission. A viewing's
 * reminder is withdrawn once the viewing has begun (retries while the mail server was down can
 * take that long) and, with `appointments`, when the service says it is no longer booked.
 */
export function mailDelivery(
  mailer: Mailer,
  settings: MailSettings | (() => Promise<MailSettings>),
  options: { appointments?: Pick<ContentService, 'appointment'>; now?: () => number } = {},
): Deliver {
  const now = options.now ?? Date.now;
  return async (submission, { signal }) => {
    if (submission.kind === reminderKind) {
      const { appointment } = read(payloadSchemas.appointment, submission);
      if (now() >= Date.parse(appointment.slot.start)) {
        throw new WithdrawnError(`appointment ${appointment.id} has begun`);
      }
      if (options.appointments) await ensureStillBooked(options.appointments, appointment.id);
    }
    const current = typeof settings === 'function' ? await settings() : settings;
    await mailer.send(submissionMessage(submission, current), { signal });
  };
}
