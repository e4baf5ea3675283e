import type { ReactNode } from 'react';
import { honeypotField, type FormErrorKey } from '../../forms/schemas.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * The controls of the visitor forms: a visible label, a required mark (the `*` is for the eye;
 * `required` tells assistive technology), the hint and the message joined to the control with
 * aria-describedby, and aria-invalid while the message stands.
 */

/** The ids of a field's label, hint and message, unique on the page through the form id. */
export const fieldIds = (formId: string, name: string) => ({
  control: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  message: `${formId}-${name}-message`,
});

type Described = { hint?: string | undefined; message?: string | undefined; extra?: string };

/** The aria-describedby of a control: its hint, its message, then anything extra. */
export function describedBy(
  ids: ReturnType<typeof fieldIds>,
  { hint, message, extra }: Described,
): string | undefined {
  const parts = [hint ? ids.hint : null, message ? ids.message : null, extra ?? null];
  const joined = parts.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The message under a field; always in the page so the id it is described by exists. */
export function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field__error form__message">
      {text}
    </p>
  ) : null;
}

export function LabelText({
  label,
  required,
  texts,
}: {
  label: string;
  required: boolean | undefined;
  texts: FormTexts;
}) {
  return (
    <>
      {label}
      {required ? (
        <span className="form__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="form__optional"> ({formText(texts, 'form.optional')})</span>
      )}
    </>
  );
}

/** The message text of a field, translated, with its placeholder values. */
export function messageText(
  texts: FormTexts,
  key: FormErrorKey | undefined,
  values?: Readonly<Record<string, number>>,
): string | undefined {
  return key ? formText(texts, key, values) : undefined;
}

type TextFieldProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  texts: FormTexts;
  required?: boolean;
  message?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  multiline?: boolean;
  rows?: number;
  /** More ids the control is described by (a character counter). */
  describedByExtra?: string;
  children?: ReactNode;
};

/** A labelled one-line or multi-line text control. */
export function TextField(props: TextFieldProps) {
  const { formId, name, label, value, onChange, texts, required, message, hint } = props;
  const ids = fieldIds(formId, name);
  const shared = {
    id: ids.control,
    name,
    value,
    required,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy(ids, {
      hint,
      message,
      ...(props.describedByExtra ? { extra: props.describedByExtra } : {}),
    }),
  };
  return (
    <div className="field">
      <label htmlFor={ids.control}>
        <LabelText label={label} required={required} texts={texts} />
      </label>
      {hint && (
        <span id={ids.hint} className="field__hint">
          {hint}
        </span>
      )}
      {props.multiline ? (
        <textarea
          {...shared}
          rows={props.rows ?? 5}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {props.children}
      <FieldMessage id={ids.message} text={message} />
    </div>
  );
}

type SelectFieldProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  texts: FormTexts;
  options: readonly { value: string; label: string; lang?: string }[];
  required?: boolean;
  message?: string | undefined;
  hint?: string | undefined;
};

export function SelectField(props: SelectFieldProps) {
  const { formId, name, label, value, onChange, texts, required, message, hint } = props;
  const ids = fieldIds(formId, name);
  return (
    <div className="field">
      <label htmlFor={ids.control}>
        <LabelText label={label} required={required} texts={texts} />
      </label>
      {hint && (
        <span id={ids.hint} className="field__hint">
          {hint}
        </span>
      )}
      <select
        id={ids.control}
        name={name}
        value={value}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, { hint, message })}
        onChange={(event) => onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={ids.message} text={message} />
    </div>
  );
}

type ChoiceGroupProps = {
  formId: string;
  name: string;
  legend: string;
  texts: FormTexts;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  /** The chosen value (radio) or values (checkbox). */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  required?: boolean;
  message?: string | undefined;
  hint?: string | undefined;
  className?: string;
};

/** Radio buttons or checkboxes in a fieldset whose legend names them. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { formId, name, legend, texts, type, options, chosen, onChange, message, hint } = props;
  const ids = fieldIds(formId, name);
  const toggle = (value: string, checked: boolean) => {
    if (type === 'radio') onChange([value]);
    else onChange(checked ? [...chosen, value] : chosen.filter((other) => other !== value));
  };
  return (
    <fieldset
      className={`field form__choices ${props.className ?? ''}`.trim()}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(ids, { hint, message })}
      data-field={name}
    >
      <legend>
        <LabelText label={legend} required={props.required} texts={texts} />
      </legend>
      {hint && (
        <span id={ids.hint} className="field__hint">
          {hint}
        </span>
      )}
      <div className="form__choice-list">
        {options.map((option) => {
          const id = `${ids.control}-${option.value}`;
          return (
            <div className="form__choice" key={option.value}>
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldMessage id={ids.message} text={message} />
    </fieldset>
  );
}

/**
 * The honeypot (issue 6): a field people never see or reach (off-screen, aria-hidden,
 * tabindex -1, no autofill) and bots fill in. The server pretends success when it is filled.
 */
export function Honeypot({
  formId,
  value,
  onChange,
  texts,
}: {
  formId: string;
  value: string;
  onChange: (value: string) => void;
  texts: FormTexts;
}) {
  const id = `${formId}-${honeypotField}`;
  return (
    <div className="form__hp" aria-hidden="true">
      <label htmlFor={id}>{formText(texts, 'form.honeypot')}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
