import { agendaSlotSchema, type AgendaSlot } from '../../schemas/agenda.ts';
import { isRecord } from '../../lib/is-record.ts';

/*
 * The free slots the site server passes on from the content service (route
 * `appointments/slots/{estateId}`), checked with the content service's own schema before the
 * booking form shows them (it loads on use). A slot that does not read is left out rather than
 * failing the whole list. The cancel page's appointment: appointment-data.ts.
 */

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
