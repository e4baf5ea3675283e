import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import { readAnswer } from './answer.ts';
import { formEndpoints } from './endpoints.ts';
import { createRequestStore } from './request-store.ts';
import { callSite } from './site-client.ts';
import { formText, type FormTexts } from './texts.ts';
import type { FormErrorKey } from '../../forms/schemas.ts';
import type { LiveOptions } from './FormFrame.tsx';

/*
 * Unsubscribe (spec 2 subscribe path + /unsubscribe/{token}): one click, no login, no question
 * asked. A button rather than on opening the page, so a mail scanner that follows the link
 * cannot unsubscribe anyone.
 */

export type UnsubscribeProps = {
  locale: Locale;
  texts: FormTexts;
  token?: string | undefined;
  live?: LiveOptions;
};

type Failure = FormErrorKey | 'network';

export function Unsubscribe({ locale, texts, token, live }: UnsubscribeProps) {
  const [store] = useState(() =>
    createRequestStore<true, Failure>(async () => {
      if (!token) return { ok: false, error: 'form.error.not.found' };
      const answer = readAnswer(
        await callSite('DELETE', formEndpoints.subscription(locale, token)),
      );
      if (answer.kind === 'success') return { ok: true, data: true };
      return {
        ok: false,
        error:
          answer.kind === 'notFound'
            ? 'form.error.not.found'
            : answer.kind === 'rateLimited'
              ? 'form.error.rate.limited'
              : 'form.error.unavailable',
      };
    }, 'network'),
  );
  const state = useStore(store.$request);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === 'done') done.current?.focus();
  }, [state.status]);
  const submitNow = live?.submitNow === true;
  useEffect(() => {
    if (submitNow) void store.run();
  }, [submitNow, store]);

  if (state.status === 'done') {
    return (
      <p ref={done} tabIndex={-1} className="form__status form__status--success">
        {formText(texts, 'form.unsubscribed')}
      </p>
    );
  }
  const failure =
    state.status === 'failed'
      ? formText(texts, state.error === 'network' ? 'form.error.network' : state.error)
      : '';
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.run();
      }}
      aria-busy={state.status === 'loading'}
    >
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={state.status === 'loading' ? true : undefined}
        >
          {state.status === 'loading'
            ? formText(texts, 'form.sending')
            : formText(texts, 'form.unsubscribe.submit')}
        </button>
      </div>
      <div className="form__status form__status--error" role="status" aria-live="polite">
        {failure && <p>{failure}</p>}
      </div>
    </form>
  );
}
