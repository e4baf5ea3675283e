import type { FormMeta } from '../../src/forms/schemas.ts';

/** A person needs a few seconds to fill in even the shortest form; a script needs none. */
export const minimumFillMs = 3_000;

export type BotVerdict = { human: true } | { human: false; reason: 'honeypot' | 'too-fast' };

/**
 * Tells a bot from a person by the two cheap signs: the hidden honeypot field is filled, or the
 * form came back sooner after it was shown than a person can type. The caller pretends success
 * to a bot (202, nothing stored), so it learns nothing to adapt to.
 * A `startedAt` in the future (the visitor's clock runs ahead) gives no verdict on the time:
 * losing a real message silently is worse than letting a bot through.
 * @example checkBot({ website: '', startedAt: now - 500 }, now) // { human: false, reason: 'too-fast' }
 */
export function checkBot(
  form: Pick<FormMeta, 'website' | 'startedAt'>,
  now: number,
  minFillMs: number = minimumFillMs,
): BotVerdict {
  if (form.website !== undefined && form.website.trim() !== '') {
    return { human: false, reason: 'honeypot' };
  }
  const elapsed = now - form.startedAt;
  if (elapsed >= 0 && elapsed < minFillMs) return { human: false, reason: 'too-fast' };
  return { human: true };
}
