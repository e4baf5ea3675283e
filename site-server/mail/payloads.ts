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
  /** The listing of a subscription on its price (`criteria.estateId`). */
  estate: estateReferenceSchema.optional(),
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

/**
 * Where a viewing takes place: the property's address lines in the visitor's language (a box
 * line bare, the mail words it), or the agency's office (its lines) when the listing's address
 * is hidden.
 */
const addressLinesSchema = z.array(
  z.object({ kind: z.enum(['street', 'box', 'locality']), text: z.string() }),
);
export const viewingPlaceSchema = z.discriminatedUnion('at', [
  z.object({ at: z.literal('property'), lines: addressLinesSchema.min(1) }),
  /** No lines when the agency's address could not be read. */
  z.object({ at: z.literal('agency'), lines: addressLinesSchema }),
]);
export type ViewingPlace = z.infer<typeof viewingPlaceSchema>;

/** Who shows the property: the listing's sales representative. */
export const viewingAgentSchema = z.object({ name: z.string(), email: z.string() });
export type ViewingAgent = z.infer<typeof viewingAgentSchema>;

export const appointmentPayloadSchema = z.object({
  locale,
  appointment: appointmentSchema,
  phone: z.string().optional(),
  estate: estateReferenceSchema.nullable(),
  /** Absent in rows stored before it was kept, or when the service could not say. */
  place: viewingPlaceSchema.optional(),
  /** Absent: the agency shows the property (or the rows predate it). */
  agent: viewingAgentSchema.optional(),
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

/** A path on this site: one slash, so `//host` (another site) or `/\\host` is never a path. */
export const sitePath = /^\/(?![/\\])/;

/** One property of an alert, resolved in the subscriber's language when the alert is queued. */
export const alertListingSchema = z.object({
  id: z.string(),
  change: z.enum(['new', 'priceDrop']),
  title: z.string(),
  /** Zip and city, e.g. '9000 Gent'. */
  place: z.string().nullable(),
  /** The card price; null: on request. */
  price: z.number().nullable(),
  priceFrom: z.boolean(),
  /** A price drop's earlier price. */
  previousPrice: z.number().nullable(),
  /** Site-relative path of the detail page in the subscriber's language. */
  path: z.string().regex(sitePath),
});
export type AlertListing = z.infer<typeof alertListingSchema>;

/** What the outbox keeps of an alert: everything its mail shows, so delivery reads nothing else. */
export const alertPayloadSchema = z.object({
  locale,
  subscriptionId: z.string(),
  email: z.string(),
  criteria: subscriptionCriteriaSchema,
  /** The publish the alert is about (the next manifest's `builtAt`). */
  builtAt: z.string(),
  /** All matching news, shown or not. */
  counts: z.object({
    new: z.number().int().nonnegative(),
    priceDrops: z.number().int().nonnegative(),
  }),
  listings: z.array(alertListingSchema),
});
export type AlertPayload = z.infer<typeof alertPayloadSchema>;
