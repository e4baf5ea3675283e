import { asFormErrorKey, type FieldErrors } from '../../forms/field-errors.ts';
import { formResultKeys, type FormErrorKey, type FormResultKey } from '../../forms/form-keys.ts';
import type { AgendaSlot } from '../../schemas/agenda.ts';
import type { RentalPeriod } from '../../schemas/rental-unit.ts';
import { isRecord } from '../../lib/is-record.ts';

/*
 * The site server's form answers (route contract: the handler's body with its status),
 * read into the few outcomes a form shows. Anything the contract does not name (403, 405, 413,
 * 415, a 5xx, a body that is not ours) reads as "unavailable": the visitor keeps what they typed
 * and can try again later.
 */

/** A successful answer's body (200 or 202). */
export type SuccessAnswer = {
  message: FormResultKey;
  id?: string;
  appointmentId?: string;
  reservationId?: string;
  subscription?: unknown;
};

export type Answer =
  | { kind: 'success'; body: SuccessAnswer }
  | {
      kind: 'invalid';
      fields: FieldErrors;
      /** Placeholder values of a field's message, e.g. `{ guests: { max: 4 } }`. */
      values: Record<string, Record<string, number>>;
    }
  | { kind: 'slotTaken'; slots: AgendaSlot[] }
  | { kind: 'periodTaken'; periods: RentalPeriod[] }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

/** An HTTP answer of the site server: status, parsed JSON body (or null) and Retry-After. */
export type SiteAnswer = { status: number; body: unknown; retryAfter: string | null };

const resultKeys: ReadonlySet<string> = new Set(formResultKeys);

/** Field → key, each message narrowed to a known key (an unknown one reads as 'invalid'). */
function readFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[path] = asFormErrorKey(message);
  }
  return fields;
}

function readValues(value: unknown): Record<string, Record<string, number>> {
  if (!isRecord(value)) return {};
  const values: Record<string, Record<string, number>> = {};
  for (const [path, vars] of Object.entries(value)) {
    if (!isRecord(vars)) continue;
    const numbers = Object.entries(vars).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    values[path] = Object.fromEntries(numbers);
  }
  return values;
}

/** Seconds to wait: the body's `retryAfterSeconds`, else a Retry-After header in seconds. */
function retryAfterOf(body: Record<string, unknown>, header: string | null): number | null {
  const seconds =
    typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : Number(header ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * What a form answer means for the visitor.
 * @example readAnswer({ status: 429, body: { error: 'form.error.rate.limited', retryAfterSeconds: 90 }, retryAfter: '90' })
 * // { kind: 'rateLimited', retryAfterSeconds: 90 }
 */
export function readAnswer({ status, body, retryAfter }: SiteAnswer): Answer {
  const record = isRecord(body) ? body : {};
  if (status >= 200 && status < 300) {
    return typeof record.message === 'string' && resultKeys.has(record.message)
      ? { kind: 'success', body: record as SuccessAnswer }
      : { kind: 'unavailable' };
  }
  switch (status) {
    case 400:
      return {
        kind: 'invalid',
        fields: readFields(record.fields),
        values: readValues(record.values),
      };
    case 404:
      return { kind: 'notFound' };
    case 409:
      if (record.error === 'form.error.period.taken') {
        return {
          kind: 'periodTaken',
          periods: Array.isArray(record.periods) ? (record.periods as RentalPeriod[]) : [],
        };
      }
      return {
        kind: 'slotTaken',
        slots: Array.isArray(record.slots) ? (record.slots as AgendaSlot[]) : [],
      };
    case 429:
      return { kind: 'rateLimited', retryAfterSeconds: retryAfterOf(record, retryAfter) };
    default:
      return { kind: 'unavailable' };
  }
}

/** Why a page's own request failed: a message key, or no answer at all. */
export type RequestFailure = FormErrorKey | 'network';

/** The message of an answer that is not the one asked for: gone, too many tries, or unavailable. */
export const failureKey = (kind: Answer['kind']): FormErrorKey =>
  kind === 'notFound'
    ? 'form.error.not.found'
    : kind === 'rateLimited'
      ? 'form.error.rate.limited'
      : 'form.error.unavailable';
