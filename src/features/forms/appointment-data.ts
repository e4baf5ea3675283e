import { isLocale } from '../../domain/locales.ts';
import type { AgendaSlot, Appointment } from '../../schemas/agenda.ts';
import { isRecord } from '../../lib/is-record.ts';

/*
 * The appointment the cancel page shows, as its site server route answers it. That server read
 * it from the content service through `appointmentSchema` before answering; this page checks
 * the shape it relies on without zod, which would be most of the page's code before the visitor
 * has done anything. Only the known fields are kept: the page renders nothing else.
 */

const isText = (value: unknown): value is string => typeof value === 'string';

/** An ISO 8601 date and time with its offset (`2030-01-07T09:00:00+01:00`, `…Z`). */
const isMoment = (value: unknown): value is string =>
  isText(value) &&
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) &&
  !Number.isNaN(Date.parse(value));

function slotOf(value: unknown): AgendaSlot | null {
  if (!isRecord(value) || !isText(value.id) || !isMoment(value.start) || !isMoment(value.end))
    return null;
  const { salesRep } = value;
  if (salesRep !== undefined && salesRep !== null && !isText(salesRep)) return null;
  return {
    id: value.id,
    start: value.start,
    end: value.end,
    ...(salesRep !== undefined && { salesRep }),
  };
}

/**
 * The appointment of the cancel page's route (bare, or under `appointment`); null for an answer
 * of any other shape.
 */
export function readAppointment(body: unknown): Appointment | null {
  const value = isRecord(body) && isRecord(body.appointment) ? body.appointment : body;
  if (!isRecord(value)) return null;
  const slot = slotOf(value.slot);
  const { id, estateId, name, email, locale, status, createdAt } = value;
  if (
    !slot ||
    !isText(id) ||
    !Number.isInteger(estateId) ||
    !isText(name) ||
    !isText(email) ||
    !isText(createdAt) ||
    !isLocale(locale) ||
    (status !== 'BOOKED' && status !== 'CANCELLED')
  )
    return null;
  return { id, estateId: estateId as number, slot, name, email, locale, status, createdAt };
}
