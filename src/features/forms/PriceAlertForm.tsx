import { honeypotField } from '../../forms/honeypot.ts';
import type { SearchStatus } from '../../domain/transaction-status.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot, TextField } from './fields.tsx';
import { storeFields } from './store-fields.tsx';
import { priceAlertPayload, type Honeypot as HoneypotValues } from './payloads.ts';
import { callSite } from './site-client.ts';
import { formText } from './texts.ts';

/*
 * "Alert me when the price drops" under a property: a "keep me informed" subscription on this
 * one listing's price, through the same route and double opt-in (the mail asks to confirm
 * first). The alerts then mail its price drops only (site-server/forms/alerts.ts).
 */

export type PriceAlertFormProps = FormIsland & {
  estateId: number;
  /** The notifications route (spec 2 ajax notifications) in the page's language. */
  endpoint: string;
  /** The listing's transaction (spec 3), which every subscription carries. */
  transaction: SearchStatus;
  headingLevel?: 2 | 3;
};

type Values = HoneypotValues & { email: string };

const paths = { email: 'email' } as const;

export function PriceAlertForm(props: PriceAlertFormProps) {
  const { formId, locale, texts, estateId, transaction, endpoint } = props;
  const [store, state] = useFormStore(() =>
    createFormStore<Values, 'email'>({
      initial: { email: '', [honeypotField]: '' },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.subscriptionFormSchema),
      paths,
      payload: (values, meta) => priceAlertPayload(values, meta, { estateId, transaction }),
      send: (payload) => callSite('POST', endpoint, payload),
      afterSuccess: (values) => ({ ...values, email: '' }),
    }),
  );
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${formId}-heading`;
  const field = storeFields(formId, texts, store, state);
  return (
    <div className="form-block">
      <Heading id={headingId} className="form-block__title">
        {formText(texts, 'form.price.alert.title')}
      </Heading>
      <p>{formText(texts, 'form.price.alert.text')}</p>
      <FormFrame
        island={props}
        state={state}
        store={store}
        submitLabel={formText(texts, 'form.price.alert.submit')}
        labelledBy={headingId}
      >
        <TextField
          {...field('email')}
          label={formText(texts, 'form.email')}
          type="email"
          required
          autoComplete="email"
        />
        <Honeypot formId={formId} texts={texts} values={state.values} store={store} />
      </FormFrame>
    </div>
  );
}
