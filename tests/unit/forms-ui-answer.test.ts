import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/features/forms/answer.ts';

const answer = (status: number, body: unknown, retryAfter: string | null = null) =>
  readAnswer({ status, body, retryAfter });

describe('readAnswer', () => {
  it('reads a 202 with a known result key as a success', () => {
    expect(answer(202, { message: 'form.sent', id: 'a1' })).toEqual({
      kind: 'success',
      body: { message: 'form.sent', id: 'a1' },
    });
  });

  it('does not take a 2xx without a known result key for a success', () => {
    expect(answer(200, { message: 'Thanks!' })).toEqual({ kind: 'unavailable' });
    expect(answer(200, null)).toEqual({ kind: 'unavailable' });
  });

  it('reads the field messages of a 400, narrowing unknown texts to the generic key', () => {
    expect(
      answer(400, {
        error: 'form.error.invalid',
        fields: { email: 'form.error.email', name: 'Too short', form: 42 },
        values: { guests: { max: 4, note: 'x' } },
      }),
    ).toEqual({
      kind: 'invalid',
      fields: { email: 'form.error.email', name: 'form.error.invalid' },
      values: { guests: { max: 4 } },
    });
  });

  it('reads a 400 without fields as invalid with no field named', () => {
    expect(answer(400, { error: 'form.error.invalid' })).toEqual({
      kind: 'invalid',
      fields: {},
      values: {},
    });
  });

  it('tells a taken slot from a taken period and keeps the fresh choices', () => {
    const slot = { id: 's', start: '2030-01-07T09:00:00Z', end: '2030-01-07T09:30:00Z' };
    expect(answer(409, { error: 'form.error.slot.taken', slots: [slot] })).toEqual({
      kind: 'slotTaken',
      slots: [slot],
    });
    expect(answer(409, { error: 'form.error.period.taken', periods: 'nope' })).toEqual({
      kind: 'periodTaken',
      periods: [],
    });
  });

  it('takes the wait of a 429 from the body, else from Retry-After, rounded up', () => {
    expect(answer(429, { retryAfterSeconds: 90.2 }, '10')).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 91,
    });
    expect(answer(429, {}, '120')).toEqual({ kind: 'rateLimited', retryAfterSeconds: 120 });
    expect(answer(429, null, 'Wed, 21 Oct 2030 07:28:00 GMT')).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: null,
    });
  });

  it('reads 404 as not found and every other failure as unavailable', () => {
    expect(answer(404, { error: 'form.error.not.found' })).toEqual({ kind: 'notFound' });
    for (const status of [403, 405, 413, 415, 500, 502, 503]) {
      expect(answer(status, { error: 'form.error.invalid' })).toEqual({ kind: 'unavailable' });
    }
  });
});
