import { LARGE_BEDROOM_COUNT } from '../schemas/search-constants.ts';

/*
 * The forms' field limits, which a form renders with (a counter, a list's length) and the
 * schemas check (schemas.ts): apart from the answer keys (form-keys.ts), which the browser needs
 * only once a form is sent.
 */

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
