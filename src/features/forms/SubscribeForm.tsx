import { useEffect } from 'react';
import { honeypotField } from '../../forms/form-keys.ts';
import {
  CriteriaFields,
  criteriaPaths,
  type CriteriaChoices,
  type CriteriaField,
} from './CriteriaFields.tsx';
import { formEndpoints } from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot, messageText, TextField } from './fields.tsx';
import { chosenLanguage, subscribePayload, type SubscribeValues } from './payloads.ts';
import { callSite } from './site-client.ts';
import { criteriaFromQuery, emptyCriteria } from './subscribe-prefill.ts';
import { formText } from './texts.ts';

/*
 * "Keep me informed" (spec 1, spec 2 ajax notifications): an e-mail address, the language of
 * the mails and the criteria, prefilled from the listing the visitor came from. The post goes
 * to the chosen language's route, so the confirmation mail is in that language; on success the
 * visitor goes on to the subscribe success page.
 */

export type SubscribeFormProps = FormIsland &
  CriteriaChoices & {
    /** The subscribe success page in this language (spec 2). */
    successPath: string;
  };

type Field = CriteriaField | 'email';

const paths = { email: 'email', ...criteriaPaths } as const;

export function SubscribeForm(props: SubscribeFormProps) {
  const { formId, locale, texts, successPath } = props;
  const [store, state] = useFormStore(() =>
    createFormStore<SubscribeValues, Field>({
      initial: {
        email: '',
        language: locale,
        ...emptyCriteria,
        [honeypotField]: '',
      },
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.subscriptionFormSchema),
      paths,
      payload: subscribePayload,
      send: (payload, values) =>
        callSite('POST', formEndpoints.subscribe(chosenLanguage(values, locale)), payload),
      afterSuccess: (values) => values,
    }),
  );
  const sent = state.phase === 'sent';
  useEffect(() => {
    if (sent) window.location.assign(successPath);
  }, [sent, successPath]);

  const { values, messages } = state;
  return (
    <FormFrame
      island={props}
      state={state}
      store={store}
      submitLabel={formText(texts, 'form.subscribe.submit')}
      browserValues={() =>
        // The listing the visitor came from (`?kind=…&…`), as far as the choices offer it.
        criteriaFromQuery(window.location.search, {
          headTypes: props.headTypes.map(({ id }) => id),
          cities: props.towns.map(({ id }) => id),
        })
      }
    >
      <TextField
        formId={formId}
        name="email"
        texts={texts}
        label={formText(texts, 'form.email')}
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={(value) => store.setValue('email', value)}
        message={messageText(texts, messages.email)}
      />
      <CriteriaFields island={props} state={state} store={store} />
      <Honeypot formId={formId} texts={texts} values={values} store={store} />
    </FormFrame>
  );
}
