import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../../forms/field-errors.ts';
import { formLevel, type FieldMessages, type FieldPaths } from './field-messages.ts';

/*
 * From a problem of the shared schema (a dotted path such as `criteria.priceMax`, the same in
 * the browser's zod issue and in the server's 400 answer) to the field a visitor sees, so the
 * message stands beside the right control. A problem of something the visitor cannot change
 * (the language, the idempotency key, the estate) is a problem of the whole form.
 */

/**
 * The messages of a failed form by the field that shows them; the first problem of a field
 * wins, as in `fieldErrors`.
 * @example toFieldMessages({ 'criteria.priceMax': 'form.error.price.range', locale: 'form.error.invalid' }, { 'criteria.priceMax': 'priceMax' })
 * // { priceMax: 'form.error.price.range', form: 'form.error.invalid' }
 */
export function toFieldMessages<F extends string>(
  errors: FieldErrors,
  paths: FieldPaths<F>,
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const [path, key] of Object.entries(errors)) {
    const field: F | typeof formLevel = Object.hasOwn(paths, path) ? (paths[path] as F) : formLevel;
    messages[field] ??= key;
  }
  return messages;
}

/** A payload checked by its shared schema: the parsed input, or the messages per field. */
export type Checked<F extends string> = { ok: true } | { ok: false; messages: FieldMessages<F> };

/**
 * Checks what the browser is about to post with the same schema the server uses, so a visitor
 * sees the server's rules before anything is sent.
 */
export function checkPayload<F extends string>(
  schema: z.ZodType,
  payload: unknown,
  paths: FieldPaths<F>,
): Checked<F> {
  const parsed = schema.safeParse(payload);
  return parsed.success
    ? { ok: true }
    : { ok: false, messages: toFieldMessages(fieldErrors(parsed.error), paths) };
}
