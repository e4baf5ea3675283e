import { failureKey, readAnswer, type RequestFailure } from './answer.ts';
import type { RequestResult } from './request-store.ts';
import { callSite } from './site-client.ts';

/*
 * The one button of a mail's link page (unsubscribe, cancel a viewing), apart from the request
 * store: the pages that only read with the store need not load the reader of form answers.
 */

/**
 * Deletes what a link names (a subscription, an appointment): done, or why not. Without the
 * link's id (a page opened without one) there is nothing to delete.
 */
export async function deleteOnSite(
  path: string | undefined,
): Promise<RequestResult<true, RequestFailure>> {
  if (!path) return { ok: false, error: 'form.error.not.found' };
  const answer = readAnswer(await callSite('DELETE', path));
  return answer.kind === 'success'
    ? { ok: true, data: true }
    : { ok: false, error: failureKey(answer.kind) };
}
