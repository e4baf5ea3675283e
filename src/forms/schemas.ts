import { z } from '../schemas/zod-browser.ts';
import { locales } from '../domain/locales.ts';
import { energyGrades, MAX_AREA, MAX_PRICE } from '../domain/search-filters.ts';
import type { FormErrorKey } from './form-keys.ts';
import { formLimits } from './form-limits.ts';
import { honeypotField } from './honeypot.ts';
import { searchStatuses } from '../domain/transaction-status.ts';

/*
 * The visitor forms, one zod schema each, read by the browser before it posts and by
 * the site server again before it stores anything (spec 5: "Validation of contact, subscription,
 * send-to-a-friend, appointment and reservation forms is not shown", so the rules are ours).
 * Every message is a translation KEY (`form.error.*`), so the browser shows it in the visitor's
 * language and the server never sends English text. Pure: no Node import, safe in an island.
 */

export {
  formErrorKeys,
  formResultKeys,
  type FormErrorKey,
  type FormResultKey,
} from './form-keys.ts';
export { formLimits } from './form-limits.ts';
export { honeypotField } from './honeypot.ts';

/** Characters that must never reach a mail: control characters and bidi overrides. */
const controlCharacters = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but line breaks and tabs are welcome in a message. */
const controlCharactersButLines = /(?![\n\r\t])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** A link makes a send-to-a-friend text worth spamming; without one it is worth nothing. */
const link = /:\/\/|\bwww\.|<\s*a\b/i;
/** 6 to 20 digits, an optional leading +, and spaces, dots, dashes, slashes or brackets. */
const phonePattern = /^\+?(?:[\s()./-]*\d){6,20}[\s()./-]*$/;

const err = (key: FormErrorKey) => ({ error: key });

/** A one-line text: trimmed, required, length-limited, no control characters. */
const lineText = (max: number) =>
  z
    .string(err('form.error.required'))
    .trim()
    .min(1, err('form.error.required'))
    .max(max, err('form.error.too.long'))
    .refine((text) => !controlCharacters.test(text), err('form.error.invalid'));

/** A free text of several lines: trimmed, length-limited; '' and blanks count as absent. */
const multilineText = (max: number, missing: FormErrorKey = 'form.error.invalid') =>
  z
    .string(err(missing))
    .trim()
    .max(max, err('form.error.too.long'))
    .refine((text) => !controlCharactersButLines.test(text), err('form.error.invalid'));

const requiredMessage = (max: number) =>
  multilineText(max, 'form.error.required').min(1, err('form.error.required'));

const optionalMessage = (max: number) =>
  multilineText(max)
    .optional()
    .transform((text) => text || undefined);

/** An e-mail address, trimmed before it is checked (zod's format check runs before `.trim()`). */
const emailSchema = z
  .string(err('form.error.required'))
  .trim()
  .min(1, err('form.error.required'))
  .max(formLimits.email, err('form.error.too.long'))
  .pipe(z.email(err('form.error.email')));

/** Optional phone number: '' counts as absent. */
const phoneSchema = z
  .string(err('form.error.phone'))
  .trim()
  .refine((text) => text === '' || phonePattern.test(text), err('form.error.phone'))
  .optional()
  .transform((text) => text || undefined);

const idSchema = z
  .number(err('form.error.invalid'))
  .int(err('form.error.invalid'))
  .positive(err('form.error.invalid'));

const idListSchema = z
  .array(idSchema, err('form.error.invalid'))
  .max(formLimits.listLength, err('form.error.invalid'))
  .transform((ids) => [...new Set(ids)]);

/** An area bound in whole m², as the listing's `area-min` … `plot-max` (README). */
const areaBoundSchema = z
  .number(err('form.error.invalid'))
  .int(err('form.error.invalid'))
  .nonnegative(err('form.error.invalid'))
  .max(MAX_AREA, err('form.error.invalid'))
  .optional();

/** A "with …" choice: true asks for it; false or absent is no filter. */
const featureSchema = z
  .boolean(err('form.error.invalid'))
  .transform((wanted) => (wanted ? true : undefined))
  .optional();

/** Whether a range's bounds are in order; an absent bound always is. */
const inOrder = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || min <= max;

/**
 * What every form carries besides its fields: the visitor's language (the mail is written in
 * it), the honeypot, the moment the form was shown (`Date.now()` in the browser; a person takes
 * seconds, a bot milliseconds) and a UUID the browser makes once per form fill
 * (`crypto.randomUUID()`), so a double click or a retried post is stored once.
 */
export const formMetaSchema = z.object(
  {
    locale: z.enum(locales, err('form.error.invalid')),
    // Any text: a bot that fills it gets a pretended success, not a validation answer.
    [honeypotField]: z.string(err('form.error.invalid')).optional(),
    startedAt: z
      .number(err('form.error.invalid'))
      .int(err('form.error.invalid'))
      .nonnegative(err('form.error.invalid')),
    idempotencyKey: z.uuid(err('form.error.invalid')),
  },
  err('form.error.invalid'),
);
export type FormMeta = z.output<typeof formMetaSchema>;

/** General contact form, or about one property when `estateId` is set. */
export const contactFormSchema = formMetaSchema.extend({
  estateId: idSchema.optional(),
  name: lineText(formLimits.name),
  email: emailSchema,
  phone: phoneSchema,
  message: requiredMessage(formLimits.message),
});
export type ContactForm = z.output<typeof contactFormSchema>;

/**
 * What a subscriber wants to hear about; the same fields as the search filter (spec 3
 * "Filter query fields"): transaction, head types, cities, a price range and a minimum bedroom
 * count, and the listing's filters beyond spec 5 (README "Filters a buyer expects"): subtypes,
 * living and plot area in whole m², the EPC label at most and "with garden / terrace / garage".
 * An empty list or an absent field means "any"; a subscription stored before the latter
 * existed reads as one that asks none of them. With `estateId`, the subscription is on that one
 * listing's price ("alert me when the price drops", from its detail page): only its price drops
 * are sent.
 */
export const subscriptionCriteriaSchema = z
  .object(
    {
      transaction: z.enum(searchStatuses, err('form.error.required')),
      headTypes: idListSchema.default([]),
      cities: idListSchema.default([]),
      priceMin: z
        .number(err('form.error.invalid'))
        .int(err('form.error.invalid'))
        .nonnegative(err('form.error.invalid'))
        .max(MAX_PRICE, err('form.error.invalid'))
        .optional(),
      priceMax: z
        .number(err('form.error.invalid'))
        .int(err('form.error.invalid'))
        .positive(err('form.error.invalid'))
        .max(MAX_PRICE, err('form.error.invalid'))
        .optional(),
      bedrooms: z
        .number(err('form.error.invalid'))
        .int(err('form.error.invalid'))
        .min(1, err('form.error.invalid'))
        .max(formLimits.bedrooms, err('form.error.invalid'))
        .optional(),
      subTypes: idListSchema.optional(),
      areaMin: areaBoundSchema,
      areaMax: areaBoundSchema,
      plotMin: areaBoundSchema,
      plotMax: areaBoundSchema,
      epc: z.enum(energyGrades, err('form.error.invalid')).optional(),
      garden: featureSchema,
      terrace: featureSchema,
      garage: featureSchema,
      estateId: idSchema.optional(),
    },
    err('form.error.invalid'),
  )
  .refine(
    ({ priceMin, priceMax }) =>
      priceMin === undefined || priceMax === undefined || priceMin <= priceMax,
    { ...err('form.error.price.range'), path: ['priceMax'] },
  )
  .refine(({ areaMin, areaMax }) => inOrder(areaMin, areaMax), {
    ...err('form.error.area.range'),
    path: ['areaMax'],
  })
  .refine(({ plotMin, plotMax }) => inOrder(plotMin, plotMax), {
    ...err('form.error.area.range'),
    path: ['plotMax'],
  });
export type SubscriptionCriteria = z.output<typeof subscriptionCriteriaSchema>;

/** "Keep me informed" (spec 1, 2): confirmed later by the link in the mail (double opt-in). */
export const subscriptionFormSchema = formMetaSchema.extend({
  email: emailSchema,
  criteria: subscriptionCriteriaSchema,
});
export type SubscriptionForm = z.output<typeof subscriptionFormSchema>;

/** Editing a subscription through its {token} link (spec 2): new criteria, maybe a new language. */
export const subscriptionEditSchema = z.object(
  { locale: z.enum(locales, err('form.error.invalid')), criteria: subscriptionCriteriaSchema },
  err('form.error.invalid'),
);
export type SubscriptionEdit = z.output<typeof subscriptionEditSchema>;

/**
 * Send a property to a friend (spec 1, 2 ajax send-to-a-friend). The visitor chooses only the
 * friend's address, signs with a name and may add a short plain text without links; the mail
 * itself is a fixed template from the agency, so the form cannot relay anyone's mail.
 */
export const sendToFriendFormSchema = formMetaSchema.extend({
  estateId: idSchema,
  senderName: lineText(formLimits.name).refine(
    (text) => !link.test(text),
    err('form.error.no.links'),
  ),
  friendEmail: emailSchema,
  message: optionalMessage(formLimits.friendMessage).refine(
    (text) => text === undefined || !link.test(text),
    err('form.error.no.links'),
  ),
});
export type SendToFriendForm = z.output<typeof sendToFriendFormSchema>;

/**
 * A viewing appointment in a free slot of the live agenda (spec 1, 7). The slot's start is sent
 * along, so the server books only the time the visitor saw.
 */
export const appointmentFormSchema = formMetaSchema.extend({
  estateId: idSchema,
  slotId: z
    .string(err('form.error.required'))
    .min(1, err('form.error.required'))
    .max(formLimits.slotId, err('form.error.invalid')),
  slotStart: z.iso.datetime({ offset: true, ...err('form.error.invalid') }),
  name: lineText(formLimits.name),
  email: emailSchema,
  phone: phoneSchema,
  message: optionalMessage(formLimits.bookingMessage),
});
export type AppointmentForm = z.output<typeof appointmentFormSchema>;

/**
 * A holiday-rental reservation request (spec 1, 7). The guest count is checked against the
 * unit's maxOccupation on the server, which knows the unit.
 */
export const reservationFormSchema = formMetaSchema.extend({
  unitId: idSchema,
  periodId: idSchema,
  guests: z
    .number(err('form.error.required'))
    .int(err('form.error.invalid'))
    .min(1, err('form.error.invalid'))
    .max(formLimits.guests, err('form.error.guests')),
  name: lineText(formLimits.name),
  email: emailSchema,
  phone: phoneSchema,
  message: optionalMessage(formLimits.bookingMessage),
});
export type ReservationForm = z.output<typeof reservationFormSchema>;

/** The forms by the kind their submission is stored under. */
export const formSchemas = {
  contact: contactFormSchema,
  subscription: subscriptionFormSchema,
  sendToFriend: sendToFriendFormSchema,
  appointment: appointmentFormSchema,
  reservation: reservationFormSchema,
} as const;
export type FormKind = keyof typeof formSchemas;

/** What the browser posts for a form: the schema's input type. */
export type FormInput<K extends FormKind> = z.input<(typeof formSchemas)[K]>;
