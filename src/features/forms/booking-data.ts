import {
  agendaSlotSchema,
  appointmentSchema,
  type AgendaSlot,
  type Appointment,
} from '../../schemas/agenda.ts';

/*
 * The booking data the site server passes on from the content service (routes
 * `appointments/slots/{estateId}` and `appointments/{appointmentId}`), checked with the content
 * service's own schemas before a form shows it. A slot that does not read is left out rather
 * than failing the whole list.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The free slots of an answer: a list, or a list under `slots`; null when it is neither.
 * @example readSlots({ slots: [] }) // []
 */
export function readSlots(body: unknown): AgendaSlot[] | null {
  const list = Array.isArray(body) ? body : isRecord(body) ? body.slots : undefined;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item) => {
    const parsed = agendaSlotSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** An appointment answer, bare or under `appointment`; null when it does not read. */
export function readAppointment(body: unknown): Appointment | null {
  const candidate = isRecord(body) && isRecord(body.appointment) ? body.appointment : body;
  const parsed = appointmentSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
