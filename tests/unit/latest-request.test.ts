import { describe, expect, it } from 'vitest';
import { latestRequest } from '../../src/features/latest-request.ts';

type Call<T> = {
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};

/** A load the test settles by hand, recording the signal it was given. */
function manual<T>(): { calls: Call<T>[]; load: (signal: AbortSignal) => Promise<T> } {
  const calls: Call<T>[] = [];
  return {
    calls,
    load: (signal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  };
}

describe('latestRequest', () => {
  it('gives the answer of a call nothing replaced', async () => {
    const request = latestRequest();
    expect(await request.run(() => Promise.resolve(42))).toBe(42);
    expect(request.running).toBe(false);
  });

  it('aborts the call before and drops its answer, even when it comes last', async () => {
    const request = latestRequest();
    const { calls, load } = manual<string>();
    const first = request.run(load);
    const second = request.run(load);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve('new');
    calls[0]?.resolve('old');
    expect(await second).toBe('new');
    expect(await first).toBeUndefined();
  });

  it('drops the failure of a replaced call, such as its abort error', async () => {
    const request = latestRequest();
    const first = request.run(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const second = request.run(() => Promise.resolve('fresh'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('fresh');
  });

  it('throws the failure of the latest call', async () => {
    const request = latestRequest();
    const failure = new Error('offline');
    await expect(request.run(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(request.running).toBe(false);
  });

  it('cancels: the running call is aborted and its answer dropped', async () => {
    const request = latestRequest();
    const { calls, load } = manual<number>();
    const pending = request.run(load);
    expect(request.running).toBe(true);
    request.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(request.running).toBe(false);
    calls[0]?.resolve(1);
    expect(await pending).toBeUndefined();
  });

  it('keeps separate slots apart: one run does not abort the other', async () => {
    const list = latestRequest();
    const values = latestRequest();
    const { calls, load } = manual<string>();
    const listed = list.run(load);
    const valued = values.run(load);
    expect(calls.map(({ signal }) => signal.aborted)).toEqual([false, false]);
    calls[0]?.resolve('list');
    calls[1]?.resolve('values');
    expect([await listed, await valued]).toEqual(['list', 'values']);
  });
});
