import { useEffect } from 'react';
import { honeypotField } from '../../forms/honeypot.ts';
import {
  CriteriaFields,
  criteriaPaths,
  emptyCriteria,
  type CriteriaChoices,
  type CriteriaField,
} from './CriteriaFields.tsx';
import type { NotificationRoutes } from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot, messageText, TextField } from './fields.tsx';
import type { SubscribeValues } from './payloads.ts';
import { formText } from './texts.ts';

/*
 * The reader of a listing's search in the address (subscribe-prefill.ts: the listing's filter
 * rules), loaded before the form hydrates and only for an address with a query: a visitor who
 * opens the page from the menu needs none of it.
 */
const prefill =
  typeof window !== 'undefined' && window.location.search.length > 1
    ? await import('./subscribe-prefill.ts')
    : undefined;

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
    /** The post goes to the route of the mails' language. */
    notifications: NotificationRoutes;
  };

type Field = CriteriaField | 'email';

const paths = { email: 'email', ...criteriaPaths } as const;

export function SubscribeForm(props: SubscribeFormProps) {
  const { formId, locale, texts, successPath, notifications } = props;
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
      // What makes and posts the body loads when the visitor sends, as the schema does.
      payload: (values, meta) =>
        import('./payloads.ts').then((payloads) => payloads.subscribePayload(values, meta)),
      send: async (payload, values) => {
        const [{ chosenLanguage }, { callSite }] = await Promise.all([
          import('./payloads.ts'),
          import('./site-client.ts'),
        ]);
        return callSite('POST', notifications[chosenLanguage(values, locale)], payload);
      },
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
        prefill
          ? prefill.criteriaFromQuery(window.location.search, {
              headTypes: props.headTypes.map(({ id }) => id),
              subTypes: props.subTypes.map(({ id }) => id),
              cities: props.towns.map(({ id }) => id),
            })
          : {}
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
