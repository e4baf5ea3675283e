import type { Locale } from '../../domain/locales.ts';
import { contactFormSchema, honeypotField } from '../../forms/schemas.ts';
import { formEndpoints } from './endpoints.ts';
import { createFormStore } from './form-store.ts';
import { FormFrame, useFormStore, type LiveOptions } from './FormFrame.tsx';
import { Honeypot, messageText, TextField } from './fields.tsx';
import { contactPayload, type ContactValues } from './payloads.ts';
import { callSite } from './site-client.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * The contact form (spec 1 "send contact forms", spec 2 ajax contact-form-handler): general on
 * the agency's contact places, or about one property under its detail page, where the message
 * starts as a sentence that names the property and its reference.
 */

export type ContactFormProps = {
  formId: string;
  locale: Locale;
  texts: FormTexts;
  /** About a property: its id and the message the form starts with. */
  estate?: { id: number; message: string } | undefined;
  headingLevel?: 2 | 3;
  /** Values typed before the form went live. */
  initial?: Partial<ContactValues>;
  live?: LiveOptions;
};

type Field = 'name' | 'email' | 'phone' | 'message';

const paths = { name: 'name', email: 'email', phone: 'phone', message: 'message' } as const;

export function ContactForm(props: ContactFormProps) {
  const { formId, locale, texts, estate } = props;
  const [store, state] = useFormStore(() => {
    const initial: ContactValues = {
      name: '',
      email: '',
      phone: '',
      message: estate?.message ?? '',
      [honeypotField]: '',
      ...props.initial,
    };
    return createFormStore<ContactValues, Field>({
      initial,
      locale,
      schema: contactFormSchema,
      paths,
      payload: (values, meta) => contactPayload(values, meta, estate?.id),
      send: (payload) => callSite('POST', formEndpoints.contact(locale), payload),
      // Another question may follow: who is asking stays, the message starts again.
      afterSuccess: (values) => ({ ...values, message: estate?.message ?? '' }),
    });
  });
  const { values, messages } = state;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${formId}-heading`;
  const field = (name: Field) => ({
    formId,
    name,
    texts,
    value: values[name],
    onChange: (value: string) => store.setValue(name, value),
    message: messageText(texts, messages[name], state.messageValues[name]),
  });

  return (
    <div className="form-block">
      <Heading id={headingId} className="form-block__title">
        {formText(texts, estate ? 'form.contact.property.title' : 'form.contact.title')}
      </Heading>
      <FormFrame
        formId={formId}
        locale={locale}
        texts={texts}
        state={state}
        store={store}
        submitLabel={formText(texts, 'form.contact.submit')}
        labelledBy={headingId}
        live={props.live}
      >
        <div className="form__row">
          <TextField
            {...field('name')}
            label={formText(texts, 'form.name')}
            required
            autoComplete="name"
          />
          <TextField
            {...field('email')}
            label={formText(texts, 'form.email')}
            type="email"
            required
            autoComplete="email"
          />
        </div>
        <TextField
          {...field('phone')}
          label={formText(texts, 'form.phone')}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...field('message')}
          label={formText(texts, 'form.message')}
          required
          multiline
        />
        <Honeypot
          formId={formId}
          texts={texts}
          value={values[honeypotField]}
          onChange={(value) => store.setValue(honeypotField, value)}
        />
      </FormFrame>
    </div>
  );
}
