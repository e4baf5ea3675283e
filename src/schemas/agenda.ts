import { z } from './zod-browser.ts';

/** A free viewing slot of the live agenda (`GET live-agenda/{id}`; fields are ours, spec 3). */
export const agendaSlotSchema = z.object({
  id: z.string(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  salesRep: z.string().nullish(),
});
export const agendaSlotsSchema = z.array(agendaSlotSchema);
export type AgendaSlot = z.infer<typeof agendaSlotSchema>;

/** Body of `POST live-agenda/reservation`. */
export const appointmentRequestSchema = z.object({
  estateId: z.number().int(),
  slotId: z.string().min(1),
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(50).optional(),
  message: z.string().max(2000).optional(),
  locale: z.enum(['nl', 'fr', 'en', 'de']),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** `GET live-agenda/reservation/{id}` and the answer of the POST. */
export const appointmentSchema = z.object({
  id: z.string(),
  estateId: z.number().int(),
  slot: agendaSlotSchema,
  name: z.string(),
  email: z.string(),
  locale: z.enum(['nl', 'fr', 'en', 'de']),
  status: z.enum(['BOOKED', 'CANCELLED']),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
