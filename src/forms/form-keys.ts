/*
 * The keys of the site server's form answers and messages, which the browser reads once a form
 * is sent (answer.ts, field-errors.ts): no zod here, and nothing a form renders with (its limits
 * are in form-limits.ts, the honeypot's name in honeypot.ts), so these load with the answer's
 * reader rather than with the form.
 */

/** The keys a form answer can carry; each has a text in the four `src/i18n/*.json` files. */
export const formErrorKeys = [
  'form.error.invalid',
  'form.error.required',
  'form.error.email',
  'form.error.phone',
  'form.error.too.long',
  'form.error.no.links',
  'form.error.price.range',
  'form.error.area.range',
  'form.error.guests',
  'form.error.estate',
  'form.error.slot.taken',
  'form.error.period.taken',
  'form.error.rate.limited',
  'form.error.unavailable',
  'form.error.not.found',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

/** The keys of a successful answer, so the browser can say what happens next. */
export const formResultKeys = [
  'form.sent',
  'form.friend.sent',
  'form.subscribe.pending',
  'form.subscription.confirmed',
  'form.subscription.saved',
  'form.unsubscribed',
  'form.appointment.booked',
  'form.appointment.cancelled',
  'form.reservation.requested',
] as const;
export type FormResultKey = (typeof formResultKeys)[number];
