import { formText, type FormTexts } from './texts.ts';
import { TextField, type StoreFieldProps } from './fields.tsx';

/*
 * The visitor's details as the forms that answer a person ask them (contact, viewing,
 * reservation): a module of their own, so a form that asks none of them loads none.
 */

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
