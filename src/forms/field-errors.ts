import type { z } from 'zod';
import { formErrorKeys, type FormErrorKey } from './form-keys.ts';

/** Field path (dotted, e.g. `criteria.priceMax`) → the translation key of its first problem. */
export type FieldErrors = Record<string, FormErrorKey>;

const knownKeys: ReadonlySet<string> = new Set(formErrorKeys);

/** Narrows a message to a form error key; zod's own English messages become the generic key. */
export function asFormErrorKey(message: string): FormErrorKey {
  return knownKeys.has(message) ? (message as FormErrorKey) : 'form.error.invalid';
}

/**
 * The first problem of each field of a failed form, as translation keys, so the browser can put
 * a translated message beside the field and the server can answer 400 with the same map.
 * Problems of the whole form (not an object, a cross-field rule without a path) are under `form`;
 * a list item's problem is its list's (`criteria.cities`).
 * @example fieldErrors(contactFormSchema.safeParse({ ...form, email: 'x' }).error!)
 * // { email: 'form.error.email' }
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    // A list is one field in the form (the city picker), so an item's index is left out.
    const path =
      issue.path
        .filter((part) => typeof part !== 'number')
        .map(String)
        .join('.') || 'form';
    fields[path] ??= asFormErrorKey(issue.message);
  }
  return fields;
}
