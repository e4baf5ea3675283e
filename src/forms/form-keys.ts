import { LARGE_BEDROOM_COUNT } from '../schemas/search-constants.ts';

/*
 * What the browser's forms need of the form rules before any check runs: the keys of their
 * answers and messages, the field limits and the honeypot's name. No zod here, so a form that
 * hydrates at once does not bring the schemas it checks with only when the visitor sends it
 * (schemas.ts, loaded on use).
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

/** Field limits; the content service caps names at 200 and messages at 2000 characters. */
export const formLimits = {
  name: 100,
  email: 254,
  message: 5000,
  bookingMessage: 2000,
  friendMessage: 500,
  slotId: 100,
  /** spec 9: a bedroom count "large" starts at 6, the highest choice a search offers. */
  bedrooms: LARGE_BEDROOM_COUNT,
  /** The content service's own ceiling; the unit's maxOccupation is checked on the server. */
  guests: 50,
  listLength: 50,
} as const;

export { honeypotField } from './honeypot.ts';
