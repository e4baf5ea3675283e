import type { FormErrorKey } from '../../forms/form-keys.ts';

/*
 * A form's messages by the field that shows them. Apart from the mapping that fills them
 * (field-mapping.ts), which loads with the schema when the visitor sends.
 */

/** Where the form shows a message that belongs to no field. */
export const formLevel = 'form';

/** A form's field names by schema path; a path not listed is a problem of the whole form. */
export type FieldPaths<F extends string> = Readonly<Record<string, F>>;

/** Messages per field, plus `form` for the whole form. */
export type FieldMessages<F extends string> = Partial<Record<F | typeof formLevel, FormErrorKey>>;
