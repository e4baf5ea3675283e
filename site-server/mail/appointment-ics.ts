import { createEvent } from 'ics';
import type { Appointment } from '../../src/schemas/agenda.ts';

export type AppointmentEventInput = {
  appointment: Pick<Appointment, 'id' | 'slot'>;
  title: string;
  description: string;
  /** The property page, when known. */
  url: string | null;
  /** Where to meet, on one line; null when unknown. */
  location?: string | null;
  /** The agent who shows the property (the agency when the listing names none). */
  organizer: { name: string; email: string };
  /** Host part of the event UID, so it is unique world-wide (the site's host name). */
  uidDomain: string;
};

/** A parameter value (CN) may not hold a double quote or a control character (RFC 5545 3.1). */
const paramText = (text: string) => text.replace(/["\p{Cc}]/gu, ' ').trim();

/**
 * The calendar file of a booked viewing: one event in UTC, published (not an invitation to
 * answer), with a stable UID per appointment, so importing the file twice updates one event.
 */
export function appointmentEvent(input: AppointmentEventInput): string {
  const { appointment } = input;
  const result = createEvent({
    productId: 'agency-site/forms',
    method: 'PUBLISH',
    uid: `${appointment.id}@${input.uidDomain}`,
    start: Date.parse(appointment.slot.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(appointment.slot.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    ...(input.url ? { url: input.url } : {}),
    ...(input.location ? { location: input.location } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: paramText(input.organizer.name), email: input.organizer.email },
  });
  if (result.error || !result.value) {
    throw result.error ?? new Error('The calendar event could not be written');
  }
  return result.value;
}
