import { messageText, TextField } from './fields.tsx';
import type { FormState, FormStore } from './form-store.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * Text controls bound to a form's store by field name, and the visitor's details as the forms
 * that answer a person ask them (contact, viewing, reservation): apart from the controls, so
 * a form that asks none of them loads none.
 */

/** What a text control takes from its form's store (see `storeFields`). */
export type StoreFieldProps<F extends string> = {
  formId: string;
  name: F;
  texts: FormTexts;
  value: string;
  onChange: (value: string) => void;
  message: string | undefined;
};

/**
 * The props of a form's text controls by field name: the value and setter of the store and
 * the field's translated message, so a control names only its label and kind.
 */
export function storeFields<V extends Record<F, string>, F extends string>(
  formId: string,
  texts: FormTexts,
  store: Pick<FormStore<V, F>, 'setValue'>,
  state: Pick<FormState<V, F>, 'values' | 'messages' | 'messageValues'>,
): (name: F) => StoreFieldProps<F> {
  return (name) => ({
    formId,
    name,
    texts,
    value: state.values[name],
    onChange: (value) => store.setValue(name, value as V[F]),
    message: messageText(texts, state.messages[name], state.messageValues[name]),
  });
}

/** How a visitor's name, e-mail and phone are asked: required, the control, what may fill it. */
const personLines = {
  name: { required: true, autoComplete: 'name' },
  email: { required: true, type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
} as const;

type PersonField = keyof typeof personLines | 'message';

/**
 * Who is asking and what (name, e-mail, phone, message), as the contact, viewing and
 * reservation forms ask it. Name and e-mail stand side by side unless `stacked`.
 */
export function PersonFields({
  field,
  texts,
  stacked,
  message,
}: {
  field: (name: PersonField) => StoreFieldProps<string>;
  texts: FormTexts;
  stacked?: boolean;
  /** The message: required (a contact question) and its height. */
  message?: { required?: boolean; rows?: number };
}) {
  const line = (name: keyof typeof personLines) => (
    <TextField {...field(name)} {...personLines[name]} label={formText(texts, `form.${name}`)} />
  );
  return (
    <>
      {stacked ? (
        <>
          {line('name')}
          {line('email')}
        </>
      ) : (
        <div className="form__row">
          {line('name')}
          {line('email')}
        </div>
      )}
      {line('phone')}
      <TextField
        {...field('message')}
        label={formText(texts, 'form.message')}
        required={message?.required}
        multiline
        rows={message?.rows}
      />
    </>
  );
}
