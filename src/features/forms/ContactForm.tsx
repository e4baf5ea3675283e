import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type FormIsland } from './FormFrame.tsx';
import { Honeypot } from './fields.tsx';
import { PersonFields, storeFields } from './store-fields.tsx';
import { contactPayload, emptyPerson, type ContactValues } from './payloads.ts';
import { callSite } from './site-client.ts';
import { formText } from './texts.ts';

/*
 * The contact form (spec 1 "send contact forms", spec 2 ajax contact-form-handler): general on
 * the agency's contact places, or about one property under its detail page, where the message
 * starts as a sentence that names the property and its reference.
 */

export type ContactFormProps = FormIsland & {
  /** The contact route (spec 2 ajax contact-form-handler) in the page's language. */
  endpoint: string;
  /** About a property: its id and the message the form starts with. */
  estate?: { id: number; message: string } | undefined;
  headingLevel?: 2 | 3;
};

type Field = 'name' | 'email' | 'phone' | 'message';

const paths = { name: 'name', email: 'email', phone: 'phone', message: 'message' } as const;

export function ContactForm(props: ContactFormProps) {
  const { formId, locale, texts, estate, endpoint } = props;
  const [store, state] = useFormStore(() => {
    const initial: ContactValues = {
      ...emptyPerson,
      message: estate?.message ?? '',
    };
    return createFormStore<ContactValues, Field>({
      initial,
      locale,
      schema: () => import('../../forms/schemas.ts').then((rules) => rules.contactFormSchema),
      paths,
      payload: (values, meta) => contactPayload(values, meta, estate?.id),
      send: (payload) => callSite('POST', endpoint, payload),
      // Another question may follow: who is asking stays, the message starts again.
      afterSuccess: (values) => ({ ...values, message: estate?.message ?? '' }),
    });
  });
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${formId}-heading`;

  return (
    <div className="form-block">
      <Heading id={headingId} className="form-block__title">
        {formText(texts, estate ? 'form.contact.property.title' : 'form.contact.title')}
      </Heading>
      <FormFrame
        island={props}
        state={state}
        store={store}
        submitLabel={formText(texts, 'form.contact.submit')}
        labelledBy={headingId}
      >
        <PersonFields
          field={storeFields(formId, texts, store, state)}
          texts={texts}
          message={{ required: true }}
        />
        <Honeypot formId={formId} texts={texts} values={state.values} store={store} />
      </FormFrame>
    </div>
  );
}
