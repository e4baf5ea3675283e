import { z } from 'zod';
import { locales } from '../../src/domain/locales.ts';
import { appointmentSchema } from '../../src/schemas/agenda.ts';
import { subscriptionCriteriaSchema } from '../../src/forms/schemas.ts';

/*
 * What the outbox keeps of each accepted form: everything its mail needs, resolved when the
 * visitor posted (the estate's title and path, the booked slot), so a delivery hours later
 * renders the same mail without asking the content service again. Read back through these
 * schemas, so a row written by an older version fails loudly instead of mailing nonsense.
 */

const locale = z.enum(locales);

/** A property as a mail names it: title in the visitor's language and its site path. */
export const estateReferenceSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  /** Site-relative path (`/en/offer/12/...`); the mail prefixes the site's address. */
  path: z.string().startsWith('/'),
});
export type EstateReference = z.infer<typeof estateReferenceSchema>;

export const contactPayloadSchema = z.object({
  locale,
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  message: z.string(),
  estate: estateReferenceSchema.nullable(),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

export const subscriptionPayloadSchema = z.object({
  locale,
  subscriptionId: z.string(),
  email: z.string(),
  criteria: subscriptionCriteriaSchema,
});
export type SubscriptionPayload = z.infer<typeof subscriptionPayloadSchema>;

/** The secret part of a subscription submission, erased once the mail has gone. */
export const subscriptionSecretSchema = z.object({ token: z.string() });
export type SubscriptionSecret = z.infer<typeof subscriptionSecretSchema>;

export const sendToFriendPayloadSchema = z.object({
  locale,
  senderName: z.string(),
  friendEmail: z.string(),
  message: z.string().optional(),
  estate: estateReferenceSchema,
});
export type SendToFriendPayload = z.infer<typeof sendToFriendPayloadSchema>;

export const appointmentPayloadSchema = z.object({
  locale,
  appointment: appointmentSchema,
  phone: z.string().optional(),
  estate: estateReferenceSchema.nullable(),
});
export type AppointmentPayload = z.infer<typeof appointmentPayloadSchema>;

export const reservationPayloadSchema = z.object({
  locale,
  reservationId: z.string(),
  unit: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
  period: z.object({ from: z.string(), to: z.string(), type: z.string(), price: z.number() }),
  guests: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  message: z.string().optional(),
});
export type ReservationPayload = z.infer<typeof reservationPayloadSchema>;

/** The payload schema of each submission kind the outbox delivers. */
export const payloadSchemas = {
  contact: contactPayloadSchema,
  subscription: subscriptionPayloadSchema,
  sendToFriend: sendToFriendPayloadSchema,
  appointment: appointmentPayloadSchema,
  reservation: reservationPayloadSchema,
} as const;
export type SubmissionKind = keyof typeof payloadSchemas;
export type PayloadOf<K extends SubmissionKind> = z.infer<(typeof payloadSchemas)[K]>;
