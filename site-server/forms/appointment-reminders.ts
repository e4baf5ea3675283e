import type { ContentService } from '../../src/content-service/index.ts';
import { HttpError } from '../../src/content-service/index.ts';
import type { AppointmentPayload } from '../mail/payloads.ts';
import { WithdrawnError, type Outbox } from './outbox.ts';

/*
 * The reminder of a booked viewing, mailed to the visitor the day before. It is put into the
 * outbox with the confirmation, in the same transaction, due at its time (`notBefore`): the
 * database keeps it across restarts, and its idempotency key (the appointment id) lets it be
 * stored and sent once. A viewing cancelled through the site's link withdraws it at once; one
 * cancelled elsewhere (by the agency) is found out when it falls due, by asking the service.
 */

/** The outbox kind of a reminder. */
export const reminderKind = 'appointmentReminder';

/** How long before the viewing its reminder goes out: the day before, at the same hour. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/**
 * A viewing whose reminder would fall due this soon after the booking gets none: the
 * confirmation has only just arrived.
 */
export const MIN_REMINDER_NOTICE_MS = 12 * 60 * 60_000;

/**
 * When the reminder of a viewing starting at `start` is due, or null when it is booked too late
 * for one.
 * @example reminderDueAt('2026-11-05T10:00:00+01:00', Date.parse('2026-11-01T09:00:00Z')) // Date.parse('2026-11-04T09:00:00Z')
 */
export function reminderDueAt(start: string, bookedAt: number): number | null {
  const due = Date.parse(start) - REMINDER_LEAD_MS;
  return Number.isFinite(due) && due - bookedAt >= MIN_REMINDER_NOTICE_MS ? due : null;
}

/**
 * Stores the reminder of a booked viewing, due the day before; call it in the transaction that
 * accepts the confirmation. False when the viewing is too close for one.
 */
export function scheduleReminder(
  outbox: Outbox,
  payload: AppointmentPayload,
  bookedAt: number,
): boolean {
  const due = reminderDueAt(payload.appointment.slot.start, bookedAt);
  if (due === null) return false;
  outbox.accept(reminderKind, payload, payload.appointment.id, { notBefore: due });
  return true;
}

/** Withdraws the reminder of a viewing cancelled through the site (nothing when none waits). */
export function withdrawReminder(outbox: Outbox, appointmentId: string): boolean {
  return outbox.withdraw(reminderKind, appointmentId);
}

/**
 * Throws `WithdrawnError` when the viewing is no longer booked (cancelled, or unknown to the
 * service); any other failure of the service propagates, and the delivery is tried again later.
 */
export async function ensureStillBooked(
  api: Pick<ContentService, 'appointment'>,
  appointmentId: string,
): Promise<void> {
  let status: string;
  try {
    status = (await api.appointment(appointmentId)).status;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw new WithdrawnError(`appointment ${appointmentId} is gone`);
    }
    throw error;
  }
  if (status !== 'BOOKED') throw new WithdrawnError(`appointment ${appointmentId} is ${status}`);
}
