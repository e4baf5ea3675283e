/*
 * What makes one form fill one submission (formMetaSchema): the moment the form was
 * shown and an idempotency key the browser makes. A retry of the same fill (a second click, a
 * retry after a network failure) sends the same key, so the site server stores it once; only a
 * success starts a new fill with a new key.
 */

/** The meta fields a post carries besides the visitor's fields. */
export type SubmissionMeta = { idempotencyKey: string; startedAt: number };

/** Where the meta comes from; a test hands in a fixed clock and key maker. */
export type MetaSource = {
  now: () => number;
  uuid: () => string;
  /** When the page was opened: the first fill of a form in the page as built starts then. */
  pageShownAt?: () => number;
};

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0'));

/**
 * A random version-4 UUID. `crypto.randomUUID()` exists only in a secure context (https, or
 * localhost); a page on plain http still gets one from `getRandomValues`.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const digits = hex(bytes);
  return [0, 4, 6, 8, 10]
    .map((start, index, starts) => digits.slice(start, starts[index + 1] ?? 16).join(''))
    .join('-');
}

/** The browser's clock and key maker. */
export const browserMetaSource: MetaSource = {
  now: () => Date.now(),
  uuid: randomUuid,
  pageShownAt: () => Math.round(performance.timeOrigin),
};

/**
 * The meta of a new form fill, with a key of its own: shown now, or, for the first fill of a
 * form the page was built with, when the page was (the visitor may type into it before its
 * island hydrates). Called when a form's island starts and again after each success, never
 * for a retry.
 * @example startSubmission({ now: () => 5, uuid: () => 'k' }) // { idempotencyKey: 'k', startedAt: 5 }
 */
export function startSubmission(source: MetaSource, firstFill = false): SubmissionMeta {
  const startedAt = (firstFill ? source.pageShownAt?.() : undefined) ?? source.now();
  return { idempotencyKey: source.uuid(), startedAt };
}
