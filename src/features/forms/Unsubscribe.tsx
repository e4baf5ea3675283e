import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../domain/locales.ts';
import type { RequestFailure } from './answer.ts';
import { formEndpoints, pathParam, type PathPattern } from './endpoints.ts';
import { RequestForm } from './request-form.tsx';
import { deleteOnSite } from './delete-on-site.ts';
import { createRequestStore } from './request-store.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * Unsubscribe (spec 2 subscribe path + /unsubscribe/{token}): one click, no login, no question
 * asked. A button rather than on opening the page, so a mail scanner that follows the link
 * cannot unsubscribe anyone.
 */

export type UnsubscribeProps = {
  locale: Locale;
  texts: FormTexts;
  /** This page's route, whose `{token}` names the subscription. */
  pagePath: PathPattern;
  /** The notifications route (spec 2 ajax notifications) in the page's language. */
  notifications: string;
};

export function Unsubscribe({ texts, pagePath, notifications }: UnsubscribeProps) {
  const [store] = useState(() =>
    createRequestStore<true, RequestFailure>(() => {
      // The token of the address: the page is one static shell for every token.
      const token = pathParam(pagePath, 'token');
      return deleteOnSite(token ? formEndpoints.subscription(notifications, token) : undefined);
    }, 'network'),
  );
  const state = useStore(store.$request);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === 'done') done.current?.focus();
  }, [state.status]);

  if (state.status === 'done') {
    return (
      <p ref={done} tabIndex={-1} className="form__status form__status--success">
        {formText(texts, 'form.unsubscribed')}
      </p>
    );
  }
  return (
    <RequestForm
      texts={texts}
      request={state}
      run={() => void store.run()}
      label={formText(texts, 'form.unsubscribe.submit')}
    />
  );
}
