import { atom, type ReadableAtom } from 'nanostores';

/*
 * A single call a form page makes besides posting its form (load the free slots, load a
 * subscription or an appointment, confirm, unsubscribe, cancel): loading, its result, or why
 * it failed, with a retry that runs the same call again.
 */

export type RequestState<T, E> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: E };

/** What a run gives: the data, or the reason it failed (thrown errors become `unreachable`). */
export type RequestResult<T, E> = { ok: true; data: T } | { ok: false; error: E };

export type RequestStore<T, E> = {
  $request: ReadableAtom<RequestState<T, E>>;
  /** Runs the call; a second run while one is under way is ignored. */
  run: () => Promise<void>;
  /** Replaces the data, e.g. with the fresh slots of a 409 answer. */
  set: (data: T) => void;
};

export function createRequestStore<T, E>(
  call: () => Promise<RequestResult<T, E>>,
  unreachable: E,
): RequestStore<T, E> {
  const $request = atom<RequestState<T, E>>({ status: 'idle' });
  const run = async () => {
    if ($request.get().status === 'loading') return;
    $request.set({ status: 'loading' });
    try {
      const result = await call();
      $request.set(
        result.ok
          ? { status: 'done', data: result.data }
          : { status: 'failed', error: result.error },
      );
    } catch {
      $request.set({ status: 'failed', error: unreachable });
    }
  };
  return { $request, run, set: (data) => $request.set({ status: 'done', data }) };
}
