/**
 * Whether a value read from outside (a JSON body, a file, a style) is an object whose fields
 * can be looked at one by one: not null, not an array.
 * @example isRecord({ id: 1 }) // true
 * @example isRecord([1]) // false
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
