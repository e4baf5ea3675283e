import type { ReactNode } from 'react';
import type { FormErrorKey } from '../../forms/form-keys.ts';
import { honeypotField } from '../../forms/honeypot.ts';
import type { FormStore } from './form-store.ts';
import type { Honeypot as HoneypotValues } from './payloads.ts';
import { formText, type FormTexts } from './texts.ts';

/*
 * The controls of the visitor forms: a visible label, a required mark (the `*` is for the eye;
 * `required` tells assistive technology), the hint and the message joined to the control with
 * aria-describedby, and aria-invalid while the message stands. Then what the forms share
 * around them: the honeypot, the submit button and the live region (the visitor's details are
 * in person-fields.tsx, the one-button forms in request-form.tsx).
 */

/** The ids of a field's label, hint and message, unique on the page through the form id. */
export const fieldIds = (formId: string, name: string) => ({
  control: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  message: `${formId}-${name}-message`,
});

type FieldIds = ReturnType<typeof fieldIds>;

type Described = { hint?: string | undefined; message?: string | undefined; extra?: string };

/** The aria-describedby of a control: its hint, its message, then anything extra. */
export function describedBy(
  ids: FieldIds,
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

/** What every labelled control takes. */
type FieldProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  texts: FormTexts;
  required?: boolean;
  message?: string | undefined;
  hint?: string | undefined;
};

/** A control's label (with its required mark), hint and message around it. */
function FieldFrame({ ids, ...props }: FieldProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={ids.control}>
        <LabelText label={props.label} required={props.required} texts={props.texts} />
      </label>
      {props.hint && (
        <span id={ids.hint} className="field__hint">
          {props.hint}
        </span>
      )}
      {props.children}
      <FieldMessage id={ids.message} text={props.message} />
    </div>
  );
}

/** The attributes a control shares: its name and value, and what assistive technology hears. */
const controlProps = (ids: FieldIds, props: FieldProps, extra?: string) => ({
  id: ids.control,
  name: props.name,
  value: props.value,
  required: props.required,
  'aria-invalid': props.message ? true : undefined,
  'aria-describedby': describedBy(ids, {
    hint: props.hint,
    message: props.message,
    ...(extra ? { extra } : {}),
  }),
  onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
});

type TextFieldProps = FieldProps & {
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
  const ids = fieldIds(props.formId, props.name);
  const shared = controlProps(ids, props, props.describedByExtra);
  return (
    <FieldFrame {...props} ids={ids}>
      {props.multiline ? (
        <textarea {...shared} rows={props.rows ?? 5} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      )}
      {props.children}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & {
  options: readonly { value: string; label: string; lang?: string }[];
};

/**
 * The options of a select, an empty one first when it is required: HTML wants a required
 * single-choice list to start with a placeholder, so that "nothing chosen" can fail.
 */
function withEmptyFirst(props: SelectFieldProps): SelectFieldProps['options'] {
  const { options } = props;
  return props.required && options[0]?.value !== ''
    ? [{ value: '', label: '—' }, ...options]
    : options;
}

export function SelectField(props: SelectFieldProps) {
  const ids = fieldIds(props.formId, props.name);
  return (
    <FieldFrame {...props} ids={ids}>
      <select {...controlProps(ids, props)}>
        {withEmptyFirst(props).map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
 * The honeypot: a field people never see or reach (off-screen, aria-hidden,
 * tabindex -1, no autofill) and bots fill in. The server pretends success when it is filled.
 */
export function Honeypot<V extends HoneypotValues>({
  formId,
  texts,
  values,
  store,
}: {
  formId: string;
  texts: FormTexts;
  values: V;
  store: Pick<FormStore<V, string>, 'setValue'>;
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
        value={values[honeypotField]}
        onChange={(event) =>
          store.setValue(honeypotField, event.target.value as V[typeof honeypotField])
        }
      />
    </div>
  );
}

/**
 * A form's submit button: marked busy, not disabled, while it works, so focus stays on it and
 * a second press does nothing.
 */
export function SubmitButton({
  texts,
  busy,
  label,
}: {
  texts: FormTexts;
  busy: boolean;
  label: string;
}) {
  return (
    <div className="form__actions">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy ? true : undefined}
      >
        {busy ? formText(texts, 'form.sending') : label}
      </button>
    </div>
  );
}

/** The polite live region under a form's button: what came of the last submit. */
export function FormStatus({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'none';
  children: ReactNode;
}) {
  return (
    <div className={`form__status form__status--${tone}`} role="status" aria-live="polite">
      {children}
    </div>
  );
}
