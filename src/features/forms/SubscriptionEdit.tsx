import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formEndpoints, pathParam } from './endpoints.ts';
import { createRequestStore, type RequestResult } from './request-store.ts';
import { callSite } from './site-client.ts';
import SubscriptionForm, {
  readSubscription,
  type Loaded,
  type LoadError,
  type SubscriptionEditProps,
} from './SubscriptionForm.tsx';
import { formText } from './texts.ts';
import { useInBrowser } from '../use-in-browser.ts';

export type { SubscriptionEditProps } from './SubscriptionForm.tsx';

/*
 * The page of a subscription's {token} link (spec 2 "Edit subscriptions"; the confirmation mail
 * links here with `?confirm=1`): confirms first when asked, then shows the subscription's
 * criteria to change, and the one-click way out. The token comes from the address: the page is
 * one static shell for every token.
 */

export function SubscriptionEdit(props: SubscriptionEditProps) {
  const { locale, texts, pagePath, notifications } = props;
  // The token of the address: unknown on the server, which renders the page for every token.
  const token = useInBrowser() ? pathParam(pagePath, 'token') : undefined;
  const [stores] = useState(() => {
    const read = async (confirm: boolean): Promise<RequestResult<Loaded, LoadError>> => {
      const token = pathParam(pagePath, 'token');
      if (!token) return { ok: false, error: 'notFound' };
      const answer = await (confirm
        ? callSite('POST', formEndpoints.confirmSubscription(notifications[locale], token), {})
        : callSite('GET', formEndpoints.subscription(notifications[locale], token)));
      if (answer.status !== 200) {
        return { ok: false, error: answer.status === 404 ? 'notFound' : 'failed' };
      }
      const subscription = readSubscription(answer.body);
      return subscription
        ? { ok: true, data: { subscription, confirmedNow: confirm } }
        : { ok: false, error: 'failed' };
    };
    return {
      // Opening the page: confirm first when the mail's link asks, else just read.
      open: createRequestStore<Loaded, LoadError>(
        () => read(new URLSearchParams(window.location.search).get('confirm') === '1'),
        'failed',
      ),
      // The confirm button of a subscription still pending.
      confirm: createRequestStore<Loaded, LoadError>(() => read(true), 'failed'),
    };
  });
  const opened = useStore(stores.open.$request);
  const confirmed = useStore(stores.confirm.$request);

  useEffect(() => {
    if (token) void stores.open.run();
  }, [token, stores]);

  // Confirmed once: a reload of the page need not confirm again.
  const confirmedOnOpen = opened.status === 'done' && opened.data.confirmedNow;
  useEffect(() => {
    if (!confirmedOnOpen) return;
    const url = new URL(window.location.href);
    if (url.searchParams.has('confirm')) {
      url.searchParams.delete('confirm');
      window.history.replaceState(window.history.state, '', url);
    }
  }, [confirmedOnOpen]);

  if (opened.status === 'failed') {
    return (
      <div className="form-block">
        <p className="form__status form__status--error" role="alert">
          {formText(
            texts,
            opened.error === 'notFound' ? 'form.error.not.found' : 'form.error.unavailable',
          )}
        </p>
        {opened.error === 'failed' && (
          <button type="button" className="button" onClick={() => void stores.open.run()}>
            {formText(texts, 'error.retry')}
          </button>
        )}
      </div>
    );
  }
  const loading = (
    <p className="form-block__loading" aria-busy="true">
      {formText(texts, 'form.subscription.loading')}
    </p>
  );
  if (opened.status !== 'done' || !token) return loading;
  return (
    <SubscriptionForm
      {...props}
      token={token}
      opened={opened.data}
      confirmed={confirmed}
      confirm={() => void stores.confirm.run()}
    />
  );
}
