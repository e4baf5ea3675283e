import {
  CriteriaFields,
  criteriaPaths,
  type CriteriaChoices,
  type CriteriaField,
} from './CriteriaFields.tsx';
import { fillPath, formEndpoints, type NotificationRoutes, type PathPattern } from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import type { CriteriaValues } from './payloads.ts';
import type { RequestState } from './request-store.ts';
import { callSite } from './site-client.ts';
import { criteriaValues, type SubscriptionView } from './subscription-data.ts';
import { formText } from './texts.ts';

/*
 * A subscription as its {token} page shows it once the site server has answered with one
 * (SubscriptionEdit.tsx, in the same file of the build: the page shows nothing else): its
 * address, the confirm button while it is pending, its criteria to change, and the one-click
 * way out.
 */

/** The reader of the answer. */
export { readSubscription } from './subscription-data.ts';

export type SubscriptionEditProps = FormIsland &
  CriteriaChoices & {
    /** This page's route, whose `{token}` names the subscription. */
    pagePath: PathPattern;
    /** The unsubscribe page's route (`{token}`). */
    unsubscribePath: PathPattern;
    /** A change goes to the route of the mails' language. */
    notifications: NotificationRoutes;
  };

export type Loaded = { subscription: SubscriptionView; confirmedNow: boolean };
export type LoadError = 'notFound' | 'failed';

type SubscriptionFormProps = SubscriptionEditProps & {
  token: string;
  /** The subscription as the page opened it. */
  opened: Loaded;
  /** The confirm button's call, and what it answered. */
  confirmed: RequestState<Loaded, LoadError>;
  confirm: () => void;
};

export default function SubscriptionForm(props: SubscriptionFormProps) {
  const { texts, token, confirmed } = props;
  const latest = confirmed.status === 'done' ? confirmed.data : props.opened;
  const { subscription } = latest;
  // A price alert hears about its one property's price, not about new properties.
  const status = latest.confirmedNow
    ? formText(
        texts,
        subscription.criteria.estateId !== undefined
          ? 'form.subscription.price.confirmed'
          : 'form.subscription.confirmed',
      )
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
            onClick={props.confirm}
          >
            {formText(texts, 'form.subscription.confirm')}
          </button>
        </div>
      )}
      <EditForm {...props} subscription={subscription} />
      <p className="form-block__aside">
        <a href={fillPath(props.unsubscribePath, { token })}>
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
      // What makes the body loads when the visitor sends, as the schema does (the page has
      // the site's client already: it read the subscription with it).
      payload: (values) =>
        import('./payloads.ts').then((payloads) =>
          payloads.subscriptionEditPayload(values, locale),
        ),
      send: async (payload, values) => {
        const { chosenLanguage } = await import('./payloads.ts');
        return callSite(
          'PUT',
          formEndpoints.subscription(notifications[chosenLanguage(values, locale)], token),
          payload,
        );
      },
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
