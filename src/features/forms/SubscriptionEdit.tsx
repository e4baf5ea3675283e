import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  CriteriaFields,
  criteriaPaths,
  type CriteriaChoices,
  type CriteriaField,
} from './CriteriaFields.tsx';
import {
  fillPath,
  formEndpoints,
  pathParam,
  type NotificationRoutes,
  type PathPattern,
} from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import {
  chosenLanguage,
  criteriaValues,
  subscriptionEditPayload,
  type CriteriaValues,
} from './payloads.ts';
import { createRequestStore, type RequestResult } from './request-store.ts';
import { callSite } from './site-client.ts';
import type { SubscriptionView } from './subscription-data.ts';
import { formText } from './texts.ts';
import { useInBrowser } from '../favorites/FavoriteToggle.tsx';

/*
 * The page of a subscription's {token} link (spec 2 "Edit subscriptions"; the confirmation mail
 * links here with `?confirm=1`): confirms first when asked, then shows the subscription's
 * criteria to change, and the one-click way out. The token comes from the address: the page is
 * one static shell for every token.
 */

export type SubscriptionEditProps = FormIsland &
  CriteriaChoices & {
    /** This page's route, whose `{token}` names the subscription. */
    pagePath: PathPattern;
    /** The unsubscribe page's route (`{token}`). */
    unsubscribePath: PathPattern;
    /** A change goes to the route of the mails' language. */
    notifications: NotificationRoutes;
  };

type Loaded = { subscription: SubscriptionView; confirmedNow: boolean };
type LoadError = 'notFound' | 'failed';

export function SubscriptionEdit(props: SubscriptionEditProps) {
  const { locale, texts, pagePath, unsubscribePath, notifications } = props;
  // The token of the address: unknown on the server, which renders the page for every token.
  const token = useInBrowser() ? pathParam(pagePath, 'token') : undefined;
  const [stores] = useState(() => {
    const read = async (confirm: boolean): Promise<RequestResult<Loaded, LoadError>> => {
      const token = pathParam(pagePath, 'token');
      if (!token) return { ok: false, error: 'notFound' };
      // The answer is read with the shared schemas, which load beside the call.
      const [answer, { readSubscription }] = await Promise.all([
        confirm
          ? callSite('POST', formEndpoints.confirmSubscription(notifications[locale], token), {})
          : callSite('GET', formEndpoints.subscription(notifications[locale], token)),
        import('./subscription-data.ts'),
      ]);
      const subscription = answer.status === 200 ? readSubscription(answer.body) : null;
      if (subscription) return { ok: true, data: { subscription, confirmedNow: confirm } };
      return { ok: false, error: answer.status === 404 ? 'notFound' : 'failed' };
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
  if (opened.status !== 'done' || !token) {
    return (
      <p className="form-block__loading" aria-busy="true">
        {formText(texts, 'form.subscription.loading')}
      </p>
    );
  }
  const latest = confirmed.status === 'done' ? confirmed.data : opened.data;
  const { subscription } = latest;
  const status = latest.confirmedNow
    ? formText(texts, 'form.subscription.confirmed')
    : confirmed.status === 'failed'
      ? formText(
          texts,
          confirmed.error === 'notFound' ? 'form.error.not.found' : 'form.error.unavailable',
        )
      : '';
  return (
    <div className="form-block">
      <p className="form-block__lead">
        {formText(texts, 'form.subscription.email', { email: subscription.email })}
      </p>
      <div
        role="status"
        className={`form__status form__status--${confirmed.status === 'failed' ? 'error' : 'success'}`}
      >
        {status && <p>{status}</p>}
      </div>
      {subscription.status === 'pending' && (
        <div className="form-block__notice">
          <p>{formText(texts, 'form.subscription.pending')}</p>
          <button
            type="button"
            className="button"
            aria-disabled={confirmed.status === 'loading' ? true : undefined}
            onClick={() => void stores.confirm.run()}
          >
            {formText(texts, 'form.subscription.confirm')}
          </button>
        </div>
      )}
      <EditForm {...props} token={token} subscription={subscription} />
      <p className="form-block__aside">
        <a href={fillPath(unsubscribePath, { token })}>
          {formText(texts, 'form.subscription.unsubscribe')}
        </a>
      </p>
    </div>
  );
}

function EditForm(
  props: SubscriptionEditProps & { token: string; subscription: SubscriptionView },
) {
  const { locale, texts, token, subscription, notifications } = props;
  type Values = CriteriaValues & { language: string };
  const [store, state] = useFormStore(() =>
    createFormStore<Values, CriteriaField>({
      initial: { ...criteriaValues(subscription.criteria), language: subscription.locale },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.subscriptionEditSchema),
      paths: criteriaPaths,
      payload: (values) => subscriptionEditPayload(values, locale),
      send: (payload, values) =>
        callSite(
          'PUT',
          formEndpoints.subscription(notifications[chosenLanguage(values, locale)], token),
          payload,
        ),
      afterSuccess: (values) => values,
    }),
  );
  return (
    <FormFrame
      island={props}
      state={state}
      store={store}
      submitLabel={formText(texts, 'form.subscription.save')}
    >
      {subscription.criteria.estateId !== undefined && (
        <p>{formText(texts, 'form.subscription.price')}</p>
      )}
      <CriteriaFields
        island={props}
        state={state}
        store={store}
        languageOnly={subscription.criteria.estateId !== undefined}
      />
    </FormFrame>
  );
}
