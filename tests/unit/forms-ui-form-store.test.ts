import { describe, expect, it, vi } from 'vitest';
import type { SiteAnswer } from '../../src/features/forms/answer.ts';
import { createFormStore } from '../../src/features/forms/form-store.ts';
import { contactPayload, type ContactValues } from '../../src/features/forms/payloads.ts';
import {
  randomUuid,
  startSubmission,
  type MetaSource,
} from '../../src/features/forms/submission-meta.ts';
import { contactFormSchema } from '../../src/forms/schemas.ts';

type Field = 'name' | 'email' | 'phone' | 'message';

/** A clock and key maker that count, so each new submission is recognisable. */
function countingSource(): MetaSource & { keys: string[] } {
  let made = 0;
  let now = 1_000;
  const keys: string[] = [];
  return {
    keys,
    now: () => (now += 10),
    uuid: () => {
      made += 1;
      const key = `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
      keys.push(key);
      return key;
    },
  };
}

const filled: ContactValues = {
  name: 'Ann',
  email: 'ann@example.org',
  phone: '',
  message: 'Is it still for sale?',
  website: '',
};

/** A contact form store whose posts go to `answers`, one per post, in order. */
function contactStore(answers: (SiteAnswer | Error)[], initial: ContactValues = filled) {
  const sent: { idempotencyKey: string; startedAt: number }[] = [];
  let release: (() => void) | undefined;
  let posted: () => void = () => {};
  const source = countingSource();
  const store = createFormStore<ContactValues, Field>({
    initial,
    locale: 'en',
    schema: async () => contactFormSchema,
    paths: { name: 'name', email: 'email', phone: 'phone', message: 'message' },
    payload: (values, meta) => contactPayload(values, meta),
    send: async (payload) => {
      sent.push(payload as { idempotencyKey: string; startedAt: number });
      posted();
      await new Promise<void>((resolve) => (release = resolve));
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    },
    afterSuccess: (values) => ({ ...values, message: '' }),
    metaSource: source,
  });
  /** The next post, once the form has checked what it sends. */
  const nextPost = () => new Promise<void>((resolve) => (posted = resolve));
  /** Submits and lets the post answer. */
  const submit = async () => {
    const started = nextPost();
    const done = store.submit();
    await Promise.race([started, done]);
    release?.();
    return done;
  };
  return { store, sent, source, submit, nextPost, release: () => release?.() };
}

const accepted: SiteAnswer = {
  status: 202,
  body: { message: 'form.sent', id: 'x' },
  retryAfter: null,
};

describe('startSubmission', () => {
  it('takes a new key and the moment the form is shown', () => {
    expect(startSubmission({ now: () => 42, uuid: () => 'k' })).toEqual({
      idempotencyKey: 'k',
      startedAt: 42,
    });
  });

  it('dates the first fill of a form the page was built with from when the page was shown', () => {
    const source = { now: () => 42, uuid: () => 'k', pageShownAt: () => 7 };
    expect(startSubmission(source, true).startedAt).toBe(7);
    // A fill after a success starts when it starts.
    expect(startSubmission(source).startedAt).toBe(42);
  });

  it('makes version-4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, randomUuid);
      for (const key of keys) expect(key).toMatch(uuid);
      expect(new Set(keys).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('the idempotency key of a form fill', () => {
  it('stays the same for a retry after a network failure, a 429 and a 503', async () => {
    const { sent, submit, store } = contactStore([
      new TypeError('Failed to fetch'),
      { status: 429, body: { retryAfterSeconds: 60 }, retryAfter: '60' },
      { status: 503, body: { error: 'form.error.unavailable' }, retryAfter: null },
      accepted,
    ]);
    const shownAt = store.$form.get().meta;
    await submit();
    expect(store.$form.get().failure).toEqual({ kind: 'network' });
    await submit();
    expect(store.$form.get().failure).toEqual({ kind: 'rateLimited', retryAfterSeconds: 60 });
    await submit();
    await submit();
    expect(sent.map((post) => post.idempotencyKey)).toEqual(Array(4).fill(shownAt.idempotencyKey));
    expect(new Set(sent.map((post) => post.startedAt))).toEqual(new Set([shownAt.startedAt]));
  });

  it('is renewed after a success, with a new start time', async () => {
    const { sent, submit, store, source } = contactStore([accepted, accepted]);
    await submit();
    const after = store.$form.get();
    expect(after.phase).toBe('sent');
    expect(after.meta.idempotencyKey).toBe(source.keys[1]);
    store.setValue('message', 'And the garden?');
    await submit();
    // Each fill its own key; the second success already made the third fill's.
    expect(sent.map((post) => post.idempotencyKey)).toEqual(source.keys.slice(0, 2));
    expect(source.keys).toHaveLength(3);
    expect(sent[1]!.startedAt).toBeGreaterThan(sent[0]!.startedAt);
  });
});

describe('createFormStore', () => {
  it('sends one post for two submits while the first is under way', async () => {
    const { store, sent, release, nextPost } = contactStore([accepted]);
    const started = nextPost();
    const first = store.submit();
    // A second click while the rules load is the same send.
    expect(await store.submit()).toBeNull();
    await started;
    expect(store.$form.get().phase).toBe('sending');
    expect(await store.submit()).toBeNull();
    await Promise.resolve();
    release();
    await first;
    expect(sent).toHaveLength(1);
    expect(store.$form.get().phase).toBe('sent');
  });

  it('sends nothing again after a success until the visitor changes something', async () => {
    const { store, sent, submit } = contactStore([accepted, accepted]);
    await submit();
    // The second click of a double click, after a quick answer.
    expect(await store.submit()).toBeNull();
    expect(sent).toHaveLength(1);
    expect(store.$form.get().phase).toBe('sent');
    store.setValue('message', 'And the garden?');
    expect(store.$form.get().phase).toBe('editing');
    expect(store.$form.get().success).toBeNull();
    await submit();
    expect(sent).toHaveLength(2);
  });

  it('keeps bad input in the browser, marks the fields and counts the refusal', async () => {
    const { store, sent } = contactStore([], { ...filled, email: 'ann@', message: ' ' });
    expect(await store.submit()).toBeNull();
    const state = store.$form.get();
    expect(sent).toHaveLength(0);
    expect(state.messages).toEqual({ email: 'form.error.email', message: 'form.error.required' });
    expect(state.failure).toEqual({ kind: 'invalid' });
    expect(state.refusals).toBe(1);
    expect(state.values.email).toBe('ann@');
    await store.submit();
    expect(store.$form.get().refusals).toBe(2);
  });

  it('drops a field message as soon as the field changes, and only that one', async () => {
    const { store } = contactStore([], { ...filled, email: 'ann@', message: '' });
    await store.submit();
    store.setValue('email', 'ann@example.org');
    expect(store.$form.get().messages).toEqual({ message: 'form.error.required' });
  });

  it('shows the server refusal on the fields, or on the form when it names none', async () => {
    const { store, submit } = contactStore([
      { status: 400, body: { fields: { email: 'form.error.email' } }, retryAfter: null },
      { status: 400, body: { fields: { estateId: 'form.error.estate' } }, retryAfter: null },
      { status: 400, body: {}, retryAfter: null },
    ]);
    await submit();
    expect(store.$form.get().messages).toEqual({ email: 'form.error.email' });
    await submit();
    expect(store.$form.get().messages).toEqual({ form: 'form.error.estate' });
    await submit();
    expect(store.$form.get().messages).toEqual({ form: 'form.error.invalid' });
  });

  it('keeps everything typed after a failure and starts over only after a success', async () => {
    const { store, submit } = contactStore([
      { status: 500, body: null, retryAfter: null },
      accepted,
    ]);
    await submit();
    expect(store.$form.get().values).toEqual(filled);
    expect(store.$form.get().failure).toEqual({ kind: 'message', key: 'form.error.unavailable' });
    await submit();
    expect(store.$form.get().values).toEqual({ ...filled, message: '' });
    expect(store.$form.get().success).toEqual({ message: 'form.sent', id: 'x' });
    expect(store.$form.get().failure).toBeNull();
  });
});

describe('a conflict answer', () => {
  it('hands the fresh slots on and clears only the taken choice', async () => {
    const seen: unknown[] = [];
    let release: () => void = () => {};
    const store = createFormStore<ContactValues, Field>({
      initial: filled,
      locale: 'nl',
      schema: async () => contactFormSchema,
      paths: {},
      payload: (values, meta) => contactPayload(values, meta),
      send: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return {
          status: 409,
          body: { error: 'form.error.slot.taken', slots: [] },
          retryAfter: null,
        };
      },
      onAnswer: (answer) => seen.push(answer),
      afterConflict: (values) => ({ ...values, phone: '' }),
      metaSource: countingSource(),
    });
    store.setValue('phone', '+32 9 123 45 67');
    const done = store.submit();
    await vi.waitUntil(() => store.$form.get().phase === 'sending');
    release();
    await done;
    expect(seen).toEqual([{ kind: 'slotTaken', slots: [] }]);
    expect(store.$form.get().values).toEqual({ ...filled, phone: '' });
    expect(store.$form.get().failure).toEqual({ kind: 'message', key: 'form.error.slot.taken' });
  });
});

describe('the rules a form checks with', () => {
  const definition = (schema: () => Promise<typeof contactFormSchema>, sent: unknown[]) =>
    createFormStore<ContactValues, Field>({
      initial: filled,
      locale: 'fr',
      schema,
      paths: { email: 'email' },
      payload: (values, meta) => contactPayload(values, meta),
      send: async (payload) => {
        sent.push(payload);
        return { status: 200, body: { ok: true, message: 'form.sent' }, retryAfter: null };
      },
      metaSource: countingSource(),
    });

  it('load when the visitor starts to use the form, once, and not for values the page sets', async () => {
    let loads = 0;
    const store = definition(async () => {
      loads += 1;
      return contactFormSchema;
    }, []);
    store.setValue('name', 'An');
    expect(loads).toBe(0);
    store.prepare();
    store.prepare();
    expect(loads).toBe(1);
    await store.submit();
    expect(loads).toBe(1);
  });

  it('that cannot be fetched fail the send as a network failure, and the retry loads them', async () => {
    const sent: unknown[] = [];
    let loads = 0;
    const store = definition(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk not reachable');
      return contactFormSchema;
    }, sent);
    expect(await store.submit()).toBeNull();
    expect(store.$form.get()).toMatchObject({ phase: 'failed', failure: { kind: 'network' } });
    expect(store.$form.get().values).toEqual(filled);
    expect(sent).toEqual([]);
    await store.submit();
    expect(loads).toBe(2);
    expect(sent).toHaveLength(1);
    expect(store.$form.get().phase).toBe('sent');
  });

  it('still refuse bad input before anything is sent', async () => {
    const sent: unknown[] = [];
    const store = definition(async () => contactFormSchema, sent);
    store.setValue('email', 'not an address');
    expect(await store.submit()).toBeNull();
    expect(store.$form.get().messages).toEqual({ email: 'form.error.email' });
    expect(sent).toEqual([]);
  });
});
