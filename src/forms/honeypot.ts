/*
 * The honeypot's name, in a module of its own: a form renders the field at once, while the
 * answer and message keys beside it (form-keys.ts) are needed only once it is sent.
 */

/** The honeypot: a field hidden from people (CSS, aria-hidden, tabindex -1) that bots fill. */
export const honeypotField = 'website';
